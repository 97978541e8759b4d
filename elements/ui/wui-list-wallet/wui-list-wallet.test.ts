import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { expectKeyboardActivation } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-list-wallet.js'
import type { WuiListWallet } from './wui-list-wallet.js'

const LOGO = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"%3E%3Crect width="8" height="8" fill="red"/%3E%3C/svg%3E'

const inner = (el: WuiListWallet) => el.shadowRoot!.querySelector('button')!
const nameOf = (el: WuiListWallet) => el.shadowRoot!.querySelector('wui-text')!
const tagOf = (el: WuiListWallet) => el.shadowRoot!.querySelector('wui-tag')

describe('wui-list-wallet', () => {
  it('renders the name, logo and tag in one native button', async () => {
    const el = await themedFixture<WuiListWallet>(
      html`<wui-list-wallet name="MetaMask" imageSrc=${LOGO} tagLabel="recent" tagVariant="shade"></wui-list-wallet>`
    )
    expect(nameOf(el).textContent).to.equal('MetaMask')
    const image = el.shadowRoot!.querySelector('wui-wallet-image')!
    expect(image.imageSrc).to.equal(LOGO)
    expect(tagOf(el)!.textContent).to.equal('recent')
    expect(tagOf(el)!.getAttribute('variant')).to.equal('shade')
    expect(inner(el).getAttribute('part')).to.equal('button')
  })

  it('shows an installed tag when installed and no tag label', async () => {
    const el = await themedFixture<WuiListWallet>(html`<wui-list-wallet name="Rabby" installed></wui-list-wallet>`)
    expect(tagOf(el)!.textContent).to.equal('installed')
    expect(tagOf(el)!.getAttribute('variant')).to.equal('success')
    el.installed = false
    await el.updateComplete
    expect(tagOf(el)).to.equal(null)
  })

  it('shows the grid icon instead of a logo for "All wallets"', async () => {
    const el = await themedFixture<WuiListWallet>(html`<wui-list-wallet name="All wallets" showAllWallets></wui-list-wallet>`)
    expect(el.shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('all-wallets')
    expect(el.shadowRoot!.querySelector('wui-wallet-image')).to.equal(null)
  })

  it('is reached by Tab with a visible ring, and Enter and Space click it', async () => {
    const el = await themedFixture<WuiListWallet>(html`<wui-list-wallet name="Trust"></wui-list-wallet>`)
    await expectKeyboardActivation(el, inner(el))
  })

  it('does not click when disabled', async () => {
    const el = await themedFixture<WuiListWallet>(html`<wui-list-wallet name="Trust" disabled></wui-list-wallet>`)
    let clicks = 0
    el.addEventListener('click', () => clicks++)
    inner(el).click()
    expect(clicks).to.equal(0)
  })

  it('renders hostile names inert, on one ellipsised line', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiListWallet>(
        html`<wui-list-wallet style="width: 240px" .name=${text} tagLabel="recent"></wui-list-wallet>`
      )
      assertNoInjectedElements(el)
      expect(nameOf(el).textContent).to.equal(text)
      expect(inner(el).getBoundingClientRect().width).to.equal(240)
      const row = inner(el).getBoundingClientRect().height
      expect(row).to.be.at.most(60)
      const textBox = nameOf(el).shadowRoot!.querySelector('[part="text"]')!
      expect(getComputedStyle(textBox).unicodeBidi).to.equal('isolate')
    }
  })

  it('is accessible, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<HTMLElement>(
        html`<div>
          <wui-list-wallet name="MetaMask" imageSrc=${LOGO} installed></wui-list-wallet>
          <wui-list-wallet name="Rainbow" tagLabel="recent"></wui-list-wallet>
          <wui-list-wallet name="All wallets" showAllWallets tagLabel="400+" tagVariant="shade"></wui-list-wallet>
          <wui-list-wallet name="Off" disabled></wui-list-wallet>
        </div>`,
        theme
      )
      await expect(el).to.be.accessible()
    }
  })

  it('family badge: the families as text under the name (no colour-only meaning), absent when none', async () => {
    const el = await themedFixture<WuiListWallet>(html`<wui-list-wallet name="Both" .families=${['EVM', 'Bitcoin']}></wui-list-wallet>`)
    const badge = el.shadowRoot!.querySelector('[data-testid="wallet-families"]')!
    expect(badge.textContent!.trim()).to.equal('EVM · Bitcoin')
    expect(inner(el).textContent).to.contain('Both')
    await expect(el).to.be.accessible()
    await expectKeyboardActivation(el, inner(el))
    el.families = []
    await el.updateComplete
    expect(el.shadowRoot!.querySelector('[data-testid="wallet-families"]')).to.equal(null)
  })

  it('warning: a line of text under the name and families, part of the button\'s name, inert with hostile text, accessible light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<WuiListWallet>(
        html`<wui-list-wallet style="width: 320px" name="MetaMask" .families=${['EVM', 'Solana']} warning="Another wallet also claims to be MetaMask" installed></wui-list-wallet>`,
        theme
      )
      const warning = el.shadowRoot!.querySelector('[data-testid="wallet-warning"]')!
      expect(warning.textContent).to.equal('Another wallet also claims to be MetaMask')
      expect(inner(el).textContent).to.contain('Another wallet also claims to be MetaMask')
      expect(warning.getBoundingClientRect().top).to.be.greaterThan(el.shadowRoot!.querySelector('[data-testid="wallet-families"]')!.getBoundingClientRect().top)
      await expect(el).to.be.accessible()
    }
    const hostile = await themedFixture<WuiListWallet>(html`<wui-list-wallet name="x" .warning=${hostileTexts.markup}></wui-list-wallet>`)
    assertNoInjectedElements(hostile)
    expect(hostile.shadowRoot!.querySelector('[data-testid="wallet-warning"]')!.textContent).to.equal(hostileTexts.markup)
    hostile.warning = ''
    await hostile.updateComplete
    expect(hostile.shadowRoot!.querySelector('[data-testid="wallet-warning"]')).to.equal(null)
  })
})
