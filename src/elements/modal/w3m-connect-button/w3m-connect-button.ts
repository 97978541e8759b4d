import { define } from '../../define.js'
import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { $modal, openModal } from '../../../controllers/modal.js'
import { themeStyles } from '../../../themes/theme-styles.js'
import { StoreController } from '../../store-controller.js'
import { ThemeController } from '../../theme-controller.js'
import { pillStyles } from '../button.styles.js'
import { preloadModal } from '../preload.js'

/**
 * @summary The button that opens the modal on the Connect view.
 * @csspart button - The native button.
 */
export class W3mConnectButton extends LitElement {
  static override styles = [themeStyles, pillStyles]
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  /** 'md' or 'sm'. */
  @property({ reflect: true }) size: 'md' | 'sm' = 'md'
  @property() label = 'Connect Wallet'
  @property({ attribute: 'loading-label' }) loadingLabel = 'Connecting...'
  @property({ type: Boolean, reflect: true }) disabled = false

  private readonly modal = new StoreController(this, $modal)

  constructor() {
    super()
    new ThemeController(this)
  }

  override render() {
    const busy = this.modal.value.open
    return html`<button
      part="button"
      class="primary"
      data-testid="connect-button"
      ?disabled=${this.disabled}
      aria-busy=${busy ? 'true' : 'false'}
      @pointerenter=${preloadModal}
      @focus=${preloadModal}
      @click=${() => openModal({ view: 'Connect' })}
    >
      ${busy ? this.loadingLabel : this.label}
    </button>`
  }
}

define('w3m-connect-button', W3mConnectButton)
// Also registered as appkit-connect-button (a subclass: one class cannot hold two tags).
define('appkit-connect-button', class extends W3mConnectButton {})
