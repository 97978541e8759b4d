import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { Secret, TOTP } from 'otpauth'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { authClient } from '../../../test/auth-client.js'
import { storeBackends } from '../../../test/postgres.js'
import { SoftAuthenticator, type CeremonyContext } from '../../../test/soft-authenticator.js'
import { HttpError } from '../http/router.js'
import { FACTOR_TRIES_WINDOW_MS, TOO_MANY_ATTEMPTS } from './account-tries.js'
import { FACTOR_WINDOW_MS, passkeyFactor } from './factors.js'
import { PASSKEY_FAILED } from './passkeys.js'
import { startAuthService, type AuthService } from './service.js'

// A passkey the person added answers the second factor like a TOTP code; responses made by a software authenticator (real ES256 signatures).
const SECURE = 'http://localhost:4999'
const FRAME: CeremonyContext = { origin: SECURE, topOrigin: 'http://localhost:5173' }
const SERVER_SECRET = 'passkey-factor-test-server-secret-of-32-characters'
const SHARE = { address: `0x${'cd'.repeat(20)}`, share: 'bb22' }
let mail: MailService
let auth: AuthService
let clock = Date.now()

// Each sign-in past the 30 s mail cooldown of the one before.
const { call, device, signIn, refreshed } = authClient({ url: () => auth.url, origin: SECURE, inboxUrl: () => mail.inboxUrl, beforeSignIn: () => (clock += 31_000) })

/** A wallet account with a passkey on `authenticator`, and TOTP turned on unless `totp` is false: the TOTP secret. */
async function account(email: string, authenticator: SoftAuthenticator, totp = true): Promise<string | undefined> {
  const access = await signIn(email)
  assert.equal((await call('/share/put', SHARE, access)).status, 200)
  const creation = await call('/passkey/register/options', {}, access)
  assert.equal((await call('/passkey/register/verify', { response: authenticator.create(creation.body as never, FRAME) }, access)).status, 200)
  if (!totp) return undefined
  const secret = (await call('/factor/totp/start', {}, access)).body.secret as string
  assert.equal((await call('/factor/totp/confirm', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock }) }, access)).status, 200)
  return secret
}

/** The authenticator's answer to fresh factor options for the session's account. */
async function assertion(access: string, authenticator: SoftAuthenticator, allowCredentials?: []) {
  const options = await call('/factor/passkey/options', {}, access)
  assert.equal(options.status, 200, JSON.stringify(options.body))
  return authenticator.get({ ...options.body, ...(allowCredentials ? { allowCredentials } : {}) } as never, FRAME)
}

const { backends, stop } = storeBackends()
before(async () => {
  mail = await startMail()
})
after(async () => {
  await mail.stop()
  await stop()
})
beforeEach(() => {
  clock += 60_000
})

