import assert from 'node:assert/strict'
import { beforeEach, describe, it, type TestContext } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { $toast, hideToast, showToast, TOAST_AUTO_CLOSE_MS, TOAST_SWAP_MS } from './toast.js'

describe('toast (behaviour §4)', () => {
  beforeEach(resetControllers)

  it('a new message while one is open closes the old one and shows the new one after 150 ms', (t: TestContext) => {
    const mock = t.mock
    mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 })
    showToast('first', 'success')
    showToast('second', 'error')
    assert.equal($toast.get().open, false)
    mock.timers.tick(TOAST_SWAP_MS - 1)
    assert.equal($toast.get().open, false)
    mock.timers.tick(1)
    assert.deepEqual({ ...$toast.get() }, { message: 'second', variant: 'error', open: true, autoClose: true })
    hideToast()
  })

  it('success and error toasts close by themselves; loading does not', (t: TestContext) => {
    const mock = t.mock
    mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 })
    showToast('done', 'success')
    mock.timers.tick(TOAST_AUTO_CLOSE_MS)
    assert.equal($toast.get().open, false)
    showToast('Authenticating...', 'loading')
    mock.timers.tick(TOAST_AUTO_CLOSE_MS * 4)
    assert.equal($toast.get().open, true)
    assert.equal($toast.get().autoClose, false)
  })

  it('hide resets the toast', (t: TestContext) => {
    const mock = t.mock
    mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 })
    showToast('x', 'error')
    hideToast()
    assert.deepEqual({ ...$toast.get() }, { message: '', variant: 'success', open: false, autoClose: true })
  })
})
