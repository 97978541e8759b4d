import { createHash, randomBytes } from 'node:crypto'

/**
 * A person at the devnet OIDC provider, over plain HTTP (tests, the bench): follows the
 * authorization URL, posts the login form, answers consent, and stops at the redirect URI.
 */

export interface PkcePair {
  verifier: string
  challenge: string
}

export function pkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at).trim()
      const value = pair!.slice(at + 1).trim()
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export interface ProviderVisit {
  /** The last page the provider showed (HTML), and where. */
  html: string
  pageUrl: string
  /** Set once the provider redirected to a URL starting with `stopAt`: the callback URL with code/state or error. */
  callbackUrl?: string
}

/** Walks redirects by hand (the jar needs every Set-Cookie) until a page or a URL under `stopAt`. */
async function walk(jar: CookieJar, url: string, init: RequestInit, stopAt: string): Promise<ProviderVisit> {
  let next = url
  let request = init
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(stopAt)) return { html: '', pageUrl: next, callbackUrl: next }
    const response = await fetch(next, { ...request, redirect: 'manual', headers: { ...(request.headers as Record<string, string>), cookie: jar.header() } })
    jar.take(response)
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      next = new URL(location, next).href
      request = { method: 'GET' }
      continue
    }
    return { html: await response.text(), pageUrl: next }
  }
  throw new Error('Too many redirects at the OIDC provider')
}

export interface ProviderSession {
  open(authorizationUrl: string): Promise<ProviderVisit>
  /** Posts the form of the current page (`/login` or `/consent`) with these fields. */
  submit(visit: ProviderVisit, fields: Record<string, string>): Promise<ProviderVisit>
}

export function providerSession(redirectUri: string): ProviderSession {
  const jar = new CookieJar()
  return {
    open: url => walk(jar, url, { method: 'GET' }, redirectUri),
    submit: (visit, fields) => {
      const action = /<form method="post" action="([^"]+)"/.exec(visit.html)?.[1]
      if (!action) throw new Error(`No form on ${visit.pageUrl}`)
      return walk(jar, new URL(action.replace(/&#47;/g, '/'), visit.pageUrl).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }, redirectUri)
    }
  }
}

/** Signs in as `login`/`password` and allows or denies; resolves with the callback URL the provider redirected to. */
export async function authorizeAt(authorizationUrl: string, redirectUri: string, user: { login: string; password: string }, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  const session = providerSession(redirectUri)
  const login = await session.open(authorizationUrl)
  const consent = await session.submit(login, { login: user.login, password: user.password })
  if (consent.callbackUrl) return consent.callbackUrl
  if (!/id="allow"/.test(consent.html)) throw new Error(`No consent page after login: ${consent.html.slice(0, 300)}`)
  const done = await session.submit(consent, { decision })
  if (!done.callbackUrl) throw new Error(`The provider did not redirect back: ${done.html.slice(0, 300)}`)
  return done.callbackUrl
}
