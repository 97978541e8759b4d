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

  it('never lets everyone embed the frame', () => {
    assert.equal(frameAncestors(['*']), "'none'")
    assert.equal(frameAncestors(["https://a.example; script-src *"]), "'none'")
  })
})
