import type { Hex } from 'viem'
import { SDK_TYPE, SDK_VERSION } from '../../../types/version.js'
import { createBlockchainApiClient } from '../../../clients/blockchain-api.js'
import { NATIVE_TOKEN_ADDRESS } from '../../../clients/types.js'

/**
 * What the approval screen may learn from the blockchain API: recipients' names and USD prices,
 * through the kit's own client (clients/blockchain-api.ts: the wire, its caches and de-duplication).
 * Both are extras: each answer is waited for at most `LOOKUP_TIMEOUT_MS`, and no answer (no API
 * configured, an error, a timeout) is simply no name or no price.
 */

export interface BlockchainApi {
  url: string
  projectId: string
}

const LOOKUP_TIMEOUT_MS = 1500
/** Names longer than an ENS label set would never be shown whole: the API's answer is data, kept bounded. */
const MAX_NAME_LENGTH = 255

/** One explanation's lookups: each name and each price is asked once, however often the explanation shows it. */
export interface Lookups {
  nameOf(address: Hex): Promise<string | undefined>
  /** USD per whole unit of the token; the native coin when `token` is undefined. */
  usdPriceOf(token?: Hex): Promise<number | undefined>
}

/** The answer, or undefined when it fails or takes longer than the screen waits. */
function withinLookupTime<T>(answer: Promise<T>): Promise<T | undefined> {
  return Promise.race([answer.catch(() => undefined), new Promise<undefined>(resolve => setTimeout(resolve, LOOKUP_TIMEOUT_MS))])
}

export function createLookups(api: BlockchainApi | undefined, chainId: number): Lookups {
  if (!api) return { nameOf: async () => undefined, usdPriceOf: async () => undefined }
  const client = createBlockchainApiClient({ apiUrl: api.url, projectId: api.projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION })
  return {
    nameOf: async address => {
      const name = (await withinLookupTime(client.fetchIdentity({ address })))?.name
      return typeof name === 'string' && name.length > 0 && name.length <= MAX_NAME_LENGTH ? name : undefined
    },
    usdPriceOf: async token => {
      const price = (await withinLookupTime(client.fetchTokenPrice(`eip155:${chainId}:${token ?? NATIVE_TOKEN_ADDRESS}`)))?.price
      return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : undefined
    }
  }
}

/** The USD worth of `value` smallest units at `price` per whole unit (a display figure: float precision is enough). */
export function usdValue(value: bigint, decimals: number, price: number | undefined): number | undefined {
  if (price === undefined) return undefined
  const whole = Number(value) / 10 ** decimals
  return Number.isFinite(whole) ? whole * price : undefined
}
