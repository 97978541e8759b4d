import { defineChain, type Chain } from 'viem'
import type { CaipNetwork } from '../../types/public.js'

/**
 * A kit network as a viem chain: for a wallet's `wallet_addEthereumChain` (the adapter) and for
 * wagmi's `chains` (w3m-kit/wagmi). `rpcUrl` replaces the network's public RPC URLs; never pass the
 * project's proxy URL, which carries the project id.
 */
export function toViemChain(network: CaipNetwork, rpcUrl?: string): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: rpcUrl ? [rpcUrl] : [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet ? { testnet: true } : {})
  })
}
