import { expect, fixture } from '@open-wc/testing'
import { html, type LitElement } from 'lit'
import { defaultOnrampOptions, mockedOnrampQuote } from '../../../clients/onramp-fallbacks.js'
import { setCaipAddress } from '../../../controllers/account/store.js'
import { setActiveNetwork, setNetworks } from '../../../controllers/networks/store.js'
import { $onramp, type OnrampState } from '../../../controllers/onramp/actions.js'
import { $router } from '../../../controllers/modal/router.js'
import { mainnet } from '../../../networks.js'
import { expectKeyboardActivation } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import '../w3m-onramp-in-progress-view/w3m-onramp-in-progress-view.js'
import './w3m-onramp-providers-view.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function onrampState(patch: Partial<OnrampState> = {}): void {
  setNetworks([mainnet])
  setActiveNetwork(mainnet)
  setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
  $onramp.set({
    caipNetworkId: mainnet.caipNetworkId,
    options: defaultOnrampOptions(),
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    amountText: '300',
    quoteLoading: false,
    quote: {
      coinbaseFee: { amount: '4.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '295.00', currency: 'USD' },
      paymentTotal: { amount: '300.00', currency: 'USD' },
      purchaseAmount: { amount: '0.098333', currency: 'ETH' },
      quoteId: 'real-quote'
    },
    status: 'idle',
    ...patch
  })
}

const byTestId = (el: LitElement, id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('buy views', () => {
  beforeEach(resetControllers)

  it('lists the provider with its fee range and the quote, accessibly; the provider row works from the keyboard', async () => {
    onrampState()
    const el = await fixture<LitElement>(html`<w3m-onramp-providers-view></w3m-onramp-providers-view>`)
    const provider = byTestId(el, 'onramp-provider-coinbase')!
    expect(provider.textContent).to.contain('Coinbase')
    expect(provider.textContent).to.contain('Fee 1-2%')
    expect(byTestId(el, 'onramp-quote')!.textContent).to.contain('You get about 0.098333 ETH')
    expect(byTestId(el, 'onramp-estimate')).to.equal(null)
    await expect(el).to.be.accessible()
    // No real window in a unit test; without a project id the purchase stops before any request.
    const opened: string[] = []
    const open = window.open
    window.open = (url?: string | URL) => (opened.push(String(url)), null)
    const input = el.shadowRoot!.querySelector('wui-input-text')!
    input.setAttribute('tabindex', '-1')
    ;(input.shadowRoot!.querySelector('input') as HTMLInputElement).tabIndex = -1
    try {
      await expectKeyboardActivation(provider, provider.shadowRoot!.querySelector('button')!)
    } finally {
      window.open = open
    }
    expect(opened).to.deep.equal(['about:blank', 'about:blank'])
    expect($router.get().view).to.equal('OnRampBuyInProgress')
  })

  it("the behaviour spec's mocked quote is called an estimate and shows no made-up crypto figure", async () => {
    onrampState({ quote: mockedOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300' }) })
    const el = await fixture<LitElement>(html`<w3m-onramp-providers-view></w3m-onramp-providers-view>`)
    expect(byTestId(el, 'onramp-estimate')).to.exist
    expect(byTestId(el, 'onramp-quote')!.textContent).to.contain('You pay 300 USD')
    expect(byTestId(el, 'onramp-quote')!.textContent).not.to.contain('300 ETH')
    await expect(el).to.be.accessible()
  })

  it('an amount outside the card limits says so and disables the providers', async () => {
    onrampState({ amountText: '7500.01', quote: undefined })
    const el = await fixture<LitElement>(html`<w3m-onramp-providers-view></w3m-onramp-providers-view>`)
    expect(el.shadowRoot!.querySelector('wui-input-text')!.getAttribute('errormessage')).to.equal('Enter an amount from 10.00 to 7500.00')
    expect(byTestId(el, 'onramp-provider-coinbase')!.hasAttribute('disabled')).to.equal(true)
  })

  it('buy in progress tells where to finish the purchase, and a failure in words', async () => {
    onrampState({ status: 'waiting', provider: 'coinbase' })
    const el = await fixture<LitElement>(html`<w3m-onramp-in-progress-view></w3m-onramp-in-progress-view>`)
    expect(byTestId(el, 'onramp-in-progress')!.textContent).to.contain('Complete the purchase in the Coinbase window')
    await expect(el).to.be.accessible()
    $onramp.set({ ...$onramp.get(), status: 'error', error: '<b>Unsupported network</b>' })
    await el.updateComplete
    expect(el.shadowRoot!.querySelector('b')).to.equal(null)
    expect(byTestId(el, 'onramp-in-progress')!.textContent).to.contain('<b>Unsupported network</b>')
  })
})
