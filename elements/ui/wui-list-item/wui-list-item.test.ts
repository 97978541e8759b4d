import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { expectKeyboardActivation } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-list-item.js'
import type { WuiListItem } from './wui-list-item.js'

const inner = (el: WuiListItem) => el.shadowRoot!.querySelector('button')!

describe('wui-list-item', () => {
  it('renders icon, label and chevron in one native button', async () => {
    const el = await themedFixture<WuiListItem>(html`<wui-list-item icon="disconnect" chevron>Disconnect</wui-list-item>`)
    const icons = [...el.shadowRoot!.querySelectorAll('wui-icon')].map((icon) => icon.getAttribute('name'))
    expect(icons).to.deep.equal(['disconnect', 'chevron-right'])
    expect(el.textContent).to.equal('Disconnect')
    expect(inner(el).getAttribute('part')).to.equal('button')
  })

  it('shows an image with the network placeholder as fallback in the image variant', async () => {
    const el = await themedFixture<WuiListItem>(html`<wui-list-item variant="image">Ethereum</wui-list-item>`)
    const image = el.shadowRoot!.querySelector('wui-image')!
    expect(image.fallbackIcon).to.equal('network-placeholder')
  })

  it('projects trailing content', async () => {
    const el = await themedFixture<WuiListItem>(html`<wui-list-item icon="card">Buy<span slot="trailing">1.2 ETH</span></wui-list-item>`)
    const slot = el.shadowRoot!.querySelector('slot[name="trailing"]') as HTMLSlotElement
    expect(slot.assignedElements()[0]!.textContent).to.equal('1.2 ETH')
  })

  it('is reached by Tab with a visible ring, and Enter and Space click it', async () => {
    const el = await themedFixture<WuiListItem>(html`<wui-list-item icon="clock">Activity</wui-list-item>`)
    await expectKeyboardActivation(el, inner(el))
  })

  it('swallows clicks while loading or disabled', async () => {
    const el = await themedFixture<WuiListItem>(html`<wui-list-item icon="clock" loading>Activity</wui-list-item>`)
    let clicks = 0
    el.addEventListener('click', () => clicks++)
    expect(inner(el).getAttribute('aria-busy')).to.equal('true')
    expect(el.shadowRoot!.querySelector('wui-spinner')).to.not.equal(null)
    inner(el).click()
    el.loading = false
    el.disabled = true
    await el.updateComplete
    inner(el).click()
    expect(clicks).to.equal(0)
  })

  it('renders hostile labels inert on one line', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiListItem>(html`<wui-list-item style="width: 240px" icon="wallet" chevron>${text}</wui-list-item>`)
      assertNoInjectedElements(el)
      expect(el.textContent).to.equal(text)
      expect(inner(el).getBoundingClientRect().height).to.be.at.most(60)
    }
  })

  it('is accessible, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<HTMLElement>(
        html`<div>
          <wui-list-item icon="disconnect">Disconnect</wui-list-item>
          <wui-list-item variant="image" chevron>Ethereum</wui-list-item>
          <wui-list-item icon="card" loading>Buy</wui-list-item>
          <wui-list-item icon="card" disabled>Off</wui-list-item>
        </div>`,
        theme
      )
      await expect(el).to.be.accessible()
    }
  })
})
