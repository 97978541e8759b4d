import { expect, oneEvent } from '@open-wc/testing'
import { emulateMedia } from '@web/test-runner-commands'
import { html } from 'lit'
import { themedFixture } from '../../../test/fixtures/themed.js'
import { isSafeImageUrl } from './image-url.js'
import './wui-image.js'
import type { WuiImage } from './wui-image.js'

const PIXEL = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"%3E%3Crect width="4" height="4" fill="blue"/%3E%3C/svg%3E'
const imgOf = (el: WuiImage) => el.shadowRoot!.querySelector('img')
const fallbackOf = (el: WuiImage) => el.shadowRoot!.querySelector('.fallback')

describe('wui-image', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }))

  it('loads lazily with its alt text', async () => {
    const el = await themedFixture<WuiImage>(html`<wui-image style="width: 40px; height: 40px" src=${PIXEL} alt="Logo"></wui-image>`)
    const img = imgOf(el)!
    expect(img.getAttribute('loading')).to.equal('lazy')
    expect(img.alt).to.equal('Logo')
    expect(img.getAttribute('part')).to.equal('image')
    if (!img.complete) await oneEvent(img, 'load')
    await el.updateComplete
    expect(el.shadowRoot!.querySelector('.loaded')).to.not.equal(null)
    await expect(el).to.be.accessible()
  })

  it('shimmers while loading, still under reduced motion', async () => {
    // Far below the fold a lazy image is never fetched, so it stays loading.
    const el = await themedFixture<WuiImage>(
      html`<wui-image style="width: 40px; height: 40px; margin-top: 20000px" src="http://127.0.0.1:9/never.png"></wui-image>`
    )
    const box = el.shadowRoot!.querySelector('.loading')!
    expect(getComputedStyle(box).animationName).to.equal('wui-image-shimmer')
    await emulateMedia({ reducedMotion: 'reduce' })
    expect(getComputedStyle(box).animationName).to.equal('none')
  })

  it('falls back to the icon when the image fails, keeping its alt as a label', async () => {
    const el = await themedFixture<WuiImage>(html`<wui-image style="width: 40px; height: 40px" src="data:image/png;base64,AAAA" alt="MetaMask"></wui-image>`)
    const img = imgOf(el)
    if (img) await oneEvent(img, 'error')
    await el.updateComplete
    expect(imgOf(el)).to.equal(null)
    expect(fallbackOf(el)!.getAttribute('role')).to.equal('img')
    expect(fallbackOf(el)!.getAttribute('aria-label')).to.equal('MetaMask')
    expect(el.shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('wallet-placeholder')
    await expect(el).to.be.accessible()
  })

  it('never loads javascript:, file: or non-image data: URLs', async () => {
    for (const src of ['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,<script>alert(1)</script>', '']) {
      const el = await themedFixture<WuiImage>(html`<wui-image .src=${src} fallback-icon="network-placeholder"></wui-image>`)
      expect(imgOf(el), src).to.equal(null)
      expect(el.shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('network-placeholder')
    }
    expect(isSafeImageUrl('blob:https://example.test/1')).to.equal(true)
    expect(isSafeImageUrl('/relative/logo.png')).to.equal(true)
    expect(isSafeImageUrl('JAVASCRIPT:alert(1)')).to.equal(false)
  })

  it('shows slotted fallback content', async () => {
    const el = await themedFixture<WuiImage>(html`<wui-image><span slot="fallback">AB</span></wui-image>`)
    const slot = el.shadowRoot!.querySelector('slot[name="fallback"]') as HTMLSlotElement
    expect(slot.assignedElements()[0]!.textContent).to.equal('AB')
  })

  it('renders a hostile alt as an attribute value only', async () => {
    const el = await themedFixture<WuiImage>(html`<wui-image src=${PIXEL} .alt=${'"><img src=x onerror=alert(1)>'}></wui-image>`)
    expect(el.shadowRoot!.querySelectorAll('img').length).to.equal(1)
    expect(imgOf(el)!.alt).to.equal('"><img src=x onerror=alert(1)>')
  })
})
