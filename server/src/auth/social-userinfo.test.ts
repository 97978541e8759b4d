import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'
import { after, before, describe, it } from 'node:test'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { authorizeAt } from '../../../devnet/oidc/flow.js'
import { OIDC_TEST_USERS, startOidc, type OidcService } from '../../../devnet/oidc/index.js'
import { startAuthService, type AuthService } from './service.js'

// Social providers that issue no ID token (GitHub and X are plain OAuth 2.0): the devnet OIDC provider
// in its `plainOAuth` mode answers the code exchange with an access token only (and no `iss` on the
// redirect back); the person is read from its user-info endpoint. Confidential clients (X): the
// provider in its confidential mode takes the client secret by HTTP Basic only (as X does); the auth
// service's code exchange sends it so, PKCE still on.
const SECURE = 'http://127.0.0.1:4997'
const REDIRECT = `${SECURE}/oauth/callback`
let mail: MailService
let oidc: OidcService
let auth: AuthService
const [alice] = OIDC_TEST_USERS as [(typeof OIDC_TEST_USERS)[number]]
const device = () => crypto.randomUUID().replaceAll('-', '')

async function call(path: string, body: unknown = {}) {
  const response = await fetch(`${auth.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function signIn(provider: string) {
  const deviceId = device()
  const started = await call('/social/start', { provider, deviceId })
  assert.equal(started.status, 200, JSON.stringify(started.body))
  const callback = await authorizeAt(started.body.uri as string, REDIRECT, alice)
  return call('/social/finish', { uri: callback, deviceId })
}

type SocialProviders = NonNullable<Parameters<typeof startAuthService>[0]['social']>['providers']

/** The auth service each describe tests: social sign-in to `providers`, back at this file's redirect. */
function startSocialAuth(providers: SocialProviders) {
  return startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: SECURE, smtpPort: mail.smtpPort, social: { redirectUri: REDIRECT, providers } })
}

async function stopBoth(): Promise<void> {
  await auth.stop()
  await oidc.stop()
}

before(async () => {
  mail = await startMail()
})
after(() => mail.stop())

describe('social sign-in through the user-info step', () => {
  before(async () => {
    oidc = await startOidc({ secureSiteUrl: REDIRECT.replace('/oauth/callback', ''), plainOAuth: true })
    const discovery = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as { authorization_endpoint: string; token_endpoint: string; userinfo_endpoint: string }
    auth = await startSocialAuth({
      // Discovery, then the discovered user-info endpoint.
      google: { issuer: oidc.issuer, clientId: 'google', userinfo: {} },
      // What GitHub and X look like: no issuer, endpoints by hand, the person's fields named.
      github: { clientId: 'github', authorizationEndpoint: discovery.authorization_endpoint, tokenEndpoint: discovery.token_endpoint, userinfo: { url: discovery.userinfo_endpoint, sub: 'sub', userName: 'name' } },
      // An OpenID provider expected to send an ID token, which this one does not.
      x: { issuer: oidc.issuer, clientId: 'x' }
    })
  })
  after(stopBoth)

  it('signs the person in from the discovered user-info endpoint when the provider sends no ID token', async () => {
    const finished = await signIn('google')
    assert.equal(finished.status, 200, JSON.stringify(finished.body))
    assert.equal(finished.body.userName, 'alice')
    assert.equal(finished.body.email, alice.email)
    assert.equal(typeof finished.body.accessToken, 'string')
  })

  it('signs in with a provider configured by endpoints alone (no discovery), its fields named in the config', async () => {
    const start = await call('/social/start', { provider: 'github', deviceId: device() })
    assert.equal(new URL(start.body.uri as string).searchParams.get('client_id'), 'github')
    const finished = await signIn('github')
    assert.equal(finished.status, 200, JSON.stringify(finished.body))
    assert.equal(finished.body.userName, alice.name)
  })

  it('is the same account whichever way the provider vouches for it: one sub, one account', async () => {
    const first = await signIn('google')
    const again = await signIn('google')
    assert.equal(first.status, 200)
    assert.equal(again.status, 200)
    assert.notEqual(first.body.accessToken, again.body.accessToken)
  })

  it('refuses a provider that was expected to send an ID token and sent none', async () => {
    const finished = await signIn('x')
    assert.equal(finished.status, 400)
    assert.equal(finished.body.message, 'Social sign-in failed')
  })
})

describe('social sign-in as a confidential client (client secret by HTTP Basic)', () => {
  // Characters Basic credentials must form-urlencode (RFC 6749 §2.3.1).
  const SECRET = 'x-devnet:secret+/='
  before(async () => {
    oidc = await startOidc({ secureSiteUrl: SECURE, confidentialClients: { x: SECRET, discord: SECRET } })
    auth = await startSocialAuth({
      x: { issuer: oidc.issuer, clientId: 'x', clientSecret: SECRET },
      // A confidential client whose operator copied the wrong secret.
      discord: { issuer: oidc.issuer, clientId: 'discord', clientSecret: 'not-the-secret' },
      google: { issuer: oidc.issuer, clientId: 'google' }
    })
  })
  after(stopBoth)

  it('signs in with X at a provider that takes the secret by HTTP Basic only', async () => {
    const finished = await signIn('x')
    assert.equal(finished.status, 200, JSON.stringify(finished.body))
    assert.equal(finished.body.userName, 'alice')
  })

  it('a wrong secret fails the sign-in', async () => {
    assert.deepEqual(await signIn('discord'), { status: 400, body: { message: 'Social sign-in failed' } })
  })

  it('a public client (no secret) at the same provider keeps working', async () => {
    assert.equal((await signIn('google')).status, 200)
  })
})
