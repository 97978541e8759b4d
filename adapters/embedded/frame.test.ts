import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { frameUrl } from './frame.js'

describe('frameUrl', () => {
  it('carries the behaviour §7 query, the kit language (the frame screens speak it) and the embedding origin', () => {
    const url = new URL(frameUrl({ secureSiteUrl: 'https://secure.example/', projectId: 'p1', chainId: 'eip155:1', version: '1.2.3', enableLogger: false, locale: 'ar' }, 'https://site.example'))
    assert.equal(url.origin, 'https://secure.example')
    assert.deepEqual(Object.fromEntries(url.searchParams), { projectId: 'p1', chainId: 'eip155:1', version: '1.2.3', enableLogger: 'false', locale: 'ar', origin: 'https://site.example' })
  })
})
