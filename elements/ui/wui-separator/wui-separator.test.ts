import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-separator.js'
import type { WuiSeparator } from './wui-separator.js'

describe('wui-separator', () => {
  it('is a separator line without text', async () => {
    const el = await themedFixture<WuiSeparator>(html`<wui-separator></wui-separator>`)
    expect(el.getAttribute('role')).to.equal('separator')
    expect(el.shadowRoot!.querySelectorAll('.line').length).to.equal(1)
    await expect(el).to.be.accessible()
  })

  it('shows the word between two lines, readable', async () => {
    const el = await themedFixture<WuiSeparator>(html`<wui-separator text="or"></wui-separator>`)
    expect(el.hasAttribute('role')).to.equal(false)
    expect(el.shadowRoot!.querySelectorAll('.line').length).to.equal(2)
    expect(el.shadowRoot!.querySelector('wui-text')!.textContent).to.equal('or')
    await expect(el).to.be.accessible()
  })

  it('renders hostile text inert', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiSeparator>(html`<wui-separator .text=${text}></wui-separator>`)
      assertNoInjectedElements(el)
      expect(el.shadowRoot!.querySelector('wui-text')!.textContent).to.equal(text)
    }
  })
})
