import { readFile } from 'node:fs/promises'
import type { RequestListener, Server } from 'node:http'
import { gzipSync } from 'node:zlib'
import { extname, join, normalize, resolve } from 'node:path'
import { router, type Answer, type Request } from '../http/router.js'
import { serve } from '../http/serve.js'
import { CALLBACK_PAGE, checkLoadingQuery, LOADING_PAGE, SOCIAL_SCRIPT, SOCIAL_STYLE } from './oauth-pages.js'

/**
 * The secure site: serves the built frame page (frame/page/dist) on its own origin with
 * `frame-ancestors` limited to the projects' allowed origins and a strict script-src, plus
 * `/config.json` (auth URL, RPC and bundler URLs, the blockchain API's URL) the page reads from its own origin, and the social sign-in
 * pages `/oauth/loading` and `/oauth/callback` (oauth-pages.ts).
 */

export interface SecureSiteConfig {
  authUrl: string
  /** RPC per CAIP-2 id the frame forwards safe reads to and sends transactions through. */
  rpcUrls: Record<string, string>
  /** Origins of the social providers' authorization endpoints: the only places `/oauth/loading` sends a person to. */
  socialAuthorizationOrigins?: string[]
  /** ERC-4337 bundler per CAIP-2 id: the networks where the frame's smart account works. */
  bundlerUrls?: Record<string, string>
  /** ERC-7677 paymaster per CAIP-2 id, on the auth service (its `/paymaster`): sponsored gas for the smart account. */
  paymasterUrls?: Record<string, string>
  /** The blockchain API the approval screen asks for recipients' names and USD prices (with the frame URL's projectId); none without it. */
  apiUrl?: string
}

export interface SecureSiteOptions {
  /** Origins allowed to embed the frame (directory patterns, `*` for a port as in `http://localhost:*`). */
  allowedOrigins: readonly string[]
  /** The URL people reach this site at (site.publicUrl): its origin may ask `/oauth/loading` in popup mode (the frame's re-sign-in); default the listening URL. */
  publicUrl?: string
  /** Built page directory; default frame/page/dist. */
  root?: string
  port?: number
  host?: string
}

export interface SecureSite {
  url: string
  server: Server
  setConfig(config: SecureSiteConfig): void
  stop(): Promise<void>
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' }
const DEFAULT_ROOT = resolve(import.meta.dirname, '../../../frame/page/dist')

/** CSP source expressions for the allowed origins (a bare `*` pattern is refused: the frame is never embeddable everywhere). */
export function frameAncestors(allowed: readonly string[]): string {
  const sources = allowed.filter(origin => origin !== '*' && /^https?:\/\/[^\s;,]+$/.test(origin))
  return sources.length ? sources.join(' ') : "'none'"
}

/** The site before it listens: its request handler, its config to set once the auth service's URL is known, and `listening` to learn its own URL. */
export interface SecureSiteHandler {
  handler: RequestListener
  setConfig(config: SecureSiteConfig): void
  listening(url: string): void
}

/** Every answer's headers: the page's CSP, no sniffing, no referrer, no caching unless said. */
const securityHeaders = (csp: string) => ({ 'content-security-policy': csp, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' })
/** The social sign-in pages: top-level only (never framed), one constant script, no form, nothing leaks by Referer. */
const OAUTH_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
const oauthAnswer = (body: string, type: string, status = 200): Answer => ({ status, body, headers: { ...securityHeaders(OAUTH_CSP), 'content-type': `${type}; charset=utf-8` } })

/** A file of the built page, gzipped when the browser takes it; hashed assets cached for good. */
async function pageFile(root: string, request: Request, headers: Record<string, string>): Promise<Answer> {
  const relative = normalize(request.url.pathname === '/' ? '/index.html' : request.url.pathname)
  const file = join(root, relative)
  // Only the page and its assets: not the build's own records (.vite/manifest.json).
  if (!file.startsWith(root) || relative.split(/[\\/]/).some(part => part.startsWith('.'))) return { status: 404, body: '', headers }
  try {
    const body = await readFile(file)
    // Hashed build assets never change under their name; the page itself is always fetched fresh.
    const caching: Record<string, string> = relative.startsWith('/assets/') ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && type !== 'application/octet-stream'
    return { body: gzip ? gzipSync(body) : body, headers: { ...headers, ...caching, 'content-type': type, vary: 'accept-encoding', ...(gzip ? { 'content-encoding': 'gzip' } : ({} as Record<string, string>)) } }
  } catch {
    return { status: 404, body: 'Not found (build the frame page: npm run build:frame)', headers: { ...headers, 'content-type': 'text/plain' } }
  }
}

export function createSecureSite(options: SecureSiteOptions): SecureSiteHandler {
  const root = options.root ?? DEFAULT_ROOT
  let config: SecureSiteConfig = { authUrl: '', rpcUrls: {} }
  let siteOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined
  const pageHeaders = () =>
    securityHeaders(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        `connect-src 'self' ${[config.authUrl, config.apiUrl, ...Object.values(config.rpcUrls), ...Object.values(config.bundlerUrls ?? {})].filter((url): url is string => Boolean(url)).map(url => new URL(url).origin).join(' ')}`,
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        `frame-ancestors ${frameAncestors(options.allowedOrigins)}`
      ].join('; ')
    )
  const loadingPage = (request: Request): Answer => {
    const refused = checkLoadingQuery(request.url.searchParams, options.allowedOrigins, config.socialAuthorizationOrigins ?? [], siteOrigin)
    return refused ? oauthAnswer(refused, 'text/plain', 400) : oauthAnswer(LOADING_PAGE, 'text/html')
  }
  const handler = router({
    name: 'site',
    routes: {
      'GET /oauth/social.js': () => oauthAnswer(SOCIAL_SCRIPT, 'text/javascript'),
      'GET /oauth/social.css': () => oauthAnswer(SOCIAL_STYLE, 'text/css'),
      'GET /oauth/loading': loadingPage,
      'GET /oauth/callback': () => oauthAnswer(CALLBACK_PAGE, 'text/html'),
      'GET /config.json': () => ({ body: JSON.stringify(config), headers: { ...pageHeaders(), 'content-type': 'application/json' } })
    },
    fallback: request => (request.method === 'GET' ? pageFile(root, request, pageHeaders()) : { status: 405, body: '', headers: pageHeaders() })
  })
  return {
    handler,
    setConfig: next => {
      config = next
    },
    listening: url => {
      siteOrigin ??= new URL(url).origin
    }
  }
}

export async function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const site = createSecureSite(options)
  const served = await serve(site.handler, options)
  site.listening(served.url)
  return { url: served.url, server: served.server, setConfig: site.setConfig, stop: () => served.close() }
}
