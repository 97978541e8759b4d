import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { Secret, TOTP } from 'otpauth'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { loginCodeIn } from '../../../devnet/mail/inbox.js'
import { authClient } from '../../../test/auth-client.js'
import { storeBackends } from '../../../test/postgres.js'
import { FACTOR_WINDOW_MS } from './factors.js'
import { startAuthService, type AuthService } from './service.js'

const SECURE = 'http://127.0.0.1:4999'
const SERVER_SECRET = 'factors-test-server-secret-of-32-characters-or-more'
let mail: MailService
let auth: AuthService
let clock = Date.now()

// Each sign-in past the 30 s mail cooldown of the one before.
const { call, device, lastMail, signIn, refreshed } = authClient({ url: () => auth.url, origin: SECURE, inboxUrl: () => mail.inboxUrl, beforeSignIn: () => (clock += 31_000) })

/** The code an authenticator app shows for `secret` at the test's clock (the service runs on the same clock). */
const codeAt = (secret: string, at = clock) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at })

/** A signed-in account with a wallet and TOTP enrolled: its secret, recovery codes and first device's token. */
async function enrolled(email: string) {
  const access = await signIn(email, device())
  assert.equal((await call('/share/put', { address: `0x${'ab'.repeat(20)}`, share: 'aa11' }, access)).status, 200)
  const started = await call('/factor/totp/start', {}, access)
  assert.equal(started.status, 200)
  const secret = started.body.secret as string
  assert.match(started.body.uri as string, /^otpauth:\/\/totp\/.*secret=/)
  const confirmed = await call('/factor/totp/confirm', { code: codeAt(secret) }, access)
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body))
  clock += 31_000
  return { access, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] }
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

