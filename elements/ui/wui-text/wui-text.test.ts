import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-text.js'
import type { WuiText } from './wui-text.js'

const part = (el: WuiText) => el.shadowRoot!.querySelector('[part="text"]') as HTMLElement

describe('wui-text', () => {
  it('renders its slotted text in the variant size, weight and colour', async () => {
    const el = await themedFixture<WuiText>(html`<wui-text variant="large-600" color="error-100">Hello</wui-text>`)
    expect(el.textContent).to.equal('Hello')
    const style = getComputedStyle(el)
    expect(style.fontSize).to.equal('20px')
    expect(style.fontWeight).to.equal('600')
    expect(style.color).to.equal('rgb(176, 31, 51)')
  })

  it('defaults to paragraph-500 in fg-100 and reflects its attributes', async () => {
    const el = await themedFixture<WuiText>(html`<wui-text>Text</wui-text>`)
    expect(el.getAttribute('variant')).to.equal('paragraph-500')
    expect(el.getAttribute('color')).to.equal('fg-100')
    expect(getComputedStyle(el).fontSize).to.equal('16px')
    expect(getComputedStyle(el).fontWeight).to.equal('500')
  })

  it('picks medium-title over medium for medium-title variants', async () => {
    const el = await themedFixture<WuiText>(html`<wui-text variant="medium-title-600">T</wui-text>`)
    expect(getComputedStyle(el).fontSize).to.equal('24px')
  })

  it('clamps to line-clamp lines with an ellipsis', async () => {
    const el = await themedFixture<WuiText>(
      html`<wui-text line-clamp="1" style="width: 80px">${hostileTexts.long}</wui-text>`
    )
    const box = part(el)
    expect(getComputedStyle(box).webkitLineClamp).to.equal('1')
    expect(box.scrollHeight).to.be.greaterThan(box.clientHeight)
    expect(box.clientHeight).to.be.lessThan(30)
  })

  it('renders hostile text inert and bidi-isolated', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiText>(html`<wui-text>${text}</wui-text>`)
      assertNoInjectedElements(el)
      expect(el.textContent).to.equal(text)
      expect(getComputedStyle(part(el)).unicodeBidi).to.equal('isolate')
    }
  })

  it('is accessible in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<WuiText>(
        html`<div>
          <wui-text color="fg-300" variant="small-400">muted</wui-text>
          <wui-text color="accent-100">accent</wui-text>
          <wui-text color="error-100">error</wui-text>
          <wui-text color="success-100">success</wui-text>
        </div>`,
        theme
      )
      await expect(el).to.be.accessible()
    }
  })
})
