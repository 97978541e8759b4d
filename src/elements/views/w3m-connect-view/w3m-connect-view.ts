import { css, html, LitElement, nothing } from 'lit'
import { $chain } from '../../../controllers/chain.js'
import { $connectors, selectWallet } from '../../../controllers/connectors.js'
import { $options } from '../../../controllers/options.js'
import type { Connector } from '../../../types.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-list-wallet/wui-list-wallet.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary The Connect view: the wallets found in this browser (EIP-6963 and injected).
 */
export class W3mConnectView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .legal a {
        color: var(--wui-color-fg-100);
      }
    `
  ]

  private readonly connectors = new StoreController(this, $connectors)
  private readonly chain = new StoreController(this, $chain)

  private walletRow(connector: Connector) {
    return html`<li>
      <wui-list-wallet
        data-testid=${`wallet-selector-${connector.id}`}
        .name=${connector.name}
        .imageSrc=${connector.imageUrl}
        tagLabel="installed"
        tagVariant="success"
        installed
        @click=${() => selectWallet({ id: connector.id, name: connector.name, imageUrl: connector.imageUrl, rdns: connector.info?.rdns })}
      ></wui-list-wallet>
    </li>`
  }

  private renderLegal() {
    const options = $options.get()
    const terms = options?.termsConditionsUrl
    const privacy = options?.privacyPolicyUrl
    if (!terms && !privacy) return nothing
    return html`<wui-text class="legal" variant="small-400" color="fg-300" align="center">
      By connecting your wallet, you agree to our
      ${terms ? html`<a href=${terms} target="_blank" rel="noopener noreferrer">Terms of Service</a>` : nothing}
      ${terms && privacy ? 'and' : nothing}
      ${privacy ? html`<a href=${privacy} target="_blank" rel="noopener noreferrer">Privacy Policy</a>` : nothing}
    </wui-text>`
  }

  override render() {
    const namespaces = this.chain.value.adapterNamespaces
    const wallets = this.connectors.value.filter(connector => namespaces.includes(connector.chain))
    return html`${wallets.length
        ? html`<ul aria-label="Wallets">${wallets.map(connector => this.walletRow(connector))}</ul>`
        : html`<div class="centered" role="status">
            <wui-text variant="paragraph-500">No wallet found in this browser</wui-text>
            <wui-text variant="small-400" color="fg-200">Install a browser wallet, then reload this page to connect.</wui-text>
          </div>`}
      ${this.renderLegal()}`
  }
}

define('w3m-connect-view', W3mConnectView)
