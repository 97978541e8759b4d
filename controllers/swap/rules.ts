import { ServiceError } from '../../clients/http.js'
import { NATIVE_TOKEN_ADDRESS } from '../../clients/types.js'
import { SWAP_CHAIN_IDS } from '../modal/wallet-features.js'

/** Swap rules as plain functions (behaviour §5, §8, §9): amounts are bigint in the token's smallest unit. */

/** behaviour §9: swap slippage tolerance, in percent. */
export const DEFAULT_SLIPPAGE_PERCENT = 1
export const MAX_SLIPPAGE_PERCENT = 50
/** A quote older than this is fetched again before anything is signed. */
export const QUOTE_MAX_AGE_MS = 30_000
/** How often the preview refreshes its quote. */
export const QUOTE_REFRESH_MS = 10_000

/** behaviour §5: swaps require the active network to be supported, else 'Network not supported for Swaps'. */
export function assertSwapNetwork(caipNetworkId: string | undefined): number {
  const [namespace, reference] = (caipNetworkId ?? '').split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !SWAP_CHAIN_IDS.includes(id)) throw new Error('Network not supported for Swaps')
  return id
}

/** behaviour §5: gas price likewise requires a supported network, else 'Network not supported for Gas Price'. */
export function assertGasPriceNetwork(caipNetworkId: string | undefined): void {
  try {
    assertSwapNetwork(caipNetworkId)
  } catch {
    throw new Error('Network not supported for Gas Price')
  }
}

export function isNativeToken(caip10: string): boolean {
  return caip10.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS
}

/**
 * Slippage in whole percent, 0 < s ≤ 50: the API takes an integer (`usize`,
 * reown-com/blockchain-api src/handlers/convert/transaction.rs), so a fraction cannot be honoured.
 */
export function parseSlippage(text: string): number | undefined {
  if (!/^\d{1,2}$/.test(text.trim())) return undefined
  const value = Number(text.trim())
  return value > 0 && value <= MAX_SLIPPAGE_PERCENT ? value : undefined
}

/** Minimum received: the quoted amount less the slippage, rounded down (the AMM's minOut). */
export function minimumReceived(toAmount: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round((100 - slippagePercent) * 100))
  return (toAmount * basisPoints) / 10_000n
}

/** Network cost in wei: gas limit times gas price, both from the API (never a constant). */
export function networkCost(gas: bigint, gasPrice: bigint): bigint {
  return gas * gasPrice
}

/** Scales a token amount to 18 decimals so two tokens compare exactly. */
function toWad(amount: bigint, decimals: number): bigint {
  return decimals <= 18 ? amount * 10n ** BigInt(18 - decimals) : amount / 10n ** BigInt(decimals - 18)
}

/** Rate: how many `to` units one whole `from` unit buys, as an 18-decimal fixed-point bigint. */
export function exchangeRate(fromAmount: bigint, fromDecimals: number, toAmount: bigint, toDecimals: number): bigint {
  const from = toWad(fromAmount, fromDecimals)
  return from === 0n ? 0n : (toWad(toAmount, toDecimals) * 10n ** 18n) / from
}

/**
 * Price impact in percent: how much less the quote is worth in USD than what goes in.
 * Prices are the API's USD floats, used for display only; amounts stay bigint.
 */
export function priceImpactPercent(fromUsd: number, toUsd: number): number {
  if (!(fromUsd > 0)) return 0
  return Math.max(0, ((fromUsd - toUsd) / fromUsd) * 100)
}

/** USD value of an exact amount, for display (the price is a float from the API). */
export function usdValue(amount: bigint, decimals: number, price: number): number {
  const scale = 10n ** BigInt(decimals)
  const whole = Number(amount / scale)
  const fraction = Number(amount % scale) / Number(scale)
  return (whole + fraction) * price
}

/** The allowance is short when it is below the amount (the native coin needs none). */
export function needsApproval(fromAddress: string, allowance: bigint, amount: bigint): boolean {
  return !isNativeToken(fromAddress) && allowance < amount
}

/** A quote may be signed only when it is what was shown and is recent. */
export function isQuoteStale(shownToAmount: bigint, freshToAmount: bigint, quotedAt: number, now: number): boolean {
  return shownToAmount !== freshToAmount || now - quotedAt > QUOTE_MAX_AGE_MS
}

export type QuoteErrorKind = 'insufficient-balance' | 'insufficient-liquidity' | 'api'

/** Classifies a quote failure so the view can say what went wrong (not 'Insufficient balance' for everything). */
export function quoteErrorKind(error: unknown): QuoteErrorKind {
  const message = error instanceof Error ? error.message : String(error)
  if (/liquidity/i.test(message) || (error instanceof ServiceError && /liquidity/i.test(JSON.stringify(error.body ?? '')))) return 'insufficient-liquidity'
  return 'api'
}

/** The balance check done before asking for a quote. */
export function hasSufficientBalance(balance: bigint | undefined, amount: bigint): boolean {
  return balance === undefined || balance >= amount
}
