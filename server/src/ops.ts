import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import type { Logger } from './log.js'

/**
 * What every listener of the shipped server does around its service: `GET /health` (the process
 * answers), `GET /ready` (its database answers), one log line per request (method, path without
 * its query, status, ms), the devnet's fault-injection route closed, and a drain for SIGTERM:
 * stop accepting, let in-flight requests finish, close keep-alive connections.
 */

export interface Instrumented {
  /** Stops accepting connections and resolves once in-flight requests are done (or `timeoutMs` passed). */
  drain(timeoutMs: number): Promise<void>
}

export interface InstrumentOptions {
  service: string
  logger: Logger
  /** Throws (or rejects) when the service cannot serve, e.g. its database is unreachable. */
  ready: () => unknown
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

export function instrument(server: Server, options: InstrumentOptions): Instrumented {
  const handlers = server.listeners('request') as RequestListener[]
  server.removeAllListeners('request')
  let inFlight = 0
  let draining = false
  let drained: (() => void) | undefined

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    inFlight++
    if (draining) res.setHeader('connection', 'close')
    res.on('close', () => {
      inFlight--
      options.logger.info('request', { service: options.service, method: req.method, path, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10, ...(res.writableFinished ? {} : { aborted: true }) })
      if (draining && inFlight === 0) drained?.()
    })
    if (path === '/__faults') return answer(res, 404, { message: 'Not found' })
    if (req.method === 'GET' && path === '/health') return answer(res, 200, { ok: true })
    if (req.method === 'GET' && path === '/ready') {
      return void (async () => options.ready())().then(
        () => answer(res, 200, { ok: true }),
        (error: unknown) => {
          options.logger.error('not ready', { service: options.service, reason: error instanceof Error ? error.message : String(error) })
          answer(res, 503, { ok: false, message: 'The database does not answer' })
        }
      )
    }
    for (const handler of handlers) handler.call(server, req, res)
  })

  return {
    drain: timeoutMs =>
      new Promise<void>(resolve => {
        draining = true
        server.close()
        server.closeIdleConnections()
        if (inFlight === 0) return resolve()
        const timer = setTimeout(resolve, timeoutMs)
        drained = () => {
          clearTimeout(timer)
          resolve()
        }
      })
  }
}
