import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { $modal, openModal } from './modal.js'
import { $router, dropTransactionAction, goBack, popTransactionStack, pushTransactionStack, pushView, replaceView, resetView } from './router.js'

const history = () => $router.get().history

describe('router (behaviour §2 navigation rules)', () => {
  beforeEach(() => {
    resetControllers()
    openModal({ view: 'Connect' })
  })

  it('pushing the view already on top is ignored', () => {
    pushView('AllWallets')
    pushView('AllWallets')
    assert.deepEqual(history(), ['Connect', 'AllWallets'])
  })

  it('reset replaces the whole history', () => {
    pushView('AllWallets')
    resetView('Account')
    assert.deepEqual(history(), ['Account'])
    assert.equal($router.get().view, 'Account')
  })

  it('replace swaps the top entry', () => {
    pushView('AllWallets')
    replaceView('ConnectingExternal')
    assert.deepEqual(history(), ['Connect', 'ConnectingExternal'])
    assert.equal($router.get().view, 'ConnectingExternal')
  })

  it('going back pops one entry', () => {
    pushView('AllWallets')
    pushView('ConnectingWalletConnect')
    goBack()
    assert.deepEqual(history(), ['Connect', 'AllWallets'])
    assert.equal($router.get().view, 'AllWallets')
    assert.equal($modal.get().open, true)
  })

  it('going back with one entry in history closes the modal', () => {
    goBack()
    assert.equal($modal.get().open, false)
  })

  it('going back when history contains UnsupportedChain closes the modal', () => {
    resetView('UnsupportedChain')
    pushView('Networks')
    goBack()
    assert.equal($modal.get().open, false)
  })

  it('a completed transaction-stack item that says go back goes back', () => {
    pushView('Account')
    pushView('RegisterAccountName')
    let succeeded = false
    pushTransactionStack({ goBack: true, onSuccess: () => (succeeded = true) })
    popTransactionStack()
    assert.deepEqual(history(), ['Connect', 'Account'])
    assert.equal(succeeded, true)
    assert.deepEqual($router.get().transactionStack, [])
  })

  it('a completed replace item returns to just before ConnectingSiwe', () => {
    pushView('Account')
    pushView('ConnectingSiwe')
    pushView('ApproveTransaction')
    pushTransactionStack({ replace: true })
    popTransactionStack()
    assert.deepEqual(history(), ['Connect', 'Account'])
  })

  it('a completed replace item without ConnectingSiwe closes the modal and clears history', () => {
    pushView('ApproveTransaction')
    pushTransactionStack({ replace: true })
    popTransactionStack()
    assert.equal($modal.get().open, false)
    assert.deepEqual(history(), [])
  })

  it('a completed item with a view resets to that view', () => {
    pushView('RegisterAccountName')
    pushTransactionStack({ view: 'RegisterAccountNameSuccess' })
    popTransactionStack()
    assert.deepEqual(history(), ['RegisterAccountNameSuccess'])
  })

  it('a cancel goes back and runs the cancel callback', () => {
    pushView('Account')
    pushView('ApproveTransaction')
    let cancelled = false
    let succeeded = false
    pushTransactionStack({ view: 'Account', onCancel: () => (cancelled = true), onSuccess: () => (succeeded = true) })
    popTransactionStack(true)
    assert.deepEqual(history(), ['Connect', 'Account'])
    assert.equal(cancelled, true)
    assert.equal(succeeded, false)
  })

  it('popping an empty transaction stack changes nothing', () => {
    pushView('Account')
    popTransactionStack()
    assert.deepEqual(history(), ['Connect', 'Account'])
  })

  it('a failed flow drops its own transaction-stack item only, and nothing moves', () => {
    let ran = false
    const mine = { view: 'Account' as const, onSuccess: () => (ran = true), onCancel: () => (ran = true) }
    const other = { view: 'Connect' as const }
    pushTransactionStack(other)
    pushTransactionStack(mine)
    pushView('Networks')
    dropTransactionAction(mine)
    assert.deepEqual($router.get().transactionStack, [other])
    assert.deepEqual(history(), ['Connect', 'Networks'])
    assert.equal(ran, false)
  })
})
