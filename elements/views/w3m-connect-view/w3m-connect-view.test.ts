import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import type { DirectoryWallet } from '../../../clients/types.js'
import { setAdapterNamespaces, setNetworks } from '../../../controllers/networks/store.js'
import { addConnector, addRecentWallet, watchInjectedConnectors } from '../../../controllers/wallets/connectors.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $router } from '../../../controllers/modal/router.js'
import { $walletDirectory } from '../../../controllers/wallets/directory.js'
import { mainnet } from '../../../networks.js'
import { announceProvider, TEST_WALLET_ICON, uuidV4 } from '../../../test/wallets/eip6963.js'
import type { AppKitOptions } from '../../../types/public.js'
import './w3m-connect-view.js'
import type { W3mConnectView } from './w3m-connect-view.js'

const wallet = (i: number): DirectoryWallet =>
  ({ id: `dir${i}`, name: `Directory ${i}`, image_id: `img${i}`, order: i, rdns: i === 0 ? 'io.announced' : null, badge_type: 'none', chains: ['eip155:1'] }) as DirectoryWallet

/** Stands in for the directory: 633 wallets; `include` answers those ids. */
const realFetch = window.fetch
function fakeDirectory(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input))
  const include = url.searchParams.get('include')?.split(',') ?? []
  const exclude = url.searchParams.get('exclude')?.split(',') ?? []
  const all = Array.from({ length: 633 }, (_, i) => wallet(i)).filter(item => (!include.length || include.includes(item.id)) && !exclude.includes(item.id))
  const entries = Number(url.searchParams.get('entries') ?? 40)
  return Promise.resolve(new Response(JSON.stringify({ data: all.slice(0, entries), count: all.length }), { headers: { 'content-type': 'application/json' } }))
}

const testIds = (view: W3mConnectView) => [...view.shadowRoot!.querySelectorAll('wui-list-wallet')].map(row => row.dataset.testid)

async function connectView(options: Partial<AppKitOptions> = {}): Promise<W3mConnectView> {
  setOptions({ projectId: 'test', networks: [mainnet], walletDirectoryUrl: 'https://directory.test', ...options })
  const view = await fixture<W3mConnectView>(html`<w3m-connect-view></w3m-connect-view>`)
  await until(() => $walletDirectory.get().recommended.length > 0, 'directory answered')
  await view.updateComplete
  return view
}

