import { css, html, LitElement, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { $embeddedWallet, clearEmbeddedError } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { errorText } from '../../error-text.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-input-text/wui-input-text.js'
// The rows Connect puts around the field when email is on: they load with it.
import '../../ui/wui-list-item/wui-list-item.js'
import '../../ui/wui-separator/wui-separator.js'
import '../../ui/wui-text/wui-text.js'

/** The actions pull in the frame code: they load when the person shows intent (focus), not with Connect. */
const loadActions = () => import('../../../controllers/embedded-wallet/actions.js')

/** The passkey sign-in loads on its click (the frame shows its own passkey screen). */
const loadPasskeys = () => import('../../../controllers/embedded-wallet/passkeys.js')

/**
 * @summary Connect's email sign-in (the embedded wallet): the field, its submit button (Enter
 * submits), "Sign in with a passkey" (no email typed), the busy state and the error in the behaviour
 * spec's words, read as text.
 */
@localized()
export class W3mConnectEmail extends LitElement {
  static override styles = css`
    form {
      display: flex;
      gap: var(--wui-sys-spacing-xs);
      align-items: flex-start;
    }
    wui-input-text {
      flex: 1;
      min-width: 0;
    }
    .passkey {
      margin-top: var(--wui-sys-spacing-3xs);
    }
    .error {
      display: block;
      padding: var(--wui-sys-spacing-3xs) var(--wui-sys-spacing-xs) 0;
    }
  `

  private readonly wallet = new StoreController(this, $embeddedWallet)

  @state() private email = ''

  override connectedCallback(): void {
    super.connectedCallback()
    this.email = this.wallet.value.email ?? ''
  }

  /** Like every embedded-wallet view: its error goes when the person leaves (one that arrives with the view stays). */
  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearEmbeddedError()
  }

  private async submit(event: Event): Promise<void> {
    event.preventDefault()
    if (this.wallet.value.busy) return
    await (await loadActions()).submitEmail(this.email)
  }

  override render() {
    const { busy, error } = this.wallet.value
    return html`<form @submit=${this.submit} novalidate>
        <wui-input-text
          type="email"
          icon="mail"
          autocomplete="email"
          inputTestId="w3m-email-input"
          label=${msg('Email')}
          placeholder=${msg('Email')}
          .value=${this.email}
          ?disabled=${busy}
          @focusin=${() => void loadActions()}
          @w3m-input=${(event: CustomEvent<string>) => (this.email = event.detail)}
        ></wui-input-text>
        <wui-button type="submit" size="md" variant="main" data-testid="w3m-email-submit" ?loading=${busy}>${msg('Continue')}</wui-button>
      </form>
      <wui-button class="passkey" variant="link" size="sm" data-testid="w3m-passkey-sign-in" ?disabled=${busy} @click=${async () => (await loadPasskeys()).signInWithPasskey()}
        >${msg('Sign in with a passkey')}</wui-button
      >
      ${error ? html`<wui-text class="error" role="alert" data-testid="w3m-email-error" variant="small-400" color="error-100">${errorText(error)}</wui-text>` : nothing}`
  }
}

define('w3m-connect-email', W3mConnectEmail)
