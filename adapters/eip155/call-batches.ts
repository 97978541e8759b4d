import { numberToHex, type EIP1193Provider } from 'viem'
import { errorCode } from '../errors.js'
import type { BatchCapabilities } from '../types.js'

/**
 * EIP-5792 (Wallet Call API, https://eips.ethereum.org/EIPS/eip-5792) over the wallet's EIP-1193 provider: what it can
 * do with a batch (`wallet_getCapabilities`). Sending a batch and waiting for it are viem's `sendCalls` and
 * `waitForCallsStatus` (index.ts); viem's `getCapabilities` neither merges the all-chains entry "0x0" nor survives an
 * answer that is no object, hence this reading.
 */

type ChainCapabilities = Record<string, { status?: unknown; supported?: unknown } | undefined>

const NONE: BatchCapabilities = { atomic: false, paymasterService: false }

/** EIP-1193 unsupported method (4200), unauthorized (4100) and JSON-RPC method not found (-32601): the wallet does not batch. */
const UNSUPPORTED_CODES = new Set([4200, 4100, -32601])

/** Read once per provider, account and chain: capabilities hold for the connection (EIP-5792 lets apps cache them); a failure that is no refusal is not kept. */
const cache = new WeakMap<object, Map<string, Promise<BatchCapabilities>>>()

/**
 * `atomic.status` 'supported' or 'ready' (the wallet upgrades the account first, EIP-7702) is a batch the wallet runs
 * atomically; an older wallet's `atomicBatch: { supported: true }` says the same. A wallet that refuses the method
 * (4200, 4100, -32601 …) or answers nothing for the chain batches nothing.
 */
function readCapabilities(answer: unknown, chainId: number): BatchCapabilities {
  if (!answer || typeof answer !== 'object') return NONE
  const byChain = answer as Record<string, ChainCapabilities | undefined>
  // "0x0" holds what applies on every chain; the chain's own entry wins.
  const chain: ChainCapabilities = { ...byChain['0x0'], ...(byChain[numberToHex(chainId)] ?? byChain[String(chainId)]) }
  const atomic = chain.atomic?.status === 'supported' || chain.atomic?.status === 'ready' || chain.atomicBatch?.supported === true
  return { atomic, paymasterService: chain.paymasterService?.supported === true }
}

export function batchCapabilities(provider: EIP1193Provider, address: string, chainId: number): Promise<BatchCapabilities> {
  const perProvider = cache.get(provider) ?? new Map<string, Promise<BatchCapabilities>>()
  cache.set(provider, perProvider)
  const key = `${address.toLowerCase()}:${chainId}`
  let read = perProvider.get(key)
  if (!read) {
    read = provider
      .request({ method: 'wallet_getCapabilities', params: [address as `0x${string}`, [numberToHex(chainId)]] })
      .then(
        answer => readCapabilities(answer, chainId),
        error => {
          // Only a refusal of the method holds for the connection; a pending request (-32002), a timeout or a locked
          // wallet is asked again next time.
          if (!UNSUPPORTED_CODES.has(errorCode(error) ?? 0)) perProvider.delete(key)
          return NONE
        }
      )
    perProvider.set(key, read)
  }
  return read
}
