import { randomInt } from 'node:crypto'
import { SOCIAL_SIGN_IN_FAILED } from '../../../frame/protocol.js'
import { HttpError } from '../http/router.js'
import { windowLimiter } from '../http/window-limiter.js'
import { hash, token } from '../store/tokens.js'
import { createMailer } from './mailer.js'
import { socialSignIn, SocialSignInError, type SocialOptions } from './social.js'
import { farcasterSignIn, type FarcasterOptions } from './farcaster.js'
import { FactorStore } from './factor-store.js'
import { factorChecks, passkeyFactor, recoveryCodeFactor, totpFactor } from './factors.js'
import { passkeyCeremonies } from './passkeys.js'
import type { AuthStore, SessionRow } from './store.js'

/**
 * What the auth service's route handlers share: the store, the mailer, the clock, the limits, and
 * the steps several routes take (a code mailed and checked, a session issued or read).
 */

export const CODE_TTL_MS = 10 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5
export const RESEND_COOLDOWN_MS = 30_000
export const ACCESS_TTL_MS = 15 * 60 * 1000
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface ContextOptions {
  smtpHost?: string
  smtpPort?: number
  smtpUrl?: string
  mailFrom?: string
  trustProxy?: boolean
  perIpPerMinute?: number
  perEmailPerHour?: number
  social?: SocialOptions
  socialStartsPerMinute?: number
  farcaster?: FarcasterOptions
  /** The person may export their key (default true); the operator's `auth.keyExport: false` switches it off. */
  keyExport?: boolean
  /** The secure site's origin: the only origin CORS admits, and the passkeys' relying party (its host is the RP ID). */
  secureOrigin: string
  /** The name authenticators show beside a passkey's account (default "Embedded wallet"). */
  passkeyRpName?: string
  /** Passkey sign-ins started per IP per minute (30). */
  passkeyStartsPerMinute?: number
  /** Passkeys added per account per hour (10). */
  passkeysPerHour?: number
}

export type AuthContext = ReturnType<typeof authContext>

export function cooldownError(sentAt: number, now: number): HttpError {
  const seconds = Math.max(1, Math.ceil((RESEND_COOLDOWN_MS - (now - sentAt)) / 1000))
  return new HttpError(429, `Please try again after ${seconds} seconds`, { 'retry-after': String(seconds) })
}

