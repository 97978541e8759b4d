import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { CACHE_TTL, createTtlCache } from './cache.js'

describe('TTL cache', () => {
  it('uses the behaviour §9 expiries', () => {
    assert.deepEqual(CACHE_TTL, { portfolioBalance: 30_000, nativeBalance: 30_000, ens: 300_000, identity: 300_000 })
  })

  it('serves an entry until it expires', () => {
    let clock = 1_000
    const cache = createTtlCache<string>({ ttlMs: CACHE_TTL.portfolioBalance, now: () => clock })
    cache.set('a', 'x')
    clock += 29_999
    assert.equal(cache.get('a'), 'x')
    clock += 1
    assert.equal(cache.get('a'), undefined)
  })

  it('drops the oldest entry past maxEntries', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    assert.deepEqual([cache.get('a'), cache.get('b'), cache.get('c')], [undefined, 2, 3])
  })

  it('loads once for concurrent callers, caches the value, and does not cache failures', async () => {
    let clock = 0
    let loads = 0
    const cache = createTtlCache<string>({ ttlMs: CACHE_TTL.identity, now: () => clock })
    const load = async () => `v${++loads}`
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])
    assert.deepEqual([a, b, loads], ['v1', 'v1', 1])
    clock += 299_000
    assert.equal(await cache.getOrLoad('k', load), 'v1')
    clock += 1_000
    assert.equal(await cache.getOrLoad('k', load), 'v2')

    await assert.rejects(cache.getOrLoad('bad', () => Promise.reject(new Error('down'))), /down/)
    assert.equal(await cache.getOrLoad('bad', async () => 'up'), 'up')
  })

  it('does not store a load that was invalidated while in flight', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 })
    let release: (value: string) => void = () => undefined
    const pending = cache.getOrLoad('k', () => new Promise<string>(resolve => (release = resolve)))
    cache.delete('k')
    release('stale')
    assert.equal(await pending, 'stale')
    assert.equal(cache.get('k'), undefined)
  })
})
