import { expect, oneEvent } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-alertbar.js'
import type { WuiAlertbar } from './wui-alertbar.js'

const regionOf = (el: WuiAlertbar) => el.shadowRoot!.querySelector('[part="alert"]')!
const closeOf = (el: WuiAlertbar) => el.shadowRoot!.querySelector('wui-icon-button')!

describe('wui-alertbar', () => {
  it('shows the message with the variant icon; errors are alerts', async () => {
    const el = await themedFixture<WuiAlertbar>(html`<wui-alertbar message="Invalid App Configuration" variant="error"></wui-alertbar>`)
    expect(regionOf(el).getAttribute('role')).to.equal('alert')
    expect(el.shadowRoot!.querySelector('wui-text')!.textContent).to.equal('Invalid App Configuration')
    expect(el.shadowRoot!.querySelector('wui-icon.icon')!.getAttribute('name')).to.equal('warning-circle')
    el.variant = 'info'
    await el.updateComplete
    expect(regionOf(el).getAttribute('role')).to.equal('status')
  })

  it('fires w3m-close from its "Close alert" button, by keyboard too', async () => {
    const el = await themedFixture<WuiAlertbar>(html`<wui-alertbar message="Session Expired" variant="warning"></wui-alertbar>`)
    expect(closeOf(el).label).to.equal('Close alert')
    const focused = await tabInto()
    expect(focused).to.equal(closeOf(el).shadowRoot!.querySelector('button'))
    const closed = oneEvent(document, 'w3m-close')
    await sendKeys({ press: 'Enter' })
    const event = await closed
    expect(event.composed).to.equal(true)
    expect(deepActiveElement()).to.equal(focused)
  })

  it('is accessible in every variant, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const variant of ['info', 'success', 'warning', 'error'] as const) {
        const el = await themedFixture<WuiAlertbar>(html`<wui-alertbar message="Something happened" variant=${variant}></wui-alertbar>`, theme)
        await expect(el).to.be.accessible()
      }
    }
  })

  it('renders hostile messages inert', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiAlertbar>(html`<wui-alertbar .message=${text} style="width: 300px"></wui-alertbar>`)
      assertNoInjectedElements(el)
      expect(el.shadowRoot!.querySelector('wui-text')!.textContent).to.equal(text)
      expect(regionOf(el).getBoundingClientRect().width).to.equal(300)
    }
  })
})
