/**
 * The one fetch wrapper for every remote service: sdk params, JSON body, per-attempt timeout,
 * retries (behaviour §8 statuses, Retry-After honoured, exponential backoff otherwise) and a single
 * error type, `ServiceError`. Browser-safe: only `fetch`, `AbortController` and timers.
 */

export interface SdkInfo {
  projectId: string
  sdkType: string
  sdkVersion: string
}

export type QueryValue = string | number | boolean | null | undefined | readonly string[]

export interface HttpRequestOptions {
  baseUrl: string
  /** Appended to `baseUrl` as is (e.g. `/v1/identity/0x…`); may be empty. */
  path?: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Undefined, null and empty-array values are skipped; arrays are joined with commas. */
  query?: Record<string, QueryValue>
  /** Sent as JSON. */
  body?: unknown
  headers?: Record<string, string>
  /** Per attempt; default 10 000 ms. */
  timeoutMs?: number
  /** Attempts after the first; default 2. */
  retries?: number
  /** First backoff delay, doubled on each retry; default 200 ms. */
  retryDelayMs?: number
  /** Longest wait a Retry-After header may impose; default 10 000 ms. */
  maxRetryAfterMs?: number
  /** Retry dropped connections and timeouts too; default: GET only, POSTs may not be idempotent. */
  retryTransportErrors?: boolean
  signal?: AbortSignal
  /** Adds `projectId`, `st`, `sv` to the query string. */
  sdk?: SdkInfo
  /** Lets a request outlive the page (analytics on unload). */
  keepalive?: boolean
}

export type ServiceErrorKind = 'http' | 'timeout' | 'network' | 'aborted' | 'parse'

/** Every failure of the HTTP layer: status 0 when no HTTP answer arrived. */
export class ServiceError extends Error {
  override name = 'ServiceError'

  constructor(
    message: string,
    readonly status: number,
    readonly kind: ServiceErrorKind,
    readonly url: string,
    /** The parsed response body, when there was one. */
    readonly body?: unknown
  ) {
    super(message)
  }

  /** The request field the service blames (`reasons[0].field` of the blockchain API's error body), if any. */
  get field(): string | undefined {
    const field = firstReason(this.body)?.field
    return typeof field === 'string' ? field : undefined
  }
}

/** The first reason of a `{status:'FAILED', reasons:[{field, description}]}` body (reown-com/blockchain-api src/error.rs new_error_response). */
function firstReason(body: unknown): { field?: unknown; description?: unknown } | undefined {
  const reasons = typeof body === 'object' && body !== null ? (body as { reasons?: unknown }).reasons : undefined
  return Array.isArray(reasons) && typeof reasons[0] === 'object' && reasons[0] !== null ? reasons[0] : undefined
}

const RETRY_STATUSES = new Set([403, 408, 413, 429, 500, 502, 503, 504])

export function buildUrl(baseUrl: string, path = '', query: Record<string, QueryValue> = {}): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return url
}

/** Milliseconds asked for by a Retry-After header (delta-seconds or HTTP date), or undefined. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * The service's own words for a failure: the blockchain API's `{status:'FAILED', reasons:[{field,
 * description}]}` (reown-com/blockchain-api src/error.rs new_error_response), a `{message}` or
 * `{error}` body, or a plain-text rejection (axum's extractors).
 */
function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown }
    const reason = firstReason(body)?.description
    if (typeof reason === 'string' && reason) return reason
    if (typeof message === 'string' && message) return message
    if (typeof error === 'string' && error) return error
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 200)
  return fallback
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

interface Attempt {
  result?: unknown
  error: ServiceError | undefined
  retryAfterMs?: number | undefined
}

async function attempt(url: URL, init: RequestInit, timeoutMs: number, outer?: AbortSignal): Promise<Attempt> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort()
  outer?.addEventListener('abort', onAbort, { once: true })
  const href = url.toString()
  try {
    const response = await fetch(href, { ...init, signal: controller.signal })
    const body = await readBody(response)
    if (response.ok) {
      if (typeof body === 'string' && response.headers.get('content-type')?.includes('json')) {
        return { error: new ServiceError('Response is not valid JSON', response.status, 'parse', href, body) }
      }
      return { result: body, error: undefined }
    }
    const message = messageOf(body, `HTTP ${response.status} ${response.statusText}`.trim())
    return {
      error: new ServiceError(message, response.status, 'http', href, body),
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after'))
    }
  } catch (error) {
    if (outer?.aborted) return { error: new ServiceError('Request was aborted', 0, 'aborted', href) }
    if (timedOut) return { error: new ServiceError(`Request timed out after ${timeoutMs} ms`, 0, 'timeout', href) }
    const reason = error instanceof Error ? error.message : String(error)
    return { error: new ServiceError(`Network error: ${reason}`, 0, 'network', href) }
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', onAbort)
  }
}

/** Sends one request, retrying per behaviour §8; resolves with the parsed JSON body (undefined when empty). */
export async function httpRequest<T>(options: HttpRequestOptions): Promise<T> {
  const method = options.method ?? 'GET'
  const sdkQuery = options.sdk ? { projectId: options.sdk.projectId, st: options.sdk.sdkType, sv: options.sdk.sdkVersion } : {}
  const url = buildUrl(options.baseUrl, options.path, { ...sdkQuery, ...options.query })
  const hasBody = options.body !== undefined
  const init: RequestInit = {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    ...(options.keepalive ? { keepalive: true } : {})
  }
  const retries = options.retries ?? 2
  const retryTransport = options.retryTransportErrors ?? method === 'GET'
  const maxRetryAfter = options.maxRetryAfterMs ?? 10_000
  let delay = options.retryDelayMs ?? 200

  for (let tries = 0; ; tries++) {
    if (options.signal?.aborted) throw new ServiceError('Request was aborted', 0, 'aborted', url.toString())
    const { result, error, retryAfterMs } = await attempt(url, init, options.timeoutMs ?? 10_000, options.signal)
    if (!error) return result as T
    const retryable =
      error.kind === 'http' ? RETRY_STATUSES.has(error.status) : retryTransport && (error.kind === 'timeout' || error.kind === 'network')
    if (!retryable || tries >= retries) throw error
    try {
      await wait(retryAfterMs !== undefined ? Math.min(retryAfterMs, maxRetryAfter) : delay, options.signal)
    } catch {
      throw new ServiceError('Request was aborted', 0, 'aborted', url.toString())
    }
    delay *= 2
  }
}
