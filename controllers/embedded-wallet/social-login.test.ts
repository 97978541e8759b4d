import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { mainnet } from '../../networks.js'
import { setNetworks } from '../networks/store.js'
import { $embeddedWallet } from './store.js'
import { setOptions } from '../config/options.js'
import { $router } from '../modal/router.js'
import { redirectCallback, startSocialLogin } from './social-login.js'
import { popupsUnavailable } from './social-popup.js'

const SECURE = 'https://secure.test'
const CALLBACK = 'https://secure.test/oauth/callback?code=abc&state=xyz'

describe('redirect mode', () => {
  it('the return address gives the callback and loses the fragment (the site’s own hash stays)', () => {
    const encoded = encodeURIComponent(CALLBACK)
    assert.deepEqual(redirectCallback(`https://shop.test/cart?item=1#w3m-social-callback=${encoded}`, SECURE), { uri: CALLBACK, cleanHref: 'https://shop.test/cart?item=1' })
    assert.deepEqual(redirectCallback(`https://shop.test/#tab#w3m-social-callback=${encoded}`, SECURE), { uri: CALLBACK, cleanHref: 'https://shop.test/#tab' })
    assert.equal(redirectCallback('https://shop.test/#tab', SECURE), undefined)
  })

  it('a fragment that is not the secure site’s callback is stripped but not used', () => {
    const evil = encodeURIComponent('https://evil.test/oauth/callback?code=1')
    assert.deepEqual(redirectCallback(`https://shop.test/#w3m-social-callback=${evil}`, SECURE), { uri: undefined, cleanHref: 'https://shop.test/' })
    assert.deepEqual(redirectCallback('https://shop.test/#w3m-social-callback=%E0%A4%A', SECURE), { uri: undefined, cleanHref: 'https://shop.test/' })
  })

  it('popups are not tried in in-app browsers, WebViews and home-screen apps', () => {
    const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'
    assert.equal(popupsUnavailable(safari, false), false)
    assert.equal(popupsUnavailable(chrome, false), false)
    assert.equal(popupsUnavailable(chrome, true), true)
    assert.equal(popupsUnavailable('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false), true)
    assert.equal(popupsUnavailable(`${safari} [FBAN/FBIOS;FBAV/400.0]`, false), true)
    assert.equal(popupsUnavailable('Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', false), true)
  })
})

describe('a social sign-in that cannot start', () => {
  beforeEach(() => {
    resetControllers()
    setOptions({ projectId: 'test', networks: [mainnet] })
    setNetworks([mainnet])
  })

  it('ends on ConnectingSocial with the error, not busy, the popup closed', async () => {
    // Node has no windows: a plain object with the two members the flow uses stands in for the popup.
    const window = { closed: false, close() { this.closed = true } }
    await startSocialLogin('github', window as unknown as Window)
    assert.equal($router.get().view, 'ConnectingSocial')
    assert.equal($embeddedWallet.get().error, 'Unable to load email login dependency')
    assert.equal($embeddedWallet.get().busy, false)
    assert.equal($embeddedWallet.get().socialProvider, 'github')
    assert.equal(window.closed, true)
  })
})
