import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { AUTH_CONNECTOR_ID } from '../../../controllers/wallets/connectors.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $router } from '../../../controllers/modal/router.js'
import { mainnet } from '../../../networks.js'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
// The router's view table says which views exist.
import '../../modal/w3m-router/views.js'
import './w3m-account-view.js'
import type { W3mAccountView } from './w3m-account-view.js'

/** The hosted balance API cannot run in the browser test: this page-level fetch answers an empty portfolio. */
const realFetch = window.fetch
const emptyApi = (input: RequestInfo | URL) =>
  Promise.resolve(new Response(JSON.stringify(String(input).includes('/balance') ? { balances: [] } : { data: [], next: null }), { headers: { 'content-type': 'application/json' } }))

const emailRowOf = (view: W3mAccountView) => view.shadowRoot!.querySelector('w3m-account-email')
const updateButtonOf = (view: W3mAccountView) => emailRowOf(view)!.shadowRoot!.querySelector<HTMLElement>('[data-testid="w3m-update-email"]')!

async function accountView(connectorId: string, email?: string | null): Promise<W3mAccountView> {
  setOptions({ projectId: 'test', networks: [mainnet], apiUrl: 'https://api.test' })
  setNetworks([mainnet], mainnet)
  setCaipAddress('eip155', 'eip155:1:0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
  updateAccount('eip155', { connectorId, ...(email !== undefined ? { user: { email } } : {}) })
  const view = await fixture<W3mAccountView>(html`<w3m-account-view></w3m-account-view>`)
  await emailRowOf(view)?.updateComplete
  return view
}

describe('w3m-account-view: the embedded wallet email', () => {
  beforeEach(() => {
    resetControllers()
    window.fetch = emptyApi as typeof window.fetch
  })
  afterEach(() => {
    window.fetch = realFetch
  })

  it('with the AUTH connector: the account email as text beside "Update email"; accessible', async () => {
    const view = await accountView(AUTH_CONNECTOR_ID, 'ada@example.com')
    const row = emailRowOf(view)!
    expect(row.shadowRoot!.querySelector('[data-testid="w3m-account-email"]')!.textContent).to.equal('ada@example.com')
    expect(updateButtonOf(view).textContent!.trim()).to.equal('Update email')
    await expect(view).to.be.accessible()
  })

  it('falls back to the embedded wallet state when the account carries no email', async () => {
    $embeddedWallet.setKey('email', 'grace@example.com')
    const view = await accountView(AUTH_CONNECTOR_ID, null)
    expect(emailRowOf(view)!.shadowRoot!.textContent).to.contain('grace@example.com')
  })

  it('no email row for any other connector', async () => {
    $embeddedWallet.setKey('email', 'grace@example.com')
    const view = await accountView('injected', 'ada@example.com')
    expect(emailRowOf(view)).to.equal(null)
  })

  it('keyboard: Enter on "Update email" opens UpdateEmailWallet', async () => {
    const view = await accountView(AUTH_CONNECTOR_ID, 'ada@example.com')
    updateButtonOf(view).focus()
    await sendKeys({ press: 'Enter' })
    await until(() => $router.get().view === 'UpdateEmailWallet', 'UpdateEmailWallet shown')
  })

  it('a hostile email stays text', async () => {
    const view = await accountView(AUTH_CONNECTOR_ID, hostileTexts.markup)
    assertNoInjectedElements(view)
    expect(emailRowOf(view)!.shadowRoot!.querySelector('[data-testid="w3m-account-email"]')!.textContent).to.equal(hostileTexts.markup)
  })

  it('after a social sign-in: the user name as text with the provider named beside it, no "Update email"; accessible', async () => {
    const view = await accountView(AUTH_CONNECTOR_ID)
    updateAccount('eip155', { user: { email: 'ada@example.com', username: 'ada' }, socialProvider: 'github' })
    const row = emailRowOf(view)!
    await row.updateComplete
    expect(row.shadowRoot!.querySelector('[data-testid="w3m-account-social-name"]')!.textContent).to.equal('ada')
    expect(row.shadowRoot!.querySelector('[data-testid="w3m-account-social-provider"]')!.textContent).to.equal('GitHub')
    expect(row.shadowRoot!.querySelector('[data-testid="w3m-update-email"]')).to.equal(null)
    await expect(view).to.be.accessible()
  })

  it('"Add passkey" for email and social accounts alike; busy while the frame runs a request', async () => {
    const view = await accountView(AUTH_CONNECTOR_ID, 'ada@example.com')
    const row = emailRowOf(view)!
    const addPasskey = () => row.shadowRoot!.querySelector<HTMLElement & { loading: boolean }>('[data-testid="w3m-add-passkey"]')
    expect(addPasskey()!.textContent!.trim()).to.equal('Add passkey')
    $embeddedWallet.setKey('busy', true)
    await row.updateComplete
    expect(addPasskey()!.loading).to.equal(true)
    $embeddedWallet.setKey('busy', false)
    updateAccount('eip155', { user: { email: 'ada@example.com', username: 'ada' }, socialProvider: 'github' })
    await row.updateComplete
    expect(addPasskey()!.textContent!.trim()).to.equal('Add passkey')
    await expect(view).to.be.accessible()
  })

  it('a hostile social user name stays text', async () => {
    $embeddedWallet.set({ ...$embeddedWallet.get(), socialProvider: 'x', socialUserName: hostileTexts.markup })
    const view = await accountView(AUTH_CONNECTOR_ID, null)
    assertNoInjectedElements(view)
    expect(emailRowOf(view)!.shadowRoot!.querySelector('[data-testid="w3m-account-social-name"]')!.textContent).to.equal(hostileTexts.markup)
  })
})
