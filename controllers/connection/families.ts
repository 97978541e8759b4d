import type { CaipAddress, CaipNetwork, ChainNamespace } from '../../types/public.js'
import { accountOf } from '../account/store.js'
import { $chain, setActiveNamespace } from '../networks/store.js'
import { switchNetwork } from './actions.js'

/** The order families are listed in (network list headings, badges). */
export const FAMILY_ORDER: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']

export interface NetworkFamily {
  namespace: ChainNamespace
  networks: CaipNetwork[]
}

/** Networks grouped by family in FAMILY_ORDER, only families in `namespaces`, each group in configured order. */
export function groupNetworksByFamily(networks: readonly CaipNetwork[], namespaces: readonly ChainNamespace[]): NetworkFamily[] {
  return FAMILY_ORDER.filter(namespace => namespaces.includes(namespace))
    .map(namespace => ({ namespace, networks: networks.filter(network => network.chainNamespace === namespace) }))
    .filter(family => family.networks.length > 0)
}

export interface ParsedCaipAddress {
  namespace: ChainNamespace
  reference: string
  address: string
}

/**
 * CAIP-10 `namespace:reference:address`. The address is everything after the second colon so
 * a bip122 reference (32 hex) or a Solana genesis hash (base58) never splits wrongly.
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const first = caipAddress.indexOf(':')
  const second = first < 0 ? -1 : caipAddress.indexOf(':', first + 1)
  const namespace = caipAddress.slice(0, first)
  const reference = caipAddress.slice(first + 1, second)
  const address = caipAddress.slice(second + 1)
  if (first <= 0 || second <= first + 1 || !address || !FAMILY_ORDER.includes(namespace as ChainNamespace)) {
    throw new Error(`Invalid CAIP address: ${caipAddress}`)
  }
  return { namespace: namespace as ChainNamespace, reference, address }
}

export function formatCaipAddress(namespace: ChainNamespace, reference: string | number, address: string): CaipAddress {
  return `${namespace}:${reference}:${address}`
}

/** What choosing a network of a family leads to: the switch happened, or that family must connect first. */
export type FamilySwitch = 'switch' | 'connect'

/**
 * The namespace switch rule: a network of the active family (or of a family with a connection)
 * is switched to; a network of a family without a connection becomes that family's active network
 * and the family becomes active, and the caller shows Connect filtered to it. The other
 * family's connection is never touched.
 */
export function familySwitchOf(network: CaipNetwork, activeNamespace: ChainNamespace | undefined): FamilySwitch {
  if (network.chainNamespace === activeNamespace) return 'switch'
  return accountOf(network.chainNamespace).status === 'connected' ? 'switch' : 'connect'
}

/**
 * Chooses a network from the list. Returns 'connect' when its family has no connection yet (the
 * network is made active so Connect lists that family's wallets); a connected family already on
 * that network just becomes active, without asking its wallet.
 */
export async function chooseNetwork(network: CaipNetwork): Promise<FamilySwitch> {
  const chain = $chain.get()
  const rule = familySwitchOf(network, chain.activeNamespace)
  const sameAsActive = chain.activeNetworks[network.chainNamespace]?.caipNetworkId === network.caipNetworkId
  if (rule === 'switch' && network.chainNamespace !== chain.activeNamespace && sameAsActive) setActiveNamespace(network.chainNamespace)
  else await switchNetwork(network)
  return rule
}
