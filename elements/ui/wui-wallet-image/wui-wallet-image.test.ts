import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-wallet-image.js'
import type { WuiWalletImage } from './wui-wallet-image.js'

const LOGO = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/%3E'
const imageOf = (el: WuiWalletImage) => el.shadowRoot!.querySelector('wui-image')!

describe('wui-wallet-image', () => {
  it('shows the logo named by the wallet, in a rounded square of the size', async () => {
    const el = await themedFixture<WuiWalletImage>(html`<wui-wallet-image size="lg" imageSrc=${LOGO} name="Rainbow"></wui-wallet-image>`)
    expect(imageOf(el).src).to.equal(LOGO)
    expect(imageOf(el).alt).to.equal('Rainbow')
    expect(el.getBoundingClientRect().width).to.equal(80)
    expect(getComputedStyle(el).borderTopLeftRadius).to.equal('28px')
    await expect(el).to.be.accessible()
  })

  it('shows the wallet placeholder without an image, and alt="" makes it decorative', async () => {
    const el = await themedFixture<WuiWalletImage>(html`<wui-wallet-image name="Rainbow" alt=""></wui-wallet-image>`)
    await imageOf(el).updateComplete
    expect(imageOf(el).shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('wallet-placeholder')
    expect(imageOf(el).alt).to.equal('')
    expect(el.getBoundingClientRect().width).to.equal(56)
    await expect(el).to.be.accessible()
  })
})
