import type { ChainNamespace } from '../app-kit/types.js'

/** Per-family display rules; a family adapter (bip122, solana…) fills its entry, one line each. */
export interface FamilyFormat {
  /** Decimals of the native unit: 18 wei per ETH, 9 lamports per SOL, 8 satoshis per BTC. */
  decimals: number
  /** Address shown shortened in buttons and rows: head…tail keeps the parts people compare. */
  shortAddress(address: string): string
}

function headTail(head: number, tail: number): (address: string) => string {
  return address => (address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`)
}

const formats: Partial<Record<ChainNamespace, FamilyFormat>> = {
  eip155: { decimals: 18, shortAddress: headTail(6, 4) },
  // base58 has no 0x prefix: four characters each side read like the wallets show them
  solana: { decimals: 9, shortAddress: headTail(4, 4) },
  // bech32 'bc1q'/'tb1q' prefix is the same for every address, so keep more of the head
  bip122: { decimals: 8, shortAddress: headTail(6, 4) }
}

export function familyFormat(namespace: ChainNamespace): FamilyFormat {
  return formats[namespace] ?? { decimals: 18, shortAddress: headTail(6, 4) }
}

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