export function authContext(options: ContextOptions, store: AuthStore, now: () => number) {
  const mailer = createMailer(options)
  const from = options.mailFrom ?? 'Embedded wallet <no-reply@auth.devnet>'
  const factorStore = new FactorStore(store.db)
  // The store's keys (at-rest.ts, from the server secret) seal TOTP secrets and key the recovery codes' HMACs too.
  const totp = totpFactor(factorStore, store.keys)
  const recoveryCodes = recoveryCodeFactor(factorStore, store.keys)
  const passkeys = passkeyCeremonies({ secureOrigin: options.secureOrigin, rpName: options.passkeyRpName }, store, now)
  const perEmail = windowLimiter(store, 'email', options.perEmailPerHour ?? 30, 60 * 60_000, now, 'Too many codes for this email: try again later')
  const context = {
    store,
    now,
    mailer,
    from,
    trustProxy: options.trustProxy ?? false,
    /** The URL people reach the service at, for mailed links: set once it listens. */
    baseUrl: '',
    perIp: windowLimiter(store, 'ip', options.perIpPerMinute ?? 300, 60_000, now, 'Too many requests: try again later'),
    perIpSocial: windowLimiter(store, 'social-ip', options.socialStartsPerMinute ?? 30, 60_000, now, 'Too many requests: try again later'),
    social: options.social && socialSignIn(options.social, store, now),
    farcaster: options.farcaster && farcasterSignIn(options.farcaster, store, now),
    keyExport: options.keyExport ?? true,
    factorStore,
    /** TOTP and recovery codes; undefined without a server secret. The account's passkeys answer the factor too (they need no secret). */
    totp,
    recoveryCodes,
    factors: factorChecks({ store, now }, factorStore, [totp, recoveryCodes, passkeyFactor(passkeys, store)]),
    passkeys,
    // Each passkey try needs a challenge of its own (single use), so these limit the tries too.
    perIpPasskey: windowLimiter(store, 'passkey-ip', options.passkeyStartsPerMinute ?? 30, 60_000, now, 'Too many requests: try again later'),
    perAccountPasskey: windowLimiter(store, 'passkey-account', options.passkeysPerHour ?? 10, 60 * 60_000, now, 'Too many passkey requests: try again later'),

    /** The resend cooldown and the per-email limit, then the code row: false when a request on another instance put one in between (nothing sent). */
    async claimCode(email: string, purpose: string, code: string, data: string): Promise<boolean> {
      const previous = await store.code(email, purpose)
      if (previous && now() - previous.sentAt < RESEND_COOLDOWN_MS) throw cooldownError(previous.sentAt, now())
      await perEmail(email)
      return store.claimCode({ email, purpose, code, expiresAt: now() + CODE_TTL_MS, sentAt: now(), data }, now() - RESEND_COOLDOWN_MS)
    },

    /** Mails a fresh code; false when a parallel request mailed one first. */
    async sendCode(email: string, purpose: string, to: string, data = ''): Promise<boolean> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      if (!(await context.claimCode(email, purpose, code, data))) return false
      await mailer.sendMail({ from, to, subject: `Your sign-in code is ${code}`, text: `Your code is ${code}. It expires in 10 minutes.` })
      return true
    },

    /** sendCode, answering a lost race like the cooldown it is. */
    async mustSendCode(email: string, purpose: string, to: string, data = ''): Promise<void> {
      if (!(await context.sendCode(email, purpose, to, data))) throw cooldownError(now(), now())
    },

    /** The code's data once the code is right, spent; each try counts, 5 wrong ones lock it. */
    async checkCode(email: string, purpose: string, otp: unknown): Promise<string> {
      if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) throw new HttpError(400, 'Invalid otp')
      // The try is counted before the comparison: parallel guesses on several instances each spend one.
      const row = await store.spendAttempt(email, purpose, otp, now())
      if (!row) throw new HttpError(400, 'The code expired: request a new one')
      if (row.attempts > CODE_MAX_ATTEMPTS) throw new HttpError(429, 'Too many attempts: request a new code')
      if (!row.right) throw new HttpError(400, 'Invalid code')
      // Spent once: the same code verified twice at once signs in once.
      if (!(await store.takeCode(email, purpose, otp))) throw new HttpError(400, 'The code expired: request a new one')
      return row.data
    },

    /** A session: a new family for a sign-in (its time kept: a fresh sign-in is a proof for export), the same family for a refresh. */
    async issueSession(email: string, deviceId: string, family?: string) {
      const refreshToken = token()
      const accessToken = token()
      const signIn = family === undefined
      family ??= token()
      await store.putSession({ refreshHash: hash(refreshToken), accessHash: hash(accessToken), email, deviceId, family, expiresAt: now() + REFRESH_TTL_MS })
      if (signIn) await factorStore.signedIn(family, now(), now() + REFRESH_TTL_MS)
      return { accessToken, refreshToken, accessExpiresAt: now() + ACCESS_TTL_MS }
    },

    /** A provider vouched for the person (its login stands for the device approval): the account, its profile and a session. */
    async socialSession(account: string, deviceId: string, userName: string | null, email: string | null) {
      await store.createUser(account)
      await store.setSocialProfile(account, userName, email)
      await store.putDevice(account, deviceId, true)
      const user = (await store.user(account))!
      return { ...(await context.issueSession(account, deviceId)), email, userName, address: user.address, hasAuthShare: user.authShare !== null }
    },

    /** The signed-in session of a bearer access token (access tokens live 15 min from their issue). */
    async session(authorization: string | undefined): Promise<SessionRow> {
      const match = /^Bearer ([A-Za-z0-9_-]{20,})$/.exec(authorization ?? '')
      if (!match) throw new HttpError(401, 'Not signed in')
      const row = await store.sessionBy('access_hash', hash(match[1]!))
      if (!row || row.revoked || row.expiresAt - REFRESH_TTL_MS + ACCESS_TTL_MS < now()) throw new HttpError(401, 'Session expired')
      return row
    },

    /** Runs a social sign-in step; its own errors keep their words, anything else (provider down, bad JSON) is 'Social sign-in failed'. */
    async socialStep<T>(step: () => Promise<T>): Promise<T> {
      try {
        return await step()
      } catch (error) {
        if (error instanceof SocialSignInError) throw new HttpError(400, error.message)
        console.warn('[auth] social sign-in:', error instanceof Error ? error.message : error)
        throw new HttpError(502, SOCIAL_SIGN_IN_FAILED)
      }
    }
  }
  return context
}
