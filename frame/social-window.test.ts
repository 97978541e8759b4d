import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { isCallbackUrl, isPopupLoaded, popupLoadingUrl, socialCallbackUri } from './social-window.js'

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

  it('the popup opens on the loading page with the site origin', () => {
    assert.equal(popupLoadingUrl('https://secure.test/', 'https://shop.test'), 'https://secure.test/oauth/loading?origin=https%3A%2F%2Fshop.test&mode=popup')
  })
})
