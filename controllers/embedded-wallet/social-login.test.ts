import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { mainnet } from '../../networks.js'
import { setNetworks } from '../networks/store.js'
import { $embeddedWallet } from './store.js'
import { setOptions } from '../config/options.js'
import { $router } from '../modal/router.js'
import { isCallbackUrl, redirectCallback, socialCallbackUri, startSocialLogin } from './social-login.js'
import { isPopupLoaded, popupLoadingUrl, popupsUnavailable } from './social-popup.js'

const SECURE = 'https://secure.test'
const CALLBACK = 'https://secure.test/oauth/callback?code=abc&state=xyz'
// Only identity matters for `event.source === popup`: any object stands in for the popup's window here.
const popup = { name: 'popup' }
const good = { origin: SECURE, source: popup, data: { type: 'w3m-social-callback', uri: CALLBACK } }

describe('the popup callback message (contract: origin, source and shape checked)', () => {
  it('the callback from the popup on the secure origin gives its URL', () => {
    assert.equal(socialCallbackUri(good as never, popup, SECURE), CALLBACK)
  })

  it('a wrong origin is ignored', () => {
    assert.equal(socialCallbackUri({ ...good, origin: 'https://evil.test' } as never, popup, SECURE), undefined)
    assert.equal(socialCallbackUri({ ...good, origin: 'http://secure.test' } as never, popup, SECURE), undefined)
  })

  it('a wrong source is ignored (another window, or no popup at all)', () => {
    assert.equal(socialCallbackUri({ ...good, source: { name: 'other' } } as never, popup, SECURE), undefined)
    assert.equal(socialCallbackUri({ ...good, source: null } as never, null, SECURE), undefined)
  })

  it('a wrong shape is ignored: other type, extra field, uri not a string, uri elsewhere than /oauth/callback', () => {
    const shapes: unknown[] = [
      null,
      'w3m-social-callback',
      [CALLBACK],
      { type: 'w3m-social-callbak', uri: CALLBACK },
      { type: 'w3m-social-callback', uri: CALLBACK, extra: 1 },
      { type: 'w3m-social-callback', uri: 42 },
      { type: 'w3m-social-callback' },
      { type: 'w3m-social-callback', uri: 'https://evil.test/oauth/callback?code=abc' },
      { type: 'w3m-social-callback', uri: 'https://secure.test/oauth/loading?code=abc' },
      { type: 'w3m-social-callback', uri: 'javascript:alert(1)' }
    ]
    for (const data of shapes) assert.equal(socialCallbackUri({ ...good, data } as never, popup, SECURE), undefined, JSON.stringify(data))
  })

  it("the loading page's ready word counts only from the popup, on the secure origin, exactly { type: 'w3m-social-loading' }", () => {
    const ready = { origin: SECURE, source: popup, data: { type: 'w3m-social-loading' } }
    assert.equal(isPopupLoaded(ready as never, popup, SECURE), true)
    assert.equal(isPopupLoaded({ ...ready, origin: 'https://evil.test' } as never, popup, SECURE), false)
    assert.equal(isPopupLoaded({ ...ready, source: {} } as never, popup, SECURE), false)
    assert.equal(isPopupLoaded({ ...ready, data: { type: 'w3m-social-loading', extra: 1 } } as never, popup, SECURE), false)
    assert.equal(isPopupLoaded({ ...ready, data: 'w3m-social-loading' } as never, popup, SECURE), false)
  })

  it('a secure site under a path keeps its path in the callback', () => {
    assert.equal(isCallbackUrl('https://secure.test/kit/oauth/callback?code=1', 'https://secure.test/kit/'), true)
    assert.equal(isCallbackUrl('https://secure.test/oauth/callback?code=1', 'https://secure.test/kit'), false)
  })
})

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

  it('the popup opens on the loading page with the site origin', () => {
    assert.equal(popupLoadingUrl('https://secure.test/', 'https://shop.test'), 'https://secure.test/oauth/loading?origin=https%3A%2F%2Fshop.test&mode=popup')
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
