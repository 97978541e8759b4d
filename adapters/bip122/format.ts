/** BTC has 8 decimals; amounts stay bigint sats until shown. */
export const BTC_DECIMALS = 8

/** Sats as a BTC string without float rounding: 150000000n → "1.5", 1n → "0.00000001". */
export function formatBtc(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const whole = abs / 100_000_000n
  const fraction = (abs % 100_000_000n).toString().padStart(BTC_DECIMALS, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** A BTC decimal string as sats; throws on more than 8 decimals or a malformed amount. */
export function parseBtc(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{0,8}))?$/.exec(amount.trim())
  if (!match) throw new Error('Invalid amount')
  return BigInt(match[1]!) * 100_000_000n + BigInt((match[2] ?? '').padEnd(BTC_DECIMALS, '0') || '0')
}

/** A long Bitcoin address shortened for a row: bc1qxy…wlh (the full one stays in the title/copy). */
export function shortBitcoinAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}
