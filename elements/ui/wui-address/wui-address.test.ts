import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements } from '../../../test/fixtures/hostile.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import { truncateAddress } from '../../format.js'
import './wui-address.js'
import type { WuiAddress } from './wui-address.js'

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const shownOf = (el: WuiAddress) => el.shadowRoot!.querySelector('[part="address"]')!

describe('wui-address', () => {
  it('keeps 4 leading and 6 trailing characters, with the full address in the title and for readers', async () => {
    expect(truncateAddress(ADDRESS)).to.equal('0x71...d8976F')
    expect(truncateAddress('0x1234')).to.equal('0x1234')
    const el = await themedFixture<WuiAddress>(html`<wui-address address=${ADDRESS}></wui-address>`)
    expect(shownOf(el).textContent).to.equal('0x71...d8976F')
    expect(shownOf(el).getAttribute('title')).to.equal(ADDRESS)
    expect(shownOf(el).getAttribute('aria-hidden')).to.equal('true')
    expect(el.shadowRoot!.querySelector('.full-text')!.textContent).to.equal(ADDRESS)
    await expect(el).to.be.accessible()
  })

  it('shows everything with full, and takes other lengths', async () => {
    const el = await themedFixture<WuiAddress>(html`<wui-address full address=${ADDRESS}></wui-address>`)
    expect(shownOf(el).textContent).to.equal(ADDRESS)
    expect(shownOf(el).hasAttribute('aria-hidden')).to.equal(false)
    el.full = false
    el.leading = 6
    el.trailing = 4
    await el.updateComplete
    expect(shownOf(el).textContent).to.equal('0x71C7...976F')
  })

  it('renders a hostile address inert', async () => {
    const hostile = '<img src=x onerror=alert(1)>\u202E0xdeadbeef'
    const el = await themedFixture<WuiAddress>(html`<wui-address full .address=${hostile}></wui-address>`)
    assertNoInjectedElements(el)
    expect(shownOf(el).textContent).to.equal(hostile)
    expect(getComputedStyle(shownOf(el)).unicodeBidi).to.equal('isolate')
  })
})
