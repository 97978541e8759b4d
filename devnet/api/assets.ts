import { zeroAddress, type Address } from 'viem'
import { usdPrices } from '../chains/deploy.js'
import type { EvmChain } from '../chains/evm.js'
import { HttpError, rawReply, type Route } from '../http.js'

/** What the API knows about each chain's assets: the native coin and the devnet tokens, with fixed usd prices and icons. */

/** The pseudo-address the kit uses for a chain's native coin in CAIP-10 ids. */
export const nativeTokenAddress: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const solanaNativeAddress = 'So11111111111111111111111111111111111111111'

export interface Asset {
  name: string
  symbol: string
  decimals: number
  /** Undefined for the native coin. */
  address?: Address
  price: number
}

export function priceOf(symbol: string): number {
  return usdPrices[symbol] ?? 0
}

export function assetsOf(chain: EvmChain): Asset[] {
  const native = { ...chain.nativeCurrency, price: priceOf(chain.nativeCurrency.symbol) }
  return [native, ...chain.tokens.map(token => ({ ...token, price: priceOf(token.symbol) }))]
}

/** The chain's asset behind a plain address, with the native pseudo-address (and zero address) meaning the native coin. */
export function assetAt(chain: EvmChain, address: string): Asset | undefined {
  const lower = address.toLowerCase()
  if (lower === nativeTokenAddress || lower === zeroAddress) return assetsOf(chain)[0]
  return assetsOf(chain).find(asset => asset.address?.toLowerCase() === lower)
}

export function iconUrl(apiUrl: string, symbol: string): string {
  return `${apiUrl}/icons/${encodeURIComponent(symbol.toLowerCase())}.svg`
}

const iconColours: Record<string, string> = { eth: '#627eea', bnb: '#f3ba2f', usdc: '#2775ca', dai: '#f5ac37', sol: '#9945ff', pol: '#8247e5', btc: '#f7931a' }

function iconSvg(symbol: string): string {
  const colour = iconColours[symbol] ?? '#8a8f98'
  const label = symbol.slice(0, 4).toUpperCase().replace(/[^A-Z0-9]/g, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="38" font-family="sans-serif" font-size="${label.length > 3 ? 14 : 18}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
}

/** Icons are fetched by <img> tags, which carry no projectId, so this route is public. */
export const iconRoute: Route = {
  method: 'GET',
  path: '/icons/:file',
  handle: ({ params }) => {
    const match = /^([a-z0-9-]{1,16})\.svg$/.exec(params.file ?? '')
    if (!match) throw new HttpError(404, `No icon ${params.file}`)
    return rawReply(200, iconSvg(match[1]!), { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' })
  }
}
