import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { assertRequestLike, assertSameShape, replayService, shapeOf } from './harness.js'

describe('contract harness', () => {
  it('sees a string where the real service wants a number', () => {
    assert.throws(() => assertSameShape({ eip155: { slippage: '1' } }, { eip155: { slippage: 1 } }), /eip155\.slippage: expected a number/)
  })

  it('sees keys the real service does not send, and keys it sends that are missing', () => {
    assert.throws(() => assertSameShape({ sessions: [] }, { pcis: [] }), /keys the real service does not send: sessions/)
    assert.throws(() => assertSameShape({}, { pcis: [] }), /missing key pcis/)
    assertSameShape({}, { next: 'x' }, { optional: ['next'] })
  })

  it('checks every array item against the first expected one, and nulls only where allowed', () => {
    assert.throws(() => assertSameShape({ data: [{ a: 1 }, { a: 'x' }] }, { data: [{ a: 1 }] }), /data\.1\.a/)
    assert.throws(() => assertSameShape({ attributes: null }, { attributes: {} }), /attributes: expected an object/)
    assertSameShape({ attributes: null }, { attributes: {} }, { nullable: ['attributes'] })
    assertSameShape([{ attributes: null }], [{ attributes: {} }], { nullable: ['*.attributes'] })
    assert.deepEqual(shapeOf({ a: [1], b: null, c: { d: true } }), { a: ['number'], b: 'null', c: { d: 'boolean' } })
  })

  it('replays a fixture and records what the client sent', async () => {
    const service = await replayService([
      { call: 'POST /x/{a}', source: 'test', request: { method: 'POST', path: '/x/eip155:1:0xab', body: { n: 1 } }, response: { status: 200, body: { ok: true } } }
    ])
    try {
      const response = await fetch(`${service.url}/x/${encodeURIComponent('eip155:1:0xab')}?projectId=p&st=s&sv=v`, { method: 'POST', body: '{"n":"1"}' })
      assert.deepEqual(await response.json(), { ok: true })
      assert.throws(() => assertRequestLike(service.requests[0], { method: 'POST', path: '/x/eip155:1:0xab', body: { n: 1 } }), /n: expected a number/)
      assert.throws(() => assertRequestLike(service.requests[0], { method: 'POST', path: '/x/eip155:1:0xab', query: { q: '1' }, body: { n: '1' } }), /query/)
      assertRequestLike(service.requests[0], { method: 'POST', path: '/x/eip155:1:0xab', body: { n: '' } })
    } finally {
      await service.stop()
    }
  })
})
