import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { themedFixture } from '../../../test/fixtures/themed.js'
import { avatarGradient, type WuiAvatar } from './wui-avatar.js'

const A = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const B = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const gradientOf = (el: WuiAvatar) => el.shadowRoot!.querySelector('.gradient') as HTMLElement

describe('wui-avatar', () => {
  it('derives the same gradient from the same address, a different one from another', async () => {
    expect(avatarGradient(A)).to.equal(avatarGradient(A.toLowerCase()))
    expect(avatarGradient(A)).to.not.equal(avatarGradient(B))
    const el = await themedFixture<WuiAvatar>(html`<wui-avatar address=${A}></wui-avatar>`)
    expect(getComputedStyle(gradientOf(el)).backgroundImage).to.contain('radial-gradient')
    expect(el.shadowRoot!.querySelector('wui-image')).to.equal(null)
    expect(el.getBoundingClientRect().width).to.equal(40)
  })

  it('shows the profile image over the gradient when given one', async () => {
    const src = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/%3E'
    const el = await themedFixture<WuiAvatar>(html`<wui-avatar size="lg" address=${A} imageSrc=${src} alt="vitalik.eth"></wui-avatar>`)
    const image = el.shadowRoot!.querySelector('wui-image')!
    expect(image.src).to.equal(src)
    expect(image.alt).to.equal('vitalik.eth')
    expect(gradientOf(el).hasAttribute('role')).to.equal(false)
    expect(el.getBoundingClientRect().width).to.equal(64)
    await expect(el).to.be.accessible()
  })

  it('names the gradient with alt, and is decorative without', async () => {
    const named = await themedFixture<WuiAvatar>(html`<wui-avatar address=${A} alt="Account avatar"></wui-avatar>`)
    expect(gradientOf(named).getAttribute('role')).to.equal('img')
    expect(gradientOf(named).getAttribute('aria-label')).to.equal('Account avatar')
    await expect(named).to.be.accessible()
    const plain = await themedFixture<WuiAvatar>(html`<wui-avatar address=${A}></wui-avatar>`)
    expect(gradientOf(plain).hasAttribute('role')).to.equal(false)
  })

  it('cannot be styled by a hostile address', async () => {
    const el = await themedFixture<WuiAvatar>(html`<wui-avatar .address=${'x); background: url(https://evil.test/'}></wui-avatar>`)
    expect(getComputedStyle(gradientOf(el)).backgroundImage).to.match(/^radial-gradient/)
    expect(getComputedStyle(gradientOf(el)).backgroundImage).to.not.contain('evil')
  })
})
