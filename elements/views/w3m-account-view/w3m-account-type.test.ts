import { expect, fixture } from '@open-wc/testing'
import { html } from 'lit'
import { $accounts, setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { AUTH_CONNECTOR_ID } from '../../../controllers/wallets/connectors.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $toast } from '../../../controllers/notices/toast.js'
import { bsc, mainnet } from '../../../networks.js'
import { sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { until } from '../../../test/until.js'
import './w3m-account-type.js'
import type { W3mAccountType } from './w3m-account-type.js'

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const toggleOf = (row: W3mAccountType) => row.shadowRoot!.querySelector<HTMLElement>('[data-testid="account-type-toggle"]')

const delegationOf = (row: W3mAccountType) => row.shadowRoot!.querySelector<HTMLElement>('[data-testid="account-type-eip7702"]')

async function accountType({ connectorId = AUTH_CONNECTOR_ID, type = 'eoa', enabled = [1], delegating = [] }: { connectorId?: string; type?: 'eoa' | 'smartAccount' | 'eip7702'; enabled?: number[]; delegating?: number[] } = {}) {
  setOptions({ projectId: 'test', networks: [mainnet, bsc] })
  setNetworks([mainnet, bsc], mainnet)
  setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
  updateAccount('eip155', { connectorId, preferredAccountType: type })
  $embeddedWallet.setKey('smartAccountNetworks', enabled)
  $embeddedWallet.setKey('delegationNetworks', delegating)
  return fixture<W3mAccountType>(html`<w3m-account-type></w3m-account-type>`)
}

describe('w3m-account-type', () => {
  beforeEach(() => resetControllers())

  it('offers the smart account to an embedded wallet on its EOA, on a chain that has one; accessible', async () => {
    const row = await accountType()
    expect(toggleOf(row)!.textContent!.trim()).to.equal('Switch to your smart account')
    expect(toggleOf(row)!.dataset.accountType).to.equal('eoa')
    await expect(row).to.be.accessible()
  })

  it('offers the EOA back while the smart account is in use', async () => {
    const row = await accountType({ type: 'smartAccount' })
    expect(toggleOf(row)!.textContent!.trim()).to.equal('Switch to your EOA')
  })

  it('offers the EIP-7702 account where the chain can delegate, beside the smart account; while it is in use, the EOA back; accessible', async () => {
    const onEoa = await accountType({ delegating: [1] })
    expect(delegationOf(onEoa)!.textContent!.trim()).to.equal('Use your address as a smart account (EIP-7702)')
    expect(toggleOf(onEoa)!.textContent!.trim()).to.equal('Switch to your smart account')
    await expect(onEoa).to.be.accessible()
    const on7702 = await accountType({ type: 'eip7702', delegating: [1] })
    expect(delegationOf(on7702)!.textContent!.trim()).to.equal('Switch to your EOA')
    expect(delegationOf(on7702)!.dataset.accountType).to.equal('eip7702')
    expect(toggleOf(on7702)!.textContent!.trim()).to.equal('Switch to your smart account')
    expect(toggleOf(await accountType({ enabled: [], delegating: [1] }))).to.equal(null)
    expect(delegationOf(await accountType({ delegating: [56] }))).to.equal(null)
  })

  it('offers nothing to another wallet, or on a chain without a smart account', async () => {
    expect(toggleOf(await accountType({ connectorId: 'injected' }))).to.equal(null)
    expect(toggleOf(await accountType({ enabled: [56] }))).to.equal(null)
    expect(toggleOf(await accountType({ enabled: [] }))).to.equal(null)
  })

  it('Enter switches; without the secure frame the switch fails in the words of the behaviour spec and the account stays an EOA', async () => {
    const row = await accountType()
    const button = toggleOf(row)!.shadowRoot!.querySelector('button')!
    expect((await tabInto()) === button).to.equal(true)
    await sendKeys({ press: 'Enter' })
    await until(() => $toast.get().open && $toast.get().variant === 'error', 'the failure is said')
    expect($toast.get().message).to.equal('Unable to load email login dependency')
    expect($accounts.get().eip155?.preferredAccountType).to.equal('eoa')
    expect($accounts.get().eip155?.address).to.equal(ADDRESS)
    await until(() => !toggleOf(row)!.hasAttribute('loading'), 'the row is ready again')
  })
})
