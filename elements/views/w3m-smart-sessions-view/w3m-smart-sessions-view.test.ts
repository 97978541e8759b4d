import { expect, fixture } from '@open-wc/testing'
import { html } from 'lit'
import type { AppKitOptions, Eip1193Provider } from '../../../types/public.js'
import type { SmartSession } from '../../../clients/types.js'
import { setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { setNetworks, setAdapterNamespaces } from '../../../controllers/networks/store.js'
import { addConnector } from '../../../controllers/wallets/connectors.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $router } from '../../../controllers/modal/router.js'
import { $smartSessions, INITIAL_SMART_SESSIONS } from '../../../controllers/sessions/actions.js'
import { bsc, mainnet } from '../../../networks.js'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { until } from '../../../test/until.js'
import { createTestWallet, type TestWallet } from '../../../test/wallets/eip1193-wallet.js'
// The router's view table says which views exist (the Account row needs SmartSessions there).
import '../../modal/w3m-router/views.js'
import '../w3m-account-view/w3m-account-view.js'
import './w3m-smart-sessions-view.js'
import type { W3mSmartSessionsView } from './w3m-smart-sessions-view.js'

// A funded-nothing key: signing needs no chain. The hosted sessions API cannot run in the browser
// test, so a page-level fetch answers in its shape (the Node tests run the devnet's real routes).
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0)
const TARGET = '0x2E234DAe75C793f67A35089C9d99245E1C58470b'

// A `{pcis}` item as reown-com/blockchain-api src/handlers/sessions/list.rs lists it.
const session = (pci: string, patch: Partial<SmartSession> = {}): SmartSession => ({
  project: { id: 'test', name: 'Test', url: null, iconUrl: null },
  pci,
  createdAt: NOW / 1000 - 3600,
  context: null,
  revokedAt: null,
  expiry: NOW / 1000 + 3 * 3600,
  permissions: [{ type: 'contract-call', data: { address: TARGET, functions: [{ functionName: 'increment' }, { functionName: 'reset' }] } }],
  policies: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x6f05b59d3b20000', period: 86_400 } }],
  ...patch
})

const realFetch = window.fetch
let listed: SmartSession[] | 'pending' | { status: number; message: string } = []
/** The revoke's answer: an empty 200 by default, as the real service answers. */
let revokeAnswer: { status: number; body?: unknown } = { status: 200 }
const listedFor: string[] = []
const revokes: Array<{ pci: string; signature: string }> = []

function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input))
  const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
  if (url.pathname.endsWith('/revoke')) {
    revokes.push(JSON.parse(String(init?.body)) as { pci: string; signature: string })
    if (revokeAnswer.body === undefined) return Promise.resolve(new Response(null, { status: revokeAnswer.status }))
    return json(revokeAnswer.body, revokeAnswer.status)
  }
  if (url.pathname.startsWith('/v1/sessions/')) {
    listedFor.push(decodeURIComponent(url.pathname.slice('/v1/sessions/'.length)))
    if (listed === 'pending') return new Promise(() => {})
    if (!Array.isArray(listed)) return json({ status: 'FAILED', reasons: [{ field: '', description: listed.message }] }, listed.status)
    return json({ pcis: listed })
  }
  if (url.pathname.endsWith('/balance')) return json({ balances: [] })
  return json({ name: null, avatar: null })
}

let wallet: TestWallet

