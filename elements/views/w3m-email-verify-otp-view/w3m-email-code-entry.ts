import { css, html, LitElement, nothing } from 'lit'
import { property, query } from 'lit/decorators.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-otp/wui-otp.js'
import type { WuiOtp } from '../../ui/wui-otp/wui-otp.js'
import '../../ui/wui-spinner/wui-spinner.js'
import '../../ui/wui-text/wui-text.js'
import { errorText } from '../../error-text.js'

/**
 * @summary The embedded wallet's code step, shared by sign-in and both email-update steps: what to
 * do (`prompt`), the code boxes (submitted by `submit` as soon as the last digit lands), a busy
 * indicator and the error (cleared boxes, focus back on the first).
 */
@localized()
export class W3mEmailCodeEntry extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: var(--wui-sys-spacing-s);
      padding: var(--wui-sys-spacing-l) var(--wui-sys-spacing-s) var(--wui-sys-spacing-xs);
      text-align: center;
    }
    .prompt,
    .error {
      overflow-wrap: anywhere;
    }
    .status {
      min-height: 24px;
      display: flex;
      align-items: center;
      justify-content: center;
    }
  `

  /** What the person reads above the boxes, e.g. "Enter the code we sent to …". */
  @property() prompt = ''

  /** The action that checks the code; it reports failures in `$embeddedWallet.error`, never throws. */
  @property({ attribute: false }) submit: ((code: string) => Promise<void>) | undefined

  @query('wui-otp') private otp!: WuiOtp

  private readonly wallet = new StoreController(this, $embeddedWallet)

  /** The code step opens ready for typing (or for the mail's autofill). */
  protected override firstUpdated(): void {
    void this.otp.updateComplete.then(() => this.otp.focus())
  }

  private async onComplete(event: CustomEvent<string>): Promise<void> {
    if (!this.submit || this.wallet.value.busy) return
    await this.submit(event.detail)
    if (!this.isConnected || !$embeddedWallet.get().error) return
    // A wrong code: empty boxes, ready for the next try.
    await this.updateComplete
    this.otp.clear()
  }

  protected override render() {
    const { busy, error } = this.wallet.value
    return html`<wui-text class="prompt" variant="paragraph-400" color="fg-100" align="center">${this.prompt}</wui-text>
      <wui-otp
        data-testid="w3m-otp-input"
        label=${msg('Login code')}
        ?disabled=${busy}
        ?invalid=${Boolean(error)}
        @w3m-otp-complete=${(event: CustomEvent<string>) => void this.onComplete(event)}
      ></wui-otp>
      <div class="status">
        ${busy
          ? html`<wui-spinner size="md" label=${msg('Checking the code')}></wui-spinner>`
          : error
            ? html`<wui-text class="error" variant="small-500" color="error-100" align="center" role="alert" data-testid="w3m-email-error"
                >${errorText(error)}</wui-text
              >`
            : nothing}
      </div>`
  }
}

define('w3m-email-code-entry', W3mEmailCodeEntry)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-email-code-entry': W3mEmailCodeEntry
  }
}
