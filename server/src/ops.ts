import type { RequestListener } from 'node:http'
import type { Logger } from './log.js'

/**
 * What every listener of the shipped server answers before its service: `GET /health` (the process
 * answers), `GET /ready` (its database answers), and one log line per request (method, path without
 * its query, status, ms). The drain for SIGTERM is the listener's own (http/serve.ts).
 */

export interface InstrumentOptions {
  service: string
  logger: Logger
  /** Throws (or rejects) when the service cannot serve, e.g. its database is unreachable. */
  ready: () => unknown
}

const OK = JSON.stringify({ ok: true })
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' }

export function instrument(handler: RequestListener, options: InstrumentOptions): RequestListener {
  const { service, logger } = options
  return (req, res) => {
    const started = performance.now()
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    res.on('close', () => {
      logger.info('request', { service, method: req.method, path, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10, ...(res.writableFinished ? {} : { aborted: true }) })
    })
    if (req.method === 'GET' && path === '/health') return void res.writeHead(200, JSON_HEADERS).end(OK)
    if (req.method !== 'GET' || path !== '/ready') return handler(req, res)
    void (async () => options.ready())().then(
      () => res.writeHead(200, JSON_HEADERS).end(OK),
      (error: unknown) => {
        logger.error('not ready', { service, reason: error instanceof Error ? error.message : String(error) })
        res.writeHead(503, JSON_HEADERS).end(JSON.stringify({ ok: false, message: 'The database does not answer' }))
      }
    )
  }
}
