import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { SOCIAL_SIGN_IN_FAILED } from '../../../frame/protocol.js'
import { readEmail } from '../../../frame/email-address.js'
import { escapeHtml, readForm } from '../http/html.js'
import { listen } from '../http/listen.js'
import { createMailer } from './mailer.js'
import { clientIp } from '../http/client-ip.js'
import { socialSignIn, SocialSignInError, type SocialOptions } from './social.js'
import { farcasterSignIn, type FarcasterOptions } from './farcaster.js'
import { isSocialAccount, openAuthStore, socialAccount, type AuthStore, type SessionRow } from './store.js'

/**
 * The embedded wallet's auth service: email one-time codes sent over SMTP, device approval by an
 * emailed link, social sign-in by OpenID Connect (social.ts), rotating refresh sessions, email
 * change, and the user's auth share (released only to a signed-in session). CORS answers only the secure frame's origin. Routes: README.md beside this file.
 * It keeps no state of its own: everything is in the store (store.ts), so several instances can share one PostgreSQL.
 */

export interface AuthServiceOptions {
  /** The secure site's origin: the only origin CORS admits. */
  secureOrigin: string
  smtpHost?: string
  smtpPort?: number
  /** SMTP server by URL (`smtp://user:pass@host:port`, `smtps://…`): wins over smtpHost/smtpPort. */
  smtpUrl?: string
  /** The URL people reach this service at (links in mails); default the listening URL. */
  publicUrl?: string
  /** Behind a reverse proxy: the client IP (rate limits) is the last X-Forwarded-For hop. */
  trustProxy?: boolean
  mailFrom?: string
  /** `sqlite:<file>` (one machine) or `postgres://user:password@host/db` (several instances); in-memory SQLite when absent. */
  database?: string
  /** An open store instead of `database` (a restart on the same store); the caller closes it. */
  store?: AuthStore
  port?: number
  host?: string
  now?: () => number
  /** Requests per minute per IP, and code mails per hour per email. */
  perIpPerMinute?: number
  perEmailPerHour?: number
  /** Social sign-in: the redirect URI and the issuer/client per social provider name; absent = no social routes. */
  social?: SocialOptions
  /** Social sign-in starts per minute per IP (each one stores a state for 10 min). */
  socialStartsPerMinute?: number
  /** Sign In With Farcaster: the auth relay, the custody registry and the sign-in URI; absent = no Farcaster routes. */
  farcaster?: FarcasterOptions
}

export interface AuthService {
  url: string
  port: number
  store: AuthStore
  server: Server
  stop(): Promise<void>
}

export const CODE_TTL_MS = 10 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5
export const RESEND_COOLDOWN_MS = 30_000
export const ACCESS_TTL_MS = 15 * 60 * 1000
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** How often an instance deletes expired rows (any instance may: the deletes are idempotent). */
export const SWEEP_EVERY_MS = 60_000

class AuthError extends Error {
  constructor(readonly status: number, message: string, readonly headers: Record<string, string> = {}) {
    super(message)
  }
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/
const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const token = () => randomBytes(32).toString('base64url')

function field(body: Record<string, unknown>, name: string, pattern: RegExp, max = 254): string {
  const value = body[name]
  if (typeof value !== 'string' || value.length > max || !pattern.test(value)) throw new AuthError(400, `Invalid ${name}`)
  return value
}
/** The normalised address (frame/email-address.ts): the account's key, the mailbox and what is shown, one string. */
function emailOf(body: Record<string, unknown>, name = 'email'): string {
  const value = body[name]
  const reading = typeof value === 'string' && value.length <= 1024 ? readEmail(value) : undefined
  if (!reading) throw new AuthError(400, `Invalid ${name}`)
  if (!reading.ok) throw new AuthError(400, reading.error)
  return reading.email
}

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a.padEnd(6, ' '))
  const right = Buffer.from(b.padEnd(6, ' '))
  return left.length === right.length && timingSafeEqual(left, right)
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 64 * 1024) throw new AuthError(413, 'Request body too large')
    chunks.push(chunk as Buffer)
  }
  if (!chunks.length) return {}
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
    return parsed as Record<string, unknown>
  } catch {
    throw new AuthError(400, 'Request body is not a JSON object')
  }
}

