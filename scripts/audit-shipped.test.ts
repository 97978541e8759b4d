import assert from 'node:assert/strict'
import { test } from 'node:test'
import { unreviewedAdvisories } from './audit-shipped.mjs'

// The shape of `npm audit --json` (npm 7+): each vulnerable package with the advisories it is reached by.
const report = {
  vulnerabilities: {
    ws: { via: [{ source: 1098392, title: 'ws affected by a DoS when handling a request with many HTTP headers', url: 'https://github.com/advisories/GHSA-3h5v-q93c-6h6q', severity: 'high', range: '>=7.0.0 <7.5.10' }] },
    pino: { via: [{ source: 1, title: 'low one', url: 'https://github.com/advisories/GHSA-low', severity: 'low', range: '<8' }] },
    '@walletconnect/jsonrpc-ws-connection': { via: ['ws'] }
  }
}

test('a high or critical advisory fails the audit unless the known-issues file lists it with a reason', () => {
  assert.deepEqual(unreviewedAdvisories(report, {}), ['ws >=7.0.0 <7.5.10: high GHSA-3h5v-q93c-6h6q ws affected by a DoS when handling a request with many HTTP headers'])
  assert.deepEqual(unreviewedAdvisories(report, { 'GHSA-3h5v-q93c-6h6q': 'reviewed: Node-only path, fixed range installed' }), [])
})
