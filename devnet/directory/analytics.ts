import { HttpError, serveHttp, type HttpService, type RequestContext } from '../http.js'
import { requireLoopback, requireProject, type Project } from './access.js'

/** One thing the analytics endpoints received: an error report (`POST /e`) or one event of a batch (`POST /batch`). */
export interface AnalyticsRecord {
  kind: 'error' | 'event'
  projectId: string
  sdkType: string | null
  sdkVersion: string | null
  origin: string | null
  /** The request's content type: AppKit's beacon and fetch send `text/plain;charset=UTF-8`. */
  contentType: string | null
  receivedAt: string
  body: unknown
}

export interface AnalyticsService {
  url: string
  /** Live log of everything received, oldest first; tests may read or empty it. */
  events: AnalyticsRecord[]
  http: HttpService
  stop(): Promise<void>
}

/**
 * The pulse service is closed; what it accepts is what Reown AppKit sends it
 * (reown-com/appkit packages/controllers/src/utils/FetchUtil.ts `sendBeacon` and `post`): a JSON
 * text with no content type of its own, so the browser labels it `text/plain` and sends no
 * preflight. A JSON-typed body is refused here, so a client that would need a preflight is seen.
 */
function jsonText(ctx: RequestContext): unknown {
  const type = ctx.headers['content-type'] ?? ''
  if (!type.startsWith('text/plain')) throw new HttpError(415, `Expected a text/plain JSON body (as navigator.sendBeacon sends it), got ${type.slice(0, 60) || 'none'}`)
  try {
    return JSON.parse(String(ctx.body))
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON')
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** An event as AppKit's EventsController queues it: `{eventId, url, domain, timestamp, props:{type, event, …}}`. */
function assertEvent(value: unknown, where: string): void {
  if (!isObject(value) || typeof value.eventId !== 'string' || typeof value.timestamp !== 'number' || !isObject(value.props) || typeof value.props.event !== 'string') {
    throw new HttpError(400, `${where}: expected {eventId, url, domain, timestamp (ms), props:{type, event, …}}`)
  }
}

/** An error report as AppKit's TelemetryController sends it: the same envelope, an ISO timestamp, flat props. */
function assertErrorReport(value: unknown): void {
  if (!isObject(value) || typeof value.eventId !== 'string' || typeof value.timestamp !== 'string' || !isObject(value.props) || value.props.type !== 'error') {
    throw new HttpError(400, 'Expected {eventId, url, domain, timestamp (ISO), props:{type:"error", event, errorType, errorMessage, stackTrace}}')
  }
}

export async function startAnalytics(options: { projects: readonly Project[] }): Promise<AnalyticsService> {
  const events: AnalyticsRecord[] = []
  const record = (ctx: RequestContext, project: Project, kind: AnalyticsRecord['kind'], body: unknown) => {
    events.push({
      kind,
      projectId: project.projectId,
      sdkType: ctx.query.get('st'),
      sdkVersion: ctx.query.get('sv'),
      origin: ctx.origin ?? null,
      contentType: ctx.headers['content-type'] ?? null,
      receivedAt: new Date().toISOString(),
      body
    })
  }
  const http = await serveHttp({
    name: 'analytics',
    routes: [
      {
        // reown-com/appkit packages/controllers/src/controllers/TelemetryController.ts sendError
        method: 'POST',
        path: '/e',
        rawBody: true,
        handle: ctx => {
          const project = requireProject(options.projects, ctx)
          const report = jsonText(ctx)
          assertErrorReport(report)
          record(ctx, project, 'error', report)
          return { success: true }
        }
      },
      {
        // reown-com/appkit packages/controllers/src/controllers/EventsController.ts _submitPendingEvents
        method: 'POST',
        path: '/batch',
        rawBody: true,
        handle: ctx => {
          const project = requireProject(options.projects, ctx)
          const batch = jsonText(ctx)
          if (!Array.isArray(batch)) throw new HttpError(400, 'Expected a JSON array of events')
          batch.forEach((event, i) => assertEvent(event, `event ${i}`))
          for (const event of batch) record(ctx, project, 'event', event)
          return { success: true }
        }
      },
      {
        method: 'GET',
        path: '/__events',
        handle: ctx => {
          requireLoopback(ctx)
          return { events }
        }
      },
      {
        method: 'DELETE',
        path: '/__events',
        handle: ctx => {
          requireLoopback(ctx)
          events.length = 0
          return { events }
        }
      }
    ]
  })
  return { url: http.url, events, http, stop: () => http.stop() }
}
