/**
 * The project's RPC proxy on the blockchain API: `POST {apiUrl}/v1/?chainId=eip155:N&projectId=…`
 * (reown-com/blockchain-api src/handlers/proxy.rs; the URL as reown-com/appkit
 * packages/appkit-utils/src/CaipNetworkUtil.ts getBlockchainApiRpcUrl builds it).
 */

/**
 * The chains the proxy serves, of the families the kit reads by JSON-RPC (eip155 and solana; the
 * kit reads Bitcoin through Esplora's REST API, which the proxy does not speak). From AppKit's
 * WC_HTTP_RPC_SUPPORTED_CHAINS (same file).
 */
export const RPC_PROXY_CHAINS: ReadonlySet<string> = new Set([
  'eip155:1', 'eip155:10', 'eip155:30', 'eip155:31', 'eip155:56', 'eip155:97', 'eip155:100', 'eip155:130', 'eip155:137', 'eip155:146',
  'eip155:300', 'eip155:324', 'eip155:1101', 'eip155:1111', 'eip155:1112', 'eip155:1284', 'eip155:1301', 'eip155:1329', 'eip155:2810',
  'eip155:2818', 'eip155:5000', 'eip155:5003', 'eip155:8217', 'eip155:8453', 'eip155:17000', 'eip155:42161', 'eip155:42220',
  'eip155:43113', 'eip155:43114', 'eip155:55931', 'eip155:57054', 'eip155:59144', 'eip155:80002', 'eip155:80069', 'eip155:80084',
  'eip155:80094', 'eip155:84532', 'eip155:421614', 'eip155:534351', 'eip155:534352', 'eip155:560048', 'eip155:911867',
  'eip155:7777777', 'eip155:11155111', 'eip155:11155420', 'eip155:999999999', 'eip155:1313161554', 'eip155:1313161555',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'solana:4sgjmw1sunhzsxgspuhpqldx6wiyjntz'
])

export function rpcProxyUrl(apiUrl: string, caipNetworkId: string, projectId: string): string {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/v1/`)
  url.searchParams.set('chainId', caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

/**
 * A proxy URL is sent its JSON-RPC as `text/plain`, as AppKit does (CaipNetworkUtil.getViemTransport:
 * "The Blockchain API uses Content-Type: text/plain to avoid OPTIONS preflight requests").
 */
export function isRpcProxyUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return /\/v1\/?$/.test(parsed.pathname) && parsed.searchParams.has('chainId') && parsed.searchParams.has('projectId')
  } catch {
    return false
  }
}
