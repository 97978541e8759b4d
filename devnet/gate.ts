import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { serve } from '../server/src/http/serve.js'
import { faultRoute, faultSwitch, type FaultPlan } from './faults.js'

/**
 * A pass-through HTTP proxy with the devnet's fault switch, in front of a server the devnet does not
 * write itself (anvil) or that is the product's own (the auth service, the secure site). The server
 * behind keeps running, so `down()` then `up()` is a stopped and restarted node that comes back with
 * the same state (nonces, balances, sessions), and a fault plan acts as on any devnet service.
 */

export interface Gate {
  url: string
  port: number
  /** Where requests go; set later when the server behind needs the gate's own URL first. */
  setTarget(url: string): void
  setFaults(plan: FaultPlan | undefined): void
  faultHits(): number
  /** Stopped: every open socket is cut and every new one dropped, as a node that went away. */
  down(): void
  /** Started again: requests reach the server behind, its state as it was. */
  up(): void
  stop(): Promise<void>
}

export async function startGate(name: string, target?: string): Promise<Gate> {
  const faults = faultSwitch(name)
  const sockets = new Set<Socket>()
  let upstream = target ? new URL(target) : undefined
  let isDown = false

  const readPlan = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    return text ? (JSON.parse(text) as unknown) : undefined
  }

  const served = await serve(async (req, res) => {
    if (isDown) return void req.socket.destroy()
    // The fault route of every devnet service, here for the server the gate stands in front of.
    if (new URL(req.url ?? '/', 'http://localhost').pathname === '/__faults') {
      const state = await faultRoute(req, faults, () => readPlan(req)).catch(() => null)
      const [status, body] = state ? [200, state] : state === null ? [400, { message: 'Request body is not valid JSON' }] : [403, { message: 'Fault plans are accepted from loopback only' }]
      res.writeHead(status, { 'content-type': 'application/json' })
      return void res.end(JSON.stringify(body))
    }
    // Errors are worded as JSON-RPC would be read by a client: a status and a message.
    if (await faults.apply(req, res, status => ({ message: `Injected fault: HTTP ${status}` }))) return
    if (!upstream) return void res.writeHead(503).end('gate has no target yet')
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    forward.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()))
    req.pipe(forward)
  })
  const server = served.server
  server.keepAliveTimeout = 5_000
  server.on('connection', socket => {
    if (isDown) return void socket.destroy()
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  // Upgrades (WebSocket) pass through as raw sockets, so a gated server keeps its live connections.
  server.on('upgrade', (req, socket, head) => {
    if (isDown || !upstream) return void socket.destroy()
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers })
    forward.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, ...Object.entries(answer.headers).map(([key, value]) => `${key}: ${value}`)]
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (upstreamHead.length) socket.write(upstreamHead)
      if (head.length) upstreamSocket.write(head)
      upstreamSocket.pipe(socket).pipe(upstreamSocket)
      socket.on('close', () => upstreamSocket.destroy())
      upstreamSocket.on('close', () => socket.destroy())
    })
    forward.on('error', () => socket.destroy())
    forward.end()
  })

  return {
    url: served.url,
    port: served.port,
    setTarget: url => {
      upstream = new URL(url)
    },
    setFaults: plan => faults.set(plan),
    faultHits: () => faults.hits(),
    down: () => {
      isDown = true
      for (const socket of sockets) socket.destroy()
    },
    up: () => {
      isDown = false
    },
    stop: () => served.close()
  }
}
