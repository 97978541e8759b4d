import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { deepQueryAll } from '../../../test/fixtures/hostile.js'
import { sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import type { TokenBalance } from '../../../clients/types.js'
import { setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { $balances } from '../../../controllers/account/balances-store.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $send, startSend } from '../../../controllers/send/actions.js'
import { mainnet } from '../../../networks.js'
import './w3m-send-view.js'
import type { W3mSendView } from './w3m-send-view.js'

const tokens: TokenBalance[] = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
  { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', value: 10.5, price: 1, quantity: { decimals: '6', numeric: '10.5' }, iconUrl: '' }
]

const byTestId = (view: Element, id: string) => deepQueryAll(view, `[data-testid="${id}"]`)[0] as HTMLElement

async function sendView(): Promise<W3mSendView> {
  setOptions({ projectId: 'test', networks: [mainnet], apiUrl: 'https://api.test' })
  setNetworks([mainnet], mainnet)
  setCaipAddress('eip155', 'eip155:1:0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
  $balances.set({ status: 'ready', tokens, key: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f|eip155:1' })
  startSend(tokens[1])
  return fixture<W3mSendView>(html`<w3m-send-view></w3m-send-view>`)
}

describe('w3m-send-view', () => {
  beforeEach(() => {
    resetControllers()
  })

  it('typed amount above the balance says Insufficient funds and keeps Preview disabled; accessible', async () => {
    const view = await sendView()
    const amount = byTestId(view, 'send-amount-input') as HTMLInputElement
    amount.focus()
    await sendKeys({ type: '11' })
    await until(() => deepQueryAll(view, 'wui-text').some(text => text.textContent === 'Insufficient funds'), 'insufficient funds shown')
    expect(byTestId(view, 'send-preview').hasAttribute('disabled')).to.equal(true)
    await expect(view).to.be.accessible()
  })

  it('Max fills the whole token balance, exactly', async () => {
    const view = await sendView()
    byTestId(view, 'send-max').click()
    expect($send.get().amount).to.equal('10.5')
  })

  it('an invalid address is said under the field, and a valid one enables Preview', async () => {
    const view = await sendView()
    const amount = byTestId(view, 'send-amount-input') as HTMLInputElement
    amount.focus()
    await sendKeys({ type: '1' })
    const address = byTestId(view, 'send-address-input') as HTMLInputElement
    address.focus()
    await sendKeys({ type: '0x1234' })
    await until(() => $send.get().receiverError === 'Invalid address', 'invalid address')
    await until(() => deepQueryAll(view, 'wui-text').some(text => text.textContent === 'Invalid address'))
    address.value = ''
    await sendKeys({ type: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
    await until(() => !byTestId(view, 'send-preview').hasAttribute('disabled'), 'preview enabled')
  })

  it('with the portfolio unavailable, the native coin stays sendable at the node\'s balance, and the view says the rest is unavailable (issue 24, defect 4)', async () => {
    setOptions({ projectId: 'test', networks: [mainnet], apiUrl: 'https://api.test' })
    setNetworks([mainnet], mainnet)
    setCaipAddress('eip155', 'eip155:1:0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
    updateAccount('eip155', { balance: '2.5', balanceSymbol: 'ETH', balanceLoading: false })
    // What a failed balance call leaves for 30 s (behaviour §8): no portfolio, no retry.
    $balances.set({ status: 'unavailable', tokens: [], key: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f|eip155:1', error: 'Token Balance Unavailable' })
    startSend()
    const view = await fixture<W3mSendView>(html`<w3m-send-view></w3m-send-view>`)
    const select = byTestId(view, 'send-token-select') as HTMLSelectElement
    expect([...select.options].map(option => option.textContent)).to.deep.equal(['ETH · 2.5'])
    expect(byTestId(view, 'send-portfolio-unavailable').textContent).to.equal('Token Balance Unavailable')
    expect($send.get().token?.symbol).to.equal('ETH')
    byTestId(view, 'send-max').click()
    expect($send.get().amount).to.equal('2.5')
    await expect(view).to.be.accessible()
  })

  it('issue 24: a token symbol\'s right-to-left override is dropped before the amount beside it in the token list', async () => {
    const view = await sendView()
    const evil: TokenBalance = { name: 'Evil', symbol: 'EVIL\u202E', chainId: 'eip155:1', address: 'eip155:1:0x0000000000000000000000000000000000000bad', value: 0, price: 0, quantity: { decimals: '18', numeric: '12.5' }, iconUrl: '' }
    $balances.set({ status: 'ready', tokens: [...tokens, evil], key: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f|eip155:1' })
    await until(() => deepQueryAll(view, 'option').length === 3, 'three tokens listed')
    expect(deepQueryAll(view, 'option')[2]!.textContent).to.equal('EVIL · 12.5')
  })
})
