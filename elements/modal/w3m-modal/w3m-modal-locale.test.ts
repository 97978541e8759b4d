import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { emulateMedia } from '@web/test-runner-commands'
import { html } from 'lit'
import { deepQueryAll } from '../../../test/fixtures/hostile.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { setAdapterNamespaces, setNetworks } from '../../../controllers/networks/store.js'
import { $modal, closeModal, openModal } from '../../../controllers/modal/modal.js'
import { setOptions } from '../../../controllers/config/options.js'
import { pushView, type RouteView } from '../../../controllers/modal/router.js'
import { bsc, mainnet } from '../../../networks.js'
import { applyLocale } from '../../locale.js'
import '../buttons.js'
// The views this file opens, loaded up front: it tests their words and direction, not the router's lazy
// loading (w3m-modal.test.ts does), which on the unbundled test server can take seconds on a busy machine.
import '../../views/w3m-account-view/w3m-account-view.js'
import '../../views/w3m-networks-view/w3m-networks-view.js'
import '../../views/w3m-connect-view/w3m-connect-view.js'
import './w3m-modal.js'
import type { W3mModal } from './w3m-modal.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const byTestId = (root: Element, id: string) => deepQueryAll(root, `[data-testid="${id}"]`)[0] as HTMLElement | undefined
const title = (modal: W3mModal) => byTestId(modal, 'w3m-header-text')?.textContent?.trim()

async function shown(modal: W3mModal, view: RouteView): Promise<void> {
  await until(() => modal.getAttribute('view') === view && $modal.get().open && !$modal.get().loading, `view ${view}`)
  await modal.updateComplete
}

describe('w3m-modal in other languages', () => {
  let modal: W3mModal
  before(() => emulateMedia({ reducedMotion: 'reduce' }))
  beforeEach(async () => {
    resetControllers()
    setNetworks([mainnet, bsc])
    setAdapterNamespaces(['eip155'])
    // A closed local port: the directory request fails at once, never leaves the machine.
    setOptions({ projectId: 'test', networks: [mainnet, bsc], walletDirectoryUrl: 'http://127.0.0.1:9', analyticsUrl: 'http://127.0.0.1:9' })
    modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`)
  })
  afterEach(async () => {
    closeModal(true)
    await applyLocale('en')
  })

  it('ar: the modal is right to left with Arabic texts; the address and balance stay left to right; back points right', async () => {
    await applyLocale('ar')
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '10000.5', balanceSymbol: 'ETH', status: 'connected' })
    openModal({ view: 'Account' })
    await shown(modal, 'Account')
    expect(modal.getAttribute('w3m-locale')).to.equal('ar')
    expect(modal.getAttribute('dir')).to.equal('rtl')
    expect(title(modal)).to.equal('الحساب')
    expect(byTestId(modal, 'disconnect-button')!.textContent!.trim()).to.equal('قطع الاتصال')

    const address = byTestId(modal, 'w3m-account-address')!
    expect(address.textContent).to.equal(ADDRESS)
    expect(getComputedStyle(address).direction).to.equal('ltr')
    const balance = byTestId(modal, 'w3m-account-balance')!
    expect(getComputedStyle(balance).direction).to.equal('ltr')
    expect(balance.textContent!.trim()).to.equal(`${new Intl.NumberFormat('ar', { maximumFractionDigits: 3 }).format(10000.5)} ETH`)

    pushView('Networks')
    await shown(modal, 'Networks')
    expect(title(modal)).to.equal('اختر الشبكة')
    const back = byTestId(modal, 'w3m-header-back')!
    const arrow = back.shadowRoot!.querySelector('wui-icon')!
    expect(getComputedStyle(arrow).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)')
    // Mirrored: back sits at the right end of the header.
    const header = back.parentElement!.getBoundingClientRect()
    expect(back.getBoundingClientRect().right).to.be.closeTo(header.right - 12, 13)
  })

  it('ja: Connect in Japanese, left to right, arrows unflipped', async () => {
    await applyLocale('ja')
    openModal()
    await shown(modal, 'Connect')
    expect(modal.getAttribute('w3m-locale')).to.equal('ja')
    expect(modal.getAttribute('dir')).to.equal('ltr')
    expect(title(modal)).to.equal('ウォレットを接続')
    await until(() => byTestId(modal, 'all-wallets')?.shadowRoot?.textContent?.includes('すべてのウォレット'), 'the All wallets row in Japanese')
    expect(byTestId(modal, 'w3m-header-close')!.shadowRoot!.querySelector('button')!.getAttribute('aria-label')).to.equal('閉じる')
  })

  it('switching the locale while the modal is open re-renders it, and en needs no catalog', async () => {
    openModal()
    await shown(modal, 'Connect')
    expect(title(modal)).to.equal('Connect Wallet')
    await applyLocale('fr')
    await modal.updateComplete
    await until(() => title(modal) === 'Connecter un portefeuille', 'the title in French')
    await applyLocale('en')
    await until(() => title(modal) === 'Connect Wallet', 'back to English')
    expect(modal.getAttribute('dir')).to.equal('ltr')
  })

  it('the connect button speaks the active language unless the site set its label', async () => {
    const buttons = await fixture<HTMLElement>(html`<div><w3m-button></w3m-button><w3m-button label="Sign in"></w3m-button></div>`)
    await applyLocale('de')
    const [ours, site] = [...buttons.querySelectorAll('w3m-button')].map(button => byTestId(button, 'connect-button')!)
    await until(() => ours!.textContent!.trim() === 'Wallet verbinden', 'the default label in German')
    expect(site!.textContent!.trim()).to.equal('Sign in')
  })
})

describe('applyLocale', () => {
  it('the latest request wins when an earlier language loads after it', async () => {
    const late = applyLocale('ko')
    await applyLocale('es')
    await late
    const modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`)
    expect(modal.getAttribute('w3m-locale')).to.equal('es')
    const back = applyLocale('ja')
    await applyLocale('en')
    await back
    await modal.updateComplete
    expect(modal.getAttribute('w3m-locale')).to.equal('en')
  })
})
