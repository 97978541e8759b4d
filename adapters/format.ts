/** Native amounts of every family as exact decimal text: bigint in the smallest unit (wei, lamports, sats), decimals from the network. */

/** Exact decimal text of a smallest-unit bigint (no floats), trailing zeros dropped. */
export function formatNativeAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Parses decimal text into the smallest unit; throws on more decimals than the family has. */
export function parseNativeAmount(text: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim())
  if (!match) throw new Error('Invalid amount')
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) throw new Error('Invalid amount')
  return BigInt(match[1] + fraction.padEnd(decimals, '0'))
}
