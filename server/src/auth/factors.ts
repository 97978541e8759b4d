import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { FACTOR_REQUIRED } from '../../../frame/protocol.js'
import { HttpError } from '../http/router.js'
import { accountTries } from './account-tries.js'
import type { FactorStore } from './factor-store.js'
import { PASSKEY_FAILED, type PasskeyCeremonies } from './passkeys.js'
import type { AtRestKeys } from './at-rest.js'
import type { AuthStore, SessionRow } from './store.js'

/**
 * The second factor (issue 35): TOTP (RFC 6238, `otpauth`) with ten one-time recovery codes, behind one
 * `Factor` interface, and a passkey the person added answers the same checks. A factor that
 * passed holds for its session family for 15 minutes; a device that passed one (or was signed in
 * when the factor was enrolled) is trusted for the auth share. Tries are counted before they are
 * compared, 5 per 5 minutes per account, like codes.
 */

export const FACTOR_WINDOW_MS = 15 * 60 * 1000
const RECOVERY_CODES = 10
const TOTP_PERIOD_S = 30
const TOTP_ISSUER = 'Embedded wallet'

/** What a person answers with: a code (TOTP or recovery), or a passkey's assertion. */
export type FactorAnswer = { code: string } | { passkey: unknown }

export interface Factor {
  readonly kind: 'totp' | 'recovery-code' | 'passkey'
  /** Whether this account has this factor (a passkey: registered; TOTP: confirmed). */
  enrolled(account: string): Promise<boolean>
  /** Whether this answer is this factor's kind (a 6-digit code is TOTP's, a recovery code is 10 letters and digits). */
  reads(answer: FactorAnswer): boolean
  /** Checks and spends the answer: true once for a right one. */
  verify(account: string, answer: FactorAnswer, now: number): Promise<boolean>
}

const codeOf = (answer: FactorAnswer) => ('code' in answer && typeof answer.code === 'string' ? answer.code.replace(/[\s-]/g, '').toLowerCase() : undefined)

/** The AES-GCM context a TOTP secret is sealed under: not the account, since changing the email moves the row. */
const TOTP_SEAL_CONTEXT = 'totp factor'

const totpOf = (account: string, secret: Secret) => new TOTP({ issuer: TOTP_ISSUER, label: account.startsWith('social ') ? account.slice(7) : account, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret })

export function totpFactor(store: FactorStore, keys: AtRestKeys): Factor & { start(account: string, now: number): Promise<{ secret: string; uri: string }>; check(account: string, code: string, now: number, confirmed: boolean): Promise<boolean> } {
  const factor = {
    kind: 'totp' as const,
    enrolled: async (account: string) => (await store.totp(account))?.confirmed === true,
    reads: (answer: FactorAnswer) => /^\d{6}$/.test(codeOf(answer) ?? ''),
    async start(account: string, now: number) {
      const secret = new Secret({ size: 20 })
      if (!(await store.startTotp(account, keys.seal(secret.base32, TOTP_SEAL_CONTEXT), now))) throw new HttpError(409, 'A second factor is already set up')
      return { secret: secret.base32, uri: totpOf(account, secret).toString() }
    },
    /** A code of the secret (confirmed or not), in this period or the one either side, spent once. */
    async check(account: string, code: string, now: number, confirmed: boolean) {
      const row = await store.totp(account)
      if (!row || row.confirmed !== confirmed) return false
      const sealed = keys.open(row.sealedSecret, TOTP_SEAL_CONTEXT)
      if (sealed === undefined) return false
      const totp = totpOf(account, Secret.fromBase32(sealed))
      const delta = totp.validate({ token: code, timestamp: now, window: 1 })
      if (delta === null) return false
      return store.spendPeriod(account, Math.floor(now / 1000 / TOTP_PERIOD_S) + delta)
    },
    verify: (account: string, answer: FactorAnswer, now: number) => factor.check(account, codeOf(answer) ?? '', now, true)
  }
  return factor
}

