/** Numbers, money and dates as people of the active locale write them, through `Intl`. */
import { formatTokenAmount } from './token-format.js'

// Intl formatters cost milliseconds to build: one per locale and kind, built on first use.
const cache = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>()

function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, build: () => T): T {
  let format = cache.get(key) as T | undefined
  if (!format) cache.set(key, (format = build()))
  return format
}

/** A whole-unit decimal string (e.g. "10000.0") cut like the token rows (3 decimals, never rounded up), grouped, then its symbol. */
export function formatBalance(balance: string | undefined, symbol: string | undefined, locale: string): string {
  if (balance === undefined) return ''
  const shown = formatTokenAmount(balance, locale)
  return symbol ? `${shown} ${symbol}` : shown
}

/** A value in US dollars, with the locale's currency sign, grouping and 2 decimals. */
export function formatFiat(value: number, locale: string): string {
  return cached(`fiat:${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })).format(value)
}

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * behaviour §9 relative dates ('in %s' / '%s ago' in sec, min, hr, d, mo, yr): up to 44 s in seconds,
 * up to 89 s one minute, up to 44 min in minutes, up to 89 min one hour, up to 21 h in hours,
 * up to 35 h one day, up to 25 d in days, up to 45 d one month, up to 10 months in months, then years.
 */
export function formatRelativeTime(date: Date | number, now: Date | number, locale: string): string {
  const ms = new Date(date).getTime() - new Date(now).getTime()
  const elapsed = Math.abs(ms)
  const sign = ms < 0 ? -1 : 1
  const [value, unit] = relativeUnit(elapsed)
  const format = cached(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' }))
  return format.format(sign * value, unit)
}

function relativeUnit(elapsed: number): [number, Intl.RelativeTimeFormatUnit] {
  const seconds = Math.round(elapsed / SECOND)
  if (seconds <= 44) return [seconds, 'second']
  if (seconds <= 89) return [1, 'minute']
  const minutes = Math.round(elapsed / MINUTE)
  if (minutes <= 44) return [minutes, 'minute']
  if (minutes <= 89) return [1, 'hour']
  const hours = Math.round(elapsed / HOUR)
  if (hours <= 21) return [hours, 'hour']
  if (hours <= 35) return [1, 'day']
  const days = Math.round(elapsed / DAY)
  if (days <= 25) return [days, 'day']
  if (days <= 45) return [1, 'month']
  const months = Math.round(days / 30.4)
  if (months <= 10) return [Math.max(2, months), 'month']
  if (days <= 547) return [1, 'year']
  return [Math.round(days / 365), 'year']
}
