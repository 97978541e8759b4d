import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { requireLoopback } from '../directory/access.js'
import { HttpError, serveHttp } from '../http.js'
import { errorFrame, parseFrame } from './frames.js'
import { RelayHub, type Peer } from './hub.js'

export { SESSION_PROPOSE_RESPONSE_TAG, SESSION_PROPOSE_TAG, SESSION_SETTLE_TAG } from './hub.js'

/** Faults for reliability tests. `drop` and `closeCode` act on every open socket at once. */
export interface RelayFaultPlan {
  /** Delay every frame the relay sends, in ms. */
  latencyMs?: number
  /** Destroy every open socket without a close frame, as a crash or a lost network would. */
  drop?: boolean
  /** Close every open socket with this code; 3000 is the relay's "unauthorized", which the SDK treats as fatal. */
  closeCode?: number
  closeReason?: string
  /** While this plan stands, treat new connections the same way (drop, or close with `closeCode`). */
  refuseNew?: boolean
}

export interface RelayService {
  /** `ws://127.0.0.1:PORT`, the `relayUrl` to give clients. */
  url: string
  /** `http://127.0.0.1:PORT`: `GET /health`, loopback `POST|DELETE /__relay/faults`. */
  httpUrl: string
  setFaults(plan: RelayFaultPlan | undefined): void
  /** Open sockets, topics with subscribers, retained messages and when the last client frame arrived (ms epoch). */
  stats(): { connections: number; topics: number; messages: number; lastFrameAt: number }
  stop(): Promise<void>
}

interface Connection {
  socket: WebSocket
  peer: Peer
  alive: boolean
  query: URLSearchParams
}

/** The `iss` claim of the client's relay-auth JWT (its did:key), or undefined if it sent none we can read. */
function clientIdFromAuth(auth: string | null): string | undefined {
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof claims.iss === 'string' && claims.iss ? claims.iss : undefined
  } catch {
    return undefined
  }
}

function initialFaults(): RelayFaultPlan | undefined {
  const raw = process.env.DEVNET_FAULTS
  if (!raw) return undefined
  const parsed = JSON.parse(raw) as RelayFaultPlan & { service?: string }
  return parsed.service === 'relay' ? parsed : undefined
}

/**
 * A WalletConnect v2 relay on loopback for @walletconnect/core 2.25: irn_* methods, the wc_proposeSession /
 * wc_approveSession shortcuts, retention with TTL and replay to late subscribers, no echo, pings every
 * `pingIntervalMs` (the SDK drops a socket after 35 s without one).
 */
export async function startRelay(options: { pingIntervalMs?: number } = {}): Promise<RelayService> {
  const hub = new RelayHub()
  const connections = new Set<Connection>()
  let faults = initialFaults()
  let lastFrameAt = 0

  const applyFault = (connection: Connection, plan: RelayFaultPlan) => {
    if (plan.drop) connection.socket.terminate()
    else if (plan.closeCode !== undefined) connection.socket.close(plan.closeCode, plan.closeReason ?? 'Injected fault')
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 })
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const query = new URL(request.url ?? '/', 'http://relay').searchParams
    const clientId = clientIdFromAuth(query.get('auth')) ?? `anonymous:${randomUUID()}`
    const peer: Peer = {
      clientId,
      subscriptions: new Map(),
      inFlight: new Map(),
      pushed: new WeakSet(),
      send: frame => {
        const latency = faults?.latencyMs ?? 0
        const write = () => {
          if (socket.readyState === socket.OPEN) socket.send(frame)
        }
        if (latency > 0) setTimeout(write, latency)
        else write()
      }
    }
    const connection: Connection = { socket, peer, alive: true, query }
    connections.add(connection)
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data, isBinary) => {
      lastFrameAt = Date.now()
      if (isBinary) return socket.close(1003, 'Binary frames are not supported')
      const frame = parseFrame(data.toString())
      if (frame.kind === 'response') return hub.acknowledge(peer, frame.response)
      if (frame.kind === 'invalid') return peer.send(errorFrame(frame.rawId, frame.code, frame.message))
      try {
        hub.handle(peer, frame.request)
      } catch (error) {
        // A relay bug answers one request with -32603 instead of taking the whole devnet down.
        console.error('[relay]', error)
        peer.send(errorFrame(frame.request.rawId, -32603, error instanceof Error ? error.message : 'Internal error'))
      }
    })
    socket.on('close', () => {
      connections.delete(connection)
      hub.disconnect(peer)
    })
    socket.on('error', () => socket.terminate())
    if (faults?.refuseNew) applyFault(connection, faults)
  })

  const http = await serveHttp({
    name: 'relay',
    routes: [
      { method: 'GET', path: '/health', handle: () => ({ ok: true, ...stats() }) },
      {
        method: 'POST',
        path: '/__relay/faults',
        handle: ctx => {
          requireLoopback(ctx)
          if (typeof ctx.body !== 'object' || ctx.body === null) throw new HttpError(400, 'Expected a JSON fault plan')
          setFaults(ctx.body as RelayFaultPlan)
          return { faults: faults ?? null }
        }
      },
      {
        method: 'DELETE',
        path: '/__relay/faults',
        handle: ctx => {
          requireLoopback(ctx)
          setFaults(undefined)
          return { faults: null }
        }
      }
    ]
  })

  http.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(request, socket, head, ws => wss.emit('connection', ws, request))
  })

  const pingTimer = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
    hub.mailbox.sweep()
  }, options.pingIntervalMs ?? 15_000)
  pingTimer.unref()

  function stats() {
    return { connections: connections.size, topics: hub.topicCount, messages: hub.mailbox.count(), lastFrameAt }
  }

  function setFaults(plan: RelayFaultPlan | undefined) {
    faults = plan && Object.keys(plan).length ? { ...plan } : undefined
    if (!faults) return
    for (const connection of [...connections]) applyFault(connection, faults)
    // One-shot faults clear themselves unless they should keep refusing new sockets.
    if (!faults.refuseNew) faults = faults.latencyMs ? { latencyMs: faults.latencyMs } : undefined
  }

  return {
    url: http.url.replace(/^http:/, 'ws:'),
    httpUrl: http.url,
    setFaults,
    stats,
    stop: async () => {
      clearInterval(pingTimer)
      for (const connection of connections) connection.socket.terminate()
      wss.close()
      await http.stop()
    }
  }
}
