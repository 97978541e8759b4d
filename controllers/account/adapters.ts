import type { ChainAdapter } from '../../adapters/types.js'
import type { ChainNamespace } from '../../types/public.js'
import { accountOf } from './store.js'

/** Adapters load on first need: viem and friends never ship before a flow asks for them. */
const loaders: Partial<Record<ChainNamespace, () => Promise<ChainAdapter>>> = {
  eip155: () => import('../../adapters/eip155/index.js').then(module => module.eip155Adapter),
  bip122: () => import('../../adapters/bip122/index.js').then(module => module.bip122Adapter),
  solana: () => import('../../adapters/solana/index.js').then(module => module.solanaAdapter)
}

export const SUPPORTED_NAMESPACES = Object.keys(loaders) as ChainNamespace[]

/** A family connected through another family's connector (WalletConnect's session) is served by that connector's adapter. */
const connectedThrough = new Map<ChainNamespace, { connectorId: string; adapter: ChainAdapter }>()

export function setConnectedThrough(namespace: ChainNamespace, connectorId: string, adapter: ChainAdapter): void {
  connectedThrough.set(namespace, { connectorId, adapter })
}

export async function loadAdapter(namespace: ChainNamespace): Promise<ChainAdapter> {
  const through = connectedThrough.get(namespace)
  if (through && accountOf(namespace).connectorId === through.connectorId) return through.adapter
  const load = loaders[namespace]
  if (!load) throw new Error('Adapter not found')
  return load()
}

type FamilyCarrier = (namespace: ChainNamespace) => Promise<ChainAdapter | undefined>
const carriers = new Map<string, FamilyCarrier>()

/** A connector that carries other families itself (a WalletConnect session's solana and bip122 accounts) says how to serve them. */
export function registerFamilyCarrier(connectorId: string, carrier: FamilyCarrier): void {
  carriers.set(connectorId, carrier)
}

/** The adapter serving `namespace` through connector `connectorId`, when that connector carries the family now. */
export async function carriedFamilyAdapter(connectorId: string, namespace: ChainNamespace): Promise<ChainAdapter | undefined> {
  return carriers.get(connectorId)?.(namespace)
}
