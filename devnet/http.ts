import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { serve } from '../server/src/http/serve.js'
import { faultRoute, faultSwitch, type FaultPlan } from './faults.js'

export type { FaultPlan } from './faults.js'

/**
 * The one HTTP server shape every devnet service uses: JSON routes, CORS, 4xx errors with a
 * message, and the devnet's fault switch (devnet/faults.ts: latency, 429 with Retry-After, 5xx,
 * garbage bodies, dropped sockets) for reliability tests, set by `setFaults`, env DEVNET_FAULTS or
 * `POST /__faults` from loopback only (`GET` reads the plan and its hits, `DELETE` clears it).
 */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The request field at fault, for services whose error bodies name it (the blockchain API's `reasons[].field`). */
    readonly field = ''
  ) {
    super(message)
  }
}

/**
 * A rejection a real server's framework answers in plain text before any handler runs (axum's
 * `Json`/`Query` extractors: 400 for a missing field in a query, 422 for a body of the wrong type).
 */
export class PlainTextError extends HttpError {}

/** How a service words an `HttpError` as JSON; the default is `{ message }`. */
export type ErrorBody = (error: HttpError) => unknown

/** A JSON request body that must be an object: anything else is a 400 that says so. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Request body must be a JSON object')
  return body as Record<string, unknown>
}

export interface RequestContext {
  method: string
  url: URL
  params: Record<string, string>
  query: URLSearchParams
  headers: IncomingMessage['headers']
  origin: string | undefined
  body: unknown
  raw: IncomingMessage
}

export type RouteResult = unknown | { status: number; body?: unknown; headers?: Record<string, string>; raw?: Buffer | string }

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** A path such as `/v1/identity/:address`; `:name` captures one segment. */
  path: string
  /** The body reaches `handle` as text, unparsed (Esplora's `POST /tx` takes raw hex). */
  rawBody?: boolean
  handle: (ctx: RequestContext) => RouteResult | Promise<RouteResult>
}

export interface HttpService {
  url: string
  port: number
  server: Server
  setFaults(plan: FaultPlan | undefined): void
  /** Requests the current fault plan met (retries counted at the switch). */
  faultHits(): number
  stop(): Promise<void>
}

/** A response with a status other than 200, or with custom headers or a raw body. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): RouteResult {
  return { status, body, headers, __reply: true }
}

export function rawReply(status: number, raw: Buffer | string, headers: Record<string, string>): RouteResult {
  return { status, raw, headers, __reply: true }
}

function isReply(value: unknown): value is { status: number; body?: unknown; headers?: Record<string, string>; raw?: Buffer | string } {
  return typeof value === 'object' && value !== null && '__reply' in value
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean)
  const got = path.split('/').filter(Boolean)
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const g = got[i]!
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g)
    else if (w !== g) return undefined
  }
  return params
}

async function readBody(req: IncomingMessage, raw = false): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  if (chunks.length === 0) return raw ? '' : undefined
  const text = Buffer.concat(chunks).toString('utf8')
  if (raw) return text
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON')
  }
}

export async function serveHttp(options: { name: string; routes: Route[]; port?: number; host?: string; errorBody?: ErrorBody }): Promise<HttpService> {
  const errorBody: ErrorBody = options.errorBody ?? (error => ({ message: error.message }))
  const faults = faultSwitch(options.name)

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, raw?: Buffer | string) => {
    if (res.headersSent) return
    const payload = raw ?? (body === undefined ? '' : JSON.stringify(body))
    res.writeHead(status, { ...(raw ? {} : { 'content-type': 'application/json' }), ...headers })
    res.end(payload)
  }

  const served = await serve(async (req, res) => {
    const origin = req.headers.origin
    res.setHeader('access-control-allow-origin', origin ?? '*')
    // solana-client: @solana/kit names itself on every RPC call, and public Solana RPC nodes allow it.
    res.setHeader('access-control-allow-headers', 'content-type, authorization, x-sdk-type, x-sdk-version, x-project-id, solana-client')
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
    res.setHeader('access-control-expose-headers', 'retry-after')
    if (req.method === 'OPTIONS') return send(res, 204, undefined)

    const url = new URL(req.url ?? '/', 'http://localhost')
    try {
      if (url.pathname === '/__faults') {
        const state = await faultRoute(req, faults, () => readBody(req))
        if (!state) throw new HttpError(403, 'Fault plans are accepted from loopback only')
        return send(res, 200, state)
      }

      if (await faults.apply(req, res, status => errorBody(new HttpError(status, `Injected fault: HTTP ${status}`)))) return

      for (const route of options.routes) {
        if (route.method !== req.method) continue
        const params = matchPath(route.path, url.pathname)
        if (!params) continue
        const body = req.method === 'GET' ? undefined : await readBody(req, route.rawBody)
        const result = await route.handle({ method: req.method, url, params, query: url.searchParams, headers: req.headers, origin, body, raw: req })
        if (isReply(result)) return send(res, result.status, result.body, result.headers, result.raw)
        return send(res, 200, result)
      }
      throw new HttpError(404, `No route for ${req.method} ${url.pathname}`)
    } catch (error) {
      if (error instanceof PlainTextError) return send(res, error.status, undefined, { 'content-type': 'text/plain; charset=utf-8', ...error.headers }, error.message)
      if (error instanceof HttpError) return send(res, error.status, errorBody(error), error.headers)
      console.error(`[${options.name}]`, error)
      return send(res, 500, { message: error instanceof Error ? error.message : 'Internal error' })
    }
  }, { port: options.port, host: options.host })

  return {
    url: served.url,
    port: served.port,
    server: served.server,
    setFaults: plan => faults.set(plan),
    faultHits: () => faults.hits(),
    stop: () => served.close()
  }
}
