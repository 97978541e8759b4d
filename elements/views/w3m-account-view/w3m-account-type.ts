import { html, LitElement, nothing } from 'lit'
import { state } from 'lit/decorators.js'
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
 * one row switches between the smart account and the EOA (the address changes with it). Nothing
 * for other wallets or chains.
 */
@localized()
export class W3mAccountType extends LitElement {
  private readonly account = new StoreController(this, $activeAccount)
  private readonly network = new StoreController(this, $activeNetwork)
  private readonly wallet = new StoreController(this, $embeddedWallet)

  @state() private switching = false

  private async switchType(): Promise<void> {
    if (this.switching) return
    this.switching = true
    const target = this.account.value.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount'
    try {
      // The switch pulls in the frame's code: it loads on the click, not with Account.
      await (await import('../../../controllers/embedded-wallet/smart-account.js')).switchAccountType(target)
    } finally {
      this.switching = false
    }
  }

  protected override render() {
    const { connectorId, preferredAccountType } = this.account.value
    const network = this.network.value
    const chainId = network?.chainNamespace === 'eip155' ? Number(network.id) : undefined
    if (connectorId !== AUTH_CONNECTOR_ID || chainId === undefined || !this.wallet.value.smartAccountNetworks.includes(chainId)) return nothing
    const smart = preferredAccountType === 'smartAccount'
    return html`<wui-list-item icon="wallet" data-testid="account-type-toggle" data-account-type=${smart ? 'smartAccount' : 'eoa'} ?loading=${this.switching} @click=${() => this.switchType()}
      >${smart ? msg('Switch to your EOA') : msg('Switch to your smart account')}</wui-list-item
    >`
  }
}

define('w3m-account-type', W3mAccountType)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-type': W3mAccountType
  }
}
