import { HttpError, PlainTextError, rawReply, type RequestContext, type Route } from '../http.js'
import { requireProject } from './access.js'
import type { ApiContext } from './context.js'

/** The wallet RPC proxy (`POST /v1/?chainId=eip155:N&projectId=…`) and the list of chains it serves. */

function supported(ctx: ApiContext): string[] {
  return [...ctx.chains.keys(), ...(ctx.solana ? [ctx.solana.caipNetworkId] : [])]
}

/** The node behind a CAIP-2 chain id, exactly as listed (the real proxy keys its providers by `eip155:1`; a bare `1` is unsupported). */
function upstream(ctx: ApiContext, chainId: string): string {
  if (ctx.solana && chainId === ctx.solana.caipNetworkId) return ctx.solana.url
  const chain = ctx.chains.get(chainId)
  // reown-com/blockchain-api src/error.rs RpcError::UnsupportedChain
  if (!chain) {
    throw new HttpError(
      400,
      `We don't support the chainId you provided: ${chainId.slice(0, 100)}. See the list of supported chains here: https://docs.reown.com/cloud/blockchain-api#supported-chains`,
      {},
      'chainId'
    )
  }
  return chain.rpcUrl
}

async function proxy(ctx: ApiContext, request: RequestContext) {
  // src/handlers/mod.rs RpcQueryParams: chainId and projectId are required query fields (axum's plain-text 400), checked before the project
  for (const field of ['chainId', 'projectId']) {
    if (request.query.get(field) === null) throw new PlainTextError(400, `Failed to deserialize query string: missing field \`${field}\``)
  }
  requireProject(ctx.store, request)
  const chainId = request.query.get('chainId') ?? ''
  const target = upstream(ctx, chainId)
  // The body is passed on as it came (any content type: AppKit sends text/plain to avoid a preflight); the node judges it.
  if (request.body === undefined || request.body === null || typeof request.body !== 'object') throw new HttpError(400, 'Request body must be a JSON-RPC request or batch')
  const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }).catch(() => {
    throw new HttpError(502, `Upstream node for ${chainId} is unreachable`)
  })
  return rawReply(response.status, await response.text(), { 'content-type': 'application/json' })
}

/** Routes that check the project themselves, in the real order (query fields first); not wrapped by `guarded`. */
export function proxyRoutes(ctx: ApiContext): Route[] {
  return [
    // reown-com/blockchain-api src/handlers/supported_chains.rs: no project check, `{http, ws}`
    { method: 'GET', path: '/v1/supported-chains', handle: () => ({ http: supported(ctx), ws: [] }) },
    // reown-com/blockchain-api src/handlers/proxy.rs (routes `/v1` and `/v1/`, POST only; src/lib.rs)
    { method: 'POST', path: '/v1', handle: request => proxy(ctx, request) }
  ]
}
