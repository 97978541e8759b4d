// appKitWallets (Svelte) over the real headless wallets store, in plain Node. Node has no window, so
// the store does not start filling the lists (a server render); the test moves the store itself, as
// the live part does in a browser.
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { get } from 'svelte/store'
import { appKitWallets as headlessWallets } from '../controllers/headless-wallets/api.js'
import { $headlessWallets, INITIAL_WALLETS_STATE, type AppKitWalletsState } from '../controllers/headless-wallets/store.js'
import { appKitWallets } from './stores.js'

afterEach(() => $headlessWallets.set(INITIAL_WALLETS_STATE))

describe('appKitWallets (Svelte)', () => {
  it('is a store (called back at once, then on each change, until unsubscribed) with the actions beside it', () => {
    assert.equal(get(appKitWallets).isInitialized, false, "svelte's own get reads it")
    const seen: AppKitWalletsState[] = []
    const unsubscribe = appKitWallets.subscribe(state => seen.push(state))
    assert.equal(seen.length, 1)
    $headlessWallets.set({ ...INITIAL_WALLETS_STATE, isInitialized: true, wcUri: 'wc:abc@2' })
    assert.equal(seen.at(-1)?.wcUri, 'wc:abc@2')
    unsubscribe()
    $headlessWallets.set({ ...INITIAL_WALLETS_STATE, wcUri: 'wc:later@2' })
    assert.equal(seen.length, 2, 'no call after unsubscribe')
    assert.equal(appKitWallets.connect, headlessWallets.connect)
    assert.equal(appKitWallets.disconnect, headlessWallets.disconnect)
  })
})
