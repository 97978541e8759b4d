import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { loginCodeIn, readInbox } from '../../../devnet/mail/inbox.js'
import { storeBackends } from '../../../test/postgres.js'
import { SoftAuthenticator, type CeremonyContext } from '../../../test/soft-authenticator.js'
import { FACTOR_TRIES_WINDOW_MS, TOO_MANY_ATTEMPTS } from './account-tries.js'
import { PASSKEY_CHALLENGE_TTL_MS, PASSKEY_FAILED, passkeyCeremonies } from './passkeys.js'
import { startAuthService, type AuthService } from './service.js'

// Passkeys at the auth service, with responses made by a software authenticator (ES256, real signatures) and checked by @simplewebauthn/server.
const SECURE = 'http://localhost:4999'
const FRAME: CeremonyContext = { origin: SECURE, topOrigin: 'http://localhost:5173' }
let mail: MailService
let auth: AuthService
let database: string | undefined
let clock = Date.now()

/** A POST to `service` (default the suite's): the status, the JSON body, and Retry-After when the answer has one. */
async function call(path: string, body: unknown = {}, headers: Record<string, string> = {}, service = auth) {
  const response = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE, ...headers }, body: JSON.stringify(body) })
  const retryAfter = response.headers.get('retry-after')
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
  return { status: response.status, body: (await response.json()) as Record<string, any>, ...(retryAfter === null ? {} : { retryAfter }) }
}
const device = () => crypto.randomUUID().replaceAll('-', '')
const bearer = (session: { accessToken: string }) => ({ authorization: `Bearer ${session.accessToken}` })

async function signIn(email: string, deviceId: string) {
  assert.deepEqual((await call('/email/start', { email, deviceId })).body, { action: 'VERIFY_OTP' })
  const [latest] = await readInbox(mail.inboxUrl, email)
  const verified = await call('/otp/verify', { email, deviceId, otp: loginCodeIn(latest!) })
  assert.equal(verified.status, 200)
  return verified.body as { accessToken: string; refreshToken: string }
}

/** A signed-in account with a wallet and a passkey on `authenticator`. */
async function withPasskey(email: string, authenticator: SoftAuthenticator) {
  const deviceId = device()
  const session = await signIn(email, deviceId)
  const address = '0x' + crypto.randomUUID().replaceAll('-', '').padEnd(40, '0')
  assert.equal((await call('/share/put', { address, share: '01ff' }, bearer(session))).status, 200)
  const options = await call('/passkey/register/options', {}, bearer(session))
  assert.equal(options.status, 200)
  assert.equal(options.body.rp.id, 'localhost')
  assert.deepEqual(options.body.authenticatorSelection, { residentKey: 'required', requireResidentKey: true, userVerification: 'required' })
  const added = await call('/passkey/register/verify', { response: authenticator.create(options.body as never, FRAME) }, bearer(session))
  assert.deepEqual(added, { status: 200, body: { passkeys: 1 } })
  return { deviceId, session, address }
}

/** A discoverable passkey sign-in at `service` (default the suite's; another instance on the same store). */
async function passkeySignIn(authenticator: SoftAuthenticator, deviceId = device(), context = FRAME, service = auth) {
  const options = await call('/passkey/login/options', { deviceId }, {}, service)
  assert.equal(options.status, 200)
  assert.deepEqual(options.body.allowCredentials, [], 'discoverable: no email typed, no credentials listed')
  assert.equal(options.body.userVerification, 'required')
  return call('/passkey/login/verify', { deviceId, response: authenticator.get(options.body as never, context) }, {}, service)
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
  clock += 60 * 60_000
})

