import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { gzipSync } from 'node:zlib'
import { extname, join, normalize, resolve } from 'node:path'
import { listen } from '../http/listen.js'
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
  /** The factory of the frame's smart accounts (same address on every bundler's chain). */
  accountFactoryAddress?: string
  /** The blockchain API the approval screen asks for recipients' names and USD prices (with the frame URL's projectId); none without it. */
  apiUrl?: string
}

export interface SecureSiteOptions {
  /** Origins allowed to embed the frame (directory patterns, `*` for a port as in `http://localhost:*`). */
  allowedOrigins: readonly string[]
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

export async function startSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const root = options.root ?? DEFAULT_ROOT
  let config: SecureSiteConfig = { authUrl: '', rpcUrls: {} }
  const csp = () =>
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

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const headers = { 'content-security-policy': csp(), 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' }
    if (req.method !== 'GET') {
      res.writeHead(405, headers)
      return void res.end()
    }
    if (url.pathname.startsWith('/oauth/')) {
      // Top-level pages only (never framed), one constant script, no form, nothing leaks by Referer.
      const oauthHeaders = { ...headers, 'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" }
      if (url.pathname === '/oauth/social.js') {
        res.writeHead(200, { ...oauthHeaders, 'content-type': 'text/javascript; charset=utf-8' })
        return void res.end(SOCIAL_SCRIPT)
      }
      if (url.pathname === '/oauth/social.css') {
        res.writeHead(200, { ...oauthHeaders, 'content-type': 'text/css; charset=utf-8' })
        return void res.end(SOCIAL_STYLE)
      }
      if (url.pathname === '/oauth/loading') {
        const refused = checkLoadingQuery(url.searchParams, options.allowedOrigins, config.socialAuthorizationOrigins ?? [])
        res.writeHead(refused ? 400 : 200, { ...oauthHeaders, 'content-type': refused ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8' })
        return void res.end(refused ?? LOADING_PAGE)
      }
      if (url.pathname === '/oauth/callback') {
        res.writeHead(200, { ...oauthHeaders, 'content-type': 'text/html; charset=utf-8' })
        return void res.end(CALLBACK_PAGE)
      }
    }
    if (url.pathname === '/config.json') {
      res.writeHead(200, { ...headers, 'content-type': 'application/json' })
      return void res.end(JSON.stringify(config))
    }
    const relative = normalize(url.pathname === '/' ? '/index.html' : url.pathname)
    const file = join(root, relative)
    // Only the page and its assets: not the build's own records (.vite/manifest.json).
    if (!file.startsWith(root) || relative.split(/[\\/]/).some(part => part.startsWith('.'))) {
      res.writeHead(404, headers)
      return void res.end()
    }
    try {
      const body = await readFile(file)
      // Hashed build assets never change under their name; the page itself is always fetched fresh.
      const caching = relative.startsWith('/assets/') ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}
      const type = TYPES[extname(file)] ?? 'application/octet-stream'
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && type !== 'application/octet-stream'
      res.writeHead(200, { ...headers, ...caching, 'content-type': type, vary: 'accept-encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
      res.end(gzip ? gzipSync(body) : body)
    } catch {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain' })
      res.end('Not found (build the frame page: npm run build:frame)')
    }
  })
  const listening = await listen(server, options)
  return {
    url: listening.url,
    server,
    setConfig: next => {
      config = next
    },
    stop: () => listening.close()
  }
}