/** A fresh page: one network, an announced wallet, WalletConnect and a recent directory wallet. */
function freshPage(): void {
  resetControllers()
  window.fetch = fakeDirectory as typeof fetch
  setNetworks([mainnet])
  setAdapterNamespaces(['eip155'])
  addConnector({ id: 'io.announced', name: 'Announced', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.announced' } })
  addConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' })
  addRecentWallet({ id: 'dir5', name: 'Directory 5' })
}

describe('w3m-connect-view', () => {
  beforeEach(freshPage)
  afterEach(() => {
    window.fetch = realFetch
  })

  it('keeps its height when the directory answers: the rows it awaits are reserved', async () => {
    resetControllers()
    setNetworks([mainnet])
    setAdapterNamespaces(['eip155'])
    addConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' })
    let answer: () => void = () => undefined
    const held = new Promise<void>(resolve => (answer = resolve))
    window.fetch = (async (input: RequestInfo | URL) => {
      await held
      return fakeDirectory(input)
    }) as typeof fetch
    setOptions({ projectId: 'test', networks: [mainnet], walletDirectoryUrl: 'https://directory.test', featuredWalletIds: ['dir9'] })
    const view = await fixture<W3mConnectView>(html`<w3m-connect-view></w3m-connect-view>`)
    await until(() => $walletDirectory.get().loading, 'directory asked')
    const rendered = () => Promise.all([...view.shadowRoot!.querySelectorAll('wui-list-wallet')].map(row => row.updateComplete))
    await rendered()
    const awaiting = view.getBoundingClientRect().height
    answer()
    await until(() => $walletDirectory.get().recommended.length > 0, 'directory answered')
    await view.updateComplete
    await rendered()
    expect(testIds(view)).to.have.length(7)
    expect(view.getBoundingClientRect().height).to.equal(awaiting)
  })

  it('lists walletConnect, recent, installed, featured, custom, recommended, then All wallets with the count', async () => {
    const view = await connectView({ featuredWalletIds: ['dir9', 'dir7'], customWallets: [{ id: 'custom', name: 'Custom' }] })
    expect(testIds(view)).to.deep.equal([
      'wallet-selector-walletConnect',
      'wallet-selector-dir5',
      'wallet-selector-io.announced',
      'wallet-selector-dir9',
      'wallet-selector-dir7',
      'wallet-selector-custom',
      'wallet-selector-dir1',
      'wallet-selector-dir2',
      'wallet-selector-dir3',
      'wallet-selector-dir4',
      'all-wallets'
    ])
    const rows = [...view.shadowRoot!.querySelectorAll('wui-list-wallet')]
    expect(rows[1]!.tagLabel).to.equal('recent')
    expect(rows[2]!.tagLabel).to.equal('installed')
    expect(rows.at(-1)!.tagLabel).to.equal('630+')
    await expect(view).to.be.accessible()
  })

  it('Tab moves from row to row and Enter on All wallets opens AllWallets', async () => {
    const view = await connectView()
    const rows = [...view.shadowRoot!.querySelectorAll('wui-list-wallet')]
    rows.at(-2)!.focus()
    await sendKeys({ press: 'Tab' })
    expect(((deepActiveElement()?.getRootNode() as ShadowRoot).host as HTMLElement).dataset.testid).to.equal('all-wallets')
    await sendKeys({ press: 'Enter' })
    expect($router.get().view).to.equal('AllWallets')
  })

  it('allWallets: false hides the row; collapseWallets leaves WalletConnect and All wallets', async () => {
    const hidden = await connectView({ features: { allWallets: false } })
    expect(testIds(hidden)).not.to.include('all-wallets')
    freshPage()
    setOptions({ projectId: 'test', networks: [mainnet], walletDirectoryUrl: 'https://directory.test', features: { collapseWallets: true } })
    const collapsed = await fixture<W3mConnectView>(html`<w3m-connect-view></w3m-connect-view>`)
    expect(testIds(collapsed)).to.deep.equal(['wallet-selector-walletConnect', 'all-wallets'])
  })

  describe('email sign-in', () => {
    const SECURE = 'https://secure.test'
    /** The order of the parts in the view: 'email', 'wallets' or 'fold'. */
    const parts = (view: W3mConnectView) =>
      [...view.shadowRoot!.querySelectorAll('w3m-connect-email, ul, [data-testid="w3m-continue-with-wallet"]')].map(element =>
        element.localName === 'w3m-connect-email' ? 'email' : element.localName === 'ul' ? 'wallets' : 'fold'
      )
    const emailInput = (view: W3mConnectView) =>
      view.shadowRoot!.querySelector('w3m-connect-email')!.shadowRoot!.querySelector('wui-input-text')!.shadowRoot!.querySelector<HTMLInputElement>('input')!

    it('shows only when the site hosts the secure frame and email is on', async () => {
      expect(parts(await connectView())).to.deep.equal(['wallets'])
      expect(parts(await connectView({ secureSiteUrl: SECURE, features: { email: false } }))).to.deep.equal(['wallets'])
      expect(parts(await connectView({ secureSiteUrl: SECURE }))).to.deep.equal(['wallets', 'email'])
    })

    it('comes first without a browser wallet (behaviour §9), or in the order the site sets', async () => {
      resetControllers()
      setNetworks([mainnet])
      setAdapterNamespaces(['eip155'])
      addConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' })
      expect(parts(await connectView({ secureSiteUrl: SECURE }))).to.deep.equal(['email', 'wallets'])
      addConnector({ id: 'io.announced', name: 'Announced', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.announced' } })
      expect(parts(await connectView({ secureSiteUrl: SECURE, features: { connectMethodsOrder: ['email', 'wallet'] } }))).to.deep.equal(['email', 'wallets'])
    })

    it('emailShowWallets false folds the wallets behind one row that unfolds them', async () => {
      const view = await connectView({ secureSiteUrl: SECURE, features: { emailShowWallets: false } })
      expect(parts(view)).to.deep.equal(['fold', 'email'])
      view.shadowRoot!.querySelector<HTMLElement>('[data-testid="w3m-continue-with-wallet"]')!.click()
      await view.updateComplete
      expect(parts(view)).to.deep.equal(['wallets', 'email'])
    })

    it('Enter submits; an invalid address shows the error as text under the field', async () => {
      const view = await connectView({ secureSiteUrl: SECURE })
      // The field's code loads only on sites with email sign-in.
      await customElements.whenDefined('w3m-connect-email')
      await (view.shadowRoot!.querySelector('w3m-connect-email') as unknown as { updateComplete: Promise<unknown> }).updateComplete
      const input = emailInput(view)
      input.focus()
      await sendKeys({ type: '<b>not-an-email</b>' })
      await sendKeys({ press: 'Enter' })
      const email = view.shadowRoot!.querySelector('w3m-connect-email')!
      // The actions' code loads on first use (the first time, a cold dev server transforms it).
      await until(() => email.shadowRoot!.querySelector('[data-testid="w3m-email-error"]'), 'the error shows', 25_000)
      const error = email.shadowRoot!.querySelector<HTMLElement>('[data-testid="w3m-email-error"]')!
      expect(error.textContent).to.equal('Email must be a valid address')
      expect(error.getAttribute('role')).to.equal('alert')
      await expect(view).to.be.accessible()
    })
  })

  describe('social sign-in', () => {
    const SECURE = 'https://secure.test'
    /** The parts in order, with the "or" separators. */
    const parts = (view: W3mConnectView) =>
      [...view.shadowRoot!.querySelectorAll('w3m-connect-email, w3m-connect-socials, ul, wui-separator')].map(element =>
        element.localName === 'ul' ? 'wallets' : element.localName.replace(/^w3m-connect-|^wui-/, '')
      )

    it('shows under the same rule as email, in the connect order: wallets, then email and socials as one group', async () => {
      expect(parts(await connectView({ features: { socials: ['github'] } }))).to.deep.equal(['wallets'])
      expect(parts(await connectView({ secureSiteUrl: SECURE }))).to.deep.equal(['wallets', 'separator', 'email', 'socials'])
      expect(parts(await connectView({ secureSiteUrl: SECURE, features: { email: false } }))).to.deep.equal(['wallets', 'separator', 'socials'])
      expect(parts(await connectView({ secureSiteUrl: SECURE, features: { socials: false } }))).to.deep.equal(['wallets', 'separator', 'email'])
      expect(parts(await connectView({ secureSiteUrl: SECURE, features: { connectMethodsOrder: ['social', 'wallet', 'email'] } }))).to.deep.equal([
        'socials',
        'separator',
        'wallets',
        'separator',
        'email'
      ])
    })

    it('the buttons load with the view only on sites with socials, and are accessible in place', async () => {
      const view = await connectView({ secureSiteUrl: SECURE })
      await customElements.whenDefined('w3m-connect-socials')
      const socials = view.shadowRoot!.querySelector('w3m-connect-socials')!
      await socials.updateComplete
      expect(socials.shadowRoot!.querySelector('[data-testid="social-login-google"]')).to.not.equal(null)
      await expect(view).to.be.accessible()
    })
  })

  describe('wallets that claim one identity (EIP-6963 announcements are unverified)', () => {
    const row = (view: W3mConnectView, id: string) => view.shadowRoot!.querySelector<HTMLElement & { name: string; imageSrc: string; warning: string }>(`[data-testid="wallet-selector-${id}"]`)!
    const warningOf = (view: W3mConnectView, id: string) => row(view, id).shadowRoot!.querySelector('[data-testid="wallet-warning"]')?.textContent ?? null
    /** An EIP-6963 announcement as a wallet makes it; each its own provider object. */
    const announce = (info: { name: string; rdns: string; icon: string }) =>
      announceProvider(window, { uuid: uuidV4(), ...info } as Parameters<typeof announceProvider>[1], { request: async () => [] })
    const stops: Array<() => void> = []
    afterEach(() => stops.splice(0).forEach(stop => stop()))

    it('two announcements of io.metamask: two rows, each marked as text, in announcement order', async () => {
      stops.push(watchInjectedConnectors({ eip6963: true, injected: false }))
      stops.push(announce({ name: 'MetaMask', rdns: 'io.metamask', icon: TEST_WALLET_ICON }))
      stops.push(announce({ name: '<b>MetaMask</b>', rdns: 'io.metamask', icon: TEST_WALLET_ICON }))
      const view = await connectView()
      expect(testIds(view).filter(id => id?.includes('io.metamask'))).to.deep.equal(['wallet-selector-io.metamask', 'wallet-selector-io.metamask#2'])
      expect(warningOf(view, 'io.metamask')).to.equal('Another wallet also claims to be MetaMask')
      expect(warningOf(view, 'io.metamask#2')).to.equal('Another wallet also claims to be <b>MetaMask</b>')
      expect(warningOf(view, 'io.announced'), 'a wallet nobody imitates is not marked').to.equal(null)
      await expect(view).to.be.accessible()
    })

    it('an announced https:// logo gives the placeholder; a data: one shows', async () => {
      stops.push(watchInjectedConnectors({ eip6963: true, injected: false }))
      stops.push(announce({ name: 'Remote', rdns: 'com.remote', icon: 'https://icons.remote.invalid/logo.svg' }))
      stops.push(announce({ name: 'Inline', rdns: 'com.inline', icon: TEST_WALLET_ICON }))
      const view = await connectView()
      expect(row(view, 'com.remote').imageSrc).to.equal('')
      expect(row(view, 'com.inline').imageSrc).to.equal(TEST_WALLET_ICON)
    })

    it("a known rdns shows the directory's name and logo, not the announced ones", async () => {
      const view = await connectView()
      await until(() => row(view, 'io.announced').name === 'Directory 0', "the directory's name")
      expect(row(view, 'io.announced').imageSrc).to.match(/^https:\/\/directory\.test\/getWalletImage\/img0/)
    })
  })
})
