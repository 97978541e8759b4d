import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { startFarcasterRelay, type FarcasterRelay } from '../../../devnet/farcaster/index.js'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { deviceLinkIn, loginCodeIn, readInbox } from '../../../devnet/mail/inbox.js'
import { authorizeAt } from '../../../devnet/oidc/flow.js'
import { OIDC_TEST_USERS, startOidc, type OidcService } from '../../../devnet/oidc/index.js'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'
import { startPostgres, type PostgresCluster } from '../../../test/postgres.js'
import { approveSignIn } from '../../../test/wallets/farcaster-signer.js'
import { startAuthService, type AuthService, type AuthServiceOptions } from './service.js'
import { idRegistryCustody } from './id-registry.js'

// Two auth service instances on one PostgreSQL, every request of each flow sent to the other one
// than the request before (as a round-robin load balancer would): nothing may live in one process.
const SECURE = 'http://127.0.0.1:4996'
const REDIRECT = `${SECURE}/oauth/callback`
const PER_EMAIL_PER_HOUR = 3
const SOCIAL_STARTS_PER_MINUTE = 4
let cluster: PostgresCluster
let mail: MailService
let oidc: OidcService
let relay: FarcasterRelay
let options: AuthServiceOptions
let a: AuthService
let b: AuthService
let clock = Date.now()
const [alice] = OIDC_TEST_USERS as [(typeof OIDC_TEST_USERS)[number]]
const device = () => crypto.randomUUID().replaceAll('-', '')

/** Every call goes to the instance the previous call did not. */
let turn = 0
const next = () => (turn++ % 2 === 0 ? a : b)

