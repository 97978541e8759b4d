import { createPublicClient, http, type PublicClient } from 'viem'
import { viemChain } from '../chains/deploy.js'
import type { EvmChain, EvmDevnet } from '../chains/evm.js'
import type { ApiStore } from './store.js'

/** What every API route module is built from: the chains it serves, their clients and the store. */

export interface SolanaEndpoint {
  url: string
  caipNetworkId: string
}

export interface ApiContext {
  /** Base url of this API, for links it hands out (icons, checkout pages). */
  apiUrl: string
  store: ApiStore
  evm: EvmDevnet
  solana?: SolanaEndpoint
  chains: Map<string, EvmChain>
  clients: Map<string, PublicClient>
}

export function createContext(options: { apiUrl: string; store: ApiStore; evm: EvmDevnet; solana?: SolanaEndpoint }): ApiContext {
  const chains = new Map(options.evm.chains.map(chain => [chain.caipNetworkId as string, chain]))
  const clients = new Map(
    options.evm.chains.map(chain => [chain.caipNetworkId as string, createPublicClient({ chain: viemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl), pollingInterval: 50 }) as PublicClient])
  )
  return { ...options, chains, clients }
}

export function clientOf(ctx: ApiContext, chain: EvmChain): PublicClient {
  return ctx.clients.get(chain.caipNetworkId)!
}
