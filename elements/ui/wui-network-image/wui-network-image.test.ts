import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-network-image.js'
import type { WuiNetworkImage } from './wui-network-image.js'

const LOGO = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/%3E'
const imageOf = (el: WuiNetworkImage) => el.shadowRoot!.querySelector('wui-image')!

describe('wui-network-image', () => {
  it('shows the logo named by the network, clipped to a hexagon', async () => {
    const el = await themedFixture<WuiNetworkImage>(html`<wui-network-image size="sm" imageSrc=${LOGO} name="Ethereum"></wui-network-image>`)
    expect(imageOf(el).src).to.equal(LOGO)
    expect(imageOf(el).alt).to.equal('Ethereum')
    expect(el.getBoundingClientRect().width).to.equal(24)
    expect(getComputedStyle(el).clipPath).to.contain('polygon')
    await expect(el).to.be.accessible()
  })

  it('shows the globe placeholder without an image', async () => {
    const el = await themedFixture<WuiNetworkImage>(html`<wui-network-image name="Unknown"></wui-network-image>`)
    await imageOf(el).updateComplete
    expect(imageOf(el).shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('network-placeholder')
    await expect(el).to.be.accessible()
  })
})
