import { expect } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { resetControllers } from '../../../test/reset-controllers.js'
import { emulatePhone, stopEmulatingPhone } from '../../../test/fixtures/phone.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import { resetView, type WalletChoice } from '../../../controllers/modal/router.js'
import { $walletConnect } from '../../../controllers/walletconnect/actions.js'
import { APP_OPEN_TIMEOUT_MS, type W3mConnectingWcView } from './w3m-connecting-wc-view.js'

// Room for every later load, so the no-SDK check below cannot miss one to a full buffer.
performance.setResourceTimingBufferSize(100_000)

const URI = 'wc:7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908@2?relay-protocol=irn&symKey=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef&expiryTimestamp=1999999999'

const WALLET: WalletChoice = {
  id: 'test-wallet',
  name: 'Test Wallet',
  // A native scheme: Chromium hands it to the OS (none here), so the test page stays put.
  mobileLink: 'w3mkittestwallet://',
  appStore: 'https://apps.apple.com/app/test-wallet/id1',
  playStore: 'https://play.google.com/store/apps/details?id=test.wallet'
}

const byTestId = <T extends Element = HTMLElement>(root: ParentNode, id: string) => root.querySelector<T>(`[data-testid="${id}"]`)

/** Mounts the view for `wallet`; with no project configured the pairing fails, then a live one stands in. */
async function wcView(wallet: WalletChoice | undefined): Promise<{ view: W3mConnectingWcView; root: ShadowRoot }> {
  resetView('ConnectingWalletConnect', wallet ? { wallet } : {})
  const view = await themedFixture<W3mConnectingWcView>(html`<w3m-connecting-wc-view></w3m-connecting-wc-view>`)
  const root = view.shadowRoot!
  const qr = root.querySelector('w3m-connecting-wc-qr')!
  await until(() => byTestId(qr.shadowRoot!, 'connect-error'), 'the unconfigured pairing fails', 5_000)
  $walletConnect.set({ wcUri: URI, wcPairingExpiry: Date.now() + 300_000, buffering: false })
  await view.updateComplete
  await until(() => byTestId(qr.shadowRoot!, 'wui-qr-code'), 'the QR code shows')
  return { view, root }
}

async function clickOpen(root: ShadowRoot): Promise<void> {
  const open = byTestId(root, 'open-wallet-app')!
  open.shadowRoot!.querySelector('button')!.click()
}

describe('w3m-connecting-wc-view', () => {
  beforeEach(() => {
    resetControllers()
    $walletConnect.set({ buffering: false })
  })
  afterEach(() => {
    stopEmulatingPhone()
    delete (document as { visibilityState?: unknown }).visibilityState
  })
  after(() => {
    // The WalletConnect SDK never loads in element tests (no project: the pairing fails first).
    const loaded = performance.getEntriesByType('resource').map(entry => entry.name)
    expect(loaded.filter(name => /@walletconnect|@reown|adapters\/walletconnect\/provider/.test(name))).to.deep.equal([])
  })

  it('on a phone, "Open" is disabled until the URI, then deep links the wallet with the encoded wc: URI', async () => {
    emulatePhone()
    resetView('ConnectingWalletConnect', { wallet: WALLET })
    const view = await themedFixture<W3mConnectingWcView>(html`<w3m-connecting-wc-view></w3m-connecting-wc-view>`)
    const open = byTestId(view.shadowRoot!, 'open-wallet-app')!
    expect(open.textContent!.trim()).to.equal('Open Test Wallet')
    expect(open.hasAttribute('disabled'), 'no URI yet').to.equal(true)
    view.remove()

    const { root } = await wcView(WALLET)
    expect(byTestId(root, 'open-wallet-app')!.hasAttribute('disabled')).to.equal(false)
    const qr = root.querySelector('w3m-connecting-wc-qr')!.shadowRoot!
    expect(qr.textContent).to.contain('Scan this QR code with another device')
    await clickOpen(root)
    expect($walletConnect.get().wcLinking).to.deep.equal({ name: 'Test Wallet', href: `w3mkittestwallet://wc?uri=${encodeURIComponent(URI)}` })
    expect(byTestId(root, 'app-not-opened'), 'not before the timeout').to.equal(null)
  })

  it('when the app does not open (page still visible), says so and offers the store links, accessibly', async () => {
    emulatePhone()
    const { view, root } = await wcView(WALLET)
    await clickOpen(root)
    await until(() => byTestId(root, 'app-not-opened'), 'the fallback shows', APP_OPEN_TIMEOUT_MS + 3_000)
    const fallback = byTestId(root, 'app-not-opened')!
    expect(fallback.getAttribute('role')).to.equal('status')
    expect(fallback.textContent).to.contain('Test Wallet did not open. Is it installed?')
    const links = [...fallback.querySelectorAll('wui-link')].map(link => ({
      text: link.textContent!.trim(),
      href: link.shadowRoot!.querySelector('a')?.getAttribute('href')
    }))
    expect(links).to.deep.equal([
      { text: 'App Store', href: WALLET.appStore },
      { text: 'Google Play', href: WALLET.playStore }
    ])
    await expect(view).to.be.accessible()
  })

  it('when the app took the link (page hidden), shows no fallback', async () => {
    emulatePhone()
    const { root } = await wcView(WALLET)
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    await clickOpen(root)
    await new Promise(resolve => setTimeout(resolve, APP_OPEN_TIMEOUT_MS + 500))
    expect(byTestId(root, 'app-not-opened')).to.equal(null)
  })

  it('offers no "Open" on a desktop, nor on a phone for a wallet without a deep link', async () => {
    const desktop = await wcView(WALLET)
    expect(byTestId(desktop.root, 'open-wallet-app')).to.equal(null)
    expect(desktop.root.querySelector('w3m-connecting-wc-qr')!.shadowRoot!.textContent).to.contain('Scan this QR code with your phone')
    desktop.view.remove()

    emulatePhone()
    const { view, root } = await wcView({ id: 'plain', name: 'Plain Wallet' })
    expect(byTestId(root, 'open-wallet-app')).to.equal(null)
    await expect(view).to.be.accessible()
  })
})
