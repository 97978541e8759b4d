// useAppKitWallets (Vue) over the real headless wallets store, in plain Node: inside an effect scope as
// a mounted component holds it. Node has no window, so the store does not start filling the lists
// (a server render); the test moves the store itself, as the live part does in a browser.
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { effectScope } from 'vue'
import { appKitWallets } from '../controllers/headless-wallets/api.js'
import { $headlessWallets, INITIAL_WALLETS_STATE } from '../controllers/headless-wallets/store.js'
import { useAppKitWallets } from './composables.js'

afterEach(() => $headlessWallets.set(INITIAL_WALLETS_STATE))

describe('useAppKitWallets (Vue)', () => {
  it('is the state and the actions as a readonly ref that follows the store until its scope is disposed', () => {
    const scope = effectScope()
    const wallets = scope.run(() => useAppKitWallets())!
    assert.deepEqual(wallets.value.wallets, [])
    assert.equal(wallets.value.isInitialized, false)
    assert.equal(wallets.value.connect, appKitWallets.connect, 'the actions are the store’s own')
    assert.equal(wallets.value.fetchWallets, appKitWallets.fetchWallets)

    $headlessWallets.set({ ...INITIAL_WALLETS_STATE, isInitialized: true, wcUri: 'wc:abc@2' })
    assert.equal(wallets.value.isInitialized, true)
    assert.equal(wallets.value.wcUri, 'wc:abc@2')

    scope.stop()
    $headlessWallets.set({ ...INITIAL_WALLETS_STATE, wcUri: 'wc:later@2' })
    assert.equal(wallets.value.wcUri, 'wc:abc@2', 'a disposed scope follows no more')
  })
})
