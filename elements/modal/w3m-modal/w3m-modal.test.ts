import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { deepQueryAll, hostileTexts, assertNoInjectedElements } from '../../../test/fixtures/hostile.js'
import { emulateMedia, setViewport } from '@web/test-runner-commands'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { createTestWallet } from '../../../test/wallets/eip1193-wallet.js'
import { updateAccount, setCaipAddress } from '../../../controllers/account/store.js'
import { setAdapterNamespaces, setNetworks } from '../../../controllers/networks/store.js'
import { addConnector } from '../../../controllers/wallets/connectors.js'
import { $modal, closeModal, openModal } from '../../../controllers/modal/modal.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $router, pushView, type RouteView } from '../../../controllers/modal/router.js'
import { $walletDirectory } from '../../../controllers/wallets/directory.js'
import { bsc, mainnet } from '../../../networks.js'
import type { Eip1193Provider } from '../../../types/public.js'
import '../buttons.js'
import './w3m-modal.js'
import type { W3mModal } from './w3m-modal.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const card = (modal: W3mModal) => modal.shadowRoot!.querySelector<HTMLElement>('[data-testid="w3m-modal-card"]')
const byTestId = (root: Element, id: string) => deepQueryAll(root, `[data-testid="${id}"]`)[0] as HTMLElement | undefined

/** Waits until the modal shows `view` with its code loaded and rendered. */
async function shown(modal: W3mModal, view: RouteView): Promise<void> {
  await until(() => modal.getAttribute('view') === view && $modal.get().open && !$modal.get().loading, `view ${view}`, 5000)
  await modal.updateComplete
}

function setUp(): void {
  resetControllers()
  setNetworks([mainnet, bsc])
  setAdapterNamespaces(['eip155'])
  // A closed local port: the Connect view's directory request fails at once, never leaves the machine.
  setOptions({ projectId: 'test', networks: [mainnet, bsc], termsConditionsUrl: '/terms', privacyPolicyUrl: '/privacy', walletDirectoryUrl: 'http://127.0.0.1:9', analyticsUrl: 'http://127.0.0.1:9' })
}

function connectAccount(): void {
  setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
  updateAccount('eip155', { balance: '10000.123456', balanceSymbol: 'ETH', status: 'connected' })
}

