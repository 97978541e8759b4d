import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A reverse proxy as a site runs in front of several server instances, small enough to read: one
 * public origin, the upstreams taken in turn (nginx's default round robin), the client's address put
 * in `X-Forwarded-For` (replaced, never appended: the server trusts the last hop), everything else
 * passed through as it came, bodies streamed both ways. It records which upstream answered each
 * request and how, so a test can say which instance served what.
 *
 * One departure from nginx: a CORS preflight (OPTIONS) goes to the upstream whose turn it is without
 * taking the turn. Counting preflights, as nginx does, lined every preflight up with one instance and
 * every call after it with the other (a whole email sign-in's POSTs on one instance, measured), which
 * would prove nothing about the state the instances share; this way consecutive calls alternate, so
 * a code mailed by one instance is verified by the other.
 */

export interface ProxiedRequest {
  /** Index into the upstreams. */
  upstream: number
  method: string
  /** Without the query (the device approval link's token lives there). */
  path: string
  status: number
}

export interface RoundRobinProxy {
  /** The public origin, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** The requests answered since the last `clear()`, in the order they were sent on. */
  requests(): ProxiedRequest[]
  /** Requests per upstream since the last `clear()`, in upstream order. */
  counts(): number[]
  clear(): void
  stop(): Promise<void>
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let log: ProxiedRequest[] = []
  let next = 0

  function forward(req: IncomingMessage, res: ServerResponse): void {
    const index = next
    if (req.method !== 'OPTIONS') next = (next + 1) % upstreams.length
    const entry: ProxiedRequest = { upstream: index, method: req.method ?? 'GET', path: new URL(req.url ?? '/', 'http://proxy.invalid').pathname, status: 0 }
    log.push(entry)
    const target = new URL(req.url ?? '/', upstreams[index])
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' }
    const upstream = request(target, { method: req.method, headers }, answer => {
      entry.status = answer.statusCode ?? 502
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      entry.status ||= 502
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end('Bad gateway')
    })
    // A browser that goes away (a closed popup, a reload) ends the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  }

  const server = createServer(forward)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => [...log],
    counts: () => upstreams.map((_, index) => log.filter(entry => entry.upstream === index).length),
    clear: () => {
      log = []
    },
    stop: () =>
      new Promise(resolve => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
