import { expect } from '@open-wc/testing'
import { emulateMedia } from '@web/test-runner-commands'
import { html } from 'lit'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-spinner.js'
import type { WuiSpinner } from './wui-spinner.js'

const svgOf = (el: WuiSpinner) => el.shadowRoot!.querySelector('svg')!

describe('wui-spinner', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }))

  it('is a labelled progressbar of the requested size', async () => {
    const el = await themedFixture<WuiSpinner>(html`<wui-spinner size="lg" label="Connecting"></wui-spinner>`)
    expect(svgOf(el).getAttribute('role')).to.equal('progressbar')
    expect(svgOf(el).getAttribute('aria-label')).to.equal('Connecting')
    expect(el.getBoundingClientRect().width).to.equal(24)
    await expect(el).to.be.accessible()
  })

  it('defaults its label to "Loading" and hides itself when the label is empty', async () => {
    const el = await themedFixture<WuiSpinner>(html`<wui-spinner></wui-spinner>`)
    expect(svgOf(el).getAttribute('aria-label')).to.equal('Loading')
    el.label = ''
    await el.updateComplete
    expect(svgOf(el).hasAttribute('role')).to.equal(false)
    expect(svgOf(el).getAttribute('aria-hidden')).to.equal('true')
  })

  it('spins, and only pulses under reduced motion', async () => {
    const el = await themedFixture<WuiSpinner>(html`<wui-spinner></wui-spinner>`)
    expect(getComputedStyle(svgOf(el)).animationName).to.equal('wui-spin')
    await emulateMedia({ reducedMotion: 'reduce' })
    expect(getComputedStyle(svgOf(el)).animationName).to.equal('wui-pulse')
  })

  it('renders a hostile label as an attribute value only', async () => {
    const el = await themedFixture<WuiSpinner>(html`<wui-spinner .label=${'<b>x</b>'}></wui-spinner>`)
    expect(svgOf(el).getAttribute('aria-label')).to.equal('<b>x</b>')
    expect(el.shadowRoot!.querySelector('b')).to.equal(null)
  })
})
