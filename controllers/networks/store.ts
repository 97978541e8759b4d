import { computed, map } from 'nanostores'
import type { AccountType, CaipNetwork, CaipNetworkId, ChainNamespace } from '../../types/public.js'
import { readStored, writeStored } from '../config/storage.js'
import { registerReset } from '../resets.js'

/** behaviour §6 per-namespace default account types. */
export const DEFAULT_ACCOUNT_TYPES: Record<ChainNamespace, AccountType> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
  cosmos: 'eoa'
}

export const LAST_USED_CHAIN_KEY = 'last-used-chain'

interface ChainState {
  networks: CaipNetwork[]
  activeNamespace: ChainNamespace | undefined
  activeNetworks: Partial<Record<ChainNamespace, CaipNetwork>>
  /** Namespaces that have an adapter set up (behaviour §2 opening rules read this). */
  adapterNamespaces: ChainNamespace[]
  /** The wallet reports a chain that is not among `networks`. */
  unsupportedChainId: string | number | undefined
}

export const $chain = map<ChainState>({
  networks: [],
  activeNamespace: undefined,
  activeNetworks: {},
  adapterNamespaces: [],
  unsupportedChainId: undefined
})
registerReset($chain)

export const $activeNetwork = computed($chain, chain =>
  chain.activeNamespace ? chain.activeNetworks[chain.activeNamespace] : undefined
)

export function namespacesOf(networks: readonly CaipNetwork[]): ChainNamespace[] {
  return [...new Set(networks.map(network => network.chainNamespace))]
}

/** Sets the networks; each namespace starts on the default network, else the last used, else its first. */
export function setNetworks(networks: readonly CaipNetwork[], defaultNetwork?: CaipNetwork): void {
  const lastUsed = readStored<CaipNetworkId>(LAST_USED_CHAIN_KEY)
  const activeNetworks: Partial<Record<ChainNamespace, CaipNetwork>> = {}
  for (const namespace of namespacesOf(networks)) {
    const inNamespace = networks.filter(network => network.chainNamespace === namespace)
    activeNetworks[namespace] =
      inNamespace.find(network => network.caipNetworkId === defaultNetwork?.caipNetworkId) ??
      inNamespace.find(network => network.caipNetworkId === lastUsed) ??
      inNamespace[0]
  }
  const activeNamespace = defaultNetwork?.chainNamespace ?? networks[0]?.chainNamespace
  $chain.set({ ...$chain.get(), networks: [...networks], activeNetworks, activeNamespace, unsupportedChainId: undefined })
}

export function setAdapterNamespaces(namespaces: ChainNamespace[]): void {
  $chain.setKey('adapterNamespaces', namespaces)
}

export function findNetwork(caipNetworkId: string): CaipNetwork | undefined {
  return $chain.get().networks.find(network => network.caipNetworkId === caipNetworkId)
}

/** Makes `network` the active one of its namespace and stores it as the last used chain (behaviour §4). */
export function setActiveNetwork(network: CaipNetwork): void {
  const chain = $chain.get()
  $chain.set({
    ...chain,
    activeNamespace: network.chainNamespace,
    activeNetworks: { ...chain.activeNetworks, [network.chainNamespace]: network },
    unsupportedChainId: undefined
  })
  writeStored(LAST_USED_CHAIN_KEY, network.caipNetworkId)
}

/** Records the network a family's wallet is on without making that family the active one (a background family's event). */
export function setFamilyNetwork(network: CaipNetwork): void {
  const chain = $chain.get()
  $chain.setKey('activeNetworks', { ...chain.activeNetworks, [network.chainNamespace]: network })
}

export function setActiveNamespace(namespace: ChainNamespace): void {
  $chain.setKey('activeNamespace', namespace)
}

export function setUnsupportedChain(chainId: string | number | undefined): void {
  $chain.setKey('unsupportedChainId', chainId)
}
