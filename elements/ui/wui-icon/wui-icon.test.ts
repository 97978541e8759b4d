import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { themedFixture } from '../../../test/fixtures/themed.js'
import { iconNames, loadIcon } from './wui-icon.js'
import type { WuiIcon } from './wui-icon.js'

const paths = (el: WuiIcon) => el.shadowRoot!.querySelectorAll('svg > *').length

describe('wui-icon', () => {
  it('has its final box size before the icon module loads, then draws it', async () => {
    const el = await themedFixture<WuiIcon>(html`<wui-icon name="clock" size="lg"></wui-icon>`)
    expect(el.getBoundingClientRect().width).to.equal(24)
    expect(el.getBoundingClientRect().height).to.equal(24)
    await loadIcon('clock')
    await el.updateComplete
    expect(paths(el)).to.be.greaterThan(0)
  })

  it('draws a cached icon on the first render', async () => {
    await loadIcon('close')
    const el = await themedFixture<WuiIcon>(html`<wui-icon name="close"></wui-icon>`)
    expect(paths(el)).to.be.greaterThan(0)
  })

  it('loads every icon the views need', async () => {
    const needed = [
      'close', 'chevron-left', 'chevron-right', 'copy', 'checkmark', 'wallet', 'network-placeholder',
      'disconnect', 'swap-horizontal', 'external-link', 'warning-circle', 'info-circle', 'search',
      'qr-code', 'refresh', 'arrow-bottom-circle', 'paperplane', 'card', 'clock', 'more', 'mobile',
      'desktop', 'extension', 'browser', 'help-circle', 'wallet-placeholder', 'all-wallets'
    ]
    expect(iconNames).to.include.members(needed)
    for (const name of needed) expect(await loadIcon(name), name).to.not.equal(undefined)
  })

  it('draws an empty box for an unknown name', async () => {
    const el = await themedFixture<WuiIcon>(html`<wui-icon name=${'<img src=x>' as 'close'}></wui-icon>`)
    expect(await loadIcon('<img src=x>')).to.equal(undefined)
    expect(paths(el)).to.equal(0)
    expect(el.shadowRoot!.querySelector('img')).to.equal(null)
  })

  it('sizes by the size attribute and colours by the color attribute', async () => {
    const el = await themedFixture<WuiIcon>(html`<wui-icon name="close" size="xs" color="error-100"></wui-icon>`)
    expect(el.getBoundingClientRect().width).to.equal(12)
    expect(getComputedStyle(el).color).to.equal('rgb(176, 31, 51)')
  })

  it('is hidden from assistive tech and accessible', async () => {
    const el = await themedFixture<WuiIcon>(html`<wui-icon name="wallet"></wui-icon>`)
    expect(el.getAttribute('aria-hidden')).to.equal('true')
    await expect(el).to.be.accessible()
  })
})
