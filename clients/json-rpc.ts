import { httpRequest, ServiceError } from './http.js'

/**
 * JSON-RPC 2.0 over HTTP (SPEC §7, §9): time-based ids, 10 s timeout, 3 retries from 150 ms
 * doubling, batches of at most 1000 calls. RPC errors become a `JsonRpcError` named after its code.
 */

const ERROR_NAMES: Record<number, string> = {
  [-32700]: 'ParseError',
  [-32600]: 'InvalidRequestError',
  [-32601]: 'MethodNotFoundError',
  [-32602]: 'InvalidParamsError',
  [-32603]: 'InternalError',
  [-32000]: 'InvalidInputError',
  4001: 'UserRejectedRequestError',
  4100: 'UnauthorizedError',
  4200: 'UnsupportedMethodError',
  4900: 'DisconnectedError',
  4901: 'ChainDisconnectedError',
  4902: 'UnrecognizedChainError',
  // EIP-5792 wallet_sendCalls codes
  5700: 'UnsupportedNonOptionalCapabilityError',
  5710: 'UnsupportedChainIdError',
  5720: 'DuplicateIdError',
  5730: 'UnknownBundleIdError',
  5740: 'BundleTooLargeError',
  5750: 'AtomicReadyWalletRejectedUpgradeError',
  5760: 'AtomicityNotSupportedError'
}

export interface JsonRpcErrorObject {
  code: number
  message: string
  data?: unknown
}

/** An error answered by a JSON-RPC server or a wallet; `name` says what `code` means. */
export class JsonRpcError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
    this.name = ERROR_NAMES[code] ?? 'JsonRpcError'
  }

  /** Wraps any `{code, message, data}` (an EIP-1193 provider rejection, a response's `error`). */
  static from(raw: unknown): JsonRpcError {
    if (raw instanceof JsonRpcError) return raw
    const { code, message, data } = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<JsonRpcErrorObject>
    const text = typeof message === 'string' && message ? message : raw instanceof Error ? raw.message : 'Unknown JSON-RPC error'
    return new JsonRpcError(typeof code === 'number' ? code : -32603, text, data)
  }
}

export interface JsonRpcCall {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

export type JsonRpcOutcome<T = unknown> = { ok: true; result: T } | { ok: false; error: JsonRpcError }

export interface JsonRpcClientOptions {
  /** Full endpoint, query included (e.g. the API's RPC proxy URL). */
  url: string
  timeoutMs?: number
  retries?: number
  retryDelayMs?: number
  batchSize?: number
  headers?: Record<string, string>
}

export interface JsonRpcClient {
  request<T>(method: string, params?: JsonRpcCall['params'], signal?: AbortSignal): Promise<T>
  /** Outcomes in call order; larger lists go out as several batches of `batchSize`. */
  batch<T = unknown>(calls: readonly JsonRpcCall[], signal?: AbortSignal): Promise<Array<JsonRpcOutcome<T>>>
}

interface JsonRpcResponse {
  id: number | string | null
  result?: unknown
  error?: JsonRpcErrorObject
}

function isResponse(value: unknown): value is JsonRpcResponse {
  return typeof value === 'object' && value !== null && 'id' in value && ('result' in value || 'error' in value)
}

let lastId = 0
/** Milliseconds × 1000, kept strictly increasing so ids in one batch never collide. */
function nextId(): number {
  lastId = Math.max(lastId + 1, Date.now() * 1000)
  return lastId
}

export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  const batchSize = options.batchSize ?? 1000

  const post = async (payload: unknown, signal?: AbortSignal): Promise<unknown> => {
    try {
      return await httpRequest<unknown>({
        baseUrl: options.url,
        method: 'POST',
        body: payload,
        timeoutMs: options.timeoutMs ?? 10_000,
        retries: options.retries ?? 3,
        retryDelayMs: options.retryDelayMs ?? 150,
        // a JSON-RPC call that never arrived is safe to resend
        retryTransportErrors: true,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(signal ? { signal } : {})
      })
    } catch (error) {
      // some servers answer RPC errors with an HTTP error status; keep the RPC code
      const body = error instanceof ServiceError ? error.body : undefined
      if (isResponse(body) && body.error) throw JsonRpcError.from(body.error)
      throw error
    }
  }

  const invalid = (body: unknown) => new ServiceError('Invalid JSON-RPC response', 200, 'parse', options.url, body)

  return {
    async request<T>(method: string, params?: JsonRpcCall['params'], signal?: AbortSignal): Promise<T> {
      const body = await post({ jsonrpc: '2.0', id: nextId(), method, ...(params ? { params } : {}) }, signal)
      if (!isResponse(body)) throw invalid(body)
      if (body.error) throw JsonRpcError.from(body.error)
      return body.result as T
    },

    async batch<T = unknown>(calls: readonly JsonRpcCall[], signal?: AbortSignal): Promise<Array<JsonRpcOutcome<T>>> {
      const requests = calls.map(call => ({ jsonrpc: '2.0' as const, id: nextId(), method: call.method, ...(call.params ? { params: call.params } : {}) }))
      const chunks: Array<typeof requests> = []
      for (let i = 0; i < requests.length; i += batchSize) chunks.push(requests.slice(i, i + batchSize))
      const answers = await Promise.all(chunks.map(chunk => post(chunk, signal)))
      const byId = new Map<unknown, JsonRpcResponse>()
      for (const answer of answers) {
        if (isResponse(answer) && answer.error) throw JsonRpcError.from(answer.error)
        if (!Array.isArray(answer)) throw invalid(answer)
        for (const item of answer) if (isResponse(item)) byId.set(item.id, item)
      }
      return requests.map(({ id }): JsonRpcOutcome<T> => {
        const response = byId.get(id)
        if (!response) return { ok: false, error: new JsonRpcError(-32603, `No response for request ${id}`) }
        if (response.error) return { ok: false, error: JsonRpcError.from(response.error) }
        return { ok: true, result: response.result as T }
      })
    }
  }
}
