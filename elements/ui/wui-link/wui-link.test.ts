import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { expectKeyboardActivation } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-link.js'
import type { WuiLink } from './wui-link.js'

const inner = (el: WuiLink) => el.shadowRoot!.querySelector('[part="link"]') as HTMLElement

describe('wui-link', () => {
  it('is a native button without href; Tab reaches it and Enter and Space click it', async () => {
    const el = await themedFixture<WuiLink>(html`<wui-link>Copy link</wui-link>`)
    expect(inner(el).tagName).to.equal('BUTTON')
    await expectKeyboardActivation(el, inner(el))
  })

  it('is an anchor for http(s) hrefs, opening new tabs without an opener', async () => {
    const el = await themedFixture<WuiLink>(html`<wui-link href="https://example.test/terms" target="_blank">Terms</wui-link>`)
    expect(inner(el).tagName).to.equal('A')
    expect(inner(el).getAttribute('href')).to.equal('https://example.test/terms')
    expect(inner(el).getAttribute('rel')).to.equal('noopener noreferrer')
  })

  it('never renders a javascript: href', async () => {
    const el = await themedFixture<WuiLink>(html`<wui-link href="javascript:alert(1)">Bad</wui-link>`)
    expect(inner(el).tagName).to.equal('BUTTON')
    expect(el.shadowRoot!.querySelector('a')).to.equal(null)
  })

  it('renders hostile text inert', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiLink>(html`<wui-link style="max-width: 200px">${text}</wui-link>`)
      assertNoInjectedElements(el)
      expect(el.textContent).to.equal(text)
      expect(getComputedStyle(inner(el)).unicodeBidi).to.equal('isolate')
    }
  })

  it('is accessible, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<HTMLElement>(
        html`<div>
          <wui-link>Try again</wui-link><wui-link color="fg-200">Muted</wui-link>
          <wui-link color="error-100">Remove</wui-link><wui-link href="https://example.test">Docs</wui-link>
          <wui-link disabled>Off</wui-link>
        </div>`,
        theme
      )
      await expect(el).to.be.accessible()
    }
  })
})
