import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

/**
 * The one request handler shape of the server's services: a table of routes (`'POST /verify'` → a
 * short named function), JSON bodies read with a size limit, one error type, CORS by the service's
 * own rule, and every JSON answer `no-store`. `serve` (serve.ts) puts it on a port.
 */

/** A refusal with its status (and headers such as `retry-after`): answered as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {}
  ) {
    super(message)
  }
}

export interface Request {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  origin: string | undefined
  raw: IncomingMessage
  /** The body as a JSON object (`{}` when empty): 413 beyond the service's limit, 400 when it is anything else. */
  json(): Promise<Record<string, unknown>>
}

/** JSON (200 unless said), or a text body (HTML, a script, a file) with its own content type in `headers`. */
export type Answer = { status?: number; headers?: Record<string, string> } & ({ json: unknown } | { body: string | Buffer })

export type Handler = (request: Request) => Answer | Promise<Answer>

/** `'METHOD /path'` → its handler. */
export type Routes = Record<string, Handler>

export interface RouterOptions {
  /** Names the service in the log line of an unexpected error. */
  name: string
  routes: Routes
  /** The CORS headers a request's Origin gets, or undefined when it gets none (its preflight is then refused with 403); no CORS when absent. */
  cors?: (origin: string | undefined) => Record<string, string> | undefined
  /** Runs before every route (preflights excepted): a throw answers instead. */
  guard?: (request: Request) => unknown
  /** Answers what no route matches; default 404 `No route for METHOD /path`. */
  fallback?: Handler
  /** The largest JSON body, in bytes (default 64 KiB). */
  bodyLimit?: number
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Answer => ({ json: body, status, headers })

async function readJson(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpError(413, 'Request body too large')
    chunks.push(chunk as Buffer)
  }
  if (!chunks.length) return {}
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
    return parsed as Record<string, unknown>
  } catch {
    throw new HttpError(400, 'Request body is not a JSON object')
  }
}

function send(res: ServerResponse, answer: Answer): void {
  if (res.headersSent) return void res.end()
  if ('json' in answer) {
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'cache-control': 'no-store', ...answer.headers })
    return void res.end(JSON.stringify(answer.json))
  }
  res.writeHead(answer.status ?? 200, answer.headers)
  res.end(answer.body)
}

function errorAnswer(name: string, error: unknown): Answer {
  if (error instanceof HttpError) return json({ message: error.message }, error.status, error.headers)
  console.error(`[${name}]`, error)
  return json({ message: 'Something went wrong' }, 500)
}

const notFound: Handler = request => {
  throw new HttpError(404, `No route for ${request.method} ${request.url.pathname}`)
}

export function router(options: RouterOptions): RequestListener {
  const limit = options.bodyLimit ?? 64 * 1024
  const fallback = options.fallback ?? notFound
  return (req, res) => {
    const origin = req.headers.origin
    const cors = options.cors?.(origin)
    for (const [name, value] of Object.entries(cors ?? {})) res.setHeader(name, value)
    if (options.cors && req.method === 'OPTIONS') return send(res, { status: cors ? 204 : 403, body: '' })
    const url = new URL(req.url ?? '/', 'http://localhost')
    const method = req.method ?? 'GET'
    const request: Request = { method, url, headers: req.headers, origin, raw: req, json: () => readJson(req, limit) }
    const handler = options.routes[`${method} ${url.pathname}`] ?? fallback
    void (async () => {
      await options.guard?.(request)
      return handler(request)
    })().then(
      answer => send(res, answer),
      (error: unknown) => send(res, errorAnswer(options.name, error))
    )
  }
}
