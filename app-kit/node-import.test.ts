import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

// Server-rendered pages import the kit in Node: importing must not reach for browser globals.
describe('importing the kit in Node', () => {
  it('touches neither window nor navigator', async () => {
    const touched: string[] = []
    for (const name of ['window', 'navigator'] as const) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        }
      })
    }
    try {
      await import('../index.js')
      await import('../svelte.js')
      await import('../controllers/locale.js')
      await import('../wagmi.js')
    } finally {
      for (const name of ['window', 'navigator']) delete (globalThis as Record<string, unknown>)[name]
    }
    assert.deepEqual(touched, [])
  })
})
