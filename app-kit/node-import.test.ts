import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { browserGlobalsRead } from '../test/browser-globals.js'

// Server-rendered pages import the kit in Node: importing must not reach for browser globals.
describe('importing the kit in Node', () => {
  it('touches neither window nor navigator', async () => {
    const touched = await browserGlobalsRead(['window', 'navigator'], async () => {
      await import('../index.js')
      await import('../svelte.js')
      await import('../controllers/locale-theme/locale.js')
      await import('../wagmi.js')
    })
    assert.deepEqual(touched, [])
  })
})
