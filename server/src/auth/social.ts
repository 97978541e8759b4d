import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { SIGN_IN_DECLINED, SOCIAL_SIGN_IN_FAILED } from '../../../frame/protocol.js'
import { sameDigest } from './at-rest.js'
import { hash } from '../store/tokens.js'
import type { AuthStore } from './store.js'

/**
 * Social sign-in as an OpenID Connect relying party: authorization code + PKCE S256 + state + nonce,
 * the verifier (sealed) and nonce (hashed) kept in the store (keyed by the state's hash, 10 min, single use), the ID token checked
 * against the issuer's JWKS (issuer, audience = client_id, nonce, expiry). Providers that issue no
 * ID token (GitHub, X: plain OAuth 2.0) name the person through their user-info endpoint instead.
 */

export interface SocialProviderConfig {
  /** The OpenID issuer (discovery at `${issuer}/.well-known/openid-configuration`); absent for a plain OAuth 2.0 provider (GitHub, X), which then names its endpoints. */
  issuer?: string
  clientId: string
  /** A confidential client's secret (GitHub, X): the code exchange authenticates with it by HTTP Basic (basicAuthorization), PKCE still on. */
  clientSecret?: string
  /** Endpoints given by hand: they win over discovery (and stand in for it without an issuer). */
  authorizationEndpoint?: string
  tokenEndpoint?: string
  /**
   * The user-info step, for a provider that issues no ID token: the person is read from `url` (default
   * the discovered `userinfo_endpoint`) with the access token; each field is a dotted path into its
   * JSON (defaults the OpenID claims: `sub`, `preferred_username`, `email`, `email_verified`).
   * GitHub: `{ url: 'https://api.github.com/user', sub: 'id', userName: 'login' }`; X:
   * `{ url: 'https://api.x.com/2/users/me', sub: 'data.id', userName: 'data.username' }`.
   */
  userinfo?: { url?: string; sub?: string; userName?: string; email?: string; emailVerified?: string }
  /** Default `openid profile email`. */
  scope?: string
}

export interface SocialOptions {
  /** The one redirect URI every client is registered with: `${secureSiteUrl}/oauth/callback`. */
  redirectUri: string
  /** Per social provider name (google, github, …): which issuer and client it signs in with. */
  providers: Partial<Record<string, SocialProviderConfig>>
}

export interface SocialIdentity {
  provider: string
  sub: string
  /** `preferred_username`, else `name`, else the email. */
  userName: string | null
  /** The email claim, only when the provider says it is verified. */
  email: string | null
}

export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000

/** The words the frame passes on (contract): declined consent, or anything else that went wrong. */
export class SocialSignInError extends Error {}

interface Discovery {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
  userinfo_endpoint?: string
}

/** A provider's endpoints: discovered, given by hand, or both (by hand wins). `jwks` only with an issuer. */
interface Endpoints {
  issuer?: string
  authorization: string
  token: string
  userinfo?: string
  jwks?: JWTVerifyGetKey
}

const random = () => randomBytes(32).toString('base64url')
const text = (value: unknown, max = 200) => (typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null)
/** `data.id` of `{ data: { id } }`; own properties only. */
const at = (object: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined), object)

