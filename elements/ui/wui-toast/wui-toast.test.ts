import { expect } from '@open-wc/testing'
import { emulateMedia } from '@web/test-runner-commands'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-toast.js'
import type { WuiToast } from './wui-toast.js'

const regionOf = (el: WuiToast) => el.shadowRoot!.querySelector('[part="toast"]') as HTMLElement

describe('wui-toast', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }))

  it('announces its message in a status region with the variant icon', async () => {
    const el = await themedFixture<WuiToast>(html`<wui-toast message="Address copied" variant="success" open></wui-toast>`)
    expect(regionOf(el).getAttribute('role')).to.equal('status')
    expect(el.shadowRoot!.querySelector('wui-text')!.textContent).to.equal('Address copied')
    expect(el.shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('checkmark')
    expect(el.getAttribute('variant')).to.equal('success')
    await expect(el).to.be.accessible()
  })

  it('uses an alert region for errors and a spinner while loading', async () => {
    const el = await themedFixture<WuiToast>(html`<wui-toast message="Signature declined" variant="error" open></wui-toast>`)
    expect(regionOf(el).getAttribute('role')).to.equal('alert')
    expect(el.shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('warning-circle')
    await expect(el).to.be.accessible()
    el.variant = 'loading'
    await el.updateComplete
    expect(regionOf(el).getAttribute('role')).to.equal('status')
    expect(el.shadowRoot!.querySelector('wui-spinner')).to.not.equal(null)
  })

  it('keeps the live region but no content while closed, and reflects open', async () => {
    const el = await themedFixture<WuiToast>(html`<wui-toast message="Hidden"></wui-toast>`)
    expect(regionOf(el)).to.not.equal(null)
    expect(regionOf(el).textContent!.trim()).to.equal('')
    expect(getComputedStyle(regionOf(el)).opacity).to.equal('0')
    el.open = true
    await el.updateComplete
    expect(el.hasAttribute('open')).to.equal(true)
    expect(el.shadowRoot!.querySelector('wui-text')!.textContent).to.equal('Hidden')
  })

  it('slides in, and only fades under reduced motion', async () => {
    const el = await themedFixture<WuiToast>(html`<wui-toast message="x"></wui-toast>`)
    expect(getComputedStyle(regionOf(el)).transform).to.not.equal('none')
    await emulateMedia({ reducedMotion: 'reduce' })
    expect(getComputedStyle(regionOf(el)).transform).to.equal('none')
  })

  it('renders hostile messages inert', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiToast>(html`<wui-toast .message=${text} open style="width: 300px"></wui-toast>`)
      assertNoInjectedElements(el)
      expect(el.shadowRoot!.querySelector('wui-text')!.textContent).to.equal(text)
      expect(regionOf(el).getBoundingClientRect().width).to.be.at.most(300)
    }
  })
})
