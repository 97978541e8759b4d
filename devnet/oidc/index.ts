import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair } from 'jose'
import type { Configuration, default as ProviderClass } from 'oidc-provider'
import { SOCIAL_PROVIDERS } from '../../frame/protocol.js'
import { serve } from '../../server/src/http/serve.js'
import { readForm } from '../../server/src/http/html.js'
import { memoryAdapter } from './memory-adapter.js'
import { loginPage, consentPage, errorPage } from './pages.js'

/**
 * The devnet's OpenID Connect provider (oidc-provider): one PKCE client per social provider name
 * (public, or confidential where `confidentialClients` gives it a secret), a real login page for the
 * test users and a consent page. Keys are made at start.
 */

/** One client per provider the frame signs in with (frame/protocol.ts). */
export { SOCIAL_PROVIDERS }

export interface OidcTestUser {
  login: string
  password: string
  sub: string
  name: string
  preferredUsername: string
  email: string
  emailVerified: boolean
}

export const OIDC_TEST_USERS: readonly OidcTestUser[] = [
  { login: 'alice', password: 'alice-devnet-pass', sub: 'devnet-user-alice', name: 'Alice Devnet', preferredUsername: 'alice', email: 'alice@oidc.devnet', emailVerified: true },
  { login: 'bob', password: 'bob-devnet-pass', sub: 'devnet-user-bob', name: 'Bob Devnet', preferredUsername: 'bob', email: 'bob@oidc.devnet', emailVerified: true }
]

export interface OidcOptions {
  /** The secure site's URL: every client's redirect URI is `${secureSiteUrl}/oauth/callback`. */
  secureSiteUrl: string
  port?: number
  host?: string
  users?: readonly OidcTestUser[]
  /** true: it answers as GitHub and X do (plain OAuth 2.0): no ID token from the token endpoint and no `iss` on the redirect back; the person is read at its user-info endpoint (`/me`). */
  plainOAuth?: boolean
  /**
   * Client id → secret: those clients are confidential as X's are. The code exchange must carry the
   * secret by HTTP Basic (RFC 6749 §2.3.1) and still the PKCE verifier; a wrong secret, no secret, or
   * the secret in the body (client_secret_post) is refused. X documents it under "Working with
   * confidential clients" (docs.x.com, OAuth 2.0 Authorization Code Flow with PKCE: "you will need to
   * use a basic authentication scheme ... while making requests to the token endpoints").
   */
  confidentialClients?: Readonly<Record<string, string>>
}

export interface OidcService {
  /** The issuer (its discovery document: `${issuer}/.well-known/openid-configuration`). */
  issuer: string
  users: readonly OidcTestUser[]
  stop(): Promise<void>
}

/**
 * oidc-provider, loaded once. On import it warns that Node 20 is not its supported runtime (it runs
 * here, and every OIDC test passes on Node 20, which the kit supports): that one notice is dropped,
 * anything else it says still prints.
 */
let providerModule: Promise<typeof ProviderClass> | undefined
function loadProvider(): Promise<typeof ProviderClass> {
  return (providerModule ??= (async () => {
    const warn = console.warn
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return
      warn(...args)
    }
    try {
      return (await import('oidc-provider')).default
    } finally {
      console.warn = warn
    }
  })())
}

