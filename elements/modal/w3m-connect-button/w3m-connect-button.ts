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
 * @csspart button - The native button: the pill.
 * @csspart label - The label's text box (the site's `label`, or "Connect Wallet").
 * @cssprop [--w3m-button-height=40px] - The pill's height (32px at `size="sm"` unless set).
 * @cssprop --w3m-accent - The accent: the pill's fill (a step darker, for white text) and its focus ring.
 * @cssprop --w3m-color-mix - A colour mixed into the pill's surface, at `--w3m-color-mix-strength` percent.
 * @cssprop [--w3m-color-mix-strength=0] - How much of `--w3m-color-mix` the surface takes, 0 to 100.
 * @cssprop --w3m-font-family - The text's font.
 * @cssprop [--w3m-font-size-master=10px] - The type scale's unit: the label is 1.6 of it (1.4 at `sm`).
 * @cssprop [--w3m-border-radius-master=4px] - The radius scale's unit: the pill's radius is 7 of it.
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
      <span class="text" part="label">${busy ? this.loadingLabel || msg('Connecting...') : this.label || msg('Connect Wallet')}</span>
    </button>`
  }
}

define('w3m-connect-button', W3mConnectButton)
// Also registered as appkit-connect-button (a subclass: one class cannot hold two tags).
define('appkit-connect-button', class extends W3mConnectButton {})
