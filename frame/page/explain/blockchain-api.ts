import type { Hex } from 'viem'

/**
 * What the approval screen may learn from the blockchain API: recipients' names and USD prices. Both are
 * extras: each answer waits at most `LOOKUP_TIMEOUT_MS`, and no answer (no API configured, an error, a
 * timeout) is simply no name or no price. The calls are the kit's (clients/blockchain-api.ts
 * fetchIdentity and fetchTokenPrice), written small here: the frame is its own bundle.
 */

export interface BlockchainApi {
  url: string
  projectId: string
}

const LOOKUP_TIMEOUT_MS = 1500
/** The pseudo-address the API prices a chain's native coin at (controllers/swap-rules.ts NATIVE_TOKEN_ADDRESS). */
const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** Names longer than an ENS label set would never be shown whole: the API's answer is data, kept bounded. */
const MAX_NAME_LENGTH = 255

async function request<T>(api: BlockchainApi, path: string, init: RequestInit = {}): Promise<T | undefined> {
  try {
    const url = new URL(path, api.url)
    url.searchParams.set('projectId', api.projectId)
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    return response.ok ? ((await response.json()) as T) : undefined
  } catch {
    return undefined
  }
}

/** One explanation's lookups: each name and each price is asked once, however often the explanation shows it. */
export interface Lookups {
  nameOf(address: Hex): Promise<string | undefined>
  /** USD per whole unit of the token; the native coin when `token` is undefined. */
  usdPriceOf(token?: Hex): Promise<number | undefined>
}

export function createLookups(api: BlockchainApi | undefined, chainId: number): Lookups {
  const names = new Map<string, Promise<string | undefined>>()
  const prices = new Map<string, Promise<number | undefined>>()
  const once = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
    if (!cache.has(key)) cache.set(key, load())
    return cache.get(key)!
  }
  return {
    nameOf: address => (api ? once(names, address.toLowerCase(), () => nameOf(api, address)) : Promise.resolve(undefined)),
    usdPriceOf: token => (api ? once(prices, (token ?? NATIVE_TOKEN_ADDRESS).toLowerCase(), () => usdPriceOf(api, chainId, token)) : Promise.resolve(undefined))
  }
}

/** reown-com/blockchain-api src/handlers/identity.rs: `{ name, avatar, resolvedAt }`, `name` null when there is none. */
async function nameOf(api: BlockchainApi, address: Hex): Promise<string | undefined> {
  const identity = await request<{ name?: unknown }>(api, `/v1/identity/${address}`)
  const name = identity?.name
  return typeof name === 'string' && name.length > 0 && name.length <= MAX_NAME_LENGTH ? name : undefined
}

/** reown-com/blockchain-api src/handlers/fungible_price.rs prices `addresses[0]` only: one token per call. */
async function usdPriceOf(api: BlockchainApi, chainId: number, token?: Hex): Promise<number | undefined> {
  const body = JSON.stringify({ currency: 'usd', addresses: [`eip155:${chainId}:${token ?? NATIVE_TOKEN_ADDRESS}`], projectId: api.projectId })
  const answer = await request<{ fungibles?: { price?: unknown }[] }>(api, '/v1/fungible/price', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  const price = answer?.fungibles?.[0]?.price
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : undefined
}

/** The USD worth of `value` smallest units at `price` per whole unit (a display figure: float precision is enough). */
export function usdValue(value: bigint, decimals: number, price: number | undefined): number | undefined {
  if (price === undefined) return undefined
  const whole = Number(value) / 10 ** decimals
  return Number.isFinite(whole) ? whole * price : undefined
}
