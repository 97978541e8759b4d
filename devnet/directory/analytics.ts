import { serveHttp, type HttpService, type RequestContext } from '../http.js'
import { requireLoopback, requireProject, type Project } from './access.js'

/** One thing the analytics endpoints received: an error report (`POST /e`) or one event of a batch (`POST /batch`). */
export interface AnalyticsRecord {
  kind: 'error' | 'event'
  projectId: string
  sdkType: string | null
  sdkVersion: string | null
  origin: string | null
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

/** A batch may arrive as an array, as `{ events: [...] }`, or as a single event. */
function eventsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body
  if (typeof body === 'object' && body !== null && Array.isArray((body as { events?: unknown }).events)) return (body as { events: unknown[] }).events
  return body === undefined ? [] : [body]
}

export async function startAnalytics(options: { projects: readonly Project[] }): Promise<AnalyticsService> {
  const events: AnalyticsRecord[] = []
  const record = (ctx: RequestContext, kind: AnalyticsRecord['kind'], body: unknown) => {
    const project = requireProject(options.projects, ctx)
    events.push({
      kind,
      projectId: project.projectId,
      sdkType: ctx.query.get('st'),
      sdkVersion: ctx.query.get('sv'),
      origin: ctx.origin ?? null,
      receivedAt: new Date().toISOString(),
      body
    })
  }
  const http = await serveHttp({
    name: 'analytics',
    routes: [
      {
        method: 'POST',
        path: '/e',
        handle: ctx => {
          record(ctx, 'error', ctx.body)
          return { success: true }
        }
      },
      {
        method: 'POST',
        path: '/batch',
        handle: ctx => {
          const batch = eventsOf(ctx.body)
          requireProject(options.projects, ctx)
          for (const event of batch) record(ctx, 'event', event)
          return { success: true, received: batch.length }
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
