import { expect } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { encode } from 'uqr'
import { $walletConnect } from '../../../controllers/walletconnect/actions.js'
import { sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import '../../views/w3m-connecting-wc-view/w3m-connecting-wc-qr.js'
import './wui-qr-code.js'
import type { WuiQrCode } from './wui-qr-code.js'

const URI = 'wc:7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908@2?relay-protocol=irn&symKey=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef&expiryTimestamp=1999999999'

const darkModules = (d: string) => (d.match(/M/g) ?? []).length

describe('wui-qr-code', () => {
  it('renders the URI as a QR code image with a text alternative, and reflects the URI', async () => {
    const el = await themedFixture<WuiQrCode>(html`<wui-qr-code .uri=${URI} alt="QR code to connect with WalletConnect"></wui-qr-code>`)
    expect(el.getAttribute('uri')).to.equal(URI)
    const image = el.shadowRoot!.querySelector('svg[role="img"]')!
    expect(image.getAttribute('aria-label')).to.equal('QR code to connect with WalletConnect')
    const expected = encode(URI, { ecc: 'Q', border: 0 })
    expect(image.getAttribute('viewBox')).to.equal(`0 0 ${expected.size} ${expected.size}`)
    const dark = expected.data.flat().filter(Boolean).length
    expect(darkModules(el.shadowRoot!.querySelector('path')!.getAttribute('d')!)).to.equal(dark)
    expect(el.getBoundingClientRect().width).to.be.greaterThan(100)
  })

  it('redraws for a new URI and draws nothing without one', async () => {
    const el = await themedFixture<WuiQrCode>(html`<wui-qr-code .uri=${URI}></wui-qr-code>`)
    const before = el.shadowRoot!.querySelector('path')!.getAttribute('d')
    el.uri = `${URI}&x=1`
    await el.updateComplete
    expect(el.shadowRoot!.querySelector('path')!.getAttribute('d')).to.not.equal(before)
    el.uri = ''
    await el.updateComplete
    expect(el.shadowRoot!.querySelector('svg')).to.equal(null)
  })

  it('shows the wallet logo in the middle, else the WalletConnect logo, hidden from assistive tech', async () => {
    const wc = await themedFixture<WuiQrCode>(html`<wui-qr-code .uri=${URI}></wui-qr-code>`)
    expect(wc.shadowRoot!.querySelector('.logo')!.getAttribute('aria-hidden')).to.equal('true')
    expect(wc.shadowRoot!.querySelector('.logo svg')).to.not.equal(null)
    const wallet = await themedFixture<WuiQrCode>(html`<wui-qr-code .uri=${URI} imageSrc="data:image/png;base64,iVBORw0KGgo="></wui-qr-code>`)
    expect(wallet.shadowRoot!.querySelector('.logo wui-wallet-image')).to.not.equal(null)
  })

  it('is accessible, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<HTMLElement>(html`<div><wui-qr-code .uri=${URI} alt="QR code"></wui-qr-code></div>`, theme)
      await expect(el).to.be.accessible()
    }
  })
})

describe('w3m-connecting-wc-qr', () => {
  it('without a configured project shows the failure with a retry', async () => {
    const el = await themedFixture<HTMLElement>(html`<w3m-connecting-wc-qr></w3m-connecting-wc-qr>`)
    const view = el.querySelector('w3m-connecting-wc-qr') ?? el
    const root = (view as HTMLElement).shadowRoot!
    // No project configured: the pairing fails before any SDK code loads.
    await until(() => root.querySelector('[data-testid="connect-error"]'), 'no error shown', 5_000)
    expect(root.querySelector('[data-testid="connect-error"]')!.textContent).to.equal('Connection failed')
    expect(root.querySelector('[data-testid="connect-retry"]')).to.not.equal(null)
    await expect(el).to.be.accessible()
  })

  it('shows the pairing QR code, and the copy link is reached by Tab and copies the URI with Enter', async () => {
    const el = await themedFixture<HTMLElement>(html`<w3m-connecting-wc-qr></w3m-connecting-wc-qr>`)
    const view = (el.querySelector('w3m-connecting-wc-qr') ?? el) as HTMLElement & { updateComplete: Promise<boolean> }
    // Let the unconfigured pairing fail first, then stand in for a live one.
    await until(() => view.shadowRoot!.querySelector('[data-testid="connect-error"]'), 'no error shown', 5_000)
    $walletConnect.set({ wcUri: URI, wcPairingExpiry: Date.now() + 300_000, buffering: false })
    await view.updateComplete
    const qr = view.shadowRoot!.querySelector<WuiQrCode>('[data-testid="wui-qr-code"]')!
    expect(qr.getAttribute('uri')).to.equal(URI)
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } })
    const copy = view.shadowRoot!.querySelector('[data-testid="copy-wc-uri"]')!
    const focused = await tabInto()
    expect(copy.shadowRoot!.contains(focused)).to.equal(true)
    await sendKeys({ press: 'Enter' })
    await until(() => copied.length > 0, 'the link was copied', 5_000)
    expect(copied).to.deep.equal([URI])
    await expect(el).to.be.accessible()
    $walletConnect.set({ buffering: false })
  })
})
