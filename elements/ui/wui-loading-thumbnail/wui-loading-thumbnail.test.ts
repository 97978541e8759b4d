import { expect } from '@open-wc/testing'
import { emulateMedia } from '@web/test-runner-commands'
import { html } from 'lit'
import { themedFixture } from '../../../test/fixtures/themed.js'
import '../wui-wallet-image/wui-wallet-image.js'
import './wui-loading-thumbnail.js'
import type { WuiLoadingThumbnail } from './wui-loading-thumbnail.js'

const ringOf = (el: WuiLoadingThumbnail) => el.shadowRoot!.querySelector('rect')!

describe('wui-loading-thumbnail', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }))

  it('runs a ring around the slotted image, centred', async () => {
    const el = await themedFixture<WuiLoadingThumbnail>(
      html`<wui-loading-thumbnail><wui-wallet-image size="lg" name="Rainbow"></wui-wallet-image></wui-loading-thumbnail>`
    )
    expect(getComputedStyle(ringOf(el)).animationName).to.equal('wui-thumbnail-ring')
    const outer = el.getBoundingClientRect()
    const inner = el.querySelector('wui-wallet-image')!.getBoundingClientRect()
    expect(outer.width).to.equal(104)
    expect(inner.left - outer.left).to.equal(12)
    expect(inner.top - outer.top).to.equal(12)
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true')
    await expect(el).to.be.accessible()
  })

  it('is a still, full ring under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' })
    const el = await themedFixture<WuiLoadingThumbnail>(html`<wui-loading-thumbnail></wui-loading-thumbnail>`)
    expect(getComputedStyle(ringOf(el)).animationName).to.equal('none')
    expect(getComputedStyle(ringOf(el)).strokeDasharray).to.equal('none')
  })
})
