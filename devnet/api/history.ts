import { getAddress, isAddress } from 'viem'
import { HttpError, type Route } from '../http.js'
import type { ApiContext } from './context.js'
import type { HistoryItem } from './history-items.js'
import type { Indexer } from './indexer.js'
import { isSolanaAddress } from './params.js'
import type { Checkout, HistoryCursor } from './store.js'

/**
 * GET /v1/account/:account/history: the indexed transactions of an account, newest first, with cursor paging.
 * Follows reown-com/blockchain-api src/handlers/history.rs (on-chain rows as src/providers/zerion.rs maps them,
 * `onramp=coinbase` rows as src/providers/coinbase.rs does). `limit` is a devnet extension (the real service
 * pages by its provider's size, 50).
 */

const defaultPageSize = 50

const invalidAddress = () => new HttpError(400, 'The address provided is invalid', {}, 'address')
/** src/error.rs InvalidParameter, as the history provider raises it for a chainId it cannot map. */
const invalidParameter = (value: string) => new HttpError(400, `Invalid parameter: ${value.slice(0, 100)}`)

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
  throw new HttpError(400, 'Invalid parameter: cursor')
}

/** A devnet checkout as Coinbase's transaction list reads through src/providers/coinbase.rs: a `buy` row with Coinbase's status. */
function onrampRow(checkout: Checkout, account: string): HistoryItem {
  return {
    id: checkout.id,
    metadata: {
      operationType: 'buy',
      hash: checkout.txHash ?? '',
      minedAt: new Date(checkout.createdAt * 1000).toISOString(),
      sentFrom: 'Coinbase',
      sentTo: account,
      status: checkout.txHash ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      nonce: 1,
      application: null,
      chain: checkout.chainId
    },
    transfers: [
      { fungible_info: { name: checkout.symbol, symbol: checkout.symbol, icon: null }, nft_info: null, direction: 'in', quantity: { numeric: checkout.amount }, value: null, price: null }
    ]
  }
}

export function historyRoutes(ctx: ApiContext, indexer: Indexer): Route[] {
  return [
    {
      // reown-com/blockchain-api src/handlers/history.rs
      method: 'GET',
      path: '/v1/account/:account/history',
      handle: async ({ params, query }) => {
        const account = params.account!
        const chainId = query.get('chainId')
        const limitParam = query.get('limit')
        const limit = limitParam === null ? defaultPageSize : Number(limitParam)
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new HttpError(400, 'Invalid limit: expected an integer from 1 to 100')
        // The namespace is chainId's (eip155 when absent); the account must be an address of it.
        const namespace = chainId?.includes(':') ? chainId.split(':')[0]! : 'eip155'
        const valid = namespace === 'solana' ? isSolanaAddress(account) : namespace === 'eip155' ? isAddress(account, { strict: false }) : false
        if (!valid) throw invalidAddress()

        const onramp = query.get('onramp')
        if (onramp !== null) {
          if (onramp !== 'coinbase' || namespace !== 'eip155') throw new HttpError(400, `Provider ${onramp.slice(0, 40)} is not supported`, {}, 'provider')
          const rows = ctx.store.checkoutsOf(account).sort((a, b) => b.createdAt - a.createdAt)
          return { data: rows.map(checkout => onrampRow(checkout, account)), next: null }
        }

        // History is indexed for eip155 only (behaviour §9); a Solana account simply has none.
        if (namespace === 'solana') {
          if (!ctx.solana || chainId !== ctx.solana.caipNetworkId) throw invalidParameter(chainId!)
          return { data: [], next: null }
        }
        const caip = chainId === null ? undefined : /^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId
        const chain = caip === undefined ? undefined : ctx.chains.get(caip)
        if (caip !== undefined && !chain) throw invalidParameter(chainId!)
        await indexer.sync(chain?.caipNetworkId)

        const cursorParam = query.get('cursor')
        const after = cursorParam ? decodeCursor(cursorParam) : undefined
        const rows = ctx.store.history(getAddress(account), { chain: chain?.caipNetworkId, after, limit: limit + 1 })
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
