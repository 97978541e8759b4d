import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { Secret, TOTP } from 'otpauth'
import { startFarcasterRelay, type FarcasterRelay } from '../../../devnet/farcaster/index.js'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { deviceLinkIn, loginCodeIn, readInbox } from '../../../devnet/mail/inbox.js'
import { authorizeAt } from '../../../devnet/oidc/flow.js'
import { OIDC_TEST_USERS, startOidc, type OidcService } from '../../../devnet/oidc/index.js'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'
import { storeBackends } from '../../../test/postgres.js'
import { approveSignIn } from '../../../test/wallets/farcaster-signer.js'
import { startAuthService, type AuthService } from './service.js'
import { idRegistryCustody } from './id-registry.js'

// The table scan: after each step of each kind of sign-in, every column of every table of the auth
// store is read, and no stored value may be (or contain) a secret that was mailed, posted or returned:
// login codes, approval tokens, social states, nonces and PKCE verifiers, Farcaster channel tokens,
// access and refresh tokens, TOTP secrets and codes, recovery codes. A leaked database (a backup, a read replica) must sign nobody in.
const SECURE = 'http://127.0.0.1:4995'
const REDIRECT = `${SECURE}/oauth/callback`
const [alice] = OIDC_TEST_USERS as [(typeof OIDC_TEST_USERS)[number]]
const device = () => crypto.randomUUID().replaceAll('-', '')
let mail: MailService
let oidc: OidcService
let relay: FarcasterRelay
const { backends, stop } = storeBackends()

before(async () => {
  mail = await startMail()
  oidc = await startOidc({ secureSiteUrl: SECURE })
  relay = await startFarcasterRelay()
})
after(async () => {
  await Promise.all([relay.stop(), oidc.stop(), mail.stop()])
  await stop()
})

