import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-tag.js'
import type { WuiTag } from './wui-tag.js'

describe('wui-tag', () => {
  it('renders its label in the variant colours', async () => {
    const el = await themedFixture<WuiTag>(html`<wui-tag variant="error">failed</wui-tag>`)
    expect(el.textContent).to.equal('failed')
    expect(getComputedStyle(el).color).to.equal('rgb(176, 31, 51)')
    expect(getComputedStyle(el).textTransform).to.equal('uppercase')
  })

  it('keeps hostile labels inert on one line', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiTag>(html`<wui-tag style="max-width: 120px">${text}</wui-tag>`)
      assertNoInjectedElements(el)
      expect(el.textContent).to.equal(text)
      expect(el.getBoundingClientRect().height).to.equal(20)
      expect(el.getBoundingClientRect().width).to.be.at.most(120)
    }
  })

  it('is accessible in every variant, light and dark, on every surface', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const surface of ['100', '125', '150', '200']) {
        const el = await themedFixture<HTMLElement>(
          html`<div style="background: var(--wui-sys-color-bg-${surface})">
            <wui-tag>main</wui-tag><wui-tag variant="shade">shade</wui-tag><wui-tag variant="success">ok</wui-tag>
            <wui-tag variant="error">error</wui-tag><wui-tag variant="warning">warn</wui-tag>
          </div>`,
          theme
        )
        await expect(el).to.be.accessible()
      }
    }
  })
})
