import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { basicAuthorization } from '../../server/src/auth/social.js'
import { authorizeAt, pkcePair, providerSession } from './flow.js'
import { OIDC_TEST_USERS, SOCIAL_PROVIDERS, startOidc, type OidcService } from './index.js'

const SITE = 'http://127.0.0.1:4999'
const REDIRECT = `${SITE}/oauth/callback`
let oidc: OidcService
let discovery: { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string; code_challenge_methods_supported: string[] }
const [alice, bob] = OIDC_TEST_USERS as [(typeof OIDC_TEST_USERS)[number], (typeof OIDC_TEST_USERS)[number]]

function authorizationUrl(clientId: string, challenge: string, state = 'state-1', nonce = 'nonce-1', method = 'S256'): string {
  const url = new URL(discovery.authorization_endpoint)
  for (const [key, value] of Object.entries({ client_id: clientId, response_type: 'code', scope: 'openid profile email', redirect_uri: REDIRECT, state, nonce, code_challenge: challenge, code_challenge_method: method }))
    url.searchParams.set(key, value)
  return url.href
}

async function exchange(clientId: string, code: string, verifier: string) {
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier })
  })
  return { status: response.status, body: (await response.json()) as { id_token?: string; error?: string } }
}

before(async () => {
  oidc = await startOidc({ secureSiteUrl: SITE })
  discovery = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as typeof discovery
})
after(() => oidc.stop())

describe('devnet OIDC provider', () => {
  it('publishes discovery with S256 PKCE and a JWKS', async () => {
    assert.equal(discovery.issuer, oidc.issuer)
    assert.deepEqual(discovery.code_challenge_methods_supported, ['S256'])
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: Array<{ kty: string; d?: string }> }
    assert.equal(jwks.keys.length, 1)
    assert.equal(jwks.keys[0]!.d, undefined, 'no private part published')
  })

  it('signs a test user in by the login form and consent, and issues an ID token that verifies with the JWKS', async () => {
    for (const clientId of ['google', 'discord']) {
      const pkce = pkcePair()
      const callback = new URL(await authorizeAt(authorizationUrl(clientId, pkce.challenge, `state-${clientId}`, `nonce-${clientId}`), REDIRECT, alice))
      assert.equal(callback.origin + callback.pathname, REDIRECT)
      assert.equal(callback.searchParams.get('state'), `state-${clientId}`)
      const tokens = await exchange(clientId, callback.searchParams.get('code')!, pkce.verifier)
      assert.equal(tokens.status, 200)
      const { payload } = await jwtVerify(tokens.body.id_token!, createRemoteJWKSet(new URL(discovery.jwks_uri)), { issuer: oidc.issuer, audience: clientId })
      assert.equal(payload.sub, alice.sub)
      assert.equal(payload.nonce, `nonce-${clientId}`)
      assert.equal(payload.preferred_username, 'alice')
      assert.equal(payload.email, alice.email)
      assert.equal(payload.email_verified, true)
    }
  })

  it('has one client per social provider name and refuses a foreign redirect URI', async () => {
    for (const name of SOCIAL_PROVIDERS) {
      const visit = await providerSession(REDIRECT).open(authorizationUrl(name, pkcePair().challenge))
      assert.match(visit.html, /id="sign-in"/, `${name} reaches the login page`)
    }
    const foreign = new URL(authorizationUrl('google', pkcePair().challenge))
    foreign.searchParams.set('redirect_uri', 'http://evil.example/oauth/callback')
    const visit = await providerSession(REDIRECT).open(foreign.href)
    assert.equal(visit.callbackUrl, undefined)
    assert.match(visit.html, /redirect_uri/)
  })

  it('says a wrong password in words and keeps the login page', async () => {
    const session = providerSession(REDIRECT)
    const login = await session.open(authorizationUrl('github', pkcePair().challenge))
    const again = await session.submit(login, { login: bob.login, password: 'not-the-password' })
    assert.equal(again.callbackUrl, undefined)
    assert.match(again.html, /role="alert" id="login-error">Wrong login or password\. Try again\./)
    const consent = await session.submit(again, { login: bob.login, password: bob.password })
    assert.match(consent.html, /id="allow"/)
  })

  it('ends a denied consent with error=access_denied at the redirect URI', async () => {
    const callback = new URL(await authorizeAt(authorizationUrl('apple', pkcePair().challenge, 'state-deny'), REDIRECT, bob, 'deny'))
    assert.equal(callback.searchParams.get('error'), 'access_denied')
    assert.equal(callback.searchParams.get('state'), 'state-deny')
    assert.equal(callback.searchParams.get('code'), null)
  })

  it('refuses the code with a wrong verifier, and a request without S256 PKCE', async () => {
    const pkce = pkcePair()
    const callback = new URL(await authorizeAt(authorizationUrl('x', pkce.challenge), REDIRECT, alice))
    const wrong = await exchange('x', callback.searchParams.get('code')!, pkcePair().verifier)
    assert.equal(wrong.status, 400)
    assert.equal(wrong.body.error, 'invalid_grant')
    assert.equal(wrong.body.id_token, undefined)
    const plain = await providerSession(REDIRECT).open(authorizationUrl('x', 'a'.repeat(43), 'state-plain', 'nonce', 'plain'))
    assert.match(plain.callbackUrl ?? '', /error=invalid_request/)
  })
})

