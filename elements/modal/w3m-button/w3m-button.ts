import { define } from '../../define.js'
import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { $accounts, $activeAccount } from '../../../controllers/account/store.js'
import { StoreController } from '../../store-controller.js'
import type { ChainNamespace } from '../../../types/public.js'
import '../w3m-account-button/w3m-account-button.js'
import '../w3m-connect-button/w3m-connect-button.js'

/**
 * It renders `w3m-connect-button` or `w3m-account-button` and passes their parts on.
 * @summary Connect when disconnected, the account when connected: the one button most sites need.
 * @csspart button - The native button: the pill.
 * @csspart label - The label (disconnected) or the name or shortened address (connected).
 * @csspart avatar - Connected: the account's picture.
 * @csspart balance - Connected: the native balance (absent with `balance="hide"`).
 * @cssprop [--w3m-button-height=40px] - The pill's height (32px at `size="sm"` unless set).
 * @cssprop --w3m-accent - The accent: the Connect pill's fill and the focus ring.
 * @cssprop --w3m-color-mix - A colour mixed into the pill's surface, at `--w3m-color-mix-strength` percent.
 * @cssprop [--w3m-color-mix-strength=0] - How much of `--w3m-color-mix` the surface takes, 0 to 100.
 * @cssprop --w3m-font-family - The text's font.
 * @cssprop [--w3m-font-size-master=10px] - The type scale's unit: the label is 1.6 of it (1.4 at `sm`).
 * @cssprop [--w3m-border-radius-master=4px] - The radius scale's unit: the pill's radius is 7 of it.
 */
export class W3mButton extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  @property({ reflect: true }) size: 'md' | 'sm' = 'md'
  /** The site's own text; absent, "Connect Wallet" in the active language. */
  @property() label = ''
  /** The site's own text while the modal is open; absent, "Connecting..." in the active language. */
  @property({ attribute: 'loading-label' }) loadingLabel = ''
  @property({ type: Boolean, reflect: true }) disabled = false
  /** 'show' or 'hide' the balance when connected. */
  @property() balance: 'show' | 'hide' = 'show'
  /** Show the account of this namespace only (eip155, solana, …); Connect opens filtered to it. */
  @property() namespace: ChainNamespace | undefined = undefined

  private readonly active = new StoreController(this, $activeAccount)
  private readonly accounts = new StoreController(this, $accounts)

  override render() {
    const account = this.namespace ? this.accounts.value[this.namespace] : this.active.value
    // A remembered account still being restored (option ssr) shows as it was: never Connect in between.
    return (account?.status === 'connected' || account?.status === 'reconnecting') && account.caipAddress
      ? html`<w3m-account-button
          exportparts="button, label, avatar, balance"
          size=${this.size}
          balance=${this.balance}
          namespace=${this.namespace ?? nothing}
          ?disabled=${this.disabled}
        ></w3m-account-button>`
      : html`<w3m-connect-button
          exportparts="button, label"
          size=${this.size}
          label=${this.label}
          loading-label=${this.loadingLabel}
          namespace=${this.namespace ?? nothing}
          ?disabled=${this.disabled}
        ></w3m-connect-button>`
  }
}

define('w3m-button', W3mButton)
// Also registered as appkit-button (a subclass: one class cannot hold two tags).
define('appkit-button', class extends W3mButton {})
