import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { resetControllers } from '../../../test/reset-controllers.js'
import { resetAccount, setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { setNetworks, setUnsupportedChain } from '../../../controllers/networks/store.js'
import { $modal, closeModal } from '../../../controllers/modal/modal.js'
import { $router } from '../../../controllers/modal/router.js'
import { setThemeMode, setThemeVariables } from '../../../controllers/locale-theme/theme.js'
import { bsc, mainnet } from '../../../networks.js'
import { define } from '../../define.js'
import '../buttons.js'
import { W3mButton } from './w3m-button.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const inner = (host: Element, selector = 'button') => host.shadowRoot!.querySelector<HTMLElement>(selector)!

describe('public buttons', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet, bsc])
  })
  afterEach(() => closeModal(true))

  it('w3m-button shows the connect button with its label until connected, then the account button', async () => {
    const el = await fixture<W3mButton>(html`<w3m-button label="Sign in" size="sm"></w3m-button>`)
    const connect = inner(el, 'w3m-connect-button')
    await (connect as unknown as W3mButton).updateComplete
    const button = inner(connect)
    expect(button.dataset.testid).to.equal('connect-button')
    expect(button.textContent!.trim()).to.equal('Sign in')
    await expect(el).to.be.accessible()

    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.23456', balanceSymbol: 'ETH' })
    await el.updateComplete
    const account = inner(el, 'w3m-account-button')
    await (account as unknown as W3mButton).updateComplete
    expect(inner(account).dataset.testid).to.equal('account-button')
    expect(inner(account).textContent).to.contain('1.234 ETH')
    expect(inner(account).textContent).to.contain('0xf39F...2266')
    await expect(el).to.be.accessible()
  })

  it('a remembered account being restored (option ssr) shows its address, never Connect; a failed restore shows Connect', async () => {
    updateAccount('eip155', { status: 'reconnecting', caipAddress: `eip155:1:${ADDRESS}`, address: ADDRESS })
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`)
    const account = inner(el, 'w3m-account-button')
    await (account as unknown as W3mButton).updateComplete
    expect(inner(account).textContent).to.contain('0xf39F...2266')
    resetAccount('eip155')
    await el.updateComplete
    expect(inner(el, 'w3m-connect-button')).to.exist
  })

  it("the server's fallback content (light DOM, no slot) is not shown once the element renders", async () => {
    const el = await fixture<W3mButton>(html`<w3m-button><span data-w3m-fallback>0xf39F...2266</span></w3m-button>`)
    expect(el.querySelector('[data-w3m-fallback]')!.getClientRects().length).to.equal(0)
  })

  it('balance="hide" hides the balance', async () => {
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.23456', balanceSymbol: 'ETH' })
    const el = await fixture(html`<w3m-account-button balance="hide"></w3m-account-button>`)
    expect(inner(el).textContent).not.to.contain('ETH')
  })

  it('the connect button opens the modal on Connect and shows the loading label while open', async () => {
    const el = await fixture(html`<w3m-connect-button loading-label="Waiting…"></w3m-connect-button>`)
    inner(el).click()
    expect($modal.get().open).to.equal(true)
    expect($router.get().view).to.equal('Connect')
    await until(() => inner(el).textContent!.trim() === 'Waiting…')
    expect(inner(el).getAttribute('aria-busy')).to.equal('true')
  })

  it('disabled buttons do not open the modal', async () => {
    const el = await fixture(html`<w3m-connect-button disabled></w3m-connect-button>`)
    inner(el).click()
    expect($modal.get().open).to.equal(false)
  })

  it('the network button names the active network, opens Networks, and asks to switch on an unsupported chain', async () => {
    const el = await fixture<W3mButton>(html`<w3m-network-button></w3m-network-button>`)
    expect(inner(el).textContent).to.contain('Ethereum')
    inner(el).click()
    expect($router.get().view).to.equal('Networks')
    closeModal(true)
    setUnsupportedChain(137)
    await el.updateComplete
    expect(inner(el).textContent).to.contain('Switch Network')
    inner(el).click()
    expect($router.get().view).to.equal('UnsupportedChain')
    await expect(el).to.be.accessible()
  })

  it('every public element is also registered as appkit-*, and a second registration does not throw', () => {
    for (const tag of ['button', 'connect-button', 'account-button', 'network-button']) {
      expect(customElements.get(`appkit-${tag}`), `appkit-${tag}`).to.exist
    }
    expect(() => define('w3m-button', class extends W3mButton {})).not.to.throw()
  })

  it('the theme mode and variables apply on the host, not the page', async () => {
    const el = await fixture(html`<w3m-connect-button></w3m-connect-button>`)
    setThemeMode('dark')
    setThemeVariables({ '--w3m-accent': 'rgb(255, 0, 0)' })
    expect(el.getAttribute('data-w3m-theme')).to.equal('dark')
    // The button fills with the accent darkened 20% (AA contrast for white text).
    expect(getComputedStyle(inner(el)).backgroundColor).to.equal('color(srgb 0.8 0 0)')
    expect(document.documentElement.style.getPropertyValue('--w3m-accent')).to.equal('')
  })
})
