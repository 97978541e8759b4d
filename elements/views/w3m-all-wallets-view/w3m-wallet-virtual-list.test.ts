import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { $router } from '../../../controllers/modal/router.js'
import type { WalletEntry } from '../../../controllers/wallets/directory.js'
import { ROW_HEIGHT, type W3mWalletVirtualList } from './w3m-wallet-virtual-list.js'

const entries = (count: number): WalletEntry[] =>
  Array.from({ length: count }, (_, i) => ({ id: `wallet-${i}`, name: `Wallet ${i}`, certified: i % 3 === 0, recent: i === 0, installed: false }))

const rows = (list: W3mWalletVirtualList) => [...list.shadowRoot!.querySelectorAll<HTMLLIElement>('li[data-id]')]
const focusedRowId = () => (deepActiveElement()?.getRootNode() as ShadowRoot | undefined)?.host?.closest('li')?.dataset.id

async function settle(list: W3mWalletVirtualList): Promise<void> {
  await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  await list.updateComplete
}

async function listOf(items: WalletEntry[]): Promise<W3mWalletVirtualList> {
  const list = await fixture<W3mWalletVirtualList>(
    html`<w3m-wallet-virtual-list style="--w3m-wallet-list-height: 400px" label="All wallets" .entries=${items} .total=${items.length}></w3m-wallet-virtual-list>`
  )
  await settle(list)
  return list
}

describe('w3m-wallet-virtual-list', () => {
  beforeEach(resetControllers)

  it('keeps the DOM small with 1,000 wallets and renders the rows scrolled to', async () => {
    const list = await listOf(entries(1000))
    expect(rows(list).length).to.be.below(20)
    expect(list.scrollHeight).to.equal(1000 * ROW_HEIGHT)
    list.scrollTop = 600 * ROW_HEIGHT
    await settle(list)
    const ids = rows(list).map(row => row.dataset.id)
    expect(ids).to.include('wallet-600')
    expect(ids).not.to.include('wallet-0')
    expect(rows(list).length).to.be.below(20)
    expect(rows(list)[0]!.getAttribute('aria-setsize')).to.equal('1000')
  })

  it('is accessible, tags recent and certified wallets, and selecting one opens its connection', async () => {
    const list = await listOf(entries(50))
    await expect(list).to.be.accessible()
    const [first, second] = rows(list).map(row => row.querySelector('wui-list-wallet')!)
    expect(first!.tagLabel).to.equal('recent')
    expect(second!.tagLabel).to.equal('')
    first!.click()
    expect($router.get().view).to.equal('ConnectingWalletConnect')
    expect($router.get().data?.wallet?.id).to.equal('wallet-0')
  })

  it('arrow keys, End and Home move focus, and the focused row survives scrolling away', async () => {
    const list = await listOf(entries(1000))
    rows(list)[0]!.querySelector('wui-list-wallet')!.focus()
    await sendKeys({ press: 'ArrowDown' })
    await settle(list)
    expect(focusedRowId()).to.equal('wallet-1')
    await sendKeys({ press: 'End' })
    await until(() => focusedRowId() === 'wallet-999', 'End focuses the last row')
    list.scrollTop = 0
    await settle(list)
    expect(focusedRowId(), 'focus stays on the recycled-away row').to.equal('wallet-999')
    await sendKeys({ press: 'Home' })
    await until(() => focusedRowId() === 'wallet-0', 'Home focuses the first row')
    expect(rows(list).length).to.be.below(21)
  })

  it('asks for the next page near the end, not before', async () => {
    const list = await listOf(entries(100))
    let asked = 0
    list.addEventListener('w3m-near-end', () => asked++)
    list.scrollTop = 10 * ROW_HEIGHT
    await settle(list)
    expect(asked).to.equal(0)
    list.scrollTop = 90 * ROW_HEIGHT
    await settle(list)
    expect(asked).to.be.above(0)
  })

  it('renders hostile names as inert text', async () => {
    const list = await listOf(Object.values(hostileTexts).map((name, i) => ({ id: `h${i}`, name, certified: false, recent: false, installed: false })))
    const names = rows(list).map(row => row.querySelector('wui-list-wallet')!.shadowRoot!.querySelector('wui-text')!.textContent!.trim())
    expect(names).to.deep.equal(Object.values(hostileTexts))
    assertNoInjectedElements(list)
    const card = list.getBoundingClientRect()
    for (const row of rows(list)) expect(row.getBoundingClientRect().right).to.be.at.most(card.right + 1)
  })
})