/** Recovery codes: 10 letters and digits (about 50 bits), shown once as `xxxxx-xxxxx`, stored as keyed hashes. */
export function recoveryCodeFactor(store: FactorStore, keys: AtRestKeys): Factor & { issue(): { codes: string[]; hashes: string[] } } {
  const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
  const mac = (code: string) => keys.mac(code, 'recovery-code')
  return {
    kind: 'recovery-code',
    enrolled: async account => (await store.recoveryCodesLeft(account)) > 0,
    reads: answer => /^[a-z0-9]{10}$/.test(codeOf(answer) ?? ''),
    verify: (account, answer) => store.takeRecoveryCode(account, mac(codeOf(answer) ?? '')),
    issue() {
      const codes = Array.from({ length: RECOVERY_CODES }, () => [...randomBytes(10)].map(byte => ALPHABET[byte % ALPHABET.length]).join(''))
      return { codes: codes.map(code => `${code.slice(0, 5)}-${code.slice(5)}`), hashes: codes.map(mac) }
    }
  }
}

/**
 * A passkey of the account as a factor: an assertion over a challenge from `POST /factor/passkey/options`
 * (purpose 'factor', single use) by one of the account's own passkeys. It answers the factor but does
 * not turn it on: adding a passkey for sign-in does not make new devices ask (factorChecks.enrolled).
 */
export function passkeyFactor(passkeys: PasskeyCeremonies, store: AuthStore): Factor {
  return {
    kind: 'passkey',
    enrolled: async account => (await store.passkeysOf(account)).length > 0,
    reads: answer => 'passkey' in answer,
    verify: (account, answer) =>
      'passkey' in answer
        ? // A refused assertion is a wrong answer; anything else (the store failing) stays an error, not "Passkey not recognised".
          passkeys.verifyPasskeyAssertion(account, answer.passkey).catch((error: unknown) => {
            if (error instanceof HttpError && error.status === 400) return false
            throw error
          })
        : Promise.resolve(false)
  }
}

/** The factor checks routes share: is one enrolled, did it pass within the window, take an answer. */
export function factorChecks(auth: { store: AuthStore; now: () => number }, factorStore: FactorStore, factors: readonly Factor[]) {
  const { store, now } = auth
  const tries = accountTries(store, now)
  const checks = {
    /** Whether the person turned the factor on (TOTP confirmed): recovery codes and passkeys answer it, they do not turn it on. */
    enrolled: (account: string): Promise<boolean> => checks.has(account, 'totp'),
    /** Whether the account has a factor of this kind (the prompt offers a passkey when there is one). */
    async has(account: string, kind: Factor['kind']): Promise<boolean> {
      return (await factors.find(factor => factor.kind === kind)?.enrolled(account)) ?? false
    },
    async passedWithin(session: SessionRow): Promise<boolean> {
      return now() - (await factorStore.proofs(session.family)).factorAt < FACTOR_WINDOW_MS
    },
    /** Counts a try before it is compared (parallel guesses on several instances each spend one): 429 past the limit. */
    countTry: (session: SessionRow): Promise<void> => tries.count(session.email),
    /** Checks an answer (the try counted first); a right one holds for the session family for 15 minutes and trusts its device. */
    async pass(session: SessionRow, answer: FactorAnswer): Promise<void> {
      await checks.countTry(session)
      const factor = factors.find(candidate => candidate.reads(answer))
      if (!factor || !(await factor.verify(session.email, answer, now()))) throw new HttpError(400, 'passkey' in answer ? PASSKEY_FAILED : 'Invalid code')
      await factorStore.factorPassed(session.family, now(), session.expiresAt)
      await factorStore.trustDevice(session.email, session.deviceId)
    },
    /** The auth share on a device added after the factor was enrolled waits for the factor (once: the device is trusted then). */
    async requireForDevice(session: SessionRow): Promise<void> {
      if ((await checks.enrolled(session.email)) && !(await factorStore.deviceTrusted(session.email, session.deviceId)) && !(await checks.passedWithin(session))) throw new HttpError(403, FACTOR_REQUIRED)
    },
    /** Throws 403 FACTOR_REQUIRED unless no factor is enrolled or one passed within the window. */
    async require(session: SessionRow): Promise<void> {
      if ((await checks.enrolled(session.email)) && !(await checks.passedWithin(session))) throw new HttpError(403, FACTOR_REQUIRED)
    }
  }
  return checks
}
