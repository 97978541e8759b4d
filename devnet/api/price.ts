import { HttpError, type Route } from '../http.js'
import { assetAt, iconUrl, priceOf, solanaNativeAddress } from './assets.js'
import { disassembleCaip10 } from './caip10.js'
import type { ApiContext } from './context.js'
import { jsonBody, serde } from './serde-shape.js'

/**
 * POST /v1/fungible/price from the fixed devnet price table, answered as the real one:
 * reown-com/blockchain-api src/handlers/fungible_price.rs prices `addresses[0]` only (one item in
 * `fungibles`, whatever else is sent), through 1inch for eip155 (src/providers/one_inch.rs get_price)
 * and Solscan for solana (src/providers/solscan.rs get_price). An unknown token is a 400, not an
 * empty list.
 *
 * Deliberate difference: the devnet's table is in USD, so any other currency is refused as the
 * Solana provider refuses it (400 field "currency").
 */

/** SupportedCurrencies in src/handlers/mod.rs (serde rename_all lowercase). */
const CURRENCIES = ['btc', 'eth', 'usd', 'eur', 'gbp', 'aud', 'cad', 'inr', 'jpy'] as const

/** PriceQueryParams in src/handlers/fungible_price.rs. */
const priceBody = serde.struct('PriceQueryParams', [
  { name: 'projectId', type: serde.string },
  { name: 'currency', type: serde.enumOf(CURRENCIES) },
  { name: 'addresses', type: serde.strings }
])

interface PriceBody {
  currency: (typeof CURRENCIES)[number]
  addresses: string[]
}

/** RpcError::AssetNotSupported in src/error.rs (1inch answers 404 for a token it does not price). */
function assetNotSupported(address: string): HttpError {
  return new HttpError(400, `Asset is not supported: ${address}`, {}, 'asset')
}

export function priceRoutes(ctx: ApiContext): Route[] {
  return [
    // reown-com/blockchain-api src/handlers/fungible_price.rs
    {
      method: 'POST',
      path: '/v1/fungible/price',
      handle: ({ body }) => {
        const request = jsonBody<PriceBody>(body, priceBody)
        const first = request.addresses[0]
        if (first === undefined) throw new HttpError(400, 'The address provided is invalid', {}, 'address')
        const { namespace, chainId, address } = disassembleCaip10(first)
        if (namespace !== 'eip155' && namespace !== 'solana') throw new HttpError(400, `Unsupported namespace: ${namespace}`, {}, 'address')
        if (request.currency !== 'usd') throw new HttpError(400, 'Unsupported currency: the devnet prices in usd only.', {}, 'currency')
        const item = (symbol: string, name: string, decimals: number, price: number) => ({
          address: `${namespace}:${chainId}:${address}`,
          name,
          symbol,
          iconUrl: iconUrl(ctx.apiUrl, symbol),
          price,
          decimals
        })
        if (namespace === 'solana') {
          if (!ctx.solana || `solana:${chainId}` !== ctx.solana.caipNetworkId || address !== solanaNativeAddress) throw assetNotSupported(address)
          return { fungibles: [item('SOL', 'Solana', 9, priceOf('SOL'))] }
        }
        const chain = ctx.chains.get(`eip155:${chainId}`)
        const asset = chain && assetAt(chain, address.match(/0x[a-fA-F0-9]{40}/)![0])
        if (!asset) throw assetNotSupported(address.toLowerCase())
        return { fungibles: [item(asset.symbol, asset.name, asset.decimals, asset.price)] }
      }
    }
  ]
}
