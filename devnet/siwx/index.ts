import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import { createPublicClient, http, isHex, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { CaipNetworkId } from '../../types/public.js'
import { isOriginAllowed } from '../../clients/origins.js'
import { verifyBip122Signature } from '../../siwx/verify-bip122.js'
import { verifySolanaSignature } from '../../siwx/verify-solana.js'
import { clientIp } from '../../frame/server/client-ip.js'
import { parseCaip122Message, type Caip122Fields } from './caip122.js'
import { HttpError, serveHttp, type RequestContext } from '../http.js'
import { openSiwxStore, type SessionRow, type SiwxStore } from './store.js'

/**
 * The sign-in session service `ServerSiwx` talks to: single-use expiring nonces, strict EIP-4361
 * (eip155) and CAIP-122 (solana, bip122) checks (domain and URI against the request's Origin,
 * chain, times, nonce), signatures verified over the chain's RPC on eip155 (EOA, ERC-1271,
 * ERC-6492), by ed25519 on solana, by BIP-322 simple or legacy ECDSA on bip122, bearer-token
 * sessions that expire and can be signed out, and per-caller rate limits. `npm run devnet` starts it; `startSiwxService` deploys it.
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

/** A sign-in message's fields, whichever layout it came in; `chainId` is CAIP-2. */
type SignInFields = Omit<Caip122Fields, 'resources'> & { resources?: readonly string[] }

export const SIWX_NONCE_TTL_MS = 5 * 60 * 1000
export const SIWX_MAX_SESSION_MS = 7 * 24 * 60 * 60 * 1000
/** Allowed clock difference for a message issued "now" by a browser. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

function bearer(ctx: RequestContext): string {
  const header = ctx.headers.authorization ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{16,})$/.exec(header)
  if (!match) throw new HttpError(401, 'No session: send Authorization: Bearer <token>')
  return match[1]!
}

function sessionView(row: SessionRow) {
  return { address: row.address, chainId: row.chainId, message: row.message, signature: row.signature, data: JSON.parse(row.data) as unknown, expiresAt: row.expiresAt }
}

export async function startSiwxService(options: SiwxServiceOptions): Promise<SiwxService> {
  const now = options.now ?? Date.now
  const store = await openSiwxStore(options.database)
  const perMinute = options.rateLimitPerMinute ?? 120
  /** Per caller, counted in the store: every instance on one database shares the count. */
  const limit = async (key: string) => {
    const wait = await store.hit(key, perMinute, 60_000, now())
    if (wait !== undefined) throw new HttpError(429, 'Too many sign-in requests: try again later', { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) })
  }
  const sweeping = setInterval(() => void store.sweep(now()).catch(() => undefined), 60_000).unref()
  const nonceTtl = options.nonceTtlMs ?? SIWX_NONCE_TTL_MS
  const maxSession = options.maxSessionMs ?? SIWX_MAX_SESSION_MS

  /** The caller's origin, which must be allowed: the domain the message names is checked against it. */
  function allowedOrigin(ctx: RequestContext): URL {
    if (!ctx.origin) throw new HttpError(403, 'Missing Origin header')
    if (!isOriginAllowed(ctx.origin, options.allowedOrigins)) throw new HttpError(403, `Origin ${ctx.origin.slice(0, 100)} may not sign in here`)
    return new URL(ctx.origin)
  }

  /** The message's fields: strict EIP-4361 on eip155 (viem's reader), CAIP-122 on other namespaces. */
  function readMessage(message: string): SignInFields {
    if (!/^\S+ wants you to sign in with your Ethereum account:\n/.test(message)) {
      const fields = parseCaip122Message(message)
      if (!fields || fields.version !== '1') throw new HttpError(400, 'Not a CAIP-122 sign-in message')
      return fields
    }
    const fields = parseSiweMessage(message)
    if (!fields.address || !fields.chainId || !fields.domain || !fields.uri || !fields.nonce || fields.version !== '1' || !fields.issuedAt) {
      throw new HttpError(400, 'Not an EIP-4361 sign-in message')
    }
    return { ...fields, address: fields.address, chainId: `eip155:${fields.chainId}`, domain: fields.domain, uri: fields.uri, nonce: fields.nonce, version: fields.version, issuedAt: fields.issuedAt }
  }

  /** Whether the chain's account signed the message: eip155 over the chain's RPC, solana and bip122 offline. */
  async function signatureValid(fields: SignInFields, message: string, signature: string): Promise<boolean> {
    const namespace = fields.chainId.split(':')[0]
    if (namespace === 'eip155') {
      if (!isHex(signature)) return false
      const client = createPublicClient({ transport: http(options.rpcUrls[fields.chainId]!, { retryCount: 0 }) })
      return client.verifyMessage({ address: fields.address as Hex, message, signature }).catch(() => false)
    }
    if (namespace === 'solana') return verifySolanaSignature({ message, signature, address: fields.address })
    if (namespace === 'bip122') return verifyBip122Signature({ message, signature, address: fields.address, chainId: fields.chainId as CaipNetworkId })
    return false
  }

  const accepted = (chainId: string) => (chainId.startsWith('eip155:') ? chainId in options.rpcUrls : (options.chains ?? []).includes(chainId))

  async function verify(ctx: RequestContext) {
    const origin = allowedOrigin(ctx)
    const body = (ctx.body ?? {}) as { message?: unknown; signature?: unknown }
    if (typeof body.message !== 'string' || typeof body.signature !== 'string') throw new HttpError(400, 'message and signature (strings) are required')
    const { message, signature } = body
    const fields = readMessage(message)
    const chainId = fields.chainId
    limit(`verify|${ctx.origin}|${chainId.startsWith('eip155:') ? fields.address.toLowerCase() : fields.address}`)
    if (fields.domain !== origin.host) throw new HttpError(400, `Wrong domain: the message is for ${fields.domain.slice(0, 100)}, the request comes from ${origin.host}`)
    if (new URL(fields.uri).origin !== origin.origin) throw new HttpError(400, `Wrong URI: ${fields.uri.slice(0, 100)} is not on ${origin.origin}`)
    if (!accepted(chainId)) throw new HttpError(400, `Wrong chain: sign-in is not accepted on ${chainId.slice(0, 100)}`)
    const time = now()
    if (fields.expirationTime && fields.expirationTime.getTime() <= time) throw new HttpError(400, 'The sign-in message has expired')
    if (fields.notBefore && fields.notBefore.getTime() > time) throw new HttpError(400, 'The sign-in message is not valid yet')
    if (fields.issuedAt.getTime() > time + CLOCK_SKEW_MS) throw new HttpError(400, 'The sign-in message is issued in the future')
    const nonce = await store.consumeNonce(fields.nonce, time)
    if (nonce === 'unknown') throw new HttpError(400, 'Unknown nonce: ask /nonce for one')
    if (nonce === 'used') throw new HttpError(400, 'Nonce already used')
    if (nonce === 'expired') throw new HttpError(400, 'Nonce expired')
    if (!(await signatureValid(fields, message, signature).catch(() => false))) throw new HttpError(401, 'Invalid signature')

    const token = randomBytes(32).toString('base64url')
    const expiresAt = Math.min(time + maxSession, fields.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY)
    const data = {
      accountAddress: fields.address,
      chainId,
      domain: fields.domain,
      uri: fields.uri,
      version: '1',
      nonce: fields.nonce,
      issuedAt: fields.issuedAt.toISOString(),
      ...(fields.statement ? { statement: fields.statement } : {}),
      ...(fields.expirationTime ? { expirationTime: fields.expirationTime.toISOString() } : {}),
      ...(fields.notBefore ? { notBefore: fields.notBefore.toISOString() } : {}),
      ...(fields.requestId ? { requestId: fields.requestId } : {}),
      ...(fields.resources?.length ? { resources: fields.resources } : {})
    }
    const row = { token, address: fields.address, chainId, message, signature, data: JSON.stringify(data), expiresAt }
    await store.addSession(row)
    return { token, session: sessionView({ ...row, revoked: 0 }) }
  }

  async function liveSession(ctx: RequestContext): Promise<SessionRow> {
    const row = await store.session(bearer(ctx))
    if (!row || row.revoked) throw new HttpError(401, 'No session')
    if (row.expiresAt <= now()) throw new HttpError(401, 'Session expired')
    return row
  }

  const service = await serveHttp({
    name: 'siwx',
    port: options.port ?? 0,
    host: options.host,
    routes: [
      {
        method: 'GET',
        path: '/nonce',
        handle: async ctx => {
          allowedOrigin(ctx)
          await limit(`nonce|${ctx.origin}|${clientIp(ctx.raw, options.trustProxy)}`)
          const nonce = randomBytes(12).toString('hex')
          await store.addNonce(nonce, now() + nonceTtl)
          return { nonce }
        }
      },
      { method: 'POST', path: '/verify', handle: verify },
      { method: 'GET', path: '/session', handle: async ctx => ({ session: sessionView(await liveSession(ctx)) }) },
      {
        method: 'POST',
        path: '/signout',
        handle: async ctx => {
          if (!(await store.revoke(bearer(ctx)))) throw new HttpError(401, 'No session')
          return { success: true }
        }
      }
    ]
  })

  return {
    url: service.url,
    store,
    server: service.server,
    async stop() {
      clearInterval(sweeping)
      await service.stop()
      await store.close()
    }
  }
}
