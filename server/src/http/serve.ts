import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * The one listen/close of every HTTP listener here (the server's services, and the devnet's own
 * services and gates): a request listener on `host:port` (0: any free port), its sockets tracked so
 * `close` stops at once, its in-flight requests counted so `drain` stops gracefully.
 */

export interface Served {
  url: string
  port: number
  server: Server
  /** Drops open connections (keep-alive sockets would hold `close` forever), then closes. */
  close(): Promise<void>
  /**
   * Stops accepting connections and resolves once in-flight requests are done (or `timeoutMs`
   * passed): idle keep-alive connections close, answers given meanwhile say `connection: close`.
   */
  drain(timeoutMs: number): Promise<void>
}

export interface ServeOptions {
  host?: string
  port?: number
}

export async function serve(handler: RequestListener, options: ServeOptions = {}): Promise<Served> {
  const sockets = new Set<Socket>()
  let inFlight = 0
  let draining = false
  let drained: (() => void) | undefined
  const server = createServer((req, res) => {
    inFlight++
    if (draining) res.setHeader('connection', 'close')
    res.on('close', () => {
      inFlight--
      if (draining && inFlight === 0) drained?.()
    })
    handler(req, res)
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
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