for (const backend of backends) describe(`passkeys on ${backend.name}`, () => {
  before(async () => {
    database = await backend.database()
    auth = await startAuthService({ secureOrigin: SECURE, smtpPort: mail.smtpPort, now: () => clock, database, secret: 'passkeys-test-server-secret-of-32-characters-or-more', passkeyStartsPerMinute: 20 })
  })
  after(() => auth.stop())

  it('adds a passkey, then the passkey alone signs in on a new device (approved) and on the same one', async () => {
    const authenticator = new SoftAuthenticator()
    const { deviceId, address } = await withPasskey(`pk-${backend.name}@example.com`, authenticator)

    const fresh = device()
    const onNew = await passkeySignIn(authenticator, fresh)
    assert.equal(onNew.status, 200, JSON.stringify(onNew.body))
    assert.equal(onNew.body.email, `pk-${backend.name}@example.com`)
    assert.equal(onNew.body.address, address)
    assert.equal(onNew.body.hasAuthShare, true)
    assert.equal((await call('/me', {}, bearer(onNew.body as never))).body.address, address)
    assert.equal((await call('/share/get', {}, bearer(onNew.body as never))).body.share, '01ff')
    // The passkey stood for the approval link: an email sign-in on this device needs no link now.
    assert.deepEqual((await call('/email/start', { email: `pk-${backend.name}@example.com`, deviceId: fresh })).body, { action: 'VERIFY_OTP' })

    const onSame = await passkeySignIn(authenticator, deviceId)
    assert.equal(onSame.status, 200)
    const listed = await call('/passkey/list', {}, bearer(onSame.body as never))
    assert.equal(listed.body.passkeys.length, 1)
    assert.equal(listed.body.passkeys[0].lastUsedAt, clock)
  })

  it('takes each challenge once, for the device it was issued to, for 5 minutes', async () => {
    const authenticator = new SoftAuthenticator()
    await withPasskey(`once-${backend.name}@example.com`, authenticator)
    const deviceId = device()
    const options = await call('/passkey/login/options', { deviceId })
    const response = authenticator.get(options.body as never, FRAME)
    assert.deepEqual(await call('/passkey/login/verify', { deviceId: device(), response }), { status: 400, body: { message: PASSKEY_FAILED } }, 'another device')
    assert.equal((await call('/passkey/login/verify', { deviceId, response })).status, 200)
    assert.deepEqual(await call('/passkey/login/verify', { deviceId, response }), { status: 400, body: { message: PASSKEY_FAILED } }, 'a replay')

    const late = await call('/passkey/login/options', { deviceId })
    const lateResponse = authenticator.get(late.body as never, FRAME)
    clock += PASSKEY_CHALLENGE_TTL_MS + 1
    assert.deepEqual(await call('/passkey/login/verify', { deviceId, response: lateResponse }), { status: 400, body: { message: PASSKEY_FAILED } }, 'expired')
    // Only hashes are kept: no stored value is a challenge that was handed out.
    const rows = await auth.store.db.all<{ challenge_hash: string }>('SELECT challenge_hash FROM passkey_challenges')
    assert.ok(rows.every(row => row.challenge_hash !== late.body.challenge))
  })

  it('refuses an assertion without user verification, from another origin, or with a counter that went back (a cloned authenticator)', async () => {
    const authenticator = new SoftAuthenticator()
    await withPasskey(`strict-${backend.name}@example.com`, authenticator)
    assert.deepEqual(await passkeySignIn(authenticator, device(), { ...FRAME, userVerified: false }), { status: 400, body: { message: PASSKEY_FAILED } })
    assert.deepEqual(await passkeySignIn(authenticator, device(), { origin: 'http://localhost:6666', topOrigin: FRAME.topOrigin }), { status: 400, body: { message: PASSKEY_FAILED } })
    assert.equal((await passkeySignIn(authenticator, device())).status, 200)
    authenticator.credentials[0]!.counter -= 2
    assert.deepEqual(await passkeySignIn(authenticator, device()), { status: 400, body: { message: PASSKEY_FAILED } })
    // Outside a frame (the secure site as the top page) works too.
    authenticator.credentials[0]!.counter += 10
    assert.equal((await passkeySignIn(authenticator, device(), { origin: SECURE })).status, 200)
  })

  it('adds passkeys only for a session, once per authenticator, and an unknown passkey signs nobody in', async () => {
    assert.equal((await call('/passkey/register/options')).status, 401)
    const authenticator = new SoftAuthenticator()
    const { session } = await withPasskey(`one-${backend.name}@example.com`, authenticator)
    const again = await call('/passkey/register/options', {}, bearer(session))
    assert.deepEqual(
      again.body.excludeCredentials.map((credential: { id: string }) => credential.id),
      authenticator.credentials.map(credential => credential.id.toString('base64url'))
    )
    assert.deepEqual(await passkeySignIn(new SoftAuthenticator(), device()).catch(() => 'no credential'), 'no credential')
    const stranger = new SoftAuthenticator()
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'x' } }, FRAME)
    assert.deepEqual(await passkeySignIn(stranger, device()), { status: 400, body: { message: PASSKEY_FAILED } })
  })

  it('verifies the passkey as a second factor for its own account only (verifyPasskeyAssertion)', async () => {
    const mine = new SoftAuthenticator()
    const theirs = new SoftAuthenticator()
    const email = `factor-${backend.name}@example.com`
    await withPasskey(email, mine)
    await withPasskey(`other-${backend.name}@example.com`, theirs)
    // The factors' routes call these two: options for the account's passkeys, then the check.
    const ceremonies = passkeyCeremonies({ secureOrigin: SECURE }, auth.store, () => clock)
    const options = await ceremonies.authenticationOptions('factor', email)
    assert.deepEqual(options.allowCredentials?.map(credential => credential.id), [mine.credentials[0]!.id.toString('base64url')])
    assert.equal(await ceremonies.verifyPasskeyAssertion(email, mine.get(options as never, FRAME)), true)
    const second = await ceremonies.authenticationOptions('factor', email)
    await assert.rejects(ceremonies.verifyPasskeyAssertion(email, theirs.get({ ...second, allowCredentials: [] } as never, FRAME)), { message: PASSKEY_FAILED })
    // A login challenge is no factor challenge.
    const login = await call('/passkey/login/options', { deviceId: device() })
    await assert.rejects(ceremonies.verifyPasskeyAssertion(email, mine.get(login.body as never, FRAME)), { message: PASSKEY_FAILED })
  })

  it('counts wrong assertions of a known passkey against its account: past 5 in 5 minutes even the right one is refused, on every instance', async () => {
    const authenticator = new SoftAuthenticator()
    const { session } = await withPasskey(`locked-${backend.name}@example.com`, authenticator)
    // A second instance on the same database (SQLite in memory: the same store).
    const other = await startAuthService({ secureOrigin: SECURE, smtpPort: mail.smtpPort, now: () => clock, secret: 'passkeys-test-server-secret-of-32-characters-or-more', ...(database ? { database } : { store: auth.store }) })
    try {
      clock += FACTOR_TRIES_WINDOW_MS - (clock % FACTOR_TRIES_WINDOW_MS) + 1000
      // Right sign-ins cost nothing.
      for (let i = 0; i < 6; i++) assert.equal((await passkeySignIn(authenticator, device(), FRAME, i % 2 ? other : auth)).status, 200)
      for (let i = 0; i < 5; i++) {
        const wrong = await passkeySignIn(authenticator, device(), { ...FRAME, userVerified: false }, i % 2 ? other : auth)
        assert.deepEqual(wrong, { status: 400, body: { message: PASSKEY_FAILED } })
      }
      for (const service of [auth, other]) {
        const limited = await passkeySignIn(authenticator, device(), FRAME, service)
        assert.deepEqual(limited, { status: 429, body: { message: TOO_MANY_ATTEMPTS }, retryAfter: String(Math.ceil((FACTOR_TRIES_WINDOW_MS - 1000) / 1000)) })
      }
      // The account's factor answers wait too (one counter): a wrong TOTP-shaped code is refused before it is compared.
      assert.equal((await call('/factor/verify', { code: '000000' }, bearer(session))).status, 429)
      clock += FACTOR_TRIES_WINDOW_MS
      assert.equal((await passkeySignIn(authenticator, device(), FRAME, other)).status, 200)
    } finally {
      await other.stop()
    }
  })

  it('limits passkey sign-ins per IP per minute', async () => {
    clock = clock - (clock % 60_000) + 60_000
    const statuses = []
    for (let i = 0; i < 21; i++) statuses.push((await call('/passkey/login/options', { deviceId: device() })).status)
    assert.deepEqual(statuses.slice(0, 20), Array(20).fill(200))
    assert.equal(statuses[20], 429)
  })
})
