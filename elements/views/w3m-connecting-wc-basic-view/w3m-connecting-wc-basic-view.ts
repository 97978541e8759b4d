import { html, LitElement, nothing } from 'lit'
import { $connectors, recentWallets } from '../../../controllers/wallets/connectors.js'
import { selectWallet } from '../../../controllers/wallets/wallet-choice.js'
import { WALLET_CONNECT_ID } from '../../../controllers/walletconnect/connector.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-list-wallet/wui-list-wallet.js'
import { viewStyles } from '../view.styles.js'
import '../w3m-connecting-wc-view/w3m-connecting-wc-qr.js'
import { localized, msg } from '../../localize.js'

/** How many wallets the short list shows under the QR code. */
const SHORT_LIST = 4

/**
 * @summary ConnectingWalletConnectBasic (no adapters): the WalletConnect QR code and a short list
 * of wallets (recent ones, then those in this browser).
 */
@localized()
export class W3mConnectingWcBasicView extends LitElement {
  static override styles = [viewStyles]

  private readonly connectors = new StoreController(this, $connectors)

  override render() {
    const installed = this.connectors.value
      .filter(connector => connector.id !== WALLET_CONNECT_ID)
      .map(connector => ({ id: connector.id, name: connector.name, imageUrl: connector.imageUrl, rdns: connector.info?.rdns }))
    const seen = new Set<string>()
    const wallets = [...recentWallets(), ...installed].filter(wallet => !seen.has(wallet.id) && seen.add(wallet.id)).slice(0, SHORT_LIST)
    return html`<w3m-connecting-wc-qr></w3m-connecting-wc-qr>
      ${wallets.length
        ? html`<ul aria-label=${msg('Wallets')}>
            ${wallets.map(
              wallet => html`<li>
                <wui-list-wallet data-testid=${`wallet-selector-${wallet.id}`} .name=${wallet.name} .imageSrc=${wallet.imageUrl} @click=${() => selectWallet(wallet)}></wui-list-wallet>
              </li>`
            )}
          </ul>`
        : nothing}`
  }
}

define('w3m-connecting-wc-basic-view', W3mConnectingWcBasicView)
