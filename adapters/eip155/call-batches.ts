import { numberToHex, type EIP1193Provider } from 'viem'
import { errorCode, WalletError } from '../errors.js'
import type { BatchCapabilities, CallsRequest, ReceiptStatus } from '../types.js'

/**
 * EIP-5792 (Wallet Call API, https://eips.ethereum.org/EIPS/eip-5792) over the wallet's EIP-1193 provider:
 * what it can do with a batch (`wallet_getCapabilities`), one atomic batch (`wallet_sendCalls` 2.0.0) and its
 * outcome (`wallet_getCallsStatus`).
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

/** One atomic batch; resolves with the wallet's batch id. */
export async function sendCalls(provider: EIP1193Provider, request: CallsRequest, chainId: number): Promise<string> {
  const capabilities = request.paymasterUrl ? { paymasterService: { url: request.paymasterUrl, optional: true } } : undefined
  const { id } = (await provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        from: request.from as `0x${string}`,
        chainId: numberToHex(chainId),
        atomicRequired: true,
        calls: request.calls.map(call => ({ to: call.to as `0x${string}`, value: numberToHex(call.value), ...(call.data ? { data: call.data } : {}) })),
        ...(capabilities ? { capabilities } : {})
      }
    ]
  })) as { id: string }
  return id
}

/** 1xx pending, 2xx confirmed, 4xx not sent, 5xx/6xx reverted (EIP-5792 status codes); v1 wallets answer 'PENDING'/'CONFIRMED'. */
function outcome(status: unknown, receipts: ReadonlyArray<{ status?: unknown }> | undefined): ReceiptStatus | 'pending' {
  const code = status === 'PENDING' ? 100 : status === 'CONFIRMED' ? 200 : Number(status)
  if (!Number.isFinite(code) || code < 200) return 'pending'
  if (code >= 400 && code < 500) throw new WalletError('The wallet did not send the calls', code)
  if (code >= 500) return 'reverted'
  return receipts?.every(receipt => receipt.status === '0x1' || receipt.status === 'success') === false ? 'reverted' : 'success'
}

/** Asks `wallet_getCallsStatus` every 500 ms until the batch is final (2 minutes at most, as for one transaction). */
export async function waitForCalls(provider: EIP1193Provider, id: string): Promise<ReceiptStatus> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const answer = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as { status?: unknown; receipts?: Array<{ status?: unknown }> }
    const result = outcome(answer?.status, answer?.receipts)
    if (result !== 'pending') return result
    if (Date.now() > deadline) throw new WalletError('The calls were not confirmed within 2 minutes')
    await new Promise(resolve => setTimeout(resolve, 500))
  }
}
