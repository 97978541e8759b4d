import type { CaipNetwork, Features, WalletFeature } from '../../types/public.js'
import type { RouteView } from './router.js'

/** The Account view's feature buttons: which view each opens, and where each works (behaviour §9). */

export const WALLET_FEATURE_VIEWS: Record<WalletFeature, RouteView> = { onramp: 'OnRampProviders', swaps: 'Swap', receive: 'Receive', send: 'Send' }

/** behaviour §9 swap-supported eip155 chain ids. */
export const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/** behaviour §9 feature chains: on-ramp and send on eip155 and solana; swaps on the swap chain ids; receive anywhere. */
export function featureSupported(feature: WalletFeature, network: CaipNetwork | undefined): boolean {
  if (!network) return false
  const namespace = network.chainNamespace
  if (feature === 'swaps') return namespace === 'eip155' && SWAP_CHAIN_IDS.includes(Number(network.id))
  if (feature === 'onramp') return namespace === 'eip155' || namespace === 'solana'
  // Issue #14: bip122 sends its native coin too.
  if (feature === 'send') return namespace === 'eip155' || namespace === 'solana' || namespace === 'bip122'
  return true
}

/**
 * The feature buttons to show, in `walletFeaturesOrder`: a feature that is off, unsupported on the
 * active network, or whose view this build lacks is absent (never a disabled-looking button).
 */
export function visibleWalletFeatures(
  order: readonly WalletFeature[],
  features: Pick<Features, WalletFeature>,
  network: CaipNetwork | undefined,
  hasView: (view: RouteView) => boolean
): WalletFeature[] {
  return order.filter(feature => features[feature] !== false && featureSupported(feature, network) && hasView(WALLET_FEATURE_VIEWS[feature]))
}