/**
 * RFC 6749 §2.3.1 client_secret_basic: id and secret each form-urlencoded, joined by a colon, base64.
 * Every provider must accept it, and X accepts nothing else from a confidential client.
 */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  const encode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2)
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`
}

export function socialSignIn(options: SocialOptions, store: AuthStore, now: () => number) {
  const discoveries = new Map<string, Promise<{ discovery: Discovery; jwks: JWTVerifyGetKey }>>()

  function configOf(provider: string): SocialProviderConfig {
    const config = Object.prototype.hasOwnProperty.call(options.providers, provider) ? options.providers[provider] : undefined
    if (!config) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
    return config
  }

  function discover(issuer: string) {
    let found = discoveries.get(issuer)
    if (!found) {
      found = (async () => {
        const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
        if (!response.ok) throw new Error(`Discovery failed at ${issuer}: ${response.status}`)
        const discovery = (await response.json()) as Discovery
        if (discovery.issuer !== issuer) throw new Error(`Discovery at ${issuer} names another issuer`)
        return { discovery, jwks: createRemoteJWKSet(new URL(discovery.jwks_uri)) }
      })()
      // A failed discovery is tried again on the next sign-in, not cached.
      found.catch(() => discoveries.delete(issuer))
      discoveries.set(issuer, found)
    }
    return found
  }

  async function endpointsOf(config: SocialProviderConfig): Promise<Endpoints> {
    const found = config.issuer ? await discover(config.issuer) : undefined
    const authorization = config.authorizationEndpoint ?? found?.discovery.authorization_endpoint
    const token = config.tokenEndpoint ?? found?.discovery.token_endpoint
    if (!authorization || !token) throw new Error('A provider without an issuer needs authorizationEndpoint and tokenEndpoint')
    return { issuer: found?.discovery.issuer, authorization, token, userinfo: config.userinfo?.url ?? found?.discovery.userinfo_endpoint, jwks: found?.jwks }
  }

  /** The person, from the provider's user-info endpoint (no ID token to read them from). */
  async function userinfoIdentity(provider: string, config: SocialProviderConfig, endpoints: Endpoints, accessToken: unknown): Promise<SocialIdentity> {
    const fields = config.userinfo ?? {}
    if (typeof accessToken !== 'string' || !endpoints.userinfo) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
    const response = await fetch(endpoints.userinfo, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } })
    if (!response.ok) throw new Error(`User info at ${new URL(endpoints.userinfo).origin} answered ${response.status}`)
    const info: unknown = await response.json()
    const subject = at(info, fields.sub ?? 'sub')
    const sub = typeof subject === 'number' && Number.isSafeInteger(subject) ? String(subject) : text(subject)
    if (!sub) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
    const email = at(info, fields.emailVerified ?? 'email_verified') === true ? text(at(info, fields.email ?? 'email'), 254) : null
    return { provider, sub, userName: text(at(info, fields.userName ?? 'preferred_username')) ?? text(at(info, 'name')) ?? email, email }
  }

  return {
    isProvider: (provider: string) => Object.prototype.hasOwnProperty.call(options.providers, provider),

    /** The authorization URL for `provider`; its state, nonce and PKCE verifier stay in the store. */
    async start(provider: string, deviceId: string): Promise<string> {
      const config = configOf(provider)
      const endpoints = await endpointsOf(config)
      const state = random()
      const nonce = random()
      const verifier = random()
      await store.putSocialState({ state, provider, deviceId, nonce, verifier, expiresAt: now() + SOCIAL_STATE_TTL_MS })
      const url = new URL(endpoints.authorization)
      const params = {
        client_id: config.clientId,
        response_type: 'code',
        scope: config.scope ?? 'openid profile email',
        redirect_uri: options.redirectUri,
        state,
        nonce,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256'
      }
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      return url.href
    },

    /** The callback URL the person landed on → the verified identity (the state is spent either way). */
    async finish(callbackUri: string, deviceId: string): Promise<SocialIdentity> {
      let callback: URL
      try {
        callback = new URL(callbackUri)
      } catch {
        throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      }
      const expected = new URL(options.redirectUri)
      if (callback.origin !== expected.origin || callback.pathname !== expected.pathname) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      const row = await store.takeSocialState(callback.searchParams.get('state') ?? '')
      // The state belongs to the device that started: a callback URL planted on another device (login CSRF) signs nobody in.
      if (!row || row.expiresAt < now() || row.deviceId !== deviceId) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      const error = callback.searchParams.get('error')
      if (error === 'access_denied') throw new SocialSignInError(SIGN_IN_DECLINED)
      const code = callback.searchParams.get('code')
      if (error || !code) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      const config = configOf(row.provider)
      const endpoints = await endpointsOf(config)
      // RFC 9207: a provider that names itself must be the one this state was sent to (mix-up defence).
      const iss = callback.searchParams.get('iss')
      if (iss !== null && iss !== endpoints.issuer) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      // PKCE in every exchange; a confidential client adds its secret by HTTP Basic, never in the body.
      const exchange = { grant_type: 'authorization_code', code, redirect_uri: options.redirectUri, client_id: config.clientId, code_verifier: row.verifier }
      const response = await fetch(endpoints.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...(config.clientSecret ? { authorization: basicAuthorization(config.clientId, config.clientSecret) } : {}) },
        body: new URLSearchParams(exchange)
      }).catch(() => undefined)
      const tokens = response?.ok ? ((await response.json().catch(() => ({}))) as { id_token?: unknown; access_token?: unknown }) : {}
      if (config.userinfo) return userinfoIdentity(row.provider, config, endpoints, tokens.access_token)
      if (typeof tokens.id_token !== 'string' || !endpoints.jwks) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      const { payload } = await jwtVerify(tokens.id_token, endpoints.jwks, { issuer: endpoints.issuer, audience: config.clientId, requiredClaims: ['sub', 'exp', 'iat'] }).catch(() => {
        throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      })
      if (typeof payload.nonce !== 'string' || !sameDigest(hash(payload.nonce), row.nonceHash) || typeof payload.sub !== 'string' || !payload.sub) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      const email = payload.email_verified === true ? text(payload.email, 254) : null
      return { provider: row.provider, sub: payload.sub, userName: text(payload.preferred_username) ?? text(payload.name) ?? email, email }
    }
  }
}
