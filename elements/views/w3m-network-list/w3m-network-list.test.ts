import { expect } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { resetControllers } from '../../../test/reset-controllers.js'
import { deepActiveElement, sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import { setCaipAddress } from '../../../controllers/account/store.js'
import { $chain, setAdapterNamespaces, setNetworks } from '../../../controllers/networks/store.js'
import { $modal } from '../../../controllers/modal/modal.js'
import { $router } from '../../../controllers/modal/router.js'
import { bitcoin, mainnet, sepolia, solana } from '../../../networks.js'
import './w3m-network-list.js'
import type { W3mNetworkList } from './w3m-network-list.js'

const groups = (el: W3mNetworkList) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('section')]
const row = (el: W3mNetworkList, id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-testid="w3m-network-switch-${id}"]`)!

describe('w3m-network-list grouped by family', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet, solana, sepolia, bitcoin])
    setAdapterNamespaces(['eip155', 'solana', 'bip122'])
  })

  it('one labelled group per configured family, in EVM, Solana, Bitcoin order', async () => {
    const el = await themedFixture<W3mNetworkList>(html`<w3m-network-list></w3m-network-list>`)
    expect(groups(el).map(group => group.dataset.testid)).to.deep.equal(['w3m-network-group-eip155', 'w3m-network-group-solana', 'w3m-network-group-bip122'])
    expect(groups(el).map(group => group.querySelector('h3')!.textContent)).to.deep.equal(['EVM', 'Solana', 'Bitcoin'])
    expect(groups(el)[0]!.querySelectorAll('li').length).to.equal(2)
    await expect(el).to.be.accessible()
  })

  it('a single family keeps the flat list (no headings)', async () => {
    setAdapterNamespaces(['eip155'])
    const el = await themedFixture<W3mNetworkList>(html`<w3m-network-list></w3m-network-list>`)
    expect(groups(el).length).to.equal(0)
    expect(el.shadowRoot!.querySelectorAll('li').length).to.equal(2)
  })

  it('keyboard: Enter on a network of an unconnected family makes it active and opens Connect filtered to it', async () => {
    setCaipAddress('eip155', 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const el = await themedFixture<W3mNetworkList>(html`<w3m-network-list></w3m-network-list>`)
    row(el, solana.caipNetworkId).focus()
    await sendKeys({ press: 'Enter' })
    await until(() => $router.get().view === 'Connect')
    expect($modal.get().namespace).to.equal('solana')
    expect($chain.get().activeNamespace).to.equal('solana')
  })

  it('Tab reaches the rows in family order', async () => {
    const el = await themedFixture<W3mNetworkList>(html`<w3m-network-list></w3m-network-list>`)
    const first = await tabInto()
    expect(row(el, mainnet.caipNetworkId).shadowRoot!.contains(first)).to.equal(true)
    await sendKeys({ press: 'Tab' })
    await sendKeys({ press: 'Tab' })
    expect(row(el, solana.caipNetworkId).shadowRoot!.contains(deepActiveElement())).to.equal(true)
  })
})