describe('devnet OIDC provider, confidential mode (as X)', () => {
  // Characters the Basic credentials must form-urlencode (RFC 6749 §2.3.1): a colon, a plus, a slash.
  const SECRET = 'devnet:secret+with/slashes=='
  let confidential: OidcService
  let tokenEndpoint: string
  before(async () => {
    confidential = await startOidc({ secureSiteUrl: SITE, confidentialClients: { x: SECRET } })
    tokenEndpoint = ((await (await fetch(`${confidential.issuer}/.well-known/openid-configuration`)).json()) as typeof discovery).token_endpoint
  })
  after(() => confidential.stop())

  /** A fresh code for `clientId` at the confidential provider, and its PKCE verifier. */
  async function freshCode(clientId = 'x') {
    const pkce = pkcePair()
    const url = new URL(authorizationUrl(clientId, pkce.challenge))
    url.host = new URL(confidential.issuer).host
    const callback = new URL(await authorizeAt(url.href, REDIRECT, alice))
    return { code: callback.searchParams.get('code')!, verifier: pkce.verifier }
  }

  async function token(form: Record<string, string>, authorization?: string) {
    const response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
      body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT, ...form })
    })
    return { status: response.status, body: (await response.json()) as { access_token?: string; error?: string } }
  }

  it('exchanges the code for a client that sends its secret by HTTP Basic and the PKCE verifier', async () => {
    const { code, verifier } = await freshCode()
    const answer = await token({ code, code_verifier: verifier, client_id: 'x' }, basicAuthorization('x', SECRET))
    assert.equal(answer.status, 200, JSON.stringify(answer.body))
    assert.equal(typeof answer.body.access_token, 'string')
  })

  it('refuses a wrong secret, no secret, and the right secret in the body', async () => {
    const wrong = await freshCode()
    assert.deepEqual(await token({ code: wrong.code, code_verifier: wrong.verifier }, basicAuthorization('x', 'not-the-secret')), { status: 401, body: { error: 'invalid_client', error_description: 'client authentication failed' } })
    const none = await freshCode()
    assert.equal((await token({ code: none.code, code_verifier: none.verifier, client_id: 'x' })).status, 401)
    const inBody = await freshCode()
    const posted = await token({ code: inBody.code, code_verifier: inBody.verifier, client_id: 'x', client_secret: SECRET })
    assert.equal(posted.status, 401)
    assert.equal(posted.body.error, 'unauthorized_client')
    assert.equal(posted.body.access_token, undefined)
    // Refused before the grant ran: the code is not spent, and the same exchange by Basic goes through.
    assert.equal((await token({ code: inBody.code, code_verifier: inBody.verifier, client_id: 'x' }, basicAuthorization('x', SECRET))).status, 200)
  })

  it('keeps PKCE on for the confidential client, and the other clients public', async () => {
    const { code } = await freshCode()
    assert.equal((await token({ code, code_verifier: pkcePair().verifier }, basicAuthorization('x', SECRET))).body.error, 'invalid_grant')
    const google = await freshCode('google')
    assert.equal((await token({ code: google.code, code_verifier: google.verifier, client_id: 'google' })).status, 200)
  })
})
