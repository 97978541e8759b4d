import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { authorizeAt } from '../../../devnet/oidc/flow.js'
import { OIDC_TEST_USERS, startOidc, type OidcService } from '../../../devnet/oidc/index.js'
import { startAuthService, type AuthService } from './service.js'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'

// X as a confidential client: the devnet OIDC provider in its confidential mode takes the client
// secret by HTTP Basic only (as X does); the auth service's code exchange sends it so, PKCE still on.
const SECURE = 'http://127.0.0.1:4997'
const REDIRECT = `${SECURE}/oauth/callback`
// Characters Basic credentials must form-urlencode (RFC 6749 §2.3.1).
const SECRET = 'x-devnet:secret+/='
let mail: MailService
let oidc: OidcService
let auth: AuthService
const [alice] = OIDC_TEST_USERS as [(typeof OIDC_TEST_USERS)[number]]
const device = () => crypto.randomUUID().replaceAll('-', '')

async function signIn(provider: string) {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${auth.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const deviceId = device()
  const started = await call('/social/start', { provider, deviceId })
  assert.equal(started.status, 200, JSON.stringify(started.body))
  const callback = await authorizeAt(started.body.uri as string, REDIRECT, alice)
  return call('/social/finish', { uri: callback, deviceId })
}

before(async () => {
  mail = await startMail()
  oidc = await startOidc({ secureSiteUrl: SECURE, confidentialClients: { x: SECRET, discord: SECRET } })
  auth = await startAuthService({
    secret: DEVNET_SERVER_SECRET,
    secureOrigin: SECURE,
    smtpPort: mail.smtpPort,
    social: {
      redirectUri: REDIRECT,
      providers: {
        x: { issuer: oidc.issuer, clientId: 'x', clientSecret: SECRET },
        // A confidential client whose operator copied the wrong secret.
        discord: { issuer: oidc.issuer, clientId: 'discord', clientSecret: 'not-the-secret' },
        google: { issuer: oidc.issuer, clientId: 'google' }
      }
    }
  })
})
after(async () => {
  await auth.stop()
  await oidc.stop()
  await mail.stop()
})

describe('social sign-in as a confidential client (client secret by HTTP Basic)', () => {
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
