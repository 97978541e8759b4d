import type { ChainAdapter } from '../adapters/types.js'
import type { ChainNamespace } from '../app-kit/types.js'

/** Adapters load on first need: viem and friends never ship before a flow asks for them. */
const loaders: Partial<Record<ChainNamespace, () => Promise<ChainAdapter>>> = {
  eip155: () => import('../adapters/eip155/index.js').then(module => module.eip155Adapter),
  bip122: () => import('../adapters/bip122/index.js').then(module => module.bip122Adapter),
  solana: () => import('../adapters/solana/index.js').then(module => module.solanaAdapter)
}

export const SUPPORTED_NAMESPACES = Object.keys(loaders) as ChainNamespace[]

export async function loadAdapter(namespace: ChainNamespace): Promise<ChainAdapter> {
  const load = loaders[namespace]
  if (!load) throw new Error('Adapter not found')
  return load()
}
