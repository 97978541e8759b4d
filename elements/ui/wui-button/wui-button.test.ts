import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { hasFocusRing, sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-button.js'
import type { WuiButton } from './wui-button.js'

const inner = (el: WuiButton) => el.shadowRoot!.querySelector('button')!

function countClicks(el: Element): { count: number } {
  const clicks = { count: 0 }
  el.addEventListener('click', () => clicks.count++)
  return clicks
}

describe('wui-button', () => {
  it('renders a native button with its label and part', async () => {
    const el = await themedFixture<WuiButton>(html`<wui-button>Connect</wui-button>`)
    const button = inner(el)
    expect(button.getAttribute('part')).to.equal('button')
    expect(button.type).to.equal('button')
    expect(el.textContent).to.equal('Connect')
    expect(el.getAttribute('variant')).to.equal('main')
    expect(el.getAttribute('size')).to.equal('md')
    expect(button.getBoundingClientRect().height).to.equal(40)
  })

  it('sizes sm and lg', async () => {
    const sm = await themedFixture<WuiButton>(html`<wui-button size="sm">A</wui-button>`)
    expect(inner(sm).getBoundingClientRect().height).to.equal(32)
    const lg = await themedFixture<WuiButton>(html`<wui-button size="lg">A</wui-button>`)
    expect(inner(lg).getBoundingClientRect().height).to.equal(48)
  })

  it('is reached by Tab with a visible ring, and Enter and Space click it', async () => {
    const el = await themedFixture<WuiButton>(html`<wui-button>Go</wui-button>`)
    const clicks = countClicks(el)
    const focused = await tabInto()
    expect(focused).to.equal(inner(el))
    expect(hasFocusRing(inner(el))).to.equal(true)
    await sendKeys({ press: 'Enter' })
    await sendKeys({ press: 'Space' })
    expect(clicks.count).to.equal(2)
  })

  it('does not click or focus when disabled', async () => {
    const el = await themedFixture<WuiButton>(html`<wui-button disabled>Go</wui-button>`)
    const clicks = countClicks(el)
    expect(inner(el).disabled).to.equal(true)
    inner(el).click()
    expect(clicks.count).to.equal(0)
  })

  it('stays focusable but swallows clicks while loading, and says it is busy', async () => {
    const el = await themedFixture<WuiButton>(html`<wui-button loading>Connecting</wui-button>`)
    const clicks = countClicks(el)
    const button = inner(el)
    expect(button.getAttribute('aria-busy')).to.equal('true')
    expect(button.getAttribute('aria-disabled')).to.equal('true')
    expect(el.shadowRoot!.querySelector('wui-spinner')).to.not.equal(null)
    expect(await tabInto()).to.equal(button)
    await sendKeys({ press: 'Enter' })
    button.click()
    expect(clicks.count).to.equal(0)
    el.loading = false
    await el.updateComplete
    button.click()
    expect(clicks.count).to.equal(1)
    expect(button.hasAttribute('aria-busy')).to.equal(false)
  })

  it('fills its container with full-width', async () => {
    const el = await themedFixture<WuiButton>(html`<wui-button full-width style="width: 300px">Wide</wui-button>`)
    expect(el.fullWidth).to.equal(true)
    expect(inner(el).getBoundingClientRect().width).to.equal(300)
  })

  it('renders hostile labels inert', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiButton>(html`<wui-button style="max-width: 200px">${text}</wui-button>`)
      assertNoInjectedElements(el)
      expect(el.textContent).to.equal(text)
      expect(inner(el).getBoundingClientRect().width).to.be.at.most(200)
    }
  })

  it('is accessible in every variant, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<HTMLElement>(
        html`<div>
          <wui-button>Main</wui-button>
          <wui-button variant="accent">Accent</wui-button>
          <wui-button variant="neutral">Neutral</wui-button>
          <wui-button variant="shade">Shade</wui-button>
          <wui-button variant="accent-error">Error</wui-button>
          <wui-button variant="link">Link</wui-button>
          <wui-button disabled>Disabled</wui-button>
          <wui-button loading>Loading</wui-button>
        </div>`,
        theme
      )
      await expect(el).to.be.accessible()
    }
  })

  it('type="submit" submits the form around it, never while loading or disabled', async () => {
    const form = await themedFixture<HTMLFormElement>(html`<form><wui-button type="submit">Save</wui-button><wui-button>Other</wui-button></form>`)
    let submits = 0
    form.addEventListener('submit', event => {
      event.preventDefault()
      submits++
    })
    const [submit, other] = [...form.querySelectorAll('wui-button')] as WuiButton[]
    await submit!.updateComplete
    inner(other!).click()
    expect(submits).to.equal(0)
    inner(submit!).click()
    expect(submits).to.equal(1)
    submit!.loading = true
    await submit!.updateComplete
    inner(submit!).click()
    submit!.loading = false
    submit!.disabled = true
    await submit!.updateComplete
    inner(submit!).click()
    expect(submits).to.equal(1)
  })
})