for (const backend of backends) {
  describe(`nothing secret at rest in the auth store on ${backend.name}`, () => {
    let auth: AuthService
    /** Each secret seen so far, by what it is. */
    const secrets = new Map<string, string>()
    /** PKCE challenges sent to the provider: a stored value whose SHA-256 is one of them is the verifier. */
    const challenges = new Set<string>()

    before(async () => {
      const custodyOf = idRegistryCustody(relay.optimismRpcUrl)
      auth = await startAuthService({
        secureOrigin: SECURE,
        smtpPort: mail.smtpPort,
        secret: DEVNET_SERVER_SECRET,
        database: await backend.database(),
        social: { redirectUri: REDIRECT, providers: { google: { issuer: oidc.issuer, clientId: 'google' } } },
        farcaster: { relayUrl: relay.url, custodyOf, siweUri: `${SECURE}/`, longPollMs: 300 }
      })
    })
    after(() => auth.stop())

    async function call(path: string, body: unknown = {}, accessToken?: string) {
      const headers = { 'content-type': 'application/json', origin: SECURE, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) }
      const response = await fetch(`${auth.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      const answer = (await response.json()) as Record<string, unknown>
      assert.equal(response.status, 200, `${path}: ${JSON.stringify(answer)}`)
      return answer
    }
    async function lastMail(to: string) {
      const [latest] = await readInbox(mail.inboxUrl, to)
      assert.ok(latest, `a mail to ${to}`)
      return latest
    }
    function remember(what: string, value: unknown) {
      assert.equal(typeof value, 'string', what)
      secrets.set(value as string, what)
    }
    function rememberSession(what: string, session: Record<string, unknown>) {
      remember(`${what}: access token`, session.accessToken)
      remember(`${what}: refresh token`, session.refreshToken)
    }

    async function tables(): Promise<string[]> {
      const db = auth.store.db
      const rows =
        db.kind === 'postgres'
          ? await db.all<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")
          : await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      return rows.map(row => row.name)
    }

    /** Every value of every table, against every secret seen so far. */
    async function assertNothingSecretStored(step: string) {
      const found: string[] = []
      let values = 0
      for (const table of await tables()) {
        for (const row of await auth.store.db.all<Record<string, unknown>>(`SELECT * FROM ${table}`)) {
          for (const [column, raw] of Object.entries(row)) {
            if (raw === null || raw === undefined) continue
            values++
            const value = String(raw)
            for (const [secret, what] of secrets) {
              // A 6-digit code may turn up inside a timestamp by chance: numbers are compared whole.
              const contained = typeof raw === 'string' && (secret.length >= 16 || /\D/.test(value)) && value.includes(secret)
              if (value === secret || contained) found.push(`${table}.${column} holds ${what}`)
            }
            if (challenges.has(createHash('sha256').update(value).digest('base64url'))) found.push(`${table}.${column} holds a PKCE verifier`)
          }
        }
      }
      assert.ok(values > 0, 'the scan read the tables')
      assert.deepEqual(found, [], `after ${step}`)
    }

    it('holds no code, approval token or session token after an email sign-in and a new device approval', async () => {
      const email = `scan-${backend.name}@example.com`
      const phone = device()
      await call('/email/start', { email, deviceId: phone })
      remember('the mailed login code', loginCodeIn(await lastMail(email)))
      await assertNothingSecretStored('a login code was mailed')
      const session = await call('/otp/verify', { email, deviceId: phone, otp: loginCodeIn(await lastMail(email)) })
      rememberSession('the email sign-in', session)
      await assertNothingSecretStored('the email sign-in')

      const laptop = device()
      assert.deepEqual(await call('/email/start', { email, deviceId: laptop }), { action: 'VERIFY_DEVICE' })
      const link = new URL(deviceLinkIn(await lastMail(email))!)
      remember('the mailed approval token', link.searchParams.get('token'))
      await assertNothingSecretStored('an approval link was mailed')
      const approved = await fetch(`${auth.url}/device/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.searchParams.get('token')}` })
      assert.match(await approved.text(), /Device approved/)
      assert.deepEqual(await call('/device/status', { email, deviceId: laptop }), { approved: true })
      remember('the login code mailed to the approved device', loginCodeIn(await lastMail(email)))
      await assertNothingSecretStored('the new device was approved')
      rememberSession('the refresh', await call('/session/refresh', { refreshToken: session.refreshToken }))
      await assertNothingSecretStored('a refresh')
    })

    it('holds no TOTP secret, TOTP code or recovery code of a second factor enrolment, started or confirmed', async () => {
      const email = `totp-${backend.name}@example.com`
      const deviceId = device()
      await call('/email/start', { email, deviceId })
      const session = await call('/otp/verify', { email, deviceId, otp: loginCodeIn(await lastMail(email)) })
      rememberSession('the sign-in before the enrolment', session)
      const access = session.accessToken as string
      const { secret } = await call('/factor/totp/start', {}, access)
      remember('the TOTP secret', secret)
      await assertNothingSecretStored('a TOTP enrolment started')
      const code = new TOTP({ secret: Secret.fromBase32(secret as string) }).generate()
      remember('the confirming TOTP code', code)
      const { recoveryCodes } = await call('/factor/totp/confirm', { code }, access)
      assert.equal((recoveryCodes as string[]).length, 10)
      for (const recovery of recoveryCodes as string[]) {
        remember('a recovery code', recovery)
        remember('a recovery code as typed without its dash', recovery.replace('-', ''))
      }
      await assertNothingSecretStored('the TOTP enrolment was confirmed')
    })

    it('holds no state, nonce, PKCE verifier or session token of a social sign-in, in flight or done', async () => {
      const deviceId = device()
      const { uri } = await call('/social/start', { provider: 'google', deviceId })
      const authorization = new URL(uri as string)
      remember('the social state', authorization.searchParams.get('state'))
      remember('the social nonce', authorization.searchParams.get('nonce'))
      challenges.add(authorization.searchParams.get('code_challenge')!)
      await assertNothingSecretStored('a social sign-in started')
      const callback = await authorizeAt(uri as string, REDIRECT, alice)
      remember('the authorization code', new URL(callback).searchParams.get('code'))
      rememberSession('the social sign-in', await call('/social/finish', { uri: callback, deviceId }))
      await assertNothingSecretStored('the social sign-in')
    })

    it('holds no channel token, nonce or session token of a Farcaster sign-in, in flight or done', async () => {
      const deviceId = device()
      const { url } = await call('/farcaster/start', { deviceId })
      const channel = new URL(url as string)
      remember('the Farcaster channel token', channel.searchParams.get('channelToken'))
      remember('the Farcaster nonce', channel.searchParams.get('nonce'))
      await assertNothingSecretStored('a Farcaster sign-in started')
      await approveSignIn(relay.url, url as string, relay.users[0]!)
      const signed = await call('/farcaster/finish', { deviceId })
      assert.equal(signed.state, 'completed')
      rememberSession('the Farcaster sign-in', signed)
      await assertNothingSecretStored('the Farcaster sign-in')
    })
  })
}
