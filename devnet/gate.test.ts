import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { GARBAGE_BODIES } from './faults.js'
import { startGate, type Gate } from './gate.js'
import { serveHttp, type HttpService } from './http.js'

/** The gate in front of a server with state (a counter stands in for anvil's nonces). */
describe('fault gate (devnet/gate.ts)', () => {
  let upstream: HttpService
  let gate: Gate
  let count = 0

  before(async () => {
    upstream = await serveHttp({ name: 'counter', routes: [{ method: 'POST', path: '/', handle: () => ({ count: ++count }) }] })
    gate = await startGate('counter', upstream.url)
  })
  after(async () => {
    await gate.stop()
    await upstream.stop()
  })

  const call = () => fetch(gate.url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })

  it('passes requests through; down cuts them all; up brings the same server back, its state kept', async () => {
    assert.deepEqual(await (await call()).json(), { count: 1 })
    gate.down()
    await assert.rejects(call())
    await assert.rejects(call())
    gate.up()
    assert.deepEqual(await (await call()).json(), { count: 2 })
  })

  it('a fault plan answers for the server and counts what it met: 429 with Retry-After, garbage, then clear', async () => {
    gate.setFaults({ status: 429, retryAfter: 2 })
    const limited = await call()
    assert.equal(limited.status, 429)
    assert.equal(limited.headers.get('retry-after'), '2')
    await call()
    assert.equal(gate.faultHits(), 2)
    gate.setFaults({ garbage: 'text', times: 1 })
    const garbage = await call()
    assert.equal(garbage.status, 200)
    assert.equal(await garbage.text(), GARBAGE_BODIES.text)
    assert.deepEqual(await (await call()).json(), { count: 3 })
  })

  it('the same switch on a devnet service: garbage of the wrong shape, and the loopback control route reads the hits', async () => {
    await fetch(`${upstream.url}/__faults`, { method: 'POST', body: JSON.stringify({ garbage: 'shape' }) })
    const wrong = await fetch(upstream.url, { method: 'POST', body: '{}' })
    assert.deepEqual(await wrong.json(), JSON.parse(GARBAGE_BODIES.shape))
    assert.deepEqual(await (await fetch(`${upstream.url}/__faults`)).json(), { faults: { garbage: 'shape' }, hits: 1 })
    await fetch(`${upstream.url}/__faults`, { method: 'DELETE' })
    assert.deepEqual(await (await fetch(upstream.url, { method: 'POST', body: '{}' })).json(), { count: 4 })
  })
})
