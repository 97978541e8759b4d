import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'
import { after, before, beforeEach, describe, it } from 'node:test'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { authorizeAt } from '../../../devnet/oidc/flow.js'
import { OIDC_TEST_USERS, SOCIAL_PROVIDERS, startOidc, type OidcService } from '../../../devnet/oidc/index.js'
import { storeBackends } from '../../../test/postgres.js'
import { startAuthService, type AuthService } from './service.js'

// Social sign-in against the real devnet OIDC provider (login form, consent, code + PKCE, JWKS-signed ID token).
const SECURE = 'http://127.0.0.1:4998'
const REDIRECT = `${SECURE}/oauth/callback`
let mail: MailService
let oidc: OidcService
let auth: AuthService
let clock = Date.now()
const [alice, bob] = OIDC_TEST_USERS as [(typeof OIDC_TEST_USERS)[number], (typeof OIDC_TEST_USERS)[number]]
const device = () => crypto.randomUUID().replaceAll('-', '')

async function call(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${auth.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE, ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function authorizationUrl(provider: string, deviceId: string): Promise<string> {
  const started = await call('/social/start', { provider, deviceId })
  assert.equal(started.status, 200, JSON.stringify(started.body))
  return started.body.uri as string
}

/** Start → the provider's login page and consent → finish; the finish answer. */
async function signIn(provider: string, user: typeof alice, deviceId = device(), decision: 'allow' | 'deny' = 'allow') {
  const callback = await authorizeAt(await authorizationUrl(provider, deviceId), REDIRECT, user, decision)
  return { callback, finished: await call('/social/finish', { uri: callback, deviceId }) }
}

async function walletOf(accessToken: string, address = '0x' + crypto.randomUUID().replaceAll('-', '').padEnd(40, '0').slice(0, 40)) {
  const bearer = { authorization: `Bearer ${accessToken}` }
  const me = await call('/me', {}, bearer)
  if (!me.body.hasAuthShare) await call('/share/put', { address, share: '01ff' }, bearer)
  return (await call('/me', {}, bearer)).body
}

const { backends, stop } = storeBackends()
before(async () => {
  mail = await startMail()
  oidc = await startOidc({ secureSiteUrl: SECURE })
})
after(async () => {
  await oidc.stop()
  await mail.stop()
  await stop()
})
beforeEach(() => {
  clock += 1000
})

for (const backend of backends) describe(`social sign-in on ${backend.name}`, () => {
  before(async () => {
    const providers = Object.fromEntries(SOCIAL_PROVIDERS.map(name => [name, { issuer: oidc.issuer, clientId: name }]))
    auth = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: SECURE, smtpPort: mail.smtpPort, now: () => clock, social: { redirectUri: REDIRECT, providers }, database: await backend.database() })
  })
  after(() => auth.stop())

  it('asks for an authorization URL with code, PKCE S256, state and nonce, and keeps the verifier out of it', async () => {
    const url = new URL(await authorizationUrl('github', device()))
    assert.equal(url.origin, oidc.issuer)
    assert.equal(url.searchParams.get('client_id'), 'github')
    assert.equal(url.searchParams.get('response_type'), 'code')
    assert.equal(url.searchParams.get('redirect_uri'), REDIRECT)
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256')
    assert.match(url.searchParams.get('code_challenge') ?? '', /^[\w-]{43}$/)
    assert.match(url.searchParams.get('state') ?? '', /^[\w-]{43}$/)
    assert.match(url.searchParams.get('nonce') ?? '', /^[\w-]{43}$/)
    assert.equal(url.searchParams.get('code_verifier'), null)
    assert.equal((await call('/social/start', { provider: 'myspace', deviceId: device() })).status, 400)
  })

  it('gives two users two identities, and the same user the same identity and wallet again (a new device included)', async () => {
    const first = (await signIn('google', alice)).finished
    assert.equal(first.status, 200, JSON.stringify(first.body))
    assert.equal(first.body.email, alice.email)
    assert.equal(first.body.userName, 'alice')
    assert.equal(first.body.hasAuthShare, false)
    const aliceWallet = await walletOf(first.body.accessToken as string)

    const other = (await signIn('google', bob)).finished
    assert.equal(other.status, 200)
    assert.equal(other.body.userName, 'bob')
    const bobWallet = await walletOf(other.body.accessToken as string)
    assert.notEqual(bobWallet.address, aliceWallet.address)

    const again = (await signIn('google', alice, device())).finished
    assert.equal(again.status, 200)
    assert.equal(again.body.hasAuthShare, true)
    assert.equal(again.body.address, aliceWallet.address)
    assert.deepEqual((await call('/me', {}, { authorization: `Bearer ${again.body.accessToken as string}` })).body, { email: alice.email, userName: 'alice', provider: 'google', address: aliceWallet.address, hasAuthShare: true })

    // Another provider name is another identity, even for the same person at the (shared) devnet issuer.
    const viaDiscord = (await signIn('discord', alice)).finished
    assert.equal(viaDiscord.body.hasAuthShare, false)
  })

  it('answers a denied consent with "Sign-in declined"', async () => {
    const { callback, finished } = await signIn('apple', bob, device(), 'deny')
    assert.match(callback, /error=access_denied/)
    assert.equal(finished.status, 400)
    assert.deepEqual(finished.body, { message: 'Sign-in declined' })
  })

  it('answers a replayed, unknown, expired, foreign or other-device callback with "Social sign-in failed"', async () => {
    const deviceId = device()
    const { callback, finished } = await signIn('x', alice, deviceId)
    assert.equal(finished.status, 200)
    const failed = { message: 'Social sign-in failed' }
    assert.deepEqual((await call('/social/finish', { uri: callback, deviceId })).body, failed, 'a state is good once')
    const unknown = new URL(callback)
    unknown.searchParams.set('state', 'not-a-state-we-made')
    assert.deepEqual((await call('/social/finish', { uri: unknown.href, deviceId })).body, failed)

    const late = await authorizeAt(await authorizationUrl('facebook', deviceId), REDIRECT, alice)
    clock += 10 * 60_000 + 1
    assert.deepEqual((await call('/social/finish', { uri: late, deviceId })).body, failed, 'states live 10 minutes')

    const elsewhere = new URL(await authorizeAt(await authorizationUrl('github', deviceId), REDIRECT, alice))
    const moved = `http://127.0.0.1:1/oauth/callback${elsewhere.search}`
    assert.deepEqual((await call('/social/finish', { uri: moved, deviceId })).body, failed, 'only the registered redirect URI')

    const planted = await authorizeAt(await authorizationUrl('github', deviceId), REDIRECT, alice)
    assert.deepEqual((await call('/social/finish', { uri: planted, deviceId: device() })).body, failed, "another device cannot finish this device's sign-in")

    const oauthError = new URL(await authorizationUrl('google', deviceId))
    const errorCallback = `${REDIRECT}?error=server_error&state=${oauthError.searchParams.get('state')}`
    assert.deepEqual((await call('/social/finish', { uri: errorCallback, deviceId })).body, failed)
  })

  it('refuses a code replayed under another state (another PKCE verifier and nonce)', async () => {
    const deviceId = device()
    const callback = await authorizeAt(await authorizationUrl('google', deviceId), REDIRECT, bob)
    const state = new URL(callback).searchParams.get('state')
    // Spend the code once through the auth service, then replay the same code under a fresh state.
    assert.equal((await call('/social/finish', { uri: callback, deviceId })).status, 200)
    const fresh = new URL(await authorizationUrl('google', deviceId)).searchParams.get('state')!
    const replay = callback.replace(`state=${state}`, `state=${fresh}`)
    assert.deepEqual((await call('/social/finish', { uri: replay, deviceId })).body, { message: 'Social sign-in failed' })
  })

  it('keeps the email change for email accounts', async () => {
    const { finished } = await signIn('github', bob)
    const changed = await call('/email/update', { newEmail: 'new@example.com' }, { authorization: `Bearer ${finished.body.accessToken as string}` })
    assert.equal(changed.status, 409)
  })

  it('limits sign-in starts per IP like the email routes (each one keeps a state for 10 minutes)', async () => {
    clock += 60_000
    const deviceId = device()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await call('/social/start', { provider: 'google', deviceId })).status)
    assert.deepEqual(statuses.slice(0, 30), Array(30).fill(200))
    const refused = await fetch(`${auth.url}/social/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'google', deviceId }) })
    assert.equal(refused.status, 429)
    assert.equal(((await refused.json()) as { message: string }).message, 'Too many requests: try again later')
    assert.ok(Number(refused.headers.get('retry-after')) > 0)
    clock += 60_000
    assert.equal((await call('/social/start', { provider: 'google', deviceId })).status, 200)
  })
})
