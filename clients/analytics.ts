import { buildUrl, type SdkInfo } from './http.js'

/**
 * Analytics on the wire as Reown AppKit sends it (reown-com/appkit
 * packages/controllers/src/controllers/EventsController.ts, TelemetryController.ts and
 * utils/FetchUtil.ts `sendBeacon`/`post`):
 * - events are queued and sent as a JSON **array** to `POST /batch?projectId&st&sv`, by
 *   `navigator.sendBeacon` with a string body (`text/plain`: no preflight, survives the page);
 * - an error report is one JSON object to `POST /e?projectId&st&sv`, also `text/plain`, at most
 *   5 a minute (behaviour §9).
 * Nothing here ever throws into a caller.
 */

export interface AnalyticsEvent {
  event: string
  /** The connected address (plain, not CAIP-10) when there is one; AppKit puts it in `props.address`. */
  address?: string
  /** AppKit adds the active network's `caipNetworkId` to these. */
  properties?: Record<string, unknown>
  /** When the event happened (ms); default now. */
  timestamp?: number
}

/** One item of a `/batch` array (AppKit's PendingEvent). */
export interface AnalyticsEnvelope {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: string; address?: string; properties: Record<string, unknown> }
}

/** The body of `POST /e` (AppKit TelemetryController.sendError): flat props, an ISO timestamp. */
export interface ErrorReport {
  eventId: string
  url: string
  domain: string
  timestamp: string
  props: { type: 'error'; event: string; errorType: string; errorMessage: string; stackTrace?: string }
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

function page(): { url: string; domain: string } {
  const location = globalThis.location as Location | undefined
  return { url: location?.href ?? '', domain: location?.hostname ?? '' }
}

/**
 * Sends a JSON text as `text/plain` (a CORS-safelisted type: no preflight), as AppKit does: the
 * beacon when the browser has one (it outlives the page), else a keepalive fetch.
 */
async function sendText(url: string, text: string, beacon: boolean): Promise<void> {
  const navigator = globalThis.navigator as Navigator | undefined
  if (beacon && typeof navigator?.sendBeacon === 'function' && navigator.sendBeacon(url, text)) return
  // A string body is sent as text/plain;charset=UTF-8, like AppKit's FetchUtil.post.
  await fetch(url, { method: 'POST', body: text, keepalive: true })
}

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const params = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
  const urlOf = (path: string) => buildUrl(options.analyticsUrl, path, params).toString()
  const now = options.now ?? Date.now
  const flushMs = options.flushMs ?? 1000
  const maxBatch = options.maxBatch ?? 20
  const errorsPerMinute = options.errorsPerMinute ?? 5
  let queue: AnalyticsEnvelope[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let errorTimes: number[] = []

  const post = async (path: string, body: unknown, beacon: boolean) => {
    try {
      await sendText(urlOf(path), JSON.stringify(body), beacon)
    } catch {
      // telemetry is best effort: a lost event must never break the modal
    }
  }

  const flush = (): Promise<void> => {
    clearTimeout(timer)
    timer = undefined
    if (queue.length === 0) return Promise.resolve()
    const batch = queue
    queue = []
    return post('/batch', batch, true)
  }

  // the last batch would be lost when the page goes away (AppKit flushes on pagehide and on a hidden document too)
  globalThis.addEventListener?.('pagehide', () => void flush())
  globalThis.document?.addEventListener?.('visibilitychange', () => {
    if (globalThis.document.visibilityState === 'hidden') void flush()
  })

  return {
    sendEvent({ event, address, properties, timestamp }) {
      try {
        if (queue.length >= MAX_QUEUE) queue.shift()
        queue.push({
          eventId: newEventId(),
          ...page(),
          timestamp: timestamp ?? now(),
          props: { type: 'track', event, ...(address ? { address } : {}), properties: { ...properties } }
        })
        if (queue.length >= maxBatch) void flush()
        else timer ??= setTimeout(() => void flush(), flushMs)
      } catch {
        // best effort, as above
      }
    },

    async sendError(error, category = 'INTERNAL_SDK_ERROR') {
      try {
        const at = now()
        errorTimes = errorTimes.filter(time => at - time < 60_000)
        if (errorTimes.length >= errorsPerMinute) return
        errorTimes.push(at)
        const { name, message, stack } = error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined }
        const report: ErrorReport = {
          eventId: newEventId(),
          ...page(),
          timestamp: new Date(at).toISOString(),
          props: { type: 'error', event: category, errorType: name, errorMessage: message, ...(stack ? { stackTrace: stack } : {}) }
        }
        await post('/e', report, false)
      } catch {
        // best effort, as above
      }
    },

    flush: () => flush()
  }
}
