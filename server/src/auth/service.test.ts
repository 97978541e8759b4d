import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'
import { after, before, beforeEach, describe, it } from 'node:test'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { deviceLinkIn, loginCodeIn, readInbox } from '../../../devnet/mail/inbox.js'
import { storeBackends } from '../../../test/postgres.js'
import { startAuthService, type AuthService } from './service.js'

const SECURE = 'http://127.0.0.1:4999'
let mail: MailService
let auth: AuthService
let clock = Date.now()

async function call(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${auth.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE, ...headers }, body: JSON.stringify(body) })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
}
async function lastMail(to: string) {
  const [latest] = await readInbox(mail.inboxUrl, to)
  assert.ok(latest, `a mail to ${to}`)
  return latest
}
const device = () => crypto.randomUUID().replaceAll('-', '')

async function signIn(email: string, deviceId: string) {
  assert.deepEqual((await call('/email/start', { email, deviceId })).body, { action: 'VERIFY_OTP' })
  const otp = loginCodeIn(await lastMail(email))!
  const verified = await call('/otp/verify', { email, deviceId, otp })
  assert.equal(verified.status, 200)
  return verified.body as { accessToken: string; refreshToken: string }
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

for (const backend of backends) describe(`auth service on ${backend.name}`, () => {
  before(async () => {
    auth = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: SECURE, smtpPort: mail.smtpPort, now: () => clock, database: await backend.database() })
  })
  after(() => auth.stop())

  it('signs a new email in by code and stores the auth share for that session only', async () => {
    const session = await signIn('new@example.com', device())
    const bearer = { authorization: `Bearer ${session.accessToken}` }
    assert.equal((await call('/share/get', {}, bearer)).status, 404)
    const address = '0x' + 'ab'.repeat(20)
    assert.equal((await call('/share/put', { address, share: '01ff' }, bearer)).status, 200)
    assert.deepEqual((await call('/share/get', {}, bearer)).body, { address, share: '01ff' })
    assert.equal((await call('/share/get', {})).status, 401)
    assert.equal((await call('/share/get', {}, { authorization: 'Bearer ' + 'x'.repeat(43) })).status, 401)
  })

  it('refuses hidden characters and keys, mails and shows one normalised address (issue 24: a\\0b@\\u202Eh.test was mailed elsewhere)', async () => {
    const hostile = await call('/email/start', { email: 'a\u0000b@\u202Eh.test', deviceId: device() })
    assert.deepEqual([hostile.status, hostile.body.message], [400, 'Email must not contain hidden or control characters'])
    assert.deepEqual(await readInbox(mail.inboxUrl, 'ab@xn--h-pin.test'), [])
    assert.deepEqual([(await call('/email/start', { email: 'ada@', deviceId: device() })).body.message], ['Email must be a valid address'])

    const deviceId = device()
    assert.deepEqual((await call('/email/start', { email: ' Ada@Bücher.Example ', deviceId })).body, { action: 'VERIFY_OTP' })
    const otp = loginCodeIn(await lastMail('ada@xn--bcher-kva.example'))!
    // The same person typing the other spelling of the domain reaches the same account.
    const verified = await call('/otp/verify', { email: 'ada@xn--bcher-kva.example', deviceId, otp })
    assert.equal(verified.body.email, 'ada@xn--bcher-kva.example')
    const me = await call('/me', {}, { authorization: `Bearer ${String(verified.body.accessToken)}` })
    assert.equal(me.body.email, 'ada@xn--bcher-kva.example')
  })

  it('answers the resend cooldown in the words of the behaviour spec with Retry-After', async () => {
    const email = 'cool@example.com'
    const deviceId = device()
    await call('/email/start', { email, deviceId })
    clock += 12_300
    const again = await call('/email/start', { email, deviceId })
    assert.equal(again.status, 429)
    assert.equal(again.body.message, 'Please try again after 18 seconds')
    assert.equal(again.headers.get('retry-after'), '18')
  })

  it('expires codes and limits attempts to 5', async () => {
    const email = 'tries@example.com'
    const deviceId = device()
    await call('/email/start', { email, deviceId })
    const otp = loginCodeIn(await lastMail(email))!
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) assert.equal((await call('/otp/verify', { email, deviceId, otp: wrong })).body.message, 'Invalid code')
    assert.equal((await call('/otp/verify', { email, deviceId, otp })).status, 429, 'the right code after 5 misses is refused')
    clock += 31_000
    await call('/email/start', { email, deviceId })
    const fresh = loginCodeIn(await lastMail(email))!
    clock += 10 * 60_000 + 1
    assert.equal((await call('/otp/verify', { email, deviceId, otp: fresh })).body.message, 'The code expired: request a new one')
  })

  it('connects a known device with a live session, asks a new device for approval by link', async () => {
    const email = 'devices@example.com'
    const first = device()
    const session = await signIn(email, first)
    assert.deepEqual((await call('/email/start', { email, deviceId: first, refreshToken: session.refreshToken })).body, { action: 'CONNECT' })
    const second = device()
    assert.deepEqual((await call('/email/start', { email, deviceId: second })).body, { action: 'VERIFY_DEVICE' })
    assert.deepEqual((await call('/device/status', { email, deviceId: second })).body, { approved: false })
    const link = deviceLinkIn(await lastMail(email))!
    const page = await fetch(link)
    assert.match(await page.text(), /approve-device/)
    const approved = await fetch(`${auth.url}/device/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${new URL(link).searchParams.get('token')}` })
    assert.match(await approved.text(), /Device approved/)
    assert.deepEqual((await call('/device/status', { email, deviceId: second })).body, { approved: true })
    const otp = loginCodeIn(await lastMail(email))!
    assert.equal((await call('/otp/verify', { email, deviceId: second, otp })).status, 200)
  })

  it('an approval link works once and for 15 minutes: after that its page says it expired', async () => {
    const email = 'late-approval@example.com'
    await signIn(email, device())
    const approve = (link: string) => fetch(`${auth.url}/device/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${new URL(link).searchParams.get('token')}` })
    const laptop = device()
    clock += 31_000
    await call('/email/start', { email, deviceId: laptop })
    const mail = await lastMail(email)
    assert.match(mail.text, /The link works once, for 15 minutes\./)
    clock += 15 * 60_000 + 1
    const late = await approve(deviceLinkIn(mail)!)
    assert.equal(late.status, 410)
    assert.match(await late.text(), /This approval link expired: links work for 15 minutes\. Sign in again on the new device to get a new link\./)
    assert.deepEqual((await call('/device/status', { email, deviceId: laptop })).body, { approved: false })

    await call('/email/start', { email, deviceId: laptop })
    const link = deviceLinkIn(await lastMail(email))!
    clock += 14 * 60_000
    assert.match(await (await approve(link)).text(), /Device approved/)
    const again = await approve(link)
    assert.equal(again.status, 400)
    assert.match(await again.text(), /This approval link is invalid or was already used\./)
  })

  it('rotates refresh tokens and revokes the family when an old one is replayed; sign-out ends the session', async () => {
    const session = await signIn('rotate@example.com', device())
    const next = await call('/session/refresh', { refreshToken: session.refreshToken })
    assert.equal(next.status, 200)
    assert.equal((await call('/session/refresh', { refreshToken: session.refreshToken })).status, 401)
    assert.equal((await call('/me', {}, { authorization: `Bearer ${next.body.accessToken as string}` })).status, 401, 'replay revoked the rotated session too')
    const other = await signIn('signout@example.com', device())
    const bearer = { authorization: `Bearer ${other.accessToken}` }
    assert.equal((await call('/me', {}, bearer)).body.email, 'signout@example.com')
    await call('/session/signout', {}, bearer)
    assert.equal((await call('/me', {}, bearer)).status, 401)
  })

  it('changes the email with a primary then a secondary code', async () => {
    const session = await signIn('old@example.com', device())
    const bearer = { authorization: `Bearer ${session.accessToken}` }
    assert.deepEqual((await call('/email/update', { newEmail: 'fresh@example.com' }, bearer)).body, { action: 'VERIFY_PRIMARY_OTP' })
    const primary = loginCodeIn(await lastMail('old@example.com'))!
    assert.deepEqual((await call('/email/update/primary', { otp: primary }, bearer)).body, { action: 'VERIFY_SECONDARY_OTP' })
    const secondary = loginCodeIn(await lastMail('fresh@example.com'))!
    assert.deepEqual((await call('/email/update/secondary', { otp: secondary }, bearer)).body, { email: 'fresh@example.com' })
    assert.equal((await call('/me', {}, bearer)).body.email, 'fresh@example.com')
  })

  it('admits only the secure origin and answers clear 4xx errors', async () => {
    const foreign = await fetch(`${auth.url}/email/start`, { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, body: '{}' })
    assert.equal(foreign.status, 403)
    assert.equal(foreign.headers.get('access-control-allow-origin'), null)
    const preflight = await fetch(`${auth.url}/email/start`, { method: 'OPTIONS', headers: { origin: SECURE } })
    assert.equal(preflight.headers.get('access-control-allow-origin'), SECURE)
    assert.deepEqual((await call('/email/start', { email: 'nope', deviceId: device() })).body, { message: 'Email must be a valid address' })
    const broken = await fetch(`${auth.url}/email/start`, { method: 'POST', headers: { origin: SECURE }, body: '[' })
    assert.deepEqual(await broken.json(), { message: 'Request body is not a JSON object' })
  })
})