/** A limit of `limit` hits per fixed window, counted in the store (so it holds across instances). */
function windowLimiter(store: AuthStore, name: string, limit: number, windowMs: number, now: () => number, message: string) {
  return async (key: string) => {
    const wait = await store.hit(`${name} ${key}`, limit, windowMs, now())
    if (wait !== undefined) throw new AuthError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) })
  }
}

function cooldownError(sentAt: number, now: number): AuthError {
  const seconds = Math.max(1, Math.ceil((RESEND_COOLDOWN_MS - (now - sentAt)) / 1000))
  return new AuthError(429, `Please try again after ${seconds} seconds`, { 'retry-after': String(seconds) })
}

export async function startAuthService(options: AuthServiceOptions): Promise<AuthService> {
  // A config from before `database` would otherwise run on memory and lose every account at the next restart.
  if ((options as { dbPath?: unknown }).dbPath !== undefined) throw new Error('The dbPath option is now database: "sqlite:<file>" (or "postgres://…")')
  const now = options.now ?? Date.now
  const store = options.store ?? (await openAuthStore(options.database))
  const secureOrigin = new URL(options.secureOrigin).origin
  const mailer = createMailer(options)
  const from = options.mailFrom ?? 'Embedded wallet <no-reply@auth.devnet>'
  const perIp = windowLimiter(store, 'ip', options.perIpPerMinute ?? 300, 60_000, now, 'Too many requests: try again later')
  const perEmail = windowLimiter(store, 'email', options.perEmailPerHour ?? 30, 60 * 60_000, now, 'Too many codes for this email: try again later')
  const social = options.social && socialSignIn(options.social, store, now)
  const farcaster = options.farcaster && farcasterSignIn(options.farcaster, store, now)
  const perIpSocial = windowLimiter(store, 'social-ip', options.socialStartsPerMinute ?? 30, 60_000, now, 'Too many requests: try again later')
  let baseUrl = ''

  /** The resend cooldown and the per-email limit, then the code row: false when a request on another instance put one in between (nothing sent). */
  async function claimCode(email: string, purpose: string, code: string, data: string): Promise<boolean> {
    const previous = await store.code(email, purpose)
    if (previous && now() - previous.sentAt < RESEND_COOLDOWN_MS) throw cooldownError(previous.sentAt, now())
    await perEmail(email)
    return store.claimCode({ email, purpose, code, expiresAt: now() + CODE_TTL_MS, sentAt: now(), data }, now() - RESEND_COOLDOWN_MS)
  }

  /** Mails a fresh code; false when a parallel request mailed one first. */
  async function sendCode(email: string, purpose: string, to: string, data = ''): Promise<boolean> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    if (!(await claimCode(email, purpose, code, data))) return false
    await mailer.sendMail({ from, to, subject: `Your sign-in code is ${code}`, text: `Your code is ${code}. It expires in 10 minutes.` })
    return true
  }

  /** sendCode, answering a lost race like the cooldown it is. */
  async function mustSendCode(email: string, purpose: string, to: string, data = ''): Promise<void> {
    if (!(await sendCode(email, purpose, to, data))) throw cooldownError(now(), now())
  }

  /** Runs a social sign-in step; its own errors keep their words, anything else (provider down, bad JSON) is 'Social sign-in failed'. */
  async function socialStep<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step()
    } catch (error) {
      if (error instanceof SocialSignInError) throw new AuthError(400, error.message)
      console.warn('[auth] social sign-in:', error instanceof Error ? error.message : error)
      throw new AuthError(502, SOCIAL_SIGN_IN_FAILED)
    }
  }

  async function checkCode(email: string, purpose: string, otp: unknown): Promise<string> {
    if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) throw new AuthError(400, 'Invalid otp')
    // The try is counted before the comparison: parallel guesses on several instances each spend one.
    const row = await store.spendAttempt(email, purpose, now())
    if (!row) throw new AuthError(400, 'The code expired: request a new one')
    if (row.attempts > CODE_MAX_ATTEMPTS) throw new AuthError(429, 'Too many attempts: request a new code')
    if (!sameCode(row.code, otp)) throw new AuthError(400, 'Invalid code')
    // Spent once: the same code verified twice at once signs in once.
    if (!(await store.takeCode(email, purpose, row.code))) throw new AuthError(400, 'The code expired: request a new one')
    return row.data
  }

  async function issueSession(email: string, deviceId: string, family = token()) {
    const refreshToken = token()
    const accessToken = token()
    await store.putSession({ refreshHash: hash(refreshToken), accessHash: hash(accessToken), email, deviceId, family, expiresAt: now() + REFRESH_TTL_MS })
    return { accessToken, refreshToken, accessExpiresAt: now() + ACCESS_TTL_MS }
  }

  /** A provider vouched for the person (its login stands for the device approval): the account, its profile and a session. */
  async function socialSession(account: string, deviceId: string, userName: string | null, email: string | null) {
    await store.createUser(account)
    await store.setSocialProfile(account, userName, email)
    await store.putDevice(account, deviceId, true, null)
    const user = (await store.user(account))!
    return { ...(await issueSession(account, deviceId)), email, userName, address: user.address, hasAuthShare: user.authShare !== null }
  }

  /** The signed-in session of a bearer access token (access tokens live 15 min from their issue). */
  async function session(req: IncomingMessage): Promise<SessionRow> {
    const match = /^Bearer ([A-Za-z0-9_-]{20,})$/.exec(req.headers.authorization ?? '')
    if (!match) throw new AuthError(401, 'Not signed in')
    const row = await store.sessionBy('access_hash', hash(match[1]!))
    if (!row || row.revoked || row.expiresAt - REFRESH_TTL_MS + ACCESS_TTL_MS < now()) throw new AuthError(401, 'Session expired')
    return row
  }

  async function route(req: IncomingMessage, path: string, url: URL): Promise<{ status?: number; body?: unknown; html?: string }> {
    const method = req.method ?? 'GET'
    if (method === 'GET' && path === '/health') return { body: { ok: true } }
    if (method === 'GET' && path === '/device/approve') {
      const approval = url.searchParams.get('token') ?? ''
      return { html: `<!doctype html><meta charset="utf-8"><title>Approve device</title><form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(approval)}"><p>Approve signing in on a new device?</p><button type="submit" id="approve-device">Approve device</button></form>` }
    }
    if (method === 'POST' && path === '/device/approve') {
      const form = await readForm(req, 4096)
      const approved = await store.approveByToken(form.get('token') ?? '')
      if (!approved) return { status: 400, html: '<!doctype html><meta charset="utf-8"><title>Link expired</title><p>This approval link is invalid or was already used.</p>' }
      return { html: '<!doctype html><meta charset="utf-8"><title>Device approved</title><p id="device-approved">Device approved. You can return to the app.</p>' }
    }
    if (method !== 'POST') throw new AuthError(404, `No route for ${method} ${path}`)
    const body = await readJson(req)

    switch (path) {
      case '/email/start': {
        const email = emailOf(body)
        const deviceId = field(body, 'deviceId', DEVICE_ID)
        const user = await store.user(email)
        const device = user ? await store.device(email, deviceId) : undefined
        if (user && device?.approved && typeof body.refreshToken === 'string') {
          const live = await store.sessionBy('refresh_hash', hash(body.refreshToken))
          if (live && !live.revoked && live.email === email && live.deviceId === deviceId && live.expiresAt > now()) return { body: { action: 'CONNECT' } }
        }
        if (user && (await store.hasDevices(email)) && !device?.approved) {
          const approval = token()
          // The 'device' code row only carries the cooldown of approval mails; the link's token is on the device row.
          if (!(await claimCode(email, 'device', '------', deviceId))) throw cooldownError(now(), now())
          await store.putDevice(email, deviceId, false, approval)
          await mailer.sendMail({ from, to: email, subject: 'Approve your new device', text: `Approve signing in on a new device: ${baseUrl}/device/approve?token=${approval}` })
          return { body: { action: 'VERIFY_DEVICE' } }
        }
        await mustSendCode(email, 'login', email, deviceId)
        return { body: { action: 'VERIFY_OTP' } }
      }
      case '/device/status': {
        // The frame polls this after VERIFY_DEVICE; once approved, the login code goes out.
        const email = emailOf(body)
        const deviceId = field(body, 'deviceId', DEVICE_ID)
        if (!(await store.device(email, deviceId))?.approved) return { body: { approved: false } }
        // A poll answered by another instance at the same moment may have sent it: one code either way.
        if (!(await store.code(email, 'login'))) await sendCode(email, 'login', email, deviceId)
        return { body: { approved: true } }
      }
      case '/otp/verify': {
        const email = emailOf(body)
        const deviceId = field(body, 'deviceId', DEVICE_ID)
        const codeDevice = await checkCode(email, 'login', body.otp)
        if (codeDevice !== deviceId) throw new AuthError(400, 'Invalid code')
        const isNewUser = !(await store.user(email))
        if (!isNewUser && (await store.hasDevices(email)) && !(await store.device(email, deviceId))?.approved) throw new AuthError(403, 'Approve this device first')
        await store.createUser(email)
        await store.putDevice(email, deviceId, true, null)
        const user = (await store.user(email))!
        return { body: { ...(await issueSession(email, deviceId)), email, address: user.address, hasAuthShare: user.authShare !== null } }
      }
      case '/session/refresh': {
        const refreshToken = typeof body.refreshToken === 'string' ? body.refreshToken : ''
        // Spending the token is one conditional update: of two requests with it (on any instances), one rotates.
        const rotated = await store.rotate(hash(refreshToken), now())
        if (rotated) return { body: await issueSession(rotated.email, rotated.deviceId, rotated.family) }
        const row = await store.sessionBy('refresh_hash', hash(refreshToken))
        // A rotated-out refresh token used again means it leaked: end the whole family (its sessions issued later included).
        if (row && row.expiresAt >= now()) await store.revokeFamily(row.family)
        throw new AuthError(401, 'Session expired')
      }
      case '/session/signout': {
        const row = await session(req)
        await store.revokeFamily(row.family)
        return { body: {} }
      }
      case '/me': {
        const row = await session(req)
        const user = (await store.user(row.email))!
        const profile = isSocialAccount(user.email) ? await store.socialProfile(user.email) : { email: user.email, userName: null }
        return { body: { email: profile.email, userName: profile.userName, address: user.address, hasAuthShare: user.authShare !== null } }
      }
      case '/social/start': {
        if (!social) throw new AuthError(404, 'Social sign-in is not configured')
        const provider = typeof body.provider === 'string' ? body.provider : ''
        if (!social.isProvider(provider)) throw new AuthError(400, 'Invalid provider')
        const deviceId = field(body, 'deviceId', DEVICE_ID)
        await perIpSocial(clientIp(req, options.trustProxy))
        return { body: { uri: await socialStep(() => social.start(provider, deviceId)) } }
      }
      case '/social/finish': {
        // The provider's login stands for the device approval: a new device goes straight to a session (the frame then asks for the recovery key).
        if (!social) throw new AuthError(404, 'Social sign-in is not configured')
        const uri = field(body, 'uri', /^https?:\/\/\S+$/, 4096)
        const deviceId = field(body, 'deviceId', DEVICE_ID)
        const identity = await socialStep(() => social.finish(uri, deviceId))
        return { body: await socialSession(socialAccount(identity.provider, identity.sub), deviceId, identity.userName, identity.email) }
      }
      case '/farcaster/start': {
        if (!farcaster) throw new AuthError(404, 'Farcaster sign-in is not configured')
        const deviceId = field(body, 'deviceId', DEVICE_ID)
        await perIpSocial(clientIp(req, options.trustProxy))
        return { body: { url: await socialStep(() => farcaster.start(deviceId)) } }
      }
      case '/farcaster/finish': {
        // A long poll: 'pending' until the Farcaster app signed (the frame asks again); then a session as for social sign-in.
        if (!farcaster) throw new AuthError(404, 'Farcaster sign-in is not configured')
        const deviceId = field(body, 'deviceId', DEVICE_ID)
        const identity = await socialStep(() => farcaster.finish(deviceId))
        if (!identity) return { body: { state: 'pending' } }
        return { body: { state: 'completed', ...(await socialSession(socialAccount('farcaster', String(identity.fid)), deviceId, identity.userName, null)) } }
      }
      case '/share/get': {
        const row = await session(req)
        const user = (await store.user(row.email))!
        if (!user.authShare) throw new AuthError(404, 'No wallet yet')
        return { body: { address: user.address, share: user.authShare } }
      }
      case '/share/put': {
        const row = await session(req)
        const address = field(body, 'address', /^0x[0-9a-fA-F]{40}$/)
        const share = field(body, 'share', /^[0-9a-f]{2,512}$/, 512)
        // Set once, by a conditional update: of two devices racing to create the wallet, one wins and the other hears 409.
        await store.setShareOnce(row.email, address, share)
        const user = (await store.user(row.email))!
        if (user.address?.toLowerCase() !== address.toLowerCase()) throw new AuthError(409, 'This account already has a wallet')
        return { body: { address: user.address } }
      }
      case '/email/update': {
        const row = await session(req)
        if (isSocialAccount(row.email)) throw new AuthError(409, 'The email of a social account is its provider\'s')
        const newEmail = emailOf(body, 'newEmail')
        if (await store.user(newEmail)) throw new AuthError(409, 'This email is already in use')
        await mustSendCode(row.email, 'update-primary', row.email, newEmail)
        return { body: { action: 'VERIFY_PRIMARY_OTP' } }
      }
      case '/email/update/primary': {
        const row = await session(req)
        const newEmail = await checkCode(row.email, 'update-primary', body.otp)
        await mustSendCode(row.email, 'update-secondary', newEmail, newEmail)
        return { body: { action: 'VERIFY_SECONDARY_OTP' } }
      }
      case '/email/update/secondary': {
        const row = await session(req)
        const newEmail = await checkCode(row.email, 'update-secondary', body.otp)
        if (await store.user(newEmail)) throw new AuthError(409, 'This email is already in use')
        await store.renameUser(row.email, newEmail)
        return { body: { email: newEmail } }
      }
    }
    throw new AuthError(404, `No route for ${method} ${path}`)
  }

  const server = createServer(async (req, res: ServerResponse) => {
    const origin = req.headers.origin
    if (origin === secureOrigin) {
      res.setHeader('access-control-allow-origin', secureOrigin)
      res.setHeader('vary', 'origin')
      res.setHeader('access-control-allow-headers', 'content-type, authorization')
      res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
      res.setHeader('access-control-expose-headers', 'retry-after')
    }
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
      res.end(JSON.stringify(body))
    }
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(origin === secureOrigin ? 204 : 403)
        return void res.end()
      }
      // Browsers send Origin on cross-origin POSTs: only the secure frame (or no browser at all) may call the JSON API.
      const url = new URL(req.url ?? '/', 'http://localhost')
      const isPage = url.pathname === '/device/approve'
      if (origin && origin !== secureOrigin && !isPage) throw new AuthError(403, 'Origin not allowed')
      await perIp(clientIp(req, options.trustProxy))
      const result = await route(req, url.pathname, url)
      if (result.html !== undefined) {
        res.writeHead(result.status ?? 200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'", 'cache-control': 'no-store' })
        return void res.end(result.html)
      }
      json(result.status ?? 200, result.body ?? {})
    } catch (error) {
      if (error instanceof AuthError) return json(error.status, { message: error.message }, error.headers)
      console.error('[auth]', error)
      json(500, { message: 'Something went wrong' })
    }
  })
  const sweep = () => store.sweep(now()).catch((error: unknown) => console.warn('[auth] sweep:', error instanceof Error ? error.message : error))
  await sweep()
  const sweeping = setInterval(sweep, SWEEP_EVERY_MS).unref()
  const listening = await listen(server, options)
  baseUrl = options.publicUrl?.replace(/\/$/, '') ?? listening.url
  return {
    url: listening.url,
    port: listening.port,
    store,
    server,
    stop: async () => {
      clearInterval(sweeping)
      await listening.close()
      mailer.close()
      if (!options.store) await store.close()
    }
  }
}
