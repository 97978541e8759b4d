import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { frameAncestors, startSecureSite } from './site.js'

describe('secure site', () => {
  it('sends frame-ancestors from the allowed origins, a strict script-src, and the page config', async () => {
    const site = await startSecureSite({ allowedOrigins: ['http://localhost:*', 'https://dapp.example'] })
    try {
      site.setConfig({ authUrl: 'http://127.0.0.1:9', rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' } })
      const response = await fetch(`${site.url}/config.json`)
      const csp = response.headers.get('content-security-policy') ?? ''
      assert.match(csp, /frame-ancestors http:\/\/localhost:\* https:\/\/dapp\.example(;|$)/)
      assert.match(csp, /script-src 'self'(;|$)/)
      assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:9 http:\/\/127\.0\.0\.1:8545/)
      assert.deepEqual(await response.json(), { authUrl: 'http://127.0.0.1:9', rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' } })
      assert.equal((await fetch(`${site.url}/..%2f..%2fpackage.json`)).status, 404)
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
    assert.equal(frameAncestors(["https://a.example; script-src *"]), "'none'")
  })
})
