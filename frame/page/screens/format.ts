import type { Amount } from '../explain/model.js'

/** Amounts, money, dates and addresses in the visitor's locale, through `Intl`; amounts never pass through a float. */

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let format = formats.get(key) as T | undefined
  if (!format) formats.set(key, (format = build()))
  return format
}

/** `value` in its smallest unit as an exact decimal string ("1234.5" for 12345 at 1 decimal). */
export function decimalString(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = decimals ? digits.slice(-decimals).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Every digit of the amount, grouped for the locale: a person approving must see exactly what moves
 * (the kit's 3-decimal rows would hide dust). Intl reads a decimal string exactly (ES2023).
 */
export function formatAmount(amount: Pick<Amount, 'value' | 'decimals'>, locale: string): string {
  const digits = Math.min(Math.max(amount.decimals, 0), 100)
  const format = cached(`amount:${locale}:${digits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }))
  return format.format(decimalString(amount.value, digits) as unknown as number)
}

export function formatUsd(value: number, locale: string): string {
  return cached(`usd:${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })).format(value)
}

/** A date and time; `undefined` for a value that is not a date (shown as given then). */
export function formatDate(value: Date | number | string, locale: string): string | undefined {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(date)
}

/** `0x71C7…976F`: the first 6 and last 4 characters (the full address is one tap away). */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

/** An amount's symbol; a token that does not say its symbol is named by its contract. */
export function symbolOf(amount: Pick<Amount, 'symbol' | 'token'>): string {
  return amount.symbol ?? (amount.token ? shortAddress(amount.token) : '')
}