for (const backend of backends) describe(`second factor on ${backend.name}`, () => {
  before(async () => {
    auth = await startAuthService({ secureOrigin: SECURE, smtpPort: mail.smtpPort, now: () => clock, database: await backend.database(), secret: SERVER_SECRET })
  })
  after(() => auth.stop())

  // That neither the secret nor a recovery code is stored as it is: at-rest.test.ts's table scan.
  it('enrols TOTP with a first code, answers 10 recovery codes once, and refuses a second enrolment', async () => {
    const email = `enrol-${backend.name}@example.com`
    const { access, recoveryCodes } = await enrolled(email)
    assert.equal(recoveryCodes.length, 10)
    assert.equal(new Set(recoveryCodes).size, 10)
    const status = await call('/factor/status', {}, access)
    assert.deepEqual(status.body, { available: true, totp: true, passkey: false, recoveryCodesLeft: 10, passed: true, valueThreshold: null, keyExport: true })
    // A second enrolment is refused while one is confirmed.
    assert.equal((await call('/factor/totp/start', {}, access)).status, 409)
  })

  it('asks the factor on a new device before the auth share, then trusts the device', async () => {
    const email = `new-device-${backend.name}@example.com`
    const { secret } = await enrolled(email)
    const access = await signIn(email, device())
    assert.deepEqual(await call('/share/get', {}, access), { status: 403, body: { message: 'Second factor required' } })
    assert.deepEqual(await call('/factor/verify', { code: '000000' === codeAt(secret) ? '111111' : '000000' }, access), { status: 400, body: { message: 'Invalid code' } })
    assert.equal((await call('/factor/verify', { code: codeAt(secret) }, access)).status, 200)
    assert.equal((await call('/share/get', {}, access)).status, 200)
    // The pass ends after 15 minutes, the device stays trusted for the share.
    clock += FACTOR_WINDOW_MS + 1000
    const later = await refreshed(access)
    assert.equal((await call('/factor/status', {}, later)).body.passed, false)
    assert.equal((await call('/share/get', {}, later)).status, 200)
  })

  it('accepts a TOTP code once per period (replay refused) and holds the pass for 15 minutes', async () => {
    const email = `replay-${backend.name}@example.com`
    const { secret } = await enrolled(email)
    const access = await signIn(email, device())
    const code = codeAt(secret)
    assert.equal((await call('/factor/verify', { code }, access)).status, 200)
    assert.equal((await call('/factor/verify', { code }, access)).status, 400, 'the same code again is refused')
    clock += FACTOR_WINDOW_MS - 60_000
    const later = await refreshed(access)
    assert.equal((await call('/factor/status', {}, later)).body.passed, true, 'within 15 minutes')
    clock += 61_000
    assert.equal((await call('/factor/status', {}, later)).body.passed, false, 'after 15 minutes')
  })

  it('takes a recovery code once', async () => {
    const email = `recovery-${backend.name}@example.com`
    const { recoveryCodes } = await enrolled(email)
    const access = await signIn(email, device())
    assert.equal((await call('/factor/verify', { code: recoveryCodes[3] }, access)).status, 200)
    const other = await signIn(email, device())
    assert.deepEqual(await call('/factor/verify', { code: recoveryCodes[3] }, other), { status: 400, body: { message: 'Invalid code' } })
    assert.equal((await call('/factor/status', {}, access)).body.recoveryCodesLeft, 9)
  })

  it('limits wrong factors to 5 tries per 5 minutes', async () => {
    const email = `limit-${backend.name}@example.com`
    const { secret } = await enrolled(email)
    const access = await signIn(email, device())
    // A fresh 5-minute window (the enrolment's code counted in the one before).
    clock += 5 * 60_000 - (clock % (5 * 60_000)) + 1000
    for (let i = 0; i < 5; i++) assert.equal((await call('/factor/verify', { code: 'abcde-fghjk' }, access)).status, 400)
    const limited = await call('/factor/verify', { code: codeAt(secret) }, access)
    assert.equal(limited.status, 429)
    assert.equal(limited.body.message, 'Too many attempts: try again later')
  })

  it('removes the factor only with the factor', async () => {
    const email = `remove-${backend.name}@example.com`
    const { access, secret } = await enrolled(email)
    assert.equal((await call('/factor/remove', {}, access)).status, 400)
    assert.equal((await call('/factor/remove', { code: '12345' }, access)).status, 400)
    assert.equal((await call('/factor/status', {}, access)).body.totp, true)
    assert.equal((await call('/factor/remove', { code: codeAt(secret) }, access)).status, 200)
    assert.deepEqual((await call('/factor/status', {}, access)).body, { available: true, totp: false, passkey: false, recoveryCodesLeft: 0, passed: true, valueThreshold: null, keyExport: true })
  })

  it('keeps a value threshold behind the factor', async () => {
    const email = `threshold-${backend.name}@example.com`
    const { access: first, secret } = await enrolled(email)
    clock += FACTOR_WINDOW_MS
    const access = await refreshed(first)
    assert.deepEqual(await call('/factor/threshold', { above: '1000000000000000000' }, access), { status: 403, body: { message: 'Second factor required' } })
    assert.equal((await call('/factor/verify', { code: codeAt(secret) }, access)).status, 200)
    assert.deepEqual((await call('/factor/threshold', { above: '1000000000000000000' }, access)).body, { valueThreshold: '1000000000000000000' })
    assert.equal((await call('/factor/status', {}, access)).body.valueThreshold, '1000000000000000000')
  })

  it('exports only after a fresh sign-in proof and the factor', async () => {
    const email = `export-${backend.name}@example.com`
    const { access: first, secret } = await enrolled(email)
    let access = first
    // Signed in a minute ago, factor passed: the share.
    assert.deepEqual((await call('/key/export', {}, access)).body, { address: `0x${'ab'.repeat(20)}`, share: 'aa11' })
    clock += 6 * 60_000
    assert.deepEqual(await call('/key/export', {}, access), { status: 403, body: { message: 'Enter the code we emailed you' } })
    assert.equal((await call('/key/export/code', {}, access)).status, 200)
    const otp = loginCodeIn(await lastMail(email))!
    assert.equal((await call('/key/export', { otp }, access)).status, 200)
    clock += FACTOR_WINDOW_MS
    access = await refreshed(access)
    assert.deepEqual(await call('/key/export', {}, access), { status: 403, body: { message: 'Second factor required' } })
    assert.equal((await call('/factor/verify', { code: codeAt(secret) }, access)).status, 200)
    assert.deepEqual(await call('/key/export', {}, access), { status: 403, body: { message: 'Enter the code we emailed you' } })
  })
})

describe('key export switched off', () => {
  before(async () => {
    auth = await startAuthService({ secureOrigin: SECURE, smtpPort: mail.smtpPort, now: () => clock, secret: SERVER_SECRET, keyExport: false })
  })
  after(() => auth.stop())

  it('refuses export and says so in the status', async () => {
    const access = await signIn('export-off@example.com', device())
    assert.equal((await call('/factor/status', {}, access)).body.keyExport, false)
    assert.deepEqual(await call('/key/export', {}, access), { status: 403, body: { message: 'Key export is switched off on this server' } })
  })
})
