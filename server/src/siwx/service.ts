import { randomBytes } from 'node:crypto'
import type { RequestListener, Server } from 'node:http'
import { isOriginAllowed } from '../../../clients/origins.js'
import { clientIp } from '../http/client-ip.js'
import { windowLimiter } from '../http/window-limiter.js'
import { HttpError, json, router, type Answer, type Request } from '../http/router.js'
import { serve } from '../http/serve.js'
import { checkMessage, messageData, readMessage, signatureValid } from './sign-in-message.js'
import { openSiwxStore, type SessionRow, type SiwxStore } from './store.js'

/**
 * The sign-in session service `ServerSiwx` talks to: single-use expiring nonces, strict EIP-4361
 * (eip155) and CAIP-122 (solana, bip122) checks (domain and URI against the request's Origin,
 * chain, times, nonce), signatures verified over the chain's RPC on eip155 (EOA, ERC-1271,
 * ERC-6492), by ed25519 on solana, by BIP-322 simple or legacy ECDSA on bip122, bearer-token
 * sessions that expire and can be signed out, and per-caller rate limits. The devnet runs it
 * (behind its gate); the server (../main.ts) deploys it.
 */

export interface SiwxServiceOptions {
  /** RPC per eip155 CAIP-2 chain id: the EVM chains sign-in is accepted on. */
  rpcUrls: Record<string, string>
  /** The other chains sign-in is accepted on (CAIP-2, solana and bip122): their signatures check with no RPC. */
  chains?: readonly string[]
  /** Origins allowed to sign in (`*` matches any run of characters, e.g. a port). */
  allowedOrigins: readonly string[]
  /** `sqlite:<file>` (one machine) or `postgres://…` (several instances); in-memory SQLite when absent. */
  database?: string
  port?: number
  host?: string
  /** Behind a reverse proxy: the caller's IP (nonce rate limit) is the last X-Forwarded-For hop. */
  trustProxy?: boolean
  nonceTtlMs?: number
  /** The longest a session lives, whatever the message's expiration says. */
  maxSessionMs?: number
  /** Requests per minute per caller (origin and address) on each route. */
  rateLimitPerMinute?: number
  now?: () => number
}

export interface SiwxService {
  url: string
  store: SiwxStore
  server: Server
  stop(): Promise<void>
}

/** The service before it listens: its request handler and its store. */
export interface SiwxHandler {
  handler: RequestListener
  store: SiwxStore
  close(): Promise<void>
}

export const SIWX_NONCE_TTL_MS = 5 * 60 * 1000
export const SIWX_MAX_SESSION_MS = 7 * 24 * 60 * 60 * 1000

/** Any origin may ask (the allowlist is checked per route); the headers the kit's clients send. */
const CORS_HEADERS = {
  'access-control-allow-headers': 'content-type, authorization, x-sdk-type, x-sdk-version, x-project-id, solana-client',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-expose-headers': 'retry-after'
}

function bearer(request: Request): string {
  const match = /^Bearer ([A-Za-z0-9_-]{16,})$/.exec(request.headers.authorization ?? '')
  if (!match) throw new HttpError(401, 'No session: send Authorization: Bearer <token>')
  return match[1]!
}

function sessionView(row: SessionRow) {
  return { address: row.address, chainId: row.chainId, message: row.message, signature: row.signature, data: JSON.parse(row.data) as unknown, expiresAt: row.expiresAt }
}

export async function createSiwxService(options: SiwxServiceOptions): Promise<SiwxHandler> {
  const now = options.now ?? Date.now
  const store = await openSiwxStore(options.database)
  const perMinute = options.rateLimitPerMinute ?? 120
  const nonceTtl = options.nonceTtlMs ?? SIWX_NONCE_TTL_MS
  const maxSession = options.maxSessionMs ?? SIWX_MAX_SESSION_MS
  const sweeping = setInterval(() => void store.sweep(now()).catch(() => undefined), 60_000).unref()

  /** Per caller, counted in the store: every instance on one database shares the count. */
  const limit = windowLimiter(store, 'siwx', perMinute, 60_000, now, 'Too many sign-in requests: try again later')

  /** The caller's origin, which must be allowed: the domain the message names is checked against it. */
  function allowedOrigin(request: Request): URL {
    if (!request.origin) throw new HttpError(403, 'Missing Origin header')
    if (!isOriginAllowed(request.origin, options.allowedOrigins)) throw new HttpError(403, `Origin ${request.origin.slice(0, 100)} may not sign in here`)
    return new URL(request.origin)
  }

  const accepted = (chainId: string) => (chainId.startsWith('eip155:') ? chainId in options.rpcUrls : (options.chains ?? []).includes(chainId))

  async function liveSession(request: Request): Promise<SessionRow> {
    const row = await store.session(bearer(request))
    if (!row || row.revoked) throw new HttpError(401, 'No session')
    if (row.expiresAt <= now()) throw new HttpError(401, 'Session expired')
    return row
  }

  async function nonce(request: Request): Promise<Answer> {
    allowedOrigin(request)
    await limit(`nonce|${request.origin}|${clientIp(request.raw, options.trustProxy)}`)
    const value = randomBytes(12).toString('hex')
    await store.addNonce(value, now() + nonceTtl)
    return json({ nonce: value })
  }

  async function verify(request: Request): Promise<Answer> {
    const body = await request.json()
    const origin = allowedOrigin(request)
    if (typeof body.message !== 'string' || typeof body.signature !== 'string') throw new HttpError(400, 'message and signature (strings) are required')
    const { message, signature } = body
    const fields = readMessage(message)
    const chainId = fields.chainId
    await limit(`verify|${request.origin}|${chainId.startsWith('eip155:') ? fields.address.toLowerCase() : fields.address}`)
    const time = now()
    checkMessage(fields, origin, accepted(chainId), time)
    const spent = await store.consumeNonce(fields.nonce, time)
    if (spent === 'unknown') throw new HttpError(400, 'Unknown nonce: ask /nonce for one')
    if (spent === 'used') throw new HttpError(400, 'Nonce already used')
    if (spent === 'expired') throw new HttpError(400, 'Nonce expired')
    if (!(await signatureValid(fields, message, signature, options.rpcUrls).catch(() => false))) throw new HttpError(401, 'Invalid signature')
    const token = randomBytes(32).toString('base64url')
    const expiresAt = Math.min(time + maxSession, fields.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY)
    const row = { token, address: fields.address, chainId, message, signature, data: JSON.stringify(messageData(fields)), expiresAt }
    await store.addSession(row)
    return json({ token, session: sessionView({ ...row, revoked: 0 }) })
  }

  const session = async (request: Request): Promise<Answer> => json({ session: sessionView(await liveSession(request)) })

  async function signOut(request: Request): Promise<Answer> {
    if (!(await store.revoke(bearer(request)))) throw new HttpError(401, 'No session')
    return json({ success: true })
  }

  const handler = router({
    name: 'siwx',
    routes: { 'GET /nonce': nonce, 'POST /verify': verify, 'GET /session': session, 'POST /signout': signOut },
    cors: origin => ({ 'access-control-allow-origin': origin ?? '*', ...CORS_HEADERS })
  })
  return {
    handler,
    store,
    async close() {
      clearInterval(sweeping)
      await store.close()
    }
  }
}

export async function startSiwxService(options: SiwxServiceOptions): Promise<SiwxService> {
  const siwx = await createSiwxService(options)
  const served = await serve(siwx.handler, { port: options.port, host: options.host })
  return {
    url: served.url,
    store: siwx.store,
    server: served.server,
    async stop() {
      await served.close()
      await siwx.close()
    }
  }
}
