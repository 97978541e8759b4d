import { expect } from '@open-wc/testing'
import { mainnet } from '../../../networks.js'
import { setOptions } from '../../../controllers/config/options.js'
import { awaitPopupLoaded, awaitSocialCallback } from '../../../controllers/embedded-wallet/social-login.js'
import { SIGN_IN_TIMED_OUT, SIGN_IN_WINDOW_CLOSED } from '../../../frame/social-window.js'
import { openSocialPopup } from '../../../controllers/embedded-wallet/social-popup.js'
import { until } from '../../../test/until.js'

/**
 * The popup's answer in a real browser: a real window opened by the page, real postMessage and a
 * real `closed`. The secure site is mocked by this page's own origin (same-origin about:blank
 * popups post as the secure site's callback page would); the whole flow against the devnet's
 * secure site and OIDC provider is the e2e's.
 */
describe('the social popup callback (real window, same-origin page standing in for the secure site)', () => {
  const SECURE = location.origin
  const CALLBACK = `${SECURE}/oauth/callback?code=abc&state=xyz`
  let popup: Window

  beforeEach(() => {
    popup = window.open('about:blank', 'w3m-social-test', 'width=300,height=300')!
    expect(popup, 'the test browser opens popups').to.not.equal(null)
  })
  afterEach(() => popup.close())

  it('resolves with the callback the popup posts; the page’s own message and wrong shapes before it are ignored', async () => {
    const answer = awaitSocialCallback(popup, SECURE, new AbortController().signal)
    // Not from the popup: ignored.
    window.postMessage({ type: 'w3m-social-callback', uri: `${SECURE}/oauth/callback?code=forged` }, SECURE)
    // From the popup but the wrong shape or place: ignored.
    const post = (data: unknown) => (popup as Window & typeof globalThis).eval(`window.opener.postMessage(${JSON.stringify(data)}, ${JSON.stringify(SECURE)})`)
    post({ type: 'w3m-social-callback', uri: CALLBACK, more: true })
    post({ type: 'w3m-social-callback', uri: `${SECURE}/elsewhere?code=abc` })
    post({ type: 'w3m-social-callback', uri: CALLBACK })
    expect(await answer).to.equal(CALLBACK)
  })

  it("a popup closed before answering ends with 'Sign-in window closed'", async () => {
    const answer = awaitSocialCallback(popup, SECURE, new AbortController().signal)
    popup.close()
    let message = ''
    await answer.catch((error: Error) => (message = error.message))
    expect(message).to.equal(SIGN_IN_WINDOW_CLOSED)
  })

  it('a callback posted just before the popup closes itself still counts (the callback page posts, then closes)', async () => {
    const answer = awaitSocialCallback(popup, SECURE, new AbortController().signal)
    ;(popup as Window & typeof globalThis).eval(`window.opener.postMessage({ type: 'w3m-social-callback', uri: ${JSON.stringify(CALLBACK)} }, ${JSON.stringify(SECURE)}); window.close()`)
    expect(await answer).to.equal(CALLBACK)
  })

  it("the loading page's ready word from the popup ends the first wait; the page's own forged one does not", async () => {
    let loaded = false
    const answer = awaitPopupLoaded(popup, SECURE, new AbortController().signal).then(() => (loaded = true))
    // Messages from one window arrive in order: once the marker is here, the forged word was seen (and ignored).
    const marker = new Promise(resolve => window.addEventListener('message', event => event.data === 'marker' && resolve(undefined)))
    window.postMessage({ type: 'w3m-social-loading' }, SECURE)
    window.postMessage('marker', SECURE)
    await marker
    expect(loaded, 'a message from the page itself').to.equal(false)
    ;(popup as Window & typeof globalThis).eval(`window.opener.postMessage({ type: 'w3m-social-loading' }, ${JSON.stringify(SECURE)})`)
    await answer
    expect(loaded).to.equal(true)
  })

  it("no answer in time: 'Sign-in timed out' and the popup closes (the 5 minutes shortened here to a second)", async () => {
    let message = ''
    await awaitSocialCallback(popup, SECURE, new AbortController().signal, 1_000).catch((error: Error) => (message = error.message))
    expect(message).to.equal(SIGN_IN_TIMED_OUT)
    await until(() => popup.closed, 'the popup closed')
  })

  it('an abort (the person left the view) ends the wait without a message of its own', async () => {
    const controller = new AbortController()
    const answer = awaitSocialCallback(popup, SECURE, controller.signal)
    controller.abort()
    let message = ''
    await answer.catch((error: Error) => (message = error.message))
    expect(message).to.equal('aborted')
  })

  it('a ready word the loading page sent before the flow began to wait is not lost (the flow\'s code loaded late)', async () => {
    popup.close()
    setOptions({ projectId: 'test', networks: [mainnet], secureSiteUrl: SECURE })
    popup = openSocialPopup()!
    expect(popup, 'the test browser opens popups').to.not.equal(null)
    await until(() => popup.document?.readyState === 'complete' && popup.location.href !== 'about:blank', 'the loading page is open')
    const marker = new Promise(resolve => window.addEventListener('message', event => event.data === 'marker' && resolve(undefined)))
    ;(popup as Window & typeof globalThis).eval(`window.opener.postMessage({ type: 'w3m-social-loading' }, ${JSON.stringify(SECURE)}); window.opener.postMessage('marker', ${JSON.stringify(SECURE)})`)
    await marker
    // Only now does the flow (its code late on a slow network) ask: the word was heard from the click on.
    let loaded = false
    void awaitPopupLoaded(popup, SECURE, new AbortController().signal).then(() => (loaded = true))
    await until(() => loaded, 'the wait ends without a second word')
  })
})
