import type { ChainNamespace } from '../../types/public.js'
import type { HistoryTransaction, OnrampOptions } from '../../clients/types.js'
import { transactionOutcome } from '../activity/transaction-status.js'

/** On-ramp rules as plain functions (behaviour §8, §9). */

export interface OnrampProvider {
  name: 'coinbase'
  label: string
  /** behaviour §9: fee range 1-2 %. */
  feeRange: string
  /** behaviour §9: chains eip155 and solana. */
  supportedChains: readonly ChainNamespace[]
}

export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [{ name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] }]

/** behaviour §8: the quote id of the fallback quote; its figures are an estimate. */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'

/** behaviour §9: Coinbase chains by eip155 id, fallback ethereum. */
const COINBASE_CHAINS: Record<number, string> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base'
}

export function coinbaseNetwork(namespace: ChainNamespace, chainId: number | string): string {
  if (namespace === 'solana') return 'solana'
  return COINBASE_CHAINS[Number(chainId)] ?? 'ethereum'
}

/** What to buy: the network's native coin, or ETH when Coinbase falls back to ethereum for this chain. */
export function defaultPurchaseSymbol(namespace: ChainNamespace, chainId: number | string, nativeSymbol: string): string {
  if (namespace === 'solana') return nativeSymbol
  return COINBASE_CHAINS[Number(chainId)] ? nativeSymbol : 'ETH'
}

export function providersFor(namespace: ChainNamespace | undefined): OnrampProvider[] {
  return ONRAMP_PROVIDERS.filter(provider => namespace !== undefined && provider.supportedChains.includes(namespace))
}

export function isEstimate(quoteId: string | undefined): boolean {
  return quoteId === MOCKED_QUOTE_ID
}

/** behaviour §9 payment limits for a currency and method ('card' by default), from the options. */
export function paymentLimits(options: OnrampOptions, currency: string, method = 'card'): { min: string; max: string } | undefined {
  const limits = options.paymentCurrencies.find(entry => entry.id === currency)?.payment_method_limits.find(limit => limit.id === method)
  return limits ? { min: limits.min, max: limits.max } : undefined
}

/** A fiat amount typed as text is valid when it is within the limits (compared in cents, exactly). */
export function isAmountWithinLimits(text: string, limits: { min: string; max: string } | undefined): boolean {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return false
  if (!limits) return true
  const cents = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.')
    return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2))
  }
  const amount = cents(text.trim())
  return amount >= cents(limits.min) && amount <= cents(limits.max)
}

/** The purchase that arrived since the flow started: an on-ramp row not seen before whose status says it succeeded (ONRAMP_TRANSACTION_STATUS_SUCCESS). */
export function arrivedPurchase(page: HistoryTransaction[], seenIds: ReadonlySet<string>): HistoryTransaction | undefined {
  return page.find(transaction => !seenIds.has(transaction.id) && transactionOutcome(transaction.metadata.status) === 'confirmed')
}

/** The CAIP-10 id of the token bought on a network, from the options (undefined for a native coin or an unknown one). */
export function purchasedTokenId(options: OnrampOptions, symbol: string, caipNetworkId: string, coinbaseNetworkName: string): string | undefined {
  const currency = options.purchaseCurrencies.find(entry => entry.symbol === symbol)
  const contract = currency?.networks.find(network => network.name === coinbaseNetworkName || network.name === `${coinbaseNetworkName}-mainnet`)?.contract_address
  return contract ? `${caipNetworkId}:${contract.toLowerCase()}` : undefined
}

/**
 * The fiat amount the provider's page opens with: Coinbase takes whole units (reown-com/blockchain-api
 * src/handlers/generators/onrampurl.rs: `presetFiatAmount` is an unsigned integer; 25.50 is a 400), so a
 * typed amount with cents is rounded to the nearest whole unit (half up), which the view says.
 */
export function wholeFiatAmount(text: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  return Number(match[1]) + (cents >= 50 ? 1 : 0)
}

/** True when the provider will open with another amount than the one typed (it had cents). */
export function fiatAmountRounded(text: string): boolean {
  const whole = wholeFiatAmount(text)
  return whole !== undefined && whole !== Number(text.trim())
}
