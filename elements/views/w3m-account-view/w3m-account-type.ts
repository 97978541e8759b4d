import { html, LitElement, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import type { AccountType } from '../../../frame/protocol.js'
import { $activeAccount } from '../../../controllers/account/store.js'
import { $activeNetwork } from '../../../controllers/networks/store.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { AUTH_CONNECTOR_ID } from '../../../controllers/wallets/connectors.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-list-item/wui-list-item.js'

/**
 * @summary The embedded wallet's account type on Account: on a chain where it has a smart account,
 * one row switches between the smart account and the EOA (the address changes with it); on a chain
 * where the EOA can delegate (EIP-7702), one row turns the EIP-7702 account on or off (the address
 * stays). Nothing for other wallets or chains.
 */
@localized()
export class W3mAccountType extends LitElement {
  private readonly account = new StoreController(this, $activeAccount)
  private readonly network = new StoreController(this, $activeNetwork)
  private readonly wallet = new StoreController(this, $embeddedWallet)

  @state() private switching: AccountType | undefined

  private async switchType(target: AccountType): Promise<void> {
    if (this.switching) return
    this.switching = target
    try {
      // The switch pulls in the frame's code: it loads on the click, not with Account.
      await (await import('../../../controllers/embedded-wallet/smart-account.js')).switchAccountType(target)
    } finally {
      this.switching = undefined
    }
  }

  protected override render() {
    const { connectorId, preferredAccountType } = this.account.value
    const network = this.network.value
    const chainId = network?.chainNamespace === 'eip155' ? Number(network.id) : undefined
    if (connectorId !== AUTH_CONNECTOR_ID || chainId === undefined) return nothing
    const { smartAccountNetworks, delegationNetworks } = this.wallet.value
    const current = preferredAccountType === 'smartAccount' || preferredAccountType === 'eip7702' ? preferredAccountType : 'eoa'
    const smartTarget = current === 'smartAccount' ? 'eoa' : 'smartAccount'
    const delegationTarget = current === 'eip7702' ? 'eoa' : 'eip7702'
    return html`${smartAccountNetworks.includes(chainId)
      ? html`<wui-list-item icon="wallet" data-testid="account-type-toggle" data-account-type=${current} ?loading=${this.switching === smartTarget} @click=${() => this.switchType(smartTarget)}
          >${smartTarget === 'eoa' ? msg('Switch to your EOA') : msg('Switch to your smart account')}</wui-list-item
        >`
      : nothing}${delegationNetworks.includes(chainId)
      ? html`<wui-list-item icon="wallet" data-testid="account-type-eip7702" data-account-type=${current} ?loading=${this.switching === delegationTarget} @click=${() => this.switchType(delegationTarget)}
          >${delegationTarget === 'eoa' ? msg('Switch to your EOA') : msg('Use your address as a smart account (EIP-7702)')}</wui-list-item
        >`
      : nothing}`
  }
}

define('w3m-account-type', W3mAccountType)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-type': W3mAccountType
  }
}
