import { define } from '../../define.js'
import { css, html } from 'lit'
import { property } from 'lit/decorators.js'
import { $activeNetwork, $chain } from '../../../controllers/networks/store.js'
import type { RouteView } from '../../../controllers/modal/router.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-network-image/wui-network-image.js'
import { PillButton } from '../pill-button.js'
import { msg } from '../../localize.js'
import { withoutBidiControls } from '../../format.js'

/**
 * @summary Shows the active network and opens the network list.
 * @csspart button - The native button: the pill.
 * @csspart icon - The network's logo (`wui-network-image`).
 * @csspart label - The network's name (or "Switch Network" on an unsupported chain).
 * @cssprop [--w3m-button-height=40px] - The pill's height (32px at `size="sm"` unless set).
 * @cssprop --w3m-accent - The accent: the focus ring.
 * @cssprop --w3m-color-mix - A colour mixed into the pill's surface, at `--w3m-color-mix-strength` percent.
 * @cssprop [--w3m-color-mix-strength=0] - How much of `--w3m-color-mix` the surface takes, 0 to 100.
 * @cssprop --w3m-font-family - The text's font.
 * @cssprop [--w3m-font-size-master=10px] - The type scale's unit: the label is 1.6 of it (1.4 at `sm`).
 * @cssprop [--w3m-border-radius-master=4px] - The radius scale's unit: the pill's radius is 7 of it.
 */
export class W3mNetworkButton extends PillButton {
  static override styles = [
    ...PillButton.styles,
    css`
      .warning {
        color: var(--wui-sys-color-error-100);
      }
    `
  ]
  @property() label = ''

  private readonly network = new StoreController(this, $activeNetwork)
  private readonly chain = new StoreController(this, $chain)

  protected override opensView(): RouteView {
    return this.chain.value.unsupportedChainId !== undefined ? 'UnsupportedChain' : 'Networks'
  }

  override render() {
    const network = this.namespace ? this.chain.value.activeNetworks[this.namespace] : this.network.value
    const unsupported = this.chain.value.unsupportedChainId !== undefined
    const name = unsupported ? msg('Switch Network') : withoutBidiControls(network?.name ?? (this.label || msg('Network')))
    return html`<button
      part="button"
      class="with-image"
      data-testid="network-button"
      ?disabled=${this.disabled}
      @click=${() => this.open()}
    >
      <wui-network-image part="icon" size="sm" .imageSrc=${network?.assets?.imageUrl} .name=${network?.name ?? ''} alt=""></wui-network-image>
      <span class=${unsupported ? 'text warning' : 'text'} part="label" dir="auto">${name}</span>
    </button>`
  }
}

define('w3m-network-button', W3mNetworkButton)
// Also registered as appkit-network-button (a subclass: one class cannot hold two tags).
define('appkit-network-button', class extends W3mNetworkButton {})
