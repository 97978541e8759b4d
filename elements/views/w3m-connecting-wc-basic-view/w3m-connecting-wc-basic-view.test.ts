import { expect } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { resetControllers } from '../../../test/reset-controllers.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import { addConnector, addRecentWallet } from '../../../controllers/wallets/connectors.js'
import { $router } from '../../../controllers/modal/router.js'
import { $walletConnect } from '../../../controllers/walletconnect/actions.js'
import './w3m-connecting-wc-basic-view.js'
import type { W3mConnectingWcBasicView } from './w3m-connecting-wc-basic-view.js'

// Room for every later load, so the no-SDK check below cannot miss one to a full buffer.
performance.setResourceTimingBufferSize(100_000)

const URI = 'wc:7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908@2?relay-protocol=irn&symKey=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef&expiryTimestamp=1999999999'
const ICON = 'data:image/png;base64,iVBORw0KGgo='

const rows = (root: ShadowRoot) => [...root.querySelectorAll('wui-list-wallet')]

/** Mounts the view; with no project configured the pairing fails, then a live one stands in. */
async function basicView(): Promise<{ view: W3mConnectingWcBasicView; root: ShadowRoot }> {
  const view = await themedFixture<W3mConnectingWcBasicView>(html`<w3m-connecting-wc-basic-view></w3m-connecting-wc-basic-view>`)
  const qr = view.shadowRoot!.querySelector('w3m-connecting-wc-qr')!.shadowRoot!
  await until(() => qr.querySelector('[data-testid="connect-error"]'), 'the unconfigured pairing fails', 5_000)
  $walletConnect.set({ wcUri: URI, wcPairingExpiry: Date.now() + 300_000, buffering: false })
  await until(() => qr.querySelector('[data-testid="wui-qr-code"]'), 'the QR code shows')
  return { view, root: view.shadowRoot! }
}

describe('w3m-connecting-wc-basic-view', () => {
  beforeEach(() => {
    resetControllers()
    $walletConnect.set({ buffering: false })
    addConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' })
    for (const n of [1, 2, 3]) addConnector({ id: `io.installed${n}`, name: `Installed ${n}`, type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON, info: { rdns: `io.installed${n}` } })
    addRecentWallet({ id: 'recent-a', name: 'Recent A' })
    addRecentWallet({ id: 'io.installed2', name: 'Installed 2', rdns: 'io.installed2' })
  })
  after(() => {
    const loaded = performance.getEntriesByType('resource').map(entry => entry.name)
    expect(loaded.filter(name => /@walletconnect|@reown|adapters\/walletconnect\/provider/.test(name)), 'no WalletConnect SDK').to.deep.equal([])
  })

  it('shows the pairing QR code over a short wallet list: recent first, then installed, no WalletConnect row, at most 4', async () => {
    const { root } = await basicView()
    const qr = root.querySelector('w3m-connecting-wc-qr')!.shadowRoot!.querySelector('[data-testid="wui-qr-code"]')!
    expect(qr.getAttribute('uri')).to.equal(URI)
    expect(root.querySelector('ul')!.getAttribute('aria-label')).to.equal('Wallets')
    expect(rows(root).map(row => row.dataset.testid)).to.deep.equal([
      'wallet-selector-io.installed2',
      'wallet-selector-recent-a',
      'wallet-selector-io.installed1',
      'wallet-selector-io.installed3'
    ])
    expect(rows(root).map(row => row.getAttribute('name') ?? (row as HTMLElement & { name: string }).name)).to.deep.equal(['Installed 2', 'Recent A', 'Installed 1', 'Installed 3'])
  })

  it('a chosen row follows the choice rule: installed opens ConnectingExternal, otherwise ConnectingWalletConnect', async () => {
    const { root } = await basicView()
    const click = (id: string) => rows(root).find(row => row.dataset.testid === `wallet-selector-${id}`)!.shadowRoot!.querySelector('button')!.click()
    click('io.installed1')
    expect($router.get().view).to.equal('ConnectingExternal')
    expect($router.get().data?.connector?.id).to.equal('io.installed1')
    $router.set({ view: 'ConnectingWalletConnectBasic', history: ['ConnectingWalletConnectBasic'], data: undefined, transactionStack: [] })
    click('recent-a')
    expect($router.get().view).to.equal('ConnectingWalletConnect')
    expect($router.get().data?.wallet?.id).to.equal('recent-a')
  })

  it('without any wallet shows the QR code alone; accessible, light and dark', async () => {
    resetControllers()
    const { view, root } = await basicView()
    expect(root.querySelector('ul')).to.equal(null)
    await expect(view).to.be.accessible()
    view.remove()
    for (const n of [1, 2]) addConnector({ id: `io.installed${n}`, name: `Installed ${n}`, type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON })
    for (const theme of ['light', 'dark'] as const) {
      const listed = await themedFixture<W3mConnectingWcBasicView>(html`<w3m-connecting-wc-basic-view></w3m-connecting-wc-basic-view>`, theme)
      await until(() => rows(listed.shadowRoot!).length === 2, 'the list shows')
      await expect(listed).to.be.accessible()
      listed.remove()
    }
  })
})
