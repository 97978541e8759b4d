import { expect, fixture } from '@open-wc/testing'
import { html, type LitElement } from 'lit'
import type { SwapToken } from '../../../clients/types.js'
import { setCaipAddress } from '../../../controllers/account/store.js'
import { setActiveNetwork, setNetworks } from '../../../controllers/networks/store.js'
import { $router, resetView } from '../../../controllers/modal/router.js'
import { $swap, type SwapState } from '../../../controllers/swap/actions.js'
import { defineNetwork, mainnet } from '../../../networks.js'
import { deepActiveElement, sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import '../w3m-swap-preview-view/w3m-swap-preview-view.js'
import '../w3m-swap-select-token-view/w3m-swap-select-token-view.js'
import './w3m-swap-view.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = (symbol: string, address: string, decimals: number): SwapToken => ({ name: symbol, symbol, address: `eip155:1:${address}`, decimals, logoUri: '' })
const ETH = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18)
const USDC = token('USDC', '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6)
const HOSTILE = token('<img src=x onerror="window.__hacked=1">', '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', 18)

function swapState(patch: Partial<SwapState> = {}, network = mainnet): void {
  setNetworks([network])
  setActiveNetwork(network)
  setCaipAddress('eip155', `eip155:${network.id}:${ADDRESS}` as Parameters<typeof setCaipAddress>[1])
  $swap.set({
    caipNetworkId: network.caipNetworkId,
    tokensLoading: false,
    tokens: [ETH, USDC, HOSTILE],
    from: ETH,
    to: USDC,
    amountText: '0.5',
    slippage: 1,
    prices: {},
    fromBalance: 10n ** 18n,
    quoteLoading: false,
    // far "in the future": the preview never refreshes it during a test
    quote: { fromAmount: 5n * 10n ** 17n, toAmount: 1_500_000_000n, quotedAt: Date.now() + 3_600_000 },
    gas: 100_000n,
    gasPrice: 10_000_000_000n,
    allowance: 0n,
    step: 'edit',
    picking: 'to',
    ...patch
  })
}

const byTestId = (el: LitElement, id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('swap views', () => {
  beforeEach(() => {
    resetControllers()
    resetView('Account')
  })

  it('Swap shows the quote with exact amounts, minimum received from the slippage, and is accessible', async () => {
    swapState()
    const el = await fixture<LitElement>(html`<w3m-swap-view></w3m-swap-view>`)
    expect(byTestId(el, 'swap-to-amount')!.textContent!.trim()).to.equal('1,500 USDC')
    expect(byTestId(el, 'swap-minimum-received')!.textContent!.trim()).to.equal('1,485 USDC')
    expect(byTestId(el, 'swap-preview')!.hasAttribute('disabled')).to.equal(false)
    await expect(el).to.be.accessible()
  })

  it('a swap amount, rate and minimum keep at least 4 significant digits: 5 USDC → 0.001662 ETH is not shown as 0.001 ETH', async () => {
    // issue 22: "You receive 0.001 ETH" while 0.001662 ETH arrives
    swapState({ from: USDC, to: ETH, amountText: '5', fromBalance: 10_000_000n, quote: { fromAmount: 5_000_000n, toAmount: 1_662_345_678_901_234n, quotedAt: Date.now() + 3_600_000 }, gas: 100_000n, gasPrice: 1_234_567n })
    const el = await fixture<LitElement>(html`<w3m-swap-view></w3m-swap-view>`)
    expect(byTestId(el, 'swap-to-amount')!.textContent!.trim()).to.equal('0.001662 ETH')
    expect(byTestId(el, 'swap-minimum-received')!.textContent!.trim()).to.equal('0.001645 ETH')
    expect(byTestId(el, 'swap-rate')!.textContent!.trim()).to.equal('1 USDC = 0.0003324 ETH')
    const preview = await fixture<LitElement>(html`<w3m-swap-preview-view></w3m-swap-preview-view>`)
    expect(byTestId(preview, 'swap-preview-to-amount')!.textContent!.trim()).to.equal('0.001662 ETH')
    expect(byTestId(preview, 'swap-minimum-received')!.textContent!.trim()).to.equal('0.001645 ETH')
    // 100 000 gas at 1 234 567 wei: 0.0000001234567 ETH, not "0 ETH"
    expect(byTestId(preview, 'swap-network-cost')!.textContent!.trim()).to.equal('0.0000001234 ETH')
  })

  it('changing the slippage changes the minimum received; an invalid value is put back', async () => {
    swapState()
    const el = await fixture<LitElement>(html`<w3m-swap-view></w3m-swap-view>`)
    const input = byTestId(el, 'swap-slippage-input') as HTMLInputElement
    input.value = '3'
    input.dispatchEvent(new Event('change'))
    await el.updateComplete
    expect($swap.get().slippage).to.equal(3)
    expect(byTestId(el, 'swap-minimum-received')!.textContent!.trim()).to.equal('1,455 USDC')
    input.value = '80'
    input.dispatchEvent(new Event('change'))
    expect($swap.get().slippage).to.equal(3)
    expect(input.value).to.equal('3')
    // the API takes whole percents (a usize): a fraction is put back too
    input.value = '0.5'
    input.dispatchEvent(new Event('change'))
    expect($swap.get().slippage).to.equal(3)
    expect(input.value).to.equal('3')
  })

  it('an unsupported network says so in the words of the behaviour spec and offers nothing to sign', async () => {
    const sepolia = defineNetwork({ id: 11155111, chainNamespace: 'eip155', name: 'Sepolia', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.invalid'] } } })
    swapState({ error: { kind: 'network', message: 'Network not supported for Swaps' } }, sepolia)
    const el = await fixture<LitElement>(html`<w3m-swap-view></w3m-swap-view>`)
    expect(byTestId(el, 'swap-error')!.textContent).to.equal('Network not supported for Swaps')
    expect(byTestId(el, 'swap-preview')).to.equal(null)
    await expect(el).to.be.accessible()
  })

  it('a liquidity error is not called insufficient balance; the preview button stays disabled', async () => {
    swapState({ quote: undefined, error: { kind: 'insufficient-liquidity', message: 'Insufficient liquidity' } })
    const el = await fixture<LitElement>(html`<w3m-swap-view></w3m-swap-view>`)
    expect(byTestId(el, 'swap-error')!.textContent).to.equal('Not enough liquidity for this amount: try a smaller one')
    expect(byTestId(el, 'swap-preview')!.hasAttribute('disabled')).to.equal(true)
  })

  it('the token picker renders hostile symbols as text and picks a token with the keyboard', async () => {
    swapState({ from: USDC, to: ETH, picking: 'to' })
    $router.set({ ...$router.get(), view: 'SwapSelectToken', history: ['Account', 'Swap', 'SwapSelectToken'] })
    const el = await fixture<LitElement>(html`<w3m-swap-select-token-view></w3m-swap-select-token-view>`)
    expect(el.shadowRoot!.querySelector('img')).to.equal(null)
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined)
    await expect(el).to.be.accessible()
    const focusedRow = (focused: Element | null) => (focused?.getRootNode() as ShadowRoot).host.textContent
    expect(focusedRow(await tabInto())).to.contain('ETH')
    await sendKeys({ press: 'Tab' })
    expect(focusedRow(deepActiveElement())).to.contain('USDC')
    await sendKeys({ press: 'Enter' })
    // picking the other side's token swaps the pair
    expect($swap.get().to?.symbol).to.equal('USDC')
    expect($swap.get().from?.symbol).to.equal('ETH')
    expect($router.get().view).to.equal('Swap')
  })

  it('the preview asks for an approval first when the allowance is short, and shows the network cost from gas × gas price', async () => {
    swapState({ from: USDC, to: ETH, amountText: '25', quote: { fromAmount: 25_000_000n, toAmount: 8n * 10n ** 15n, quotedAt: Date.now() + 3_600_000 }, allowance: 0n })
    const el = await fixture<LitElement>(html`<w3m-swap-preview-view></w3m-swap-preview-view>`)
    expect(byTestId(el, 'swap-approve')!.textContent!.trim()).to.equal('Approve USDC')
    expect(byTestId(el, 'swap-confirm')).to.equal(null)
    expect(byTestId(el, 'swap-network-cost')!.textContent!.trim()).to.equal('0.001 ETH')
    await expect(el).to.be.accessible()
    $swap.setKey('allowance', 25_000_000n)
    await el.updateComplete
    expect(byTestId(el, 'swap-approve')).to.equal(null)
    expect(byTestId(el, 'swap-confirm')).to.exist
  })
})
