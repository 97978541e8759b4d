import { http, type Chain, type Transport } from 'viem'
import type { AppKit } from '../app-kit/app-kit.js'
import { isRpcProxyUrl } from '../clients/rpc-proxy.js'
import { $chain } from '../controllers/networks/store.js'
import { $options } from '../controllers/config/options.js'
import { rpcUrlFor } from '../controllers/networks/rpc-url.js'
import type { CaipNetwork } from '../types/public.js'
import { toViemChain } from '../adapters/eip155/viem-chain.js'
import { w3mConnector } from './connector.js'
import type { W3mConnectorFn } from './wagmi-shapes.js'

export interface WagmiParameters {
  /** The kit's EVM networks (createAppKit's `networks`) as viem chains. */
  chains: readonly [Chain, ...Chain[]]
  /** `[w3mConnector(appKit)]`: the modal is how a person connects. */
  connectors: W3mConnectorFn[]
  /** Each chain read through the kit's RPC: the site's `customRpcUrls`, else the project's RPC proxy, else the network's public URL. */
  transports: Record<number, Transport>
  /** Off: the modal is where a wallet is chosen; wagmi's own discovery would list (and reconnect) the same wallets a second time. */
  multiInjectedProviderDiscovery: false
}

/**
 * Each chain read through the RPC URL the kit reads it through (controllers/networks/rpc-url.ts: the site's
 * custom URL, else the project's RPC proxy on the blockchain API, else the network's public URL),
 * the proxy sent `text/plain` as AppKit does (reown-com/appkit packages/appkit-utils/src/CaipNetworkUtil.ts
 * getViemTransport; packages/adapters/wagmi/src/client.ts createConfig builds its transports with it).
 */
function kitTransport(network: CaipNetwork): Transport {
  const url = rpcUrlFor(network, $options.get()?.customRpcUrls)
  return http(url, isRpcProxyUrl(url) ? { fetchOptions: { headers: { 'Content-Type': 'text/plain' } } } : {})
}

/**
 * What wagmi's `createConfig` needs from the kit: the kit's EVM networks as `chains`, the kit's RPC
 * as `transports`, and the kit's connector. Call it after `createAppKit`; add wagmi's own options
 * beside it: `createConfig({ ...wagmiParameters(appKit), ssr: true })`.
 */
export function wagmiParameters(appKit: AppKit): WagmiParameters {
  const networks = $chain.get().networks.filter(network => network.chainNamespace === 'eip155')
  if (networks.length === 0) throw new Error('wagmiParameters: createAppKit has no eip155 network (call it first, with at least one EVM network)')
  return {
    chains: networks.map(network => toViemChain(network)) as [Chain, ...Chain[]],
    connectors: [w3mConnector(appKit)],
    transports: Object.fromEntries(networks.map(network => [Number(network.id), kitTransport(network)])),
    multiInjectedProviderDiscovery: false
  }
}