for (const backend of backends) describe(`passkey as the second factor on ${backend.name}`, () => {
  before(async () => {
    auth = await startAuthService({ secureOrigin: SECURE, smtpPort: mail.smtpPort, now: () => clock, database: await backend.database(), secret: SERVER_SECRET })
  })
  after(() => auth.stop())

  it('passes the new-device gate with a passkey assertion, then the share and export follow', async () => {
    const email = `gate-${backend.name}@example.com`
    const authenticator = new SoftAuthenticator()
    await account(email, authenticator)
    const access = await signIn(email)
    assert.deepEqual(await call('/share/get', {}, access), { status: 403, body: { message: 'Second factor required' } })
    assert.deepEqual((await call('/factor/status', {}, access)).body, { available: true, totp: true, passkey: true, recoveryCodesLeft: 10, passed: false, valueThreshold: null, keyExport: true })
    const options = await call('/factor/passkey/options', {}, access)
    assert.deepEqual(options.body.allowCredentials.map((credential: { id: string }) => credential.id), [authenticator.credentials[0]!.id.toString('base64url')])
    assert.equal(options.body.userVerification, 'required')
    assert.deepEqual(await call('/factor/verify', { passkey: authenticator.get(options.body as never, FRAME) }, access), { status: 200, body: { passed: true } })
    assert.deepEqual(await call('/share/get', {}, access), { status: 200, body: SHARE })
    // Signed in a minute ago and the factor passed: export's gate opens.
    assert.deepEqual((await call('/key/export', {}, access)).body, SHARE)
  })

  it('opens the export gate with a passkey once the pass has run out', async () => {
    const email = `export-${backend.name}@example.com`
    const authenticator = new SoftAuthenticator()
    await account(email, authenticator)
    const first = await signIn(email)
    assert.equal((await call('/factor/verify', { passkey: await assertion(first, authenticator) }, first)).status, 200)
    clock += FACTOR_WINDOW_MS
    const access = await refreshed(first)
    assert.deepEqual(await call('/key/export', {}, access), { status: 403, body: { message: 'Second factor required' } })
    assert.equal((await call('/factor/verify', { passkey: await assertion(access, authenticator) }, access)).status, 200)
    // Past the factor now: what is left is the fresh sign-in proof.
    assert.deepEqual(await call('/key/export', {}, access), { status: 403, body: { message: 'Enter the code we emailed you' } })
  })

  it("refuses a replayed assertion, another account's passkey and a login challenge, each counted toward the limit", async () => {
    const email = `refuse-${backend.name}@example.com`
    const mine = new SoftAuthenticator()
    const theirs = new SoftAuthenticator()
    await account(email, mine)
    await account(`other-${backend.name}@example.com`, theirs, false)
    const access = await signIn(email)
    // A fresh 5-minute window for the tries.
    clock += FACTOR_TRIES_WINDOW_MS - (clock % FACTOR_TRIES_WINDOW_MS) + 1000
    const used = await assertion(access, mine)
    assert.equal((await call('/factor/verify', { passkey: used }, access)).status, 200)
    const refused = { status: 400, body: { message: PASSKEY_FAILED } }
    assert.deepEqual(await call('/factor/verify', { passkey: used }, access), refused, 'a replay')
    assert.deepEqual(await call('/factor/verify', { passkey: await assertion(access, theirs, []) }, access), refused, "another account's passkey")
    const login = await call('/passkey/login/options', { deviceId: device() })
    assert.deepEqual(await call('/factor/verify', { passkey: mine.get(login.body as never, FRAME) }, access), refused, 'a sign-in challenge')
    assert.deepEqual(await call('/factor/verify', { passkey: { id: 'x' } }, access), refused, 'no assertion at all')
    // Five tries in this window: the right assertion waits too.
    const limited = await call('/factor/verify', { passkey: await assertion(access, mine) }, access)
    assert.equal(limited.status, 429)
    assert.equal(limited.body.message, TOO_MANY_ATTEMPTS)
  })

  it("counts wrong passkey sign-ins against the passkey's account: the factor waits with them", async () => {
    const email = `shared-${backend.name}@example.com`
    const authenticator = new SoftAuthenticator()
    await account(email, authenticator)
    const access = await signIn(email)
    clock += FACTOR_TRIES_WINDOW_MS - (clock % FACTOR_TRIES_WINDOW_MS) + 1000
    for (let i = 0; i < 5; i++) {
      const deviceId = device()
      const options = await call('/passkey/login/options', { deviceId })
      const wrong = await call('/passkey/login/verify', { deviceId, response: authenticator.get(options.body as never, { ...FRAME, userVerified: false }) })
      assert.deepEqual(wrong, { status: 400, body: { message: PASSKEY_FAILED } })
    }
    assert.deepEqual(await call('/factor/verify', { passkey: await assertion(access, authenticator) }, access), { status: 429, body: { message: TOO_MANY_ATTEMPTS } })
    clock += FACTOR_TRIES_WINDOW_MS
    assert.deepEqual(await call('/factor/verify', { passkey: await assertion(access, authenticator) }, access), { status: 200, body: { passed: true } })
  })

  it("removes the account's own passkey by id (with the factor on, only with a fresh factor answer); it signs in no more", async () => {
    const email = `drop-${backend.name}@example.com`
    const authenticator = new SoftAuthenticator()
    const secret = (await account(email, authenticator))!
    const stranger = await signIn(`stranger-${backend.name}@example.com`)
    const access = await signIn(email)
    clock += FACTOR_TRIES_WINDOW_MS - (clock % FACTOR_TRIES_WINDOW_MS) + 1000
    const [listed] = (await call('/passkey/list', {}, access)).body.passkeys
    assert.deepEqual(Object.keys(listed).sort(), ['createdAt', 'id', 'lastUsedAt', 'transports'])
    assert.equal(listed.id, authenticator.credentials[0]!.id.toString('base64url'))
    assert.deepEqual(await call('/passkey/remove', { id: listed.id }, stranger), { status: 404, body: { message: 'Passkey not found' } }, "another account's passkey")
    assert.deepEqual(await call('/passkey/remove', { id: listed.id }, access), { status: 403, body: { message: 'Second factor required' } }, 'no factor answer')
    assert.deepEqual(await call('/passkey/remove', { id: listed.id, code: '000000' }, access), { status: 400, body: { message: 'Invalid code' } })
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock })
    assert.deepEqual(await call('/passkey/remove', { id: listed.id, code }, access), { status: 200, body: { passkeys: 0 } })
    assert.deepEqual((await call('/passkey/list', {}, access)).body, { passkeys: [] })
    assert.equal((await call('/factor/status', {}, access)).body.passkey, false)
    const deviceId = device()
    const options = await call('/passkey/login/options', { deviceId })
    assert.deepEqual(await call('/passkey/login/verify', { deviceId, response: authenticator.get(options.body as never, FRAME) }), { status: 400, body: { message: PASSKEY_FAILED } })
  })

  it('removes a passkey with the session alone when no factor is on', async () => {
    const email = `plain-${backend.name}@example.com`
    await account(email, new SoftAuthenticator(), false)
    const access = await signIn(email)
    const [listed] = (await call('/passkey/list', {}, access)).body.passkeys
    assert.deepEqual(await call('/passkey/remove', { id: listed.id }, access), { status: 200, body: { passkeys: 0 } })
    assert.deepEqual(await call('/passkey/remove', { id: listed.id }, access), { status: 404, body: { message: 'Passkey not found' } }, 'gone')
    assert.equal((await call('/passkey/remove', { id: listed.id })).status, 401)
  })

  it('removes TOTP with a passkey assertion', async () => {
    const email = `remove-${backend.name}@example.com`
    const authenticator = new SoftAuthenticator()
    await account(email, authenticator)
    const access = await signIn(email)
    assert.deepEqual(await call('/factor/remove', {}, access), { status: 400, body: { message: 'Invalid code' } })
    assert.equal((await call('/factor/remove', { passkey: await assertion(access, authenticator) }, access)).status, 200)
    assert.equal((await call('/factor/status', {}, access)).body.totp, false)
  })

  it('a passkey alone does not turn the factor on (no gate on a new device), and the options need a session and a passkey', async () => {
    const email = `alone-${backend.name}@example.com`
    await account(email, new SoftAuthenticator(), false)
    const access = await signIn(email)
    assert.deepEqual(await call('/share/get', {}, access), { status: 200, body: SHARE })
    assert.deepEqual((await call('/factor/status', {}, access)).body, { available: true, totp: false, passkey: true, recoveryCodesLeft: 0, passed: false, valueThreshold: null, keyExport: true })
    assert.equal((await call('/factor/passkey/options')).status, 401)
    const without = await signIn(`none-${backend.name}@example.com`)
    assert.deepEqual(await call('/factor/passkey/options', {}, without), { status: 409, body: { message: 'Add a passkey first' } })
    assert.equal((await call('/factor/status', {}, without)).body.passkey, false)
  })
})

describe('passkeyFactor.verify', () => {
  const store = {} as never
  const refusing = (error: Error) => passkeyFactor({ verifyPasskeyAssertion: () => Promise.reject(error) } as never, store)

  it('answers false for a refused assertion (a 400) and passes any other failure on (the store failing is no wrong passkey)', async () => {
    assert.equal(await refusing(new HttpError(400, PASSKEY_FAILED)).verify('a@example.com', { passkey: {} }, 0), false)
    await assert.rejects(refusing(new Error('connection terminated')).verify('a@example.com', { passkey: {} }, 0), { message: 'connection terminated' })
  })
})