async function call(path: string, body: unknown = {}, headers: Record<string, string> = {}, service = next()) {
  const response = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE, ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
async function lastMail(to: string) {
  const [latest] = await readInbox(mail.inboxUrl, to)
  assert.ok(latest, `a mail to ${to}`)
  return latest
}
const bearer = (session: Record<string, unknown>) => ({ authorization: `Bearer ${session.accessToken as string}` })

async function emailSignIn(email: string, deviceId = device()) {
  assert.deepEqual((await call('/email/start', { email, deviceId })).body, { action: 'VERIFY_OTP' })
  const verified = await call('/otp/verify', { email, deviceId, otp: loginCodeIn(await lastMail(email)) })
  assert.equal(verified.status, 200, JSON.stringify(verified.body))
  return verified.body
}

before(async () => {
  cluster = await startPostgres()
  mail = await startMail()
  oidc = await startOidc({ secureSiteUrl: SECURE })
  relay = await startFarcasterRelay()
  const custodyOf = idRegistryCustody(relay.optimismRpcUrl)
  options = {
    secureOrigin: SECURE,
    // Both instances share the server secret, as they share the database.
    secret: DEVNET_SERVER_SECRET,
    smtpPort: mail.smtpPort,
    now: () => clock,
    database: await cluster.createDatabase(),
    perEmailPerHour: PER_EMAIL_PER_HOUR,
    socialStartsPerMinute: SOCIAL_STARTS_PER_MINUTE,
    social: { redirectUri: REDIRECT, providers: { google: { issuer: oidc.issuer, clientId: 'google' } } },
    farcaster: { relayUrl: relay.url, custodyOf, siweUri: `${SECURE}/`, longPollMs: 300 }
  }
  ;[a, b] = await Promise.all([startAuthService(options), startAuthService(options)])
})
after(async () => {
  await Promise.all([a.stop(), b.stop()])
  await Promise.all([relay.stop(), oidc.stop(), mail.stop()])
  await cluster.stop()
})
beforeEach(() => {
  // A fresh minute (and resend cooldown) for each test.
  clock += 61_000
})

describe('two auth service instances on one PostgreSQL', () => {
  it('signs in by email, approves a new device, refreshes and signs out with every request on the other instance', async () => {
    const email = 'both@example.com'
    const session = await emailSignIn(email)
    const address = '0x' + 'cd'.repeat(20)
    assert.equal((await call('/share/put', { address, share: '01ff' }, bearer(session))).status, 200)
    assert.deepEqual((await call('/me', {}, bearer(session))).body, { email, userName: null, provider: null, address, hasAuthShare: true })

    clock += 31_000
    const laptop = device()
    assert.deepEqual((await call('/email/start', { email, deviceId: laptop })).body, { action: 'VERIFY_DEVICE' })
    assert.deepEqual((await call('/device/status', { email, deviceId: laptop })).body, { approved: false })
    const link = new URL(deviceLinkIn(await lastMail(email))!)
    const approve = next()
    assert.match(await (await fetch(`${approve.url}/device/approve${link.search}`)).text(), /approve-device/)
    const approved = await fetch(`${next().url}/device/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${link.searchParams.get('token')}` })
    assert.match(await approved.text(), /Device approved/)
    assert.deepEqual((await call('/device/status', { email, deviceId: laptop })).body, { approved: true })
    const onLaptop = await call('/otp/verify', { email, deviceId: laptop, otp: loginCodeIn(await lastMail(email)) })
    assert.equal(onLaptop.status, 200, JSON.stringify(onLaptop.body))
    assert.deepEqual((await call('/share/get', {}, bearer(onLaptop.body))).body, { address, share: '01ff' })

    const refreshed = await call('/session/refresh', { refreshToken: onLaptop.body.refreshToken })
    assert.equal(refreshed.status, 200)
    assert.equal((await call('/me', {}, bearer(refreshed.body))).status, 200)
    assert.equal((await call('/session/refresh', { refreshToken: onLaptop.body.refreshToken })).status, 401, 'the spent token, replayed at the other instance')
    assert.equal((await call('/me', {}, bearer(refreshed.body))).status, 401, 'the replay revoked the family for both instances')

    assert.equal((await call('/session/signout', {}, bearer(session))).status, 200)
    assert.equal((await call('/me', {}, bearer(session))).status, 401)
  })

  it('finishes a social and a Farcaster sign-in on the instance that did not start them', async () => {
    const deviceId = device()
    const started = await call('/social/start', { provider: 'google', deviceId })
    const callback = await authorizeAt(started.body.uri as string, REDIRECT, alice)
    const finished = await call('/social/finish', { uri: callback, deviceId })
    assert.equal(finished.status, 200, JSON.stringify(finished.body))
    assert.equal((await call('/me', {}, bearer(finished.body))).body.userName, 'alice')
    assert.equal((await call('/social/finish', { uri: callback, deviceId })).status, 400, 'the state was spent for both instances')

    const channel = await call('/farcaster/start', { deviceId })
    assert.deepEqual((await call('/farcaster/finish', { deviceId })).body, { state: 'pending' })
    await approveSignIn(relay.url, channel.body.url as string, relay.users[0]!)
    const signed = await call('/farcaster/finish', { deviceId })
    assert.equal(signed.body.state, 'completed', JSON.stringify(signed.body))
    assert.equal((await call('/me', {}, bearer(signed.body))).body.userName, relay.users[0]!.username)
  })

  it('holds the resend cooldown, the code tries and the rate limits across both instances', async () => {
    const email = 'limits@example.com'
    const deviceId = device()
    assert.equal((await call('/email/start', { email, deviceId })).status, 200)
    const again = await call('/email/start', { email, deviceId })
    assert.equal(again.status, 429)
    assert.equal(again.body.message, 'Please try again after 30 seconds')

    for (let i = 0; i < 5; i++) assert.equal((await call('/otp/verify', { email, deviceId, otp: '000000' === loginCodeIn(await lastMail(email)) ? '111111' : '000000' })).body.message, 'Invalid code')
    assert.equal((await call('/otp/verify', { email, deviceId, otp: loginCodeIn(await lastMail(email)) })).status, 429, 'five misses spread over two instances lock the code')

    for (let sent = 1; sent < PER_EMAIL_PER_HOUR; sent++) {
      clock += 31_000
      assert.equal((await call('/email/start', { email, deviceId })).status, 200)
    }
    clock += 31_000
    const hourly = await call('/email/start', { email, deviceId })
    assert.equal(hourly.status, 429)
    assert.equal(hourly.body.message, 'Too many codes for this email: try again later')

    const starts = []
    for (let i = 0; i <= SOCIAL_STARTS_PER_MINUTE; i++) starts.push((await call('/social/start', { provider: 'google', deviceId })).status)
    assert.deepEqual(starts, [...Array(SOCIAL_STARTS_PER_MINUTE).fill(200), 429])
  })

  it('loses nothing when the instance a flow started on stops', async () => {
    const third = await startAuthService(options)
    const email = 'survivor@example.com'
    const deviceId = device()
    let channel: Record<string, unknown>
    let socialUri: string
    try {
      assert.equal((await call('/email/start', { email, deviceId }, {}, third)).status, 200)
      socialUri = (await call('/social/start', { provider: 'google', deviceId }, {}, third)).body.uri as string
      channel = (await call('/farcaster/start', { deviceId }, {}, third)).body
    } finally {
      await third.stop()
    }
    assert.equal((await call('/otp/verify', { email, deviceId, otp: loginCodeIn(await lastMail(email)) })).status, 200)
    const social = await call('/social/finish', { uri: await authorizeAt(socialUri, REDIRECT, alice), deviceId })
    assert.equal(social.status, 200, JSON.stringify(social.body))
    await approveSignIn(relay.url, channel.url as string, relay.users[1]!)
    assert.equal((await call('/farcaster/finish', { deviceId })).body.state, 'completed')
  })
})
