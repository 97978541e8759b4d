import { readFile, realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { gzip } from 'node:zlib'
import { promisify } from 'node:util'

/** Serves a built folder for the demo, the e2e tests and the bench: MIME types, gzip, no caching, no traversal. */

export type StaticRoute = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>

export interface StaticServerOptions {
  root: string
  /** 0 or absent: a free port. */
  port?: number
  host?: string
  /** HTML inserted before `</head>` of every HTML page (e.g. a `<script>` setting `window.__DEVNET__`). */
  inject?: string
  /** Exact pathnames answered by a handler before the file system is looked at. */
  routes?: Record<string, StaticRoute>
  /** Headers added to every file served (e.g. a `content-security-policy`). */
  headers?: Record<string, string>
}

export interface StaticServer {
  url: string
  stop(): Promise<void>
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8'
}

/** Already-compressed formats gain nothing from gzip. */
const INCOMPRESSIBLE = new Set(['.png', '.jpg', '.jpeg', '.webp', '.woff2'])

const gzipAsync = promisify(gzip)

export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = await realpath(resolve(options.root))
  const host = options.host ?? '127.0.0.1'
  const routes = options.routes ?? {}
  // Compressed bodies keyed by path, mtime and size, so repeated loads don't re-gzip.
  const gzipCache = new Map<string, Buffer>()

  async function locate(pathname: string): Promise<{ file: string; redirect?: string } | undefined> {
    const candidate = resolve(join(root, pathname))
    if (candidate !== root && !candidate.startsWith(root + sep)) return undefined
    let info = await stat(candidate).catch(() => undefined)
    if (!info) return undefined
    if (info.isDirectory()) {
      // Relative asset URLs in index.html only resolve under a trailing slash.
      if (!pathname.endsWith('/')) return { file: candidate, redirect: `${pathname}/` }
      const index = join(candidate, 'index.html')
      info = await stat(index).catch(() => undefined)
      if (!info?.isFile()) return undefined
      return confine(index)
    }
    return info.isFile() ? confine(candidate) : undefined
  }

  /** Symlinks must not lead out of the root either. */
  async function confine(file: string): Promise<{ file: string } | undefined> {
    const real = await realpath(file).catch(() => undefined)
    return real && real.startsWith(root + sep) ? { file: real } : undefined
  }

  async function body(file: string, ext: string, wantsGzip: boolean): Promise<{ data: Buffer; gzipped: boolean }> {
    let data = await readFile(file)
    if (ext === '.html' && options.inject) data = Buffer.from(injectIntoHead(data.toString('utf8'), options.inject))
    if (!wantsGzip || INCOMPRESSIBLE.has(ext)) return { data, gzipped: false }
    const info = await stat(file)
    const key = `${file}:${info.mtimeMs}:${info.size}`
    let compressed = gzipCache.get(key)
    if (!compressed) {
      compressed = await gzipAsync(data, { level: 9 })
      gzipCache.set(key, compressed)
    }
    return { data: compressed, gzipped: true }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://static.invalid')
    const route = routes[url.pathname]
    if (route) return route(req, res)
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' })

    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return sendText(res, 400, 'Bad path encoding')
    }
    if (pathname.includes('\0')) return sendText(res, 400, 'Bad path')
    const found = await locate(pathname)
    if (!found) return sendText(res, 404, `Not found: ${url.pathname}`)
    if (found.redirect) return sendText(res, 301, 'Moved', { location: `${encodeURI(found.redirect)}${url.search}` })

    const ext = extname(found.file).toLowerCase()
    const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const { data, gzipped } = await body(found.file, ext, wantsGzip)
    res.writeHead(200, {
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'content-length': data.length,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      ...options.headers
    })
    res.end(req.method === 'HEAD' ? undefined : data)
  }

  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    handle(req, res).catch(error => {
      if (!res.headersSent) sendText(res, 500, `Static server error: ${(error as Error).message}`)
      else res.destroy()
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, () => done())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    stop: () =>
      new Promise<void>(done => {
        server.close(() => done())
        // Keep-alive sockets from browsers would hold close() open forever.
        for (const socket of sockets) socket.destroy()
      })
  }
}

export function injectIntoHead(html: string, snippet: string): string {
  const at = html.search(/<\/head>/i)
  return at < 0 ? snippet + html : html.slice(0, at) + snippet + html.slice(at)
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', ...headers })
  res.end(text)
}

/** A `<script>` that defines `window.<name>` as JSON, safe against `</script>` inside the values. */
export function globalScript(name: string, value: unknown): string {
  return `<script>${globalScriptSource(name, value)}</script>`
}

/** The same statement as a script file's text: a page under a strict CSP (no inline script) loads it by `<script src>`. */
export function globalScriptSource(name: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c')
  return `window[${JSON.stringify(name)}] = ${json};`
}
