import type { RequestListener, Server } from 'node:http'
import { clientIp } from '../http/client-ip.js'
import { HttpError, json, router, type Request, type Routes } from '../http/router.js'
import { serve } from '../http/serve.js'
import { authContext, type AuthContext, type ContextOptions } from './context.js'
import { approvalPage, approveDevice, confirmPrimaryEmail, confirmSecondaryEmail, deviceStatus, emailStart, updateEmail, verifyOtp } from './email-routes.js'
import { exportCode, factorPasskeyOptions, factorRemove, factorStatus, factorThreshold, factorVerify, keyExport, totpConfirm, totpStart } from './factor-routes.js'
import { passkeyList, passkeyLoginOptions, passkeyLoginVerify, passkeyRegisterOptions, passkeyRegisterVerify, passkeyRemove } from './passkey-routes.js'
import { getShare, me, putShare, refreshSession, signOut } from './session-routes.js'
import { farcasterFinish, farcasterStart, socialFinish, socialStart } from './social-routes.js'
import { openAuthStore, type AuthStore } from './store.js'
import { createPaymasterService, type PaymasterOptions } from '../paymaster/service.js'

/**
 * The embedded wallet's auth service: email one-time codes sent over SMTP, device approval by an
 * emailed link, social sign-in by OpenID Connect (social.ts), rotating refresh sessions, email
 * change, and the user's auth share (released only to a signed-in session). CORS answers only the
 * secure frame's origin. Routes: README.md beside this file. It keeps no state of its own:
 * everything is in the store (store.ts), so several instances can share one PostgreSQL.
 */

export interface AuthServiceOptions extends ContextOptions {
  /** SMTP server by URL (`smtp://user:pass@host:port`, `smtps://…`): wins over smtpHost/smtpPort. */
  smtpUrl?: string
  /** The URL people reach this service at (links in mails); default the listening URL. */
  publicUrl?: string
  /** `sqlite:<file>` (one machine) or `postgres://user:password@host/db` (several instances); in-memory SQLite when absent. */
  database?: string
  /**
   * The server secret (32+ characters; W3M_SERVER_SECRET for w3m-kit-server): the keys that hash
   * codes and seal sign-in state at rest derive from it (at-rest.ts). Every instance on one database
   * needs the same one. Required unless `store` is given (opened with it).
   */
  secret?: string
  /** An open store instead of `database` (a restart on the same store); the caller closes it. */
  store?: AuthStore
  /** The ERC-7677 paymaster service on `POST /paymaster` (../paymaster/service.ts); none when absent. */
  paymaster?: PaymasterOptions
  port?: number
  host?: string
  now?: () => number
}

/** The service before it listens: its request handler, and `listening` to learn its own URL for mailed links. */
export interface AuthHandler {
  handler: RequestListener
  store: AuthStore
  listening(url: string): void
  close(): Promise<void>
}

export interface AuthService {
  url: string
  port: number
  store: AuthStore
  server: Server
  stop(): Promise<void>
}

/** How often an instance deletes expired rows (any instance may: the deletes are idempotent). */
export const SWEEP_EVERY_MS = 60_000

type AuthHandlerFn = (auth: AuthContext, request: Request) => ReturnType<Routes[string]>

const ROUTES: Record<string, AuthHandlerFn> = {
  'GET /health': () => json({ ok: true }),
  'GET /device/approve': approvalPage,
  'POST /device/approve': approveDevice,
  'POST /email/start': emailStart,
  'POST /device/status': deviceStatus,
  'POST /otp/verify': verifyOtp,
  'POST /session/refresh': refreshSession,
  'POST /session/signout': signOut,
  'POST /me': me,
  'POST /social/start': socialStart,
  'POST /social/finish': socialFinish,
  'POST /farcaster/start': farcasterStart,
  'POST /farcaster/finish': farcasterFinish,
  'POST /share/get': getShare,
  'POST /share/put': putShare,
  'POST /email/update': updateEmail,
  'POST /email/update/primary': confirmPrimaryEmail,
  'POST /email/update/secondary': confirmSecondaryEmail,
  'POST /factor/status': factorStatus,
  'POST /factor/totp/start': totpStart,
  'POST /factor/totp/confirm': totpConfirm,
  'POST /factor/passkey/options': factorPasskeyOptions,
  'POST /factor/verify': factorVerify,
  'POST /factor/remove': factorRemove,
  'POST /factor/threshold': factorThreshold,
  'POST /key/export/code': exportCode,
  'POST /key/export': keyExport,
  'POST /passkey/register/options': passkeyRegisterOptions,
  'POST /passkey/register/verify': passkeyRegisterVerify,
  'POST /passkey/list': passkeyList,
  'POST /passkey/remove': passkeyRemove,
  'POST /passkey/login/options': passkeyLoginOptions,
  'POST /passkey/login/verify': passkeyLoginVerify
}

export async function createAuthService(options: AuthServiceOptions): Promise<AuthHandler> {
  // A config from before `database` would otherwise run on memory and lose every account at the next restart.
  if ((options as { dbPath?: unknown }).dbPath !== undefined) throw new Error('The dbPath option is now database: "sqlite:<file>" (or "postgres://…")')
  const now = options.now ?? Date.now
  if (!options.store && !options.secret) throw new Error('The auth service needs a server secret (secret, 32+ characters; W3M_SERVER_SECRET for w3m-kit-server)')
  const store = options.store ?? (await openAuthStore(options.database, options.secret!))
  const secureOrigin = new URL(options.secureOrigin).origin
  const auth = authContext(options, store, now)
  const sweep = () => store.sweep(now()).catch((error: unknown) => console.warn('[auth] sweep:', error instanceof Error ? error.message : error))
  await sweep()
  const sweeping = setInterval(sweep, SWEEP_EVERY_MS).unref()

  const paymaster = options.paymaster && createPaymasterService(options.paymaster)
  const routes: Record<string, AuthHandlerFn> = paymaster ? { ...ROUTES, 'POST /paymaster': paymaster.handle } : ROUTES

  const handler = router({
    name: 'auth',
    routes: Object.fromEntries(Object.entries(routes).map(([route, handle]) => [route, (request: Request) => handle(auth, request)])),
    cors: origin =>
      origin === secureOrigin
        ? { 'access-control-allow-origin': secureOrigin, vary: 'origin', 'access-control-allow-headers': 'content-type, authorization', 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-expose-headers': 'retry-after' }
        : undefined,
    guard: async request => {
      // Browsers send Origin on cross-origin POSTs: only the secure frame (or no browser at all) may call the JSON API.
      if (request.origin && request.origin !== secureOrigin && request.url.pathname !== '/device/approve') throw new HttpError(403, 'Origin not allowed')
      await auth.perIp(clientIp(request.raw, options.trustProxy))
    }
  })
  return {
    handler,
    store,
    listening: url => {
      auth.baseUrl = options.publicUrl?.replace(/\/$/, '') ?? url
    },
    close: async () => {
      clearInterval(sweeping)
      auth.mailer.close()
      if (!options.store) await store.close()
    }
  }
}

export async function startAuthService(options: AuthServiceOptions): Promise<AuthService> {
  const auth = await createAuthService(options)
  const served = await serve(auth.handler, options)
  auth.listening(served.url)
  return {
    url: served.url,
    port: served.port,
    store: auth.store,
    server: served.server,
    stop: async () => {
      await served.close()
      await auth.close()
    }
  }
}
