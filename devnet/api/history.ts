import { HttpError, type Route } from '../http.js'
import type { ApiContext } from './context.js'
import type { HistoryItem } from './history-items.js'
import type { Indexer } from './indexer.js'
import { onrampFaucetAddress } from './onramp-funding.js'
import { evmAddress, evmChain, isSolanaAddress } from './params.js'
import type { HistoryCursor } from './store.js'

/** GET /v1/account/:account/history: the indexed transactions of an account, newest first, with cursor paging. */

const defaultPageSize = 20

function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

function decodeCursor(raw: string): HistoryCursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown
    if (Array.isArray(value) && value.length === 4 && typeof value[0] === 'number' && typeof value[1] === 'string' && typeof value[2] === 'number' && typeof value[3] === 'number') {
      return value as HistoryCursor
    }
  } catch {
    // Reported below like any other malformed cursor.
  }
  throw new HttpError(400, 'Invalid cursor: pass the `next` value of a previous page unchanged')
}

export function historyRoutes(ctx: ApiContext, indexer: Indexer): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/account/:account/history',
      handle: async ({ params, query }) => {
        const account = params.account!
        const chainId = query.get('chainId')
        const limitParam = query.get('limit')
        const limit = limitParam === null ? defaultPageSize : Number(limitParam)
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new HttpError(400, 'Invalid limit: expected an integer from 1 to 100')
        const onramp = query.get('onramp')
        if (onramp !== null && onramp !== 'coinbase' && onramp !== 'meld') throw new HttpError(400, `Invalid onramp: ${onramp.slice(0, 40)} (expected coinbase or meld)`)
        const cursorParam = query.get('cursor')
        const after = cursorParam ? decodeCursor(cursorParam) : undefined

        // History is indexed for eip155 only (SPEC §9); a Solana account simply has none.
        if (ctx.solana && (chainId === ctx.solana.caipNetworkId || (!account.startsWith('0x') && isSolanaAddress(account)))) return { data: [], next: null }
        const address = evmAddress(account, 'account')
        const chain = chainId ? evmChain(ctx, chainId) : undefined
        await indexer.sync(chain?.caipNetworkId)

        // onramp=… lists only what the devnet on-ramp delivered, as the hosted API lists provider purchases.
        const sentFrom = onramp === null ? undefined : onrampFaucetAddress
        const rows = ctx.store.history(address, { chain: chain?.caipNetworkId, sentFrom, after, limit: limit + 1 })
        const page = rows.slice(0, limit)
        const last = page[page.length - 1]
        return {
          data: page.map(row => row.item as HistoryItem),
          next: rows.length > limit && last ? encodeCursor([last.minedAt, last.chain, last.block, last.txIndex]) : null
        }
      }
    }
  ]
}
