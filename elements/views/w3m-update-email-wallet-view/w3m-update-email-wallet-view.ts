import { css, html, LitElement, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { $embeddedWallet, clearEmbeddedError } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-input-text/wui-input-text.js'
import '../../ui/wui-text/wui-text.js'
import { errorText } from '../../error-text.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary UpdateEmailWallet: the new email address (Enter or the button submits); a code then
 * goes to the current address (UpdateEmailPrimaryOtp). The error shows under the field.
 */
@localized()
export class W3mUpdateEmailWalletView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      form {
        display: flex;
        flex-direction: column;
        gap: var(--wui-sys-spacing-s);
        padding-top: var(--wui-sys-spacing-s);
      }
      .current,
      .error {
        overflow-wrap: anywhere;
      }
    `
  ]

  private readonly wallet = new StoreController(this, $embeddedWallet)

  @state() private newEmail = ''

  /** The field is filled already when coming back from the code step. */
  override connectedCallback(): void {
    super.connectedCallback()
    this.newEmail ||= $embeddedWallet.get().newEmail ?? ''
  }

  /** The view's error belongs to it: once the person leaves, it no longer applies. */
  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearEmbeddedError()
  }

  /** The field takes focus once it has rendered its input. */
  protected override async firstUpdated(): Promise<void> {
    const field = this.renderRoot.querySelector('wui-input-text')
    await field?.updateComplete
    field?.focus()
  }

  private async onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault()
    if (this.wallet.value.busy) return
    const { startEmailUpdate } = await import('../../../controllers/embedded-wallet/actions.js')
    await startEmailUpdate(this.newEmail)
  }

  protected override render() {
    const { busy, error, email } = this.wallet.value
    return html`<form novalidate @submit=${(event: SubmitEvent) => void this.onSubmit(event)}>
      ${email
        ? html`<wui-text variant="small-400" color="fg-200" class="current">${msg(str`Current email: ${email}`)}</wui-text>`
        : nothing}
      <wui-input-text
        type="email"
        autocomplete="email"
        label=${msg('New email')}
        placeholder=${msg('New email')}
        inputTestId="w3m-email-input"
        .value=${this.newEmail}
        ?disabled=${busy}
        @w3m-input=${(event: CustomEvent<string>) => (this.newEmail = event.detail)}
      ></wui-input-text>
      ${error
        ? html`<wui-text class="error" variant="small-500" color="error-100" role="alert" data-testid="w3m-email-error">${errorText(error)}</wui-text>`
        : nothing}
      <wui-button type="submit" variant="main" size="md" full-width data-testid="w3m-update-email-submit" ?loading=${busy} ?disabled=${!this.newEmail.trim()}
        >${msg('Save')}</wui-button
      >
    </form>`
  }
}

define('w3m-update-email-wallet-view', W3mUpdateEmailWalletView)
