import { HttpError, rawReply, type Route } from '../http.js'
import type { ApiContext } from './context.js'
import { required } from './params.js'

/** The wallet RPC proxy (`/v1/?chainId=…&projectId=…`) and the list of chains it serves. */

function upstream(ctx: ApiContext, chainId: string): string {
  if (ctx.solana && chainId === ctx.solana.caipNetworkId) return ctx.solana.url
  const chain = ctx.chains.get(/^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId)
  if (!chain) throw new HttpError(400, `Unsupported chainId: ${chainId.slice(0, 100)} (supported: ${supported(ctx).join(', ')})`)
  return chain.rpcUrl
}

function supported(ctx: ApiContext): string[] {
  return [...ctx.chains.keys(), ...(ctx.solana ? [ctx.solana.caipNetworkId] : [])]
}

export function proxyRoutes(ctx: ApiContext): Route[] {
  return [
    { method: 'GET', path: '/v1/supported-chains', handle: () => ({ http: supported(ctx), ws: [] }) },
    {
      method: 'POST',
      path: '/v1',
      handle: async ({ query, body }) => {
        const target = upstream(ctx, required(query.get('chainId'), 'chainId'))
        if (body === undefined || body === null || typeof body !== 'object') throw new HttpError(400, 'Request body must be a JSON-RPC request or batch')
        const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => {
          throw new HttpError(502, `Upstream node for ${query.get('chainId')} is unreachable`)
        })
        return rawReply(response.status, await response.text(), { 'content-type': 'application/json' })
      }
    }
  ]
}
