import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { assertNoInjectedElements, deepQueryAll, hostileTexts } from '../../../test/fixtures/hostile.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import type { DirectoryWallet } from '../../../clients/types.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $walletDirectory } from '../../../controllers/wallets/directory.js'
import { mainnet } from '../../../networks.js'
import './w3m-all-wallets-view.js'
import type { W3mAllWalletsView } from './w3m-all-wallets-view.js'

const names = ['Alpha Wallet', ...Object.values(hostileTexts), ...Array.from({ length: 96 }, (_, i) => `Generated ${i}`)]
const catalogue: DirectoryWallet[] = names.map((name, i) => ({
  id: `id${i}`,
  name,
  homepage: '',
  image_id: `img${i}`,
  order: i + 1,
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  chains: ['eip155:1'],
  injected: null,
  badge_type: i % 2 ? 'certified' : 'none',
  supports_wc: true
}))

/** Stands in for the directory service: paging and search over `catalogue`, or a failure when `failing`. */
let failing = false
let searches: string[] = []
const realFetch = window.fetch
function fakeDirectory(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input))
  if (failing) return Promise.resolve(new Response(JSON.stringify({ message: 'directory down' }), { status: 400 }))
  const search = url.searchParams.get('search')?.toLowerCase() ?? ''
  if (search) searches.push(search)
  const page = Number(url.searchParams.get('page') ?? 1)
  const entries = Number(url.searchParams.get('entries') ?? 40)
  const matches = catalogue.filter(wallet => wallet.name.toLowerCase().includes(search))
  const body = { data: matches.slice((page - 1) * entries, page * entries), count: matches.length }
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
}

const rowIds = (view: W3mAllWalletsView) => deepQueryAll(view, 'li[data-id]').map(row => (row as HTMLElement).dataset.id)
const input = (view: W3mAllWalletsView) => deepQueryAll(view, '[data-testid="all-wallets-search"]')[0] as HTMLInputElement

async function type(view: W3mAllWalletsView, text: string): Promise<void> {
  const field = input(view)
  field.value = text
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }))
}

describe('w3m-all-wallets-view', () => {
  let view: W3mAllWalletsView
  beforeEach(async () => {
    resetControllers()
    failing = false
    searches = []
    window.fetch = fakeDirectory as typeof fetch
    setNetworks([mainnet])
    setOptions({ projectId: 'test', networks: [mainnet], walletDirectoryUrl: 'https://directory.test' })
    view = await fixture<W3mAllWalletsView>(html`<w3m-all-wallets-view></w3m-all-wallets-view>`)
    await until(() => rowIds(view).length > 0, 'first page shown')
  })
  afterEach(() => {
    window.fetch = realFetch
  })

  it('shows the first page with a labelled search field, hostile names inert, and passes axe', async () => {
    expect(input(view).getAttribute('aria-label')).to.equal('Search wallets')
    expect(rowIds(view)[0]).to.equal('id0')
    expect($walletDirectory.get().page).to.equal(1)
    assertNoInjectedElements(view)
    await expect(view).to.be.accessible()
  })

  it('searches once typing pauses, and shows an empty state for no match', async () => {
    await type(view, 'gen')
    await type(view, 'generated 42')
    await until(() => rowIds(view).join() === 'id46', 'search result shown')
    expect(searches).to.deep.equal(['generated 42'])
    await type(view, 'nothing like this')
    await until(() => deepQueryAll(view, '[role="status"]').some(node => node.textContent?.includes('No wallet found')), 'empty state')
  })

  it('shows a failure with a retry that loads', async () => {
    failing = true
    await type(view, 'alpha')
    const retry = await until(() => deepQueryAll(view, '[data-testid="all-wallets-retry"]')[0], 'retry shown').then(() => deepQueryAll(view, '[data-testid="all-wallets-retry"]')[0] as HTMLElement)
    expect(deepQueryAll(view, '[role="alert"]')[0]?.textContent).to.contain('directory down')
    failing = false
    retry.click()
    await until(() => rowIds(view).join() === 'id0', 'retry loaded')
  })
})
