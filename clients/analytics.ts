import { httpRequest, type SdkInfo } from './http.js'

/**
 * Analytics: events are queued and sent in batches to `POST /batch`; error telemetry goes to
 * `POST /e`, at most 5 a minute (SPEC §9). Nothing here ever throws into a caller.
 */

export interface AnalyticsEvent {
  event: string
  properties?: Record<string, unknown>
}

export interface AnalyticsEnvelope {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> }
}

export interface AnalyticsClientOptions extends SdkInfo {
  analyticsUrl: string
  /** Wait before sending a partial batch; default 1000 ms. */
  flushMs?: number
  /** Send at once when this many events are queued; default 20. */
  maxBatch?: number
  errorsPerMinute?: number
  now?: () => number
}

export interface AnalyticsClient {
  sendEvent(event: AnalyticsEvent): void
  /** Resolves once sent, dropped by the cap, or failed; never rejects. */
  sendError(error: unknown, category?: string): Promise<void>
  /** Sends whatever is queued; never rejects. */
  flush(): Promise<void>
}

const MAX_QUEUE = 100

function newEventId(): string {
  const crypto = globalThis.crypto
  // randomUUID exists only in secure contexts; a plain-http LAN page still gets an id
  return typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

function envelope(type: 'track' | 'error', event: string, properties: Record<string, unknown> | undefined, now: number): AnalyticsEnvelope {
  const location = globalThis.location as Location | undefined
  return {
    eventId: newEventId(),
    url: location?.href ?? '',
    domain: location?.hostname ?? '',
    timestamp: now,
    props: { type, event, ...(properties ? { properties } : {}) }
  }
}

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const sdk: SdkInfo = { projectId: options.projectId, sdkType: options.sdkType, sdkVersion: options.sdkVersion }
  const now = options.now ?? Date.now
  const flushMs = options.flushMs ?? 1000
  const maxBatch = options.maxBatch ?? 20
  const errorsPerMinute = options.errorsPerMinute ?? 5
  let queue: AnalyticsEnvelope[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let errorTimes: number[] = []

  const post = async (path: string, body: unknown, keepalive = false) => {
    try {
      await httpRequest({ baseUrl: options.analyticsUrl, path, method: 'POST', body, sdk, retries: 1, timeoutMs: 5000, keepalive })
    } catch {
      // telemetry is best effort: a lost event must never break the modal
    }
  }

  const flush = (keepalive = false): Promise<void> => {
    clearTimeout(timer)
    timer = undefined
    if (queue.length === 0) return Promise.resolve()
    const events = queue
    queue = []
    return post('/batch', { events }, keepalive)
  }

  // the last batch would be lost when the page goes away
  globalThis.addEventListener?.('pagehide', () => void flush(true))

  return {
    sendEvent(event) {
      try {
        if (queue.length >= MAX_QUEUE) queue.shift()
        queue.push(envelope('track', event.event, event.properties, now()))
        if (queue.length >= maxBatch) void flush()
        else timer ??= setTimeout(() => void flush(), flushMs)
      } catch {
        // best effort, as above
      }
    },

    async sendError(error, category = 'ERROR') {
      try {
        const at = now()
        errorTimes = errorTimes.filter(time => at - time < 60_000)
        if (errorTimes.length >= errorsPerMinute) return
        errorTimes.push(at)
        const { name, message, stack } = error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined }
        await post('/e', envelope('error', category, { errorType: name, errorMessage: message, stackTrace: stack }, at))
      } catch {
        // best effort, as above
      }
    },

    flush: () => flush()
  }
}
