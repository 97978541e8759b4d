import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { expectKeyboardActivation } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-icon-button.js'
import type { WuiIconButton } from './wui-icon-button.js'

const inner = (el: WuiIconButton) => el.shadowRoot!.querySelector('button')!

describe('wui-icon-button', () => {
  it('is a native button named by its label, showing the icon', async () => {
    const el = await themedFixture<WuiIconButton>(html`<wui-icon-button icon="close" label="Close"></wui-icon-button>`)
    expect(inner(el).getAttribute('aria-label')).to.equal('Close')
    expect(inner(el).getAttribute('part')).to.equal('button')
    expect(el.shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('close')
    expect(inner(el).getBoundingClientRect().width).to.equal(36)
  })

  it('is reached by Tab with a visible ring, and Enter and Space click it', async () => {
    const el = await themedFixture<WuiIconButton>(html`<wui-icon-button icon="copy" label="Copy address" size="sm"></wui-icon-button>`)
    await expectKeyboardActivation(el, inner(el))
  })

  it('does not click when disabled', async () => {
    const el = await themedFixture<WuiIconButton>(html`<wui-icon-button icon="close" label="Close" disabled></wui-icon-button>`)
    let clicks = 0
    el.addEventListener('click', () => clicks++)
    inner(el).click()
    expect(clicks).to.equal(0)
  })

  it('fails the accessibility check without a label, passes with one', async () => {
    const unnamed = await themedFixture<WuiIconButton>(html`<wui-icon-button icon="close"></wui-icon-button>`)
    await expect(unnamed).not.to.be.accessible()
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<HTMLElement>(
        html`<div>
          <wui-icon-button icon="close" label="Close"></wui-icon-button>
          <wui-icon-button icon="copy" label="Copy" variant="accent" size="xs"></wui-icon-button>
          <wui-icon-button icon="more" label="More" variant="shade" size="lg"></wui-icon-button>
          <wui-icon-button icon="qr-code" label="QR" variant="main"></wui-icon-button>
        </div>`,
        theme
      )
      await expect(el).to.be.accessible()
    }
  })

  it('keeps a hostile label an attribute value', async () => {
    const el = await themedFixture<WuiIconButton>(html`<wui-icon-button icon="close" .label=${'<b>x</b>'}></wui-icon-button>`)
    expect(inner(el).getAttribute('aria-label')).to.equal('<b>x</b>')
    expect(el.shadowRoot!.querySelector('b')).to.equal(null)
  })
})
