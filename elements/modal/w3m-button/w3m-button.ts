import { define } from '../../define.js'
import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { $accounts, $activeAccount } from '../../../controllers/account/store.js'
import { StoreController } from '../../store-controller.js'
import type { ChainNamespace } from '../../../types/public.js'
import '../w3m-account-button/w3m-account-button.js'
import '../w3m-connect-button/w3m-connect-button.js'

/**
 * @summary Connect when disconnected, the account when connected: the one button most sites need.
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
          size=${this.size}
          balance=${this.balance}
          namespace=${this.namespace ?? nothing}
          ?disabled=${this.disabled}
        ></w3m-account-button>`
      : html`<w3m-connect-button
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
