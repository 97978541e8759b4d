import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { frameAncestors, startSecureSite } from './secure-site.js'
import { isOriginAllowed } from '../../../clients/origins.js'
import { checkLoadingQuery } from './oauth-pages.js'

describe('secure site', () => {
  it('sends frame-ancestors from the allowed origins, a strict script-src and style-src, and the page config', async () => {
    const site = await startSecureSite({ allowedOrigins: ['http://localhost:*', 'https://dapp.example'] })
    try {
      site.setConfig({ authUrl: 'http://127.0.0.1:9', rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' } })
      const response = await fetch(`${site.url}/config.json`)
      const csp = response.headers.get('content-security-policy') ?? ''
      assert.match(csp, /frame-ancestors http:\/\/localhost:\* https:\/\/dapp\.example(;|$)/)
      assert.match(csp, /script-src 'self'(;|$)/)
      assert.match(csp, /style-src 'self'(;|$)/, 'the frame page writes no inline style')
      assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:9 http:\/\/127\.0\.0\.1:8545/)
      assert.deepEqual(await response.json(), { authUrl: 'http://127.0.0.1:9', rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' } })
      assert.equal((await fetch(`${site.url}/..%2f..%2fpackage.json`)).status, 404)
      assert.equal((await fetch(`${site.url}/.vite/manifest.json`)).status, 404, 'the build manifest is not served')
      // With the blockchain API configured, the page may reach it (the approval screen's names and prices).
      site.setConfig({ authUrl: 'http://127.0.0.1:9', rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' }, apiUrl: 'http://127.0.0.1:8787' })
      const withApi = await fetch(`${site.url}/config.json`)
      assert.match(withApi.headers.get('content-security-policy') ?? '', /connect-src 'self' http:\/\/127\.0\.0\.1:9 http:\/\/127\.0\.0\.1:8787 http:\/\/127\.0\.0\.1:8545/)
      assert.equal(((await withApi.json()) as { apiUrl?: string }).apiUrl, 'http://127.0.0.1:8787')
    } finally {
      await site.stop()
    }
  })

  it('serves the page fresh and gzipped, its hashed assets cacheable for good', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const { request } = await import('node:http')
    const root = await mkdtemp(join(tmpdir(), 'site-'))
    await mkdir(join(root, 'assets'))
    await writeFile(join(root, 'index.html'), '<!doctype html><title>frame</title>'.repeat(50))
    await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1);'.repeat(500))
    const site = await startSecureSite({ allowedOrigins: ['http://localhost:*'], root })
    // node:http, not fetch: fetch decodes the body and hides the encoding on the wire.
    const raw = (path: string) =>
      new Promise<{ headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
        request(`${site.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }, response => {
          let bytes = 0
          response.on('data', chunk => (bytes += chunk.length))
          response.on('end', () => resolve({ headers: response.headers, bytes }))
        }).on('error', reject).end()
      })
    try {
      const page = await raw('/')
      assert.equal(page.headers['content-encoding'], 'gzip')
      assert.equal(page.headers['cache-control'], 'no-store')
      const script = await raw('/assets/index-abc.js')
      assert.equal(script.headers['content-encoding'], 'gzip')
      assert.match(String(script.headers['cache-control']), /immutable/)
      assert.ok(script.bytes < 7500 / 10, `${script.bytes} bytes on the wire`)
    } finally {
      await site.stop()
    }
  })

  it('never lets everyone embed the frame', () => {
    assert.equal(frameAncestors(['*']), "'none'")
    assert.equal(frameAncestors(['https://a.example; script-src *']), "'none'")
  })

  it('serves the OAuth loading page only for an allowed origin, a return on that origin and a next at a known provider', async () => {
    const site = await startSecureSite({ allowedOrigins: ['http://localhost:*', 'https://dapp.example'] })
    try {
      site.setConfig({ authUrl: 'http://127.0.0.1:9', rpcUrls: {}, socialAuthorizationOrigins: ['http://127.0.0.1:7000'] })
      const loading = (query: Record<string, string>) => fetch(`${site.url}/oauth/loading?${new URLSearchParams(query)}`)
      const popup = await loading({ origin: 'http://localhost:5173', mode: 'popup' })
      assert.equal(popup.status, 200)
      const html = await popup.text()
      assert.match(html, /<html lang="en">/)
      assert.match(html, /<title>Signing in<\/title>/)
      assert.match(html, /role="status">Loading…</)
      assert.match(html, /<script src="\/oauth\/social\.js" defer><\/script>/)
      const csp = popup.headers.get('content-security-policy') ?? ''
      assert.match(csp, /script-src 'self'/)
      assert.match(csp, /style-src 'self'/)
      assert.doesNotMatch(csp, /unsafe-inline/, 'no inline style or script: the page links its style sheet')
      assert.doesNotMatch(html, /<style|style=/)
      assert.match(html, /<link rel="stylesheet" href="\/oauth\/social\.css">/)
      const sheet = await fetch(`${site.url}/oauth/social.css`)
      assert.match(sheet.headers.get('content-type') ?? '', /^text\/css/)
      assert.match(await sheet.text(), /^body\{/)
      assert.match(csp, /frame-ancestors 'none'/)
      assert.equal(popup.headers.get('referrer-policy'), 'no-referrer')

      const redirect = { origin: 'https://dapp.example', mode: 'redirect', return: 'https://dapp.example/shop?x=1#top', next: 'http://127.0.0.1:7000/auth?client_id=google' }
      assert.equal((await loading(redirect)).status, 200)
      for (const [query, words] of [
        [{ origin: 'https://evil.example', mode: 'popup' }, 'This site is not allowed to sign in here'],
        [{ origin: 'https://dapp.example/', mode: 'popup' }, 'This site is not allowed to sign in here'],
        [{ origin: 'https://dapp.example', mode: 'window' }, 'Unknown sign-in mode'],
        [{ ...redirect, return: 'https://evil.example/' }, 'The return address is not on the site'],
        [{ ...redirect, return: 'javascript:alert(1)' }, 'The return address is not on the site'],
        [{ ...redirect, next: 'https://evil.example/auth' }, 'The sign-in address is not a known provider'],
        [{ origin: 'https://dapp.example', mode: 'popup', next: 'http://127.0.0.1:7000/auth' }, 'A popup sign-in takes no return or next address']
      ] as const) {
        const refused = await loading(query)
        assert.equal(refused.status, 400, JSON.stringify(query))
        assert.match(refused.headers.get('content-type') ?? '', /^text\/plain/)
        assert.equal(await refused.text(), words)
      }

      const callback = await fetch(`${site.url}/oauth/callback?code=<b>x</b>&state=s`)
      assert.equal(callback.status, 200)
      assert.doesNotMatch(await callback.text(), /<b>x/, 'nothing from the query in the page')
      const script = await fetch(`${site.url}/oauth/social.js`)
      assert.match(script.headers.get('content-type') ?? '', /^text\/javascript/)
      assert.match(await script.text(), /const CALLBACK = "w3m-social-callback";[\s\S]*postMessage\(\{ type: CALLBACK, uri: location\.href \}, stored\.origin\)/)
    } finally {
      await site.stop()
    }
  })

  it("answers its own origin (the frame's re-sign-in for key export) in popup mode only: exactly that origin, from publicUrl or else the listening URL", async () => {
    const listening = await startSecureSite({ allowedOrigins: ['https://dapp.example'] })
    const published = await startSecureSite({ allowedOrigins: ['https://dapp.example'], publicUrl: 'https://wallet.example/' })
    try {
      const refusal = async (site: typeof listening, query: Record<string, string>) => {
        const answer = await fetch(`${site.url}/oauth/loading?${new URLSearchParams(query)}`)
        return answer.status === 200 ? undefined : `${answer.status} ${await answer.text()}`
      }
      const own = new URL(listening.url)
      const notAllowed = '400 This site is not allowed to sign in here'
      assert.equal(await refusal(listening, { origin: own.origin, mode: 'popup' }), undefined)
      assert.equal(await refusal(published, { origin: 'https://wallet.example', mode: 'popup' }), undefined)
      // Another origin, another port of the same host, a trailing slash, the listening origin once publicUrl names another: refused.
      const otherPort = `${own.protocol}//${own.hostname}:${Number(own.port) + 1}`
      for (const origin of ['https://evil.example', otherPort, `${own.origin}/`]) assert.equal(await refusal(listening, { origin, mode: 'popup' }), notAllowed, origin)
      assert.equal(await refusal(published, { origin: new URL(published.url).origin, mode: 'popup' }), notAllowed)
      // Never in redirect mode: the site sends nobody back to itself.
      assert.equal(await refusal(listening, { origin: own.origin, mode: 'redirect', return: `${own.origin}/`, next: 'http://127.0.0.1:7000/auth' }), notAllowed)
    } finally {
      await listening.stop()
      await published.stop()
    }
  })

  it('matches origin patterns exactly (a port wildcard, never a wildcard everyone)', () => {
    assert.ok(isOriginAllowed('http://localhost:5173', ['http://localhost:*']))
    assert.ok(isOriginAllowed('http://localhost', ['http://localhost:*']))
    assert.ok(!isOriginAllowed('http://localhost.evil.example', ['http://localhost:*']))
    assert.ok(!isOriginAllowed('https://dapp.example.evil.example', ['https://dapp.example']))
    assert.equal(checkLoadingQuery(new URLSearchParams('origin=https://anyone.example&mode=popup'), ['*'], []), 'This site is not allowed to sign in here')
    assert.equal(checkLoadingQuery(new URLSearchParams('origin=https://dapp.example&mode=popup'), ['*'], []), 'This site is not allowed to sign in here')
  })
})
