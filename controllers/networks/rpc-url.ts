import type { CaipNetwork } from '../../types/public.js'
import { RPC_PROXY_CHAINS, rpcProxyUrl } from '../../clients/rpc-proxy.js'
import { $options } from '../config/options.js'
import { endpoint } from '../config/services.js'

// Apart from the network store (store.ts): only flows that read a chain need it, so the proxy's chain list is not on the button's path.
/**
 * The RPC URL the kit reads a network through, in AppKit's order (reown-com/appkit
 * packages/appkit-utils/src/CaipNetworkUtil.ts extendCaipNetwork): the site's custom URL first,
 * else the project's RPC proxy on the blockchain API for the chains it serves, else the
 * network's own public URL.
 */
export function rpcUrlFor(network: CaipNetwork, customRpcUrls?: Record<string, Array<{ url: string }>>): string {
  const custom = customRpcUrls?.[network.caipNetworkId]?.[0]?.url
  const projectId = $options.get()?.projectId
  const proxy = projectId && RPC_PROXY_CHAINS.has(network.caipNetworkId) ? rpcProxyUrl(endpoint('apiUrl'), network.caipNetworkId, projectId) : undefined
  const url = custom ?? proxy ?? network.rpcUrls.default.http[0]
  if (!url) throw new Error('Network not found')
  return url
}
