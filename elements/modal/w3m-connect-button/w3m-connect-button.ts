import { define } from '../../define.js'
import { html } from 'lit'
import { property } from 'lit/decorators.js'
import { $modal } from '../../../controllers/modal/modal.js'
import type { RouteView } from '../../../controllers/modal/router.js'
import { StoreController } from '../../store-controller.js'
import { PillButton } from '../pill-button.js'
import { msg } from '../../localize.js'

/**
 * @summary The button that opens the modal on the Connect view.
 * @csspart button - The native button.
 */
export class W3mConnectButton extends PillButton {
  /** The site's own text; absent, "Connect Wallet" in the active language. */
  @property() label = ''
  /** The site's own text while the modal is open; absent, "Connecting..." in the active language. */
  @property({ attribute: 'loading-label' }) loadingLabel = ''

  private readonly modal = new StoreController(this, $modal)

  protected override opensView(): RouteView {
    return 'Connect'
  }

  override render() {
    const busy = this.modal.value.open
    return html`<button
      part="button"
      class="primary"
      data-testid="connect-button"
      ?disabled=${this.disabled}
      aria-busy=${busy ? 'true' : 'false'}
      @click=${() => this.open()}
    >
      <span class="text">${busy ? this.loadingLabel || msg('Connecting...') : this.label || msg('Connect Wallet')}</span>
    </button>`
  }
}

define('w3m-connect-button', W3mConnectButton)
// Also registered as appkit-connect-button (a subclass: one class cannot hold two tags).
define('appkit-connect-button', class extends W3mConnectButton {})
