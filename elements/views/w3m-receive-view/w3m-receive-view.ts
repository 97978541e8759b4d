import { css, html, LitElement, nothing } from 'lit'
import { $activeAccount } from '../../../controllers/account/store.js'
import { $activeNetwork, $chain } from '../../../controllers/networks/store.js'
import { copyText } from '../../copy-text.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-image/wui-image.js'
import '../../ui/wui-qr-code/wui-qr-code.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary Receive: a QR code of the address with the network's logo, copy, and the networks this address receives on.
 */
@localized()
export class W3mReceiveView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .address {
        font-variant-numeric: tabular-nums;
        font-size: var(--wui-sys-font-size-small);
        color: var(--wui-sys-color-fg-100);
        word-break: break-all;
        text-align: center;
      }
      .networks {
        display: flex;
        flex-direction: row;
        flex-wrap: wrap;
        justify-content: center;
        gap: var(--wui-sys-spacing-3xs);
      }
      .networks li {
        display: flex;
        align-items: center;
        gap: var(--wui-sys-spacing-3xs);
        padding: var(--wui-sys-spacing-3xs) var(--wui-sys-spacing-xs);
        border-radius: var(--wui-sys-border-radius-3xl, 999px);
        background: var(--wui-sys-color-gray-glass-005);
      }
    `
  ]

  private readonly account = new StoreController(this, $activeAccount)
  private readonly network = new StoreController(this, $activeNetwork)
  private readonly chain = new StoreController(this, $chain)

  override render() {
    const { address } = this.account.value
    const network = this.network.value
    if (!address || !network) return html`<wui-text role="status">${msg('Not connected')}</wui-text>`
    // An address of one namespace receives on every configured network of that namespace.
    const networks = this.chain.value.networks.filter(candidate => candidate.chainNamespace === network.chainNamespace)
    return html`<div class="centered">
        <wui-qr-code
          data-testid="receive-qr"
          value=${address}
          .uri=${address}
          .imageSrc=${network.assets?.imageUrl ?? ''}
          alt=${msg(str`QR code of your ${network.name} address`)}
          size="220px"
        ></wui-qr-code>
        <span class="address" dir="ltr" data-testid="receive-address">${address}</span>
        <wui-button variant="neutral" size="md" data-testid="receive-copy" @click=${() => copyText(address, msg('Address copied'))}>${msg('Copy address')}</wui-button>
      </div>
      ${networks.length
        ? html`<wui-text variant="small-500" color="fg-200" align="center">${msg('You can receive on these networks')}</wui-text>
            <ul class="networks" data-testid="receive-networks">
              ${networks.map(
                item =>
                  html`<li>
                    ${item.assets?.imageUrl ? html`<wui-image size="sm" .src=${item.assets.imageUrl} alt=""></wui-image>` : nothing}
                    <wui-text variant="small-400">${item.name}</wui-text>
                  </li>`
              )}
            </ul>`
        : nothing}`
  }
}

define('w3m-receive-view', W3mReceiveView)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-receive-view': W3mReceiveView
  }
}
