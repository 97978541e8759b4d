import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { $toast } from '../../../controllers/notices/toast.js'
import './w3m-account-bitcoin.js'
import type { W3mAccountBitcoin } from './w3m-account-bitcoin.js'

const PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const ORDINALS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'

async function bitcoinAccounts(accounts: W3mAccountBitcoin['accounts']): Promise<W3mAccountBitcoin> {
  const el = await fixture<W3mAccountBitcoin>(html`<w3m-account-bitcoin .accounts=${accounts}></w3m-account-bitcoin>`)
  await el.updateComplete
  return el
}

const rowText = (el: W3mAccountBitcoin, type: string) => el.shadowRoot!.querySelector(`[data-testid="w3m-account-bitcoin-${type}"]`)

describe('w3m-account-bitcoin', () => {
  it('labels the payment address, and the ordinals address only when the wallet gave one', async () => {
    const paymentOnly = await bitcoinAccounts([{ address: PAYMENT, type: 'payment', namespace: 'bip122' }])
    expect(rowText(paymentOnly, 'payment')!.querySelector('dt')!.textContent).to.equal('Payment address')
    expect(rowText(paymentOnly, 'payment')!.querySelector('dd span')!.textContent).to.equal(PAYMENT)
    expect(rowText(paymentOnly, 'ordinal')).to.equal(null)
    await expect(paymentOnly).to.be.accessible()

    const both = await bitcoinAccounts([
      { address: PAYMENT, type: 'payment', namespace: 'bip122' },
      { address: ORDINALS, type: 'ordinal', namespace: 'bip122' }
    ])
    expect(rowText(both, 'ordinal')!.querySelector('dt')!.textContent).to.equal('Ordinals address')
    expect(rowText(both, 'ordinal')!.querySelector('dd span')!.textContent).to.equal(ORDINALS)
    await expect(both).to.be.accessible()
  })

  it('renders nothing for an EVM account list', async () => {
    const el = await bitcoinAccounts([{ address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', type: 'eoa', namespace: 'eip155' }])
    expect(el.shadowRoot!.querySelector('dl')).to.equal(null)
  })

  it('shows a hostile address as text, never markup', async () => {
    const el = await bitcoinAccounts([{ address: hostileTexts.markup, type: 'payment', namespace: 'bip122' }])
    expect(rowText(el, 'payment')!.querySelector('dd span')!.textContent).to.equal(hostileTexts.markup)
    assertNoInjectedElements(el)
  })

  it('Tab reaches each copy button in order, each named for its address, and Enter copies', async () => {
    const el = await bitcoinAccounts([
      { address: PAYMENT, type: 'payment', namespace: 'bip122' },
      { address: ORDINALS, type: 'ordinal', namespace: 'bip122' }
    ])
    const [paymentCopy, ordinalsCopy] = [...el.shadowRoot!.querySelectorAll('wui-icon-button')]
    expect(paymentCopy!.getAttribute('label')).to.equal('Copy payment address')
    expect(ordinalsCopy!.getAttribute('label')).to.equal('Copy ordinals address')
    ;(document.activeElement as HTMLElement | null)?.blur()
    await sendKeys({ press: 'Tab' })
    expect(paymentCopy!.shadowRoot!.contains(deepActiveElement())).to.equal(true)
    await sendKeys({ press: 'Tab' })
    expect(ordinalsCopy!.shadowRoot!.contains(deepActiveElement())).to.equal(true)
    let copied = ''
    const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void (copied = text) } })
    try {
      await sendKeys({ press: 'Enter' })
      await until(() => copied === ORDINALS, 'the ordinals address copied')
      await until(() => $toast.get().message === 'Address copied', 'the toast says so')
    } finally {
      if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard)
      else delete (navigator as { clipboard?: unknown }).clipboard
    }
  })
})
