import { expect } from '@open-wc/testing'
import { emulateMedia } from '@web/test-runner-commands'
import { html } from 'lit'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-shimmer.js'
import type { WuiShimmer } from './wui-shimmer.js'

describe('wui-shimmer', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }))

  it('takes its width, height and a radius step', async () => {
    const el = await themedFixture<WuiShimmer>(html`<wui-shimmer width="120px" height="24px" borderRadius="xs"></wui-shimmer>`)
    const box = el.getBoundingClientRect()
    expect([box.width, box.height]).to.deep.equal([120, 24])
    expect(getComputedStyle(el).borderTopLeftRadius).to.equal('16px')
    el.borderRadius = '50%'
    await el.updateComplete
    expect(getComputedStyle(el).borderTopLeftRadius).to.equal('50%')
  })

  it('moves, except under reduced motion', async () => {
    const el = await themedFixture<WuiShimmer>(html`<wui-shimmer></wui-shimmer>`)
    expect(getComputedStyle(el).animationName).to.equal('wui-shimmer')
    await emulateMedia({ reducedMotion: 'reduce' })
    expect(getComputedStyle(el).animationName).to.equal('none')
  })

  it('is hidden from assistive tech, or a progressbar when labelled', async () => {
    const quiet = await themedFixture<WuiShimmer>(html`<wui-shimmer></wui-shimmer>`)
    expect(quiet.getAttribute('aria-hidden')).to.equal('true')
    const labelled = await themedFixture<WuiShimmer>(html`<wui-shimmer aria-label="Loading balance"></wui-shimmer>`)
    expect(labelled.getAttribute('role')).to.equal('progressbar')
    await expect(labelled).to.be.accessible()
  })

  it('ignores a width that tries to inject CSS', async () => {
    const el = await themedFixture<WuiShimmer>(html`<wui-shimmer .width=${'10px; background: red'}></wui-shimmer>`)
    expect(el.style.width).to.equal('')
    expect(getComputedStyle(el).backgroundColor).to.not.equal('rgb(255, 0, 0)')
  })
})
