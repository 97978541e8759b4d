import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { assertNoInjectedElements, hostileIdentityName, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import type { TokenBalance } from '../../../clients/types.js'
import type { AppKitOptions } from '../../../types/public.js'
import { setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $router } from '../../../controllers/modal/router.js'
import { resetTransactions } from '../../../controllers/activity/transactions.js'
import { mainnet } from '../../../networks.js'
// The router's view table says which feature views exist.
import '../../modal/w3m-router/views.js'
import './w3m-account-view.js'
import type { W3mAccountView } from './w3m-account-view.js'

const tokens: TokenBalance[] = [
  { name: hostileTexts.markup, symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
  { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', value: 10.5, price: 1, quantity: { decimals: '6', numeric: '10.5' }, iconUrl: '' }
]

/** The hosted balance and history API cannot run in the browser test: this page-level fetch answers in its shape. */
const realFetch = window.fetch
let historyBody: unknown = { data: [], next: null }
function fakeApi(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input))
  const body = url.pathname.endsWith('/balance') ? { balances: tokens } : url.pathname.endsWith('/history') ? historyBody : { name: null, avatar: null }
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
}

async function accountView(options: Partial<AppKitOptions> = {}): Promise<W3mAccountView> {
  setOptions({ projectId: 'test', networks: [mainnet], apiUrl: 'https://api.test', ...options })
  setNetworks([mainnet], mainnet)
  setCaipAddress('eip155', 'eip155:1:0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
  const view = await fixture<W3mAccountView>(html`<w3m-account-view></w3m-account-view>`)
  await until(() => view.shadowRoot!.querySelector('w3m-account-tokens')?.shadowRoot?.querySelector('[data-testid="token-row-USDC"]'), 'tokens shown')
  return view
}

const testIds = (root: ParentNode, prefix: string) => [...root.querySelectorAll(`[data-testid^="${prefix}"]`)].map(node => node.getAttribute('data-testid'))

describe('w3m-account-view (wallet home)', () => {
  beforeEach(() => {
    resetControllers()
    historyBody = { data: [], next: null }
    window.fetch = fakeApi as typeof window.fetch
  })
  afterEach(() => {
    window.fetch = realFetch
  })

  it('shows the portfolio value and each token; hostile names stay text; accessible', async () => {
    const view = await accountView()
    expect(view.shadowRoot!.querySelector('[data-testid="portfolio-value"]')!.textContent!.trim()).to.equal('$3,010.50')
    const tokensView = view.shadowRoot!.querySelector('w3m-account-tokens')!
    assertNoInjectedElements(tokensView)
    await expect(view).to.be.accessible()
  })

  it('feature buttons follow walletFeaturesOrder, and only features that are on', async () => {
    const view = await accountView({ features: { walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'], receive: false } })
    expect(testIds(view.shadowRoot!, 'account-feature-')).to.deep.equal(['account-feature-send', 'account-feature-swaps', 'account-feature-onramp'])
    view.remove()
    const other = await accountView({ features: { walletFeaturesOrder: ['onramp', 'receive', 'send', 'swaps'], swaps: false, onramp: false } })
    // Switched off means absent, never a disabled-looking button.
    expect(testIds(other.shadowRoot!, 'account-feature-')).to.deep.equal(['account-feature-receive', 'account-feature-send'])
  })

  it('arrow keys move between the tabs; the Activity tab is absent without features.history', async () => {
    const view = await accountView()
    const tokensTab = view.shadowRoot!.querySelector('[data-testid="account-tab-tokens"]') as HTMLElement
    tokensTab.focus()
    await sendKeys({ press: 'ArrowRight' })
    await until(() => (deepActiveElement() as HTMLElement | null)?.dataset.testid === 'account-tab-activity', 'focus on Activity')
    expect(view.tab).to.equal('activity')
    await until(() => view.shadowRoot!.querySelector('w3m-account-activity')?.shadowRoot?.querySelector('[data-testid="activity-empty"]'), 'empty activity')
    await expect(view).to.be.accessible()

    resetControllers()
    const without = await accountView({ features: { history: false } })
    expect(without.shadowRoot!.querySelector('[data-testid="account-tab-activity"]')).to.equal(null)
  })

  it('an embedded account without a name offers "Choose your name" (Enter opens RegisterAccountName); with a name, the name shows where the address did and the row is gone', async () => {
    const other = await accountView()
    expect(other.shadowRoot!.querySelector('[data-testid="account-choose-name"]')).to.equal(null)
    other.remove()
    updateAccount('eip155', { connectorId: 'auth', user: { email: 'alice@example.com' } })
    const view = await accountView({ secureSiteUrl: 'https://secure.example.invalid' })
    const row = view.shadowRoot!.querySelector('[data-testid="account-choose-name"]') as HTMLElement
    expect(row.textContent!.trim()).to.equal('Choose your name')
    await expect(view).to.be.accessible()
    row.focus()
    await sendKeys({ press: 'Enter' })
    expect($router.get().view).to.equal('RegisterAccountName')
    updateAccount('eip155', { profileName: 'alice.reown.id' })
    await view.updateComplete
    expect(view.shadowRoot!.querySelector('[data-testid="account-choose-name"]')).to.equal(null)
    expect(view.shadowRoot!.querySelector('.name wui-text')!.textContent).to.equal('alice.reown.id')
  })

  it('Enter on Send opens the Send view', async () => {
    const view = await accountView()
    ;(view.shadowRoot!.querySelector('[data-testid="account-feature-send"]') as HTMLElement).focus()
    await sendKeys({ press: 'Enter' })
    expect($router.get().view).to.equal('Send')
  })

  it('an activity error shows the error state and a retry', async () => {
    historyBody = undefined
    window.fetch = ((input: RequestInfo | URL) =>
      String(input).includes('/history') ? Promise.resolve(new Response('{"message":"down"}', { status: 400 })) : fakeApi(input)) as typeof window.fetch
    const view = await accountView()
    view.tab = 'activity'
    await until(() => view.shadowRoot!.querySelector('w3m-account-activity')?.shadowRoot?.querySelector('[data-testid="activity-error"]'), 'activity error')
  })

  it("activity rows read the history provider's statuses: confirmed, failed and pending (reown-com/blockchain-api src/providers/zerion.rs)", async () => {
    const minedAt = new Date().toISOString()
    const row = (id: string, status: string) => ({
      id,
      metadata: { operationType: 'receive', hash: `0x${id}`, minedAt, sentFrom: '0x63755B7B300228254FB7d16321eCD3B87f98ca2a', sentTo: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', status, nonce: 1, application: null, chain: 'eip155:1' },
      transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: null }, nft_info: null, direction: 'in', quantity: { numeric: '1' }, value: null, price: null }]
    })
    historyBody = { data: [row('a', 'confirmed'), row('b', 'failed'), row('c', 'pending')], next: null }
    const view = await accountView()
    view.tab = 'activity'
    const rows = () => [...(view.shadowRoot!.querySelector('w3m-account-activity')?.shadowRoot?.querySelectorAll('[data-testid="activity-row"]') ?? [])]
    await until(() => rows().length === 3, 'three activity rows')
    const statuses = rows().map(node => node.querySelectorAll('.text wui-text')[1]!.textContent!.trim())
    expect(statuses).to.deep.equal(['Confirmed', 'Failed', 'Pending'])
  })

  it('a token send is described without the token contract the history names as its receiver; a coin send names its receiver', async () => {
    const minedAt = new Date().toISOString()
    const receiver = '0x63755B7B300228254FB7d16321eCD3B87f98ca2a'
    const usdcContract = '0xA0b86991c6218b36c1d19d4a2e9eB0cE3606eB48'
    const send = (id: string, symbol: string, sentTo: string) => ({
      id,
      metadata: { operationType: 'send', hash: `0x${id}`, minedAt, sentFrom: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', sentTo, status: 'confirmed', nonce: 1, application: null, chain: 'eip155:1' },
      transfers: [{ fungible_info: { name: symbol, symbol, icon: null }, nft_info: null, direction: 'out', quantity: { numeric: '23' }, value: null, price: null }]
    })
    historyBody = { data: [send('a', 'USDC', usdcContract), send('b', 'ETH', receiver)], next: null }
    const view = await accountView()
    view.tab = 'activity'
    const rows = () => [...(view.shadowRoot!.querySelector('w3m-account-activity')?.shadowRoot?.querySelectorAll('[data-testid="activity-row"]') ?? [])]
    await until(() => rows().length === 2, 'two activity rows')
    const descriptions = rows().map(node => node.querySelector('.text wui-text')!.textContent!.trim())
    expect(descriptions).to.deep.equal(['Sent 23 USDC', 'Sent 23 ETH to 0x63...98ca2a'])
  })

  it('issue 24: the identity API\'s 10 000-character name keeps to two lines of the card, cut with an ellipsis', async () => {
    const view = await accountView()
    updateAccount('eip155', { profileName: hostileIdentityName })
    await view.updateComplete
    const name = view.shadowRoot!.querySelector<HTMLElement>('.name wui-text')!
    await (name as unknown as { updateComplete: Promise<unknown> }).updateComplete
    // Two lines of the large type step (20 px on a 26 px line height), with room to spare.
    expect(name.getBoundingClientRect().height, 'the name\'s height in px').to.be.at.most(64)
    expect(name.getAttribute('dir')).to.equal('auto')
    assertNoInjectedElements(view)
  })

  it('issue 24: a right-to-left override in a token symbol cannot reorder the address beside it in Activity', async () => {
    const sender = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    historyBody = {
      data: [{
        id: 'r',
        metadata: { operationType: 'receive', hash: '0xr', minedAt: new Date().toISOString(), sentFrom: sender, sentTo: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', status: 'confirmed', nonce: 1, application: null, chain: 'eip155:1' },
        transfers: [{ fungible_info: { name: 'Evil', symbol: 'USDC\u202E', icon: null }, nft_info: null, direction: 'in', quantity: { numeric: '5' }, value: null, price: null }]
      }],
      next: null
    }
    const view = await accountView()
    view.tab = 'activity'
    const text = () => view.shadowRoot!.querySelector('w3m-account-activity')?.shadowRoot?.querySelector('[data-testid="activity-row"] .text wui-text')
    await until(() => text(), 'the activity row')
    const shown = '0x5a...1BeAed'
    const node = [...text()!.childNodes].find(child => child.textContent!.includes(shown))!
    const at = node.textContent!.indexOf(shown)
    const lefts = [...shown].map((_, index) => {
      const range = document.createRange()
      range.setStart(node, at + index)
      range.setEnd(node, at + index + 1)
      return range.getBoundingClientRect().left
    })
    expect(lefts.every((left, index) => index === 0 || left > lefts[index - 1]!), `the address reads left to right: ${lefts.join(', ')}`).to.equal(true)
  })

  it('issue 22: a transaction made while Activity is shown (the list dropped by the flow) appears without reopening, and its relative time ticks', async () => {
    const received = (id: string, minedAt: string) => ({
      id,
      metadata: { operationType: 'trade', hash: `0x${id}`, minedAt, sentFrom: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', sentTo: '0x63755B7B300228254FB7d16321eCD3B87f98ca2a', status: 'confirmed', nonce: 1, application: null, chain: 'eip155:1' },
      transfers: [
        { fungible_info: { name: 'Ether', symbol: 'ETH', icon: null }, nft_info: null, direction: 'out', quantity: { numeric: '0.1' }, value: null, price: null },
        { fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: null }, nft_info: null, direction: 'in', quantity: { numeric: '300' }, value: null, price: null }
      ]
    })
    historyBody = { data: [received('old', new Date(Date.now() - 3 * 86_400_000).toISOString())], next: null }
    const view = await accountView()
    view.tab = 'activity'
    const rows = () => [...(view.shadowRoot!.querySelector('w3m-account-activity')?.shadowRoot?.querySelectorAll('[data-testid="activity-row"]') ?? [])]
    await until(() => rows().length === 1, 'the old row')
    // A swap just mined (controllers/swap/actions.ts drops the list after its receipt, as a send, an approval and a purchase do).
    historyBody = { data: [received('new', new Date(Date.now() - 10_000).toISOString()), received('old', new Date(Date.now() - 3 * 86_400_000).toISOString())], next: null }
    resetTransactions()
    await until(() => rows().length === 2, 'the new row, without reopening the tab')
    expect(rows()[0]!.getAttribute('data-hash')).to.equal('0xnew')
    const time = () => rows()[0]!.querySelector(':scope > wui-text')!.textContent!.trim()
    const first = time()
    expect(first).to.match(/sec/)
    await until(() => time() !== first, 'the relative time ticks', 3_000)
  })

  it("a node that did not answer: 'Balance unavailable' where the native balance would be, not an empty line (issue 24, defect 4)", async () => {
    const view = await accountView()
    const balance = () => view.shadowRoot!.querySelector('[data-testid="w3m-account-balance"]')!.textContent!.trim()
    updateAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH', balanceLoading: false })
    await view.updateComplete
    expect(balance()).to.equal('1.5 ETH')
    updateAccount('eip155', { balance: undefined, balanceLoading: false, balanceUnavailable: true })
    await view.updateComplete
    expect(balance()).to.equal('Balance unavailable')
    await expect(view).to.be.accessible()
  })
})