export async function startOidc(options: OidcOptions): Promise<OidcService> {
  const Provider = await loadProvider()
  const users = options.users ?? OIDC_TEST_USERS
  const confidential = new Map(Object.entries(options.confidentialClients ?? {}))
  const redirectUri = `${options.secureSiteUrl.replace(/\/$/, '')}/oauth/callback`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }

  // The port must be known before the Provider exists (it is the issuer): listen first, route after.
  let provider: ProviderClass | undefined
  const listening = await serve((req, res) => void handle(req, res), { port: options.port, host: options.host })
  const issuer = listening.url

  const configuration: Configuration = {
    clients: SOCIAL_PROVIDERS.map(name => ({
      client_id: name,
      client_name: `Devnet ${name}`,
      ...(confidential.has(name) ? { token_endpoint_auth_method: 'client_secret_basic', client_secret: confidential.get(name) } : { token_endpoint_auth_method: 'none' }),
      redirect_uris: [redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code']
    })),
    adapter: memoryAdapter(),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // X takes a confidential client's secret by HTTP Basic only; public clients send none (client_secret_post is off).
    clientAuthMethods: ['none', 'client_secret_basic'],
    // Short lives: a devnet sign-in is over in minutes.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    // Social sign-in reads the person's name and email from the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = users.find(candidate => candidate.sub === sub)
      if (!user) return undefined
      return {
        accountId: user.sub,
        claims: () => ({ sub: user.sub, name: user.name, preferred_username: user.preferredUsername, email: user.email, email_verified: user.emailVerified })
      }
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = errorPage(String(out.error_description ?? out.error ?? 'Something went wrong'))
    }
  }
  // eslint-disable-next-line prefer-const -- declared above: the server's handler reads it before it is set
  provider = new Provider(issuer, configuration)
  if (confidential.size) {
    // The provider authenticates clients only by 'none' or 'client_secret_basic' (clientAuthMethods above), so a
    // confidential client's secret in the body is not read: the request counts as unauthenticated and is refused
    // before its code is spent. X answers that with its own words (reported in unasuke/omniauth-twitter2#4 and
    // xdevplatform/oauth2.0-bot#2: 401 unauthorized_client "Missing valid authorization header"); a wrong Basic
    // secret keeps the provider's invalid_client (X documents no body for it).
    provider.use(async (ctx, next) => {
      await next()
      const clientId = ctx.oidc?.client?.clientId ?? ctx.oidc?.params?.client_id
      if (ctx.path !== '/token' || ctx.status !== 401 || typeof clientId !== 'string' || !confidential.has(clientId)) return
      if (/^Basic /i.test(ctx.get('authorization'))) return
      ctx.body = { error: 'unauthorized_client', error_description: 'Missing valid authorization header' }
    })
  }
  if (options.plainOAuth) {
    provider.use(async (ctx, next) => {
      await next()
      if (ctx.path === '/token' && ctx.body && typeof ctx.body === 'object') delete (ctx.body as { id_token?: unknown }).id_token
      const location = ctx.response.get('location') ?? ''
      if (location.startsWith(redirectUri)) {
        const back = new URL(location)
        back.searchParams.delete('iss')
        ctx.response.set('location', back.href)
      }
    })
  }
  const callback = provider.callback()

  // Our pages' form posts end in a redirect to the site's callback: form-action must allow that origin.
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(redirectUri).origin}; frame-ancestors 'none'; base-uri 'none'`
  }
  const page = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, pageHeaders)
    res.end(html)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', issuer).pathname
    const match = /^\/interaction\/([\w-]+)(\/login|\/consent)?$/.exec(path)
    if (!match || !provider) return void callback(req, res)
    try {
      const details = await provider.interactionDetails(req, res)
      if (details.uid !== match[1]) return page(res, 400, errorPage('This sign-in page is out of date: start again from the app.'))
      const clientId = String(details.params.client_id ?? '')
      if (req.method === 'GET' && !match[2]) {
        if (details.prompt.name === 'login') return page(res, 200, loginPage(details.uid, clientId))
        return page(res, 200, consentPage(details.uid, clientId, String(details.params.scope ?? '')))
      }
      if (req.method !== 'POST') return page(res, 405, errorPage('Method not allowed'))
      const form = await readForm(req)
      if (match[2] === '/login') {
        const user = users.find(candidate => candidate.login === form.get('login'))
        if (!user || user.password !== form.get('password')) return page(res, 401, loginPage(details.uid, clientId, 'Wrong login or password. Try again.', form.get('login') ?? ''))
        return void (await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false }))
      }
      if (form.get('decision') !== 'allow') {
        return void (await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person denied the request' }, { mergeWithLastSubmission: false }))
      }
      const accountId = details.session?.accountId
      if (!accountId) return page(res, 400, errorPage('Sign in first'))
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId })
      if (!grant) return page(res, 400, errorPage('This sign-in expired: start again from the app.'))
      grant.addOIDCScope(String(details.params.scope ?? 'openid'))
      const grantId = await grant.save()
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
    } catch (error) {
      const expired = error instanceof Error && /interaction session|SessionNotFound/i.test(`${error.name} ${error.message}`)
      if (!expired) console.warn('[oidc]', error instanceof Error ? error.message : error)
      const message = expired ? 'This sign-in expired: start again from the app.' : 'Something went wrong'
      if (!res.headersSent) page(res, 400, errorPage(message))
    }
  }

  return { issuer, users, stop: () => listening.close() }
}