/** An EVM account connected through the test wallet (a viem local account), as a browser wallet connects it. */
function connect(options: Partial<AppKitOptions> = {}): void {
  setOptions({ projectId: 'test', networks: [mainnet, bsc], apiUrl: 'https://api.test', features: { smartSessions: true }, ...options })
  setNetworks([mainnet, bsc], mainnet)
  setAdapterNamespaces(['eip155'])
  wallet?.destroy()
  wallet = createTestWallet({ privateKey: KEY, chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Ethereum' }], announce: false, storage: new Map() as unknown as Storage })
  void wallet.provider.request({ method: 'eth_requestAccounts' })
  addConnector({ id: 'com.w3mkit.testwallet', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155', provider: wallet.provider as unknown as Eip1193Provider })
  setCaipAddress('eip155', `eip155:1:${wallet.address}`)
  updateAccount('eip155', { connectorId: 'com.w3mkit.testwallet' })
}

async function sessionsView(): Promise<W3mSmartSessionsView> {
  const view = await fixture<W3mSmartSessionsView>(html`<w3m-smart-sessions-view .now=${NOW}></w3m-smart-sessions-view>`)
  await view.updateComplete
  return view
}

const byTestId = (view: Element, id: string) => view.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const rows = (view: Element) => [...view.shadowRoot!.querySelectorAll<HTMLElement>('[data-testid="smart-session-row"]')]
const revokeButtons = (view: Element) => [...view.shadowRoot!.querySelectorAll<HTMLElement>('[data-testid="smart-session-revoke"]')]
const textOf = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim()

describe('w3m-smart-sessions-view', () => {
  beforeEach(() => {
    resetControllers()
    $smartSessions.set({ ...INITIAL_SMART_SESSIONS })
    listed = []
    revokeAnswer = { status: 200 }
    revokes.length = 0
    listedFor.length = 0
    window.fetch = fakeApi as typeof window.fetch
    connect()
  })
  afterEach(() => {
    window.fetch = realFetch
    wallet?.destroy()
  })

  it('loading: a status that says so while the API answers; axe clean', async () => {
    listed = 'pending'
    const view = await sessionsView()
    await until(() => byTestId(view, 'smart-sessions-loading'), 'loading shown')
    expect(byTestId(view, 'smart-sessions-loading')!.getAttribute('role')).to.equal('status')
    expect(byTestId(view, 'smart-sessions-loading')!.getAttribute('aria-label')).to.equal('Loading sessions')
    await expect(view).to.be.accessible()
  })

  it("empty: 'No active sessions'; axe clean", async () => {
    const view = await sessionsView()
    await until(() => byTestId(view, 'smart-sessions-empty'), 'empty shown')
    expect(textOf(byTestId(view, 'smart-sessions-empty')!)).to.equal('No active sessions')
    expect(rows(view)).to.have.length(0)
    await expect(view).to.be.accessible()
  })

  it("an API error is said in the API's words, as text, with Try again that reads the list again", async () => {
    listed = { status: 400, message: hostileTexts.markup }
    const view = await sessionsView()
    await until(() => byTestId(view, 'smart-sessions-error'), 'error shown')
    expect(byTestId(view, 'smart-sessions-error')!.getAttribute('role')).to.equal('alert')
    expect(textOf(byTestId(view, 'smart-sessions-error')!)).to.equal(hostileTexts.markup)
    assertNoInjectedElements(view)
    await expect(view).to.be.accessible()
    listed = [session('p1')]
    byTestId(view, 'smart-sessions-retry')!.click()
    await until(() => rows(view).length === 1, 'the list after Try again')
  })

  it('a row says what the session may do, its chain and until when (locale dates, "expires in"); hostile text stays text; axe clean', async () => {
    listed = [
      session('p1'),
      session('p2', { permissions: [{ type: hostileTexts.markup, data: {} }], policies: [{ type: 'gas-limit', data: { limit: '0x989680' } }] }),
      // The service lists revoked and expired sessions too: they are not active.
      session('gone', { revokedAt: NOW / 1000 - 60 }),
      session('old', { expiry: NOW / 1000 - 60 })
    ]
    const view = await sessionsView()
    await until(() => rows(view).length === 2, 'two rows')
    expect(listedFor).to.deep.equal([`eip155:1:${wallet.address}`])
    const [first, second] = rows(view).map(textOf)
    expect(first).to.contain('Ethereum')
    expect(first).to.contain('Call increment and reset on 0x2E...58470b')
    expect(first).to.contain('Spend up to 0.5 ETH every 1 day')
    expect(first).to.contain('Until Nov 23, 2026')
    expect(first).to.contain('Expires in 3 hr')
    expect(second).to.contain('Ethereum')
    expect(second).to.contain(`Other permission: ${hostileTexts.markup}`)
    expect(second).to.contain('Use up to 10,000,000 gas')
    assertNoInjectedElements(view)
    await expect(view).to.be.accessible()
  })

  it('on another chain, the list is of the account there (sessions are kept per CAIP-10 account) and names that chain', async () => {
    setCaipAddress('eip155', `eip155:56:${wallet.address}`)
    listed = [session('p1')]
    const view = await sessionsView()
    await until(() => rows(view).length === 1, 'one row')
    expect(listedFor).to.deep.equal([`eip155:56:${wallet.address}`])
    expect(textOf(rows(view)[0]!)).to.contain('BNB Smart Chain')
  })

  it('keyboard: Tab reaches each Revoke in order; Enter signs the pci, the row leaves once the API agrees and focus moves on', async () => {
    listed = [session('p1'), session('p2')]
    const view = await sessionsView()
    await until(() => revokeButtons(view).length === 2, 'two revoke buttons')
    const [first, second] = revokeButtons(view)
    expect(textOf(first!)).to.contain('Revoke session on Ethereum')
    first!.focus()
    expect(deepActiveElement()).to.equal(first!.shadowRoot!.querySelector('button'))
    await sendKeys({ press: 'Tab' })
    expect(deepActiveElement()).to.equal(second!.shadowRoot!.querySelector('button'))
    await sendKeys({ press: 'Shift+Tab' })
    await sendKeys({ press: 'Enter' })
    await until(() => rows(view).length === 1, 'the revoked row left')
    expect(revokes).to.have.length(1)
    expect(revokes[0]!.pci).to.equal('p1')
    expect(wallet.requests.filter(request => request.method === 'personal_sign')).to.have.length(1)
    expect(rows(view)[0]!.dataset.pci).to.equal('p2')
    await until(() => deepActiveElement() === revokeButtons(view)[0]!.shadowRoot!.querySelector('button'), 'focus on the next Revoke')
  })

  it('revoking: the row is busy and its button says Revoking…, other rows wait; axe clean', async () => {
    listed = [session('p1'), session('p2')]
    const manual = createTestWallet({ privateKey: KEY, chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Ethereum' }], announce: false, approval: 'manual', storage: new Map() as unknown as Storage })
    const connecting = manual.provider.request({ method: 'eth_requestAccounts' })
    manual.approve(manual.pending()[0]!.id)
    await connecting
    addConnector({ id: 'manual', name: 'Manual Wallet', type: 'INJECTED', chain: 'eip155', provider: manual.provider as unknown as Eip1193Provider })
    updateAccount('eip155', { connectorId: 'manual' })
    const view = await sessionsView()
    await until(() => revokeButtons(view).length === 2, 'rows')
    revokeButtons(view)[0]!.click()
    await until(() => manual.pending().length === 1, 'the wallet asks')
    await until(() => rows(view)[0]!.getAttribute('aria-busy') === 'true', 'busy row')
    expect(textOf(revokeButtons(view)[0]!)).to.equal('Revoking…')
    expect(revokeButtons(view)[1]!.hasAttribute('disabled')).to.equal(true)
    await expect(view).to.be.accessible()
    manual.reject(manual.pending()[0]!.id)
    await until(() => byTestId(view, 'smart-session-revoke-error'), 'declined said')
    manual.destroy()
  })

  it('coming back to the view while a revoke is under way (the embedded wallet approves in another view) keeps the list as it is', async () => {
    let reads = 0
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      reads++
      return fakeApi(input, init)
    }) as typeof window.fetch
    $smartSessions.set({ ...INITIAL_SMART_SESSIONS, caipAddress: `eip155:1:${wallet.address}`, status: 'ready', sessions: [session('p1')], revoking: 'p1' })
    const view = await sessionsView()
    expect(rows(view)).to.have.length(1)
    expect(rows(view)[0]!.getAttribute('aria-busy')).to.equal('true')
    expect(reads).to.equal(0)
  })

  it("a declined signature keeps the row and says 'Signature declined'; nothing reaches the API", async () => {
    listed = [session('p1')]
    const view = await sessionsView()
    await until(() => rows(view).length === 1, 'row')
    wallet.rejectNext('personal_sign')
    revokeButtons(view)[0]!.click()
    await until(() => byTestId(view, 'smart-session-revoke-error'), 'error shown')
    expect(textOf(byTestId(view, 'smart-session-revoke-error')!)).to.equal('Signature declined')
    expect(byTestId(view, 'smart-session-revoke-error')!.getAttribute('role')).to.equal('alert')
    expect(rows(view)).to.have.length(1)
    expect(revokes).to.have.length(0)
    await expect(view).to.be.accessible()
  })

  it("an API refusal keeps the row and says the API's words", async () => {
    listed = [session('p1')]
    revokeAnswer = { status: 400, body: { status: 'FAILED', reasons: [{ field: 'pci', description: 'Permission is revoked: p1' }] } }
    const view = await sessionsView()
    await until(() => rows(view).length === 1, 'row')
    revokeButtons(view)[0]!.click()
    await until(() => byTestId(view, 'smart-session-revoke-error'), 'error shown')
    expect(textOf(byTestId(view, 'smart-session-revoke-error')!)).to.equal('Permission is revoked: p1')
    expect(rows(view)).to.have.length(1)
    expect(revokes).to.have.length(1)
  })
})

describe("the Account view's Sessions row", () => {
  beforeEach(() => {
    resetControllers()
    window.fetch = fakeApi as typeof window.fetch
  })
  afterEach(() => {
    window.fetch = realFetch
    wallet?.destroy()
  })

  const sessionsRow = (view: Element) => view.shadowRoot!.querySelector<HTMLElement>('[data-testid="account-smart-sessions"]')

  it('is absent while features.smartSessions is off (the default)', async () => {
    connect({ features: {} })
    const view = await fixture(html`<w3m-account-view></w3m-account-view>`)
    await (view as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete
    expect(sessionsRow(view)).to.equal(null)
  })

  it('shows with the option on and an EVM account; Enter opens SmartSessions; axe clean', async () => {
    connect()
    const view = await fixture(html`<w3m-account-view></w3m-account-view>`)
    await until(() => sessionsRow(view), 'Sessions row')
    expect(textOf(sessionsRow(view)!)).to.equal('Sessions')
    await expect(view).to.be.accessible()
    const button = sessionsRow(view)!.shadowRoot!.querySelector('button')!
    button.focus()
    await sendKeys({ press: 'Enter' })
    expect($router.get().view).to.equal('SmartSessions')
  })
})
