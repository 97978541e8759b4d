import { define } from '../../define.js'
import { css, html } from 'lit'
import { property } from 'lit/decorators.js'
import { $activeNetwork, $chain } from '../../../controllers/chain.js'
import type { RouteView } from '../../../controllers/router.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-network-image/wui-network-image.js'
import { PillButton } from '../pill-button.js'
import { msg } from '../../localize.js'
import { withoutBidiControls } from '../../format.js'

/**
 * @summary Shows the active network and opens the network list.
 * @csspart button - The native button.
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
      <wui-network-image size="sm" .imageSrc=${network?.assets?.imageUrl} .name=${network?.name ?? ''} alt=""></wui-network-image>
      <span class=${unsupported ? 'text warning' : 'text'} dir="auto">${name}</span>
    </button>`
  }
}

define('w3m-network-button', W3mNetworkButton)
// Also registered as appkit-network-button (a subclass: one class cannot hold two tags).
define('appkit-network-button', class extends W3mNetworkButton {})