describe('w3m-modal', () => {
  let modal: W3mModal
  // Axe reads colours mid-fade otherwise; this also runs every view under reduced motion.
  before(() => emulateMedia({ reducedMotion: 'reduce' }))
  beforeEach(async () => {
    setUp()
    modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`)
  })
  afterEach(() => closeModal(true))

  it('opens as a native modal dialog labelled by the view title, and reflects the view', async () => {
    openModal()
    await shown(modal, 'Connect')
    const dialog = modal.shadowRoot!.querySelector('dialog')!
    expect(dialog.open).to.equal(true)
    expect(dialog.matches(':modal')).to.equal(true)
    const title = modal.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)
    expect(title?.textContent?.trim()).to.equal('Connect Wallet')
    expect(card(modal)).to.exist
  })

  it('holds the Connect card in the closed dialog once the page is idle, unseen and unread, and asks the directory only when opened', async () => {
    // An earlier test's directory request may still be failing: start from none.
    await until(() => !$walletDirectory.get().loading, 'no directory request under way', 5000)
    setUp()
    await until(() => card(modal) !== null, 'the Connect card prepared in the closed dialog', 5000)
    await until(() => byTestId(modal, 'all-wallets') !== undefined, 'the Connect view rendered in it', 5000)
    const dialog = modal.shadowRoot!.querySelector('dialog')!
    expect(dialog.open).to.equal(false)
    expect(card(modal)!.checkVisibility({ visibilityProperty: true })).to.equal(false)
    expect(byTestId(modal, 'all-wallets')!.checkVisibility({ visibilityProperty: true })).to.equal(false)
    // An open Connect asks the directory once its first frame is made; closed, it asks nothing.
    await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 0)))
    await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 0)))
    expect($walletDirectory.get()).to.include({ loading: false, error: undefined })
    openModal()
    await shown(modal, 'Connect')
    expect(card(modal)!.checkVisibility({ visibilityProperty: true })).to.equal(true)
    // The closed port fails at once: the answer, here an error, comes only after the open.
    await until(() => $walletDirectory.get().error !== undefined, 'the directory asked after the open', 5000)
  })

  for (const view of ['Connect', 'Account', 'Networks', 'UnsupportedChain'] as const) {
    it(`${view} view has no axe violations`, async () => {
      addConnector({ id: 'io.example', name: 'Example Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.example' } })
      if (view !== 'Connect') connectAccount()
      openModal({ view })
      await shown(modal, view)
      await expect(modal).to.be.accessible()
    })
  }

  it('Escape closes the modal and focus returns to the button that opened it', async () => {
    const button = await fixture(html`<w3m-connect-button></w3m-connect-button>`)
    const inner = button.shadowRoot!.querySelector('button')!
    inner.focus()
    inner.click()
    await shown(modal, 'Connect')
    await sendKeys({ press: 'Escape' })
    await until(() => !$modal.get().open, 'modal closed')
    await modal.updateComplete
    expect(deepActiveElement()).to.equal(inner)
  })

  it('Tab keeps focus inside the open modal', async () => {
    addConnector({ id: 'io.example', name: 'Example Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.example' } })
    await fixture(html`<div><button>before</button><w3m-network-button></w3m-network-button><button>after</button></div>`)
    openModal()
    await shown(modal, 'Connect')
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' })
      const active = deepActiveElement()
      // Inside the modal means: within its shadow tree (or the browser chrome, never the page).
      const inside = active === null || active === document.body || modal.shadowRoot!.contains(active) || isInside(modal, active)
      expect(inside, `focus left the modal for ${active?.outerHTML.slice(0, 60)}`).to.equal(true)
    }
  })

  it('closing is blocked on ApproveTransaction: Escape shakes instead', async () => {
    openModal({ view: 'Connect' })
    await shown(modal, 'Connect')
    $router.setKey('view', 'ApproveTransaction')
    await sendKeys({ press: 'Escape' })
    expect($modal.get().open).to.equal(true)
    expect($modal.get().shake).to.equal(true)
  })

  it('back pops the view; close closes', async () => {
    connectAccount()
    openModal({ view: 'Account' })
    await shown(modal, 'Account')
    byTestId(modal, 'w3m-account-select-network')!.click()
    await shown(modal, 'Networks')
    byTestId(modal, 'w3m-header-back')!.click()
    await shown(modal, 'Account')
    byTestId(modal, 'w3m-header-close')!.click()
    await until(() => !$modal.get().open)
  })

  it('a hostile wallet name renders as inert text in the Connect view', async () => {
    for (const [key, name] of Object.entries(hostileTexts)) addConnector({ id: key, name, type: 'ANNOUNCED', chain: 'eip155', info: { rdns: key } })
    openModal()
    await shown(modal, 'Connect')
    assertNoInjectedElements(modal)
    expect((window as { __wuiPwned?: number }).__wuiPwned).to.equal(undefined)
    expect(byTestId(modal, 'wallet-selector-markup')!.shadowRoot!.textContent).to.contain('<img src="x"')
  })

  it('the active network row is marked current for assistive technology', async () => {
    openModal({ view: 'Networks' })
    await shown(modal, 'Networks')
    const row = (id: string) => byTestId(modal, `w3m-network-switch-${id}`)!.shadowRoot!.querySelector('button')!
    expect(row('eip155:1').getAttribute('aria-current')).to.equal('true')
    expect(row('eip155:56').hasAttribute('aria-current')).to.equal(false)
  })

  it('on a phone-sized screen the card is a bottom sheet', async () => {
    await setViewport({ width: 375, height: 700 })
    try {
      openModal()
      await shown(modal, 'Connect')
      const rect = card(modal)!.getBoundingClientRect()
      expect(Math.round(rect.bottom)).to.equal(700)
      expect(Math.round(rect.width)).to.equal(375)
    } finally {
      await setViewport({ width: 800, height: 600 })
    }
  })

  it('the Account view shows the full address and the balance with 3 decimals', async () => {
    connectAccount()
    openModal()
    await shown(modal, 'Account')
    expect(byTestId(modal, 'w3m-account-address')!.dataset.address).to.equal(ADDRESS)
    expect(byTestId(modal, 'w3m-account-balance')!.textContent!.trim()).to.equal('10,000.123 ETH')
    expect(byTestId(modal, 'w3m-account-select-network')!.textContent).to.contain('Ethereum')
  })

  it('ConnectingExternal with a real wallet: a decline shows the error, retry connects and the modal closes', async () => {
    const wallet = createTestWallet({
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Ethereum' }],
      announce: false,
      storage: new Map<string, string>() as unknown as Storage
    })
    const connector = { id: 'com.w3mkit.testwallet', name: 'Test Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const, provider: wallet.provider as unknown as Eip1193Provider }
    addConnector(connector)
    wallet.rejectNext('eth_requestAccounts')
    openModal()
    await shown(modal, 'Connect')
    pushView('ConnectingExternal', { connector })
    await until(() => byTestId(modal, 'connect-error'), 'decline shown', 5000)
    expect(byTestId(modal, 'connect-error')!.textContent!.trim()).to.equal('Connection declined')
    expect(byTestId(modal, 'w3m-header-text')!.textContent!.trim()).to.equal('Test Wallet')
    await expect(modal).to.be.accessible()
    byTestId(modal, 'connect-retry')!.click()
    await until(() => !$modal.get().open, 'closed after connecting', 5000)
    wallet.destroy()
  })
})

/** True when `element` sits anywhere in `host`'s shadow tree, through nested shadow roots. */
function isInside(host: Element, element: Element): boolean {
  let node: Node | null = element
  while (node) {
    if (node === host) return true
    node = node.parentNode ?? (node as ShadowRoot).host ?? null
  }
  return false
}
