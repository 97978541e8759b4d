import { css, html, LitElement } from 'lit'
import { $embeddedWallet, clearEmbeddedError } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import './w3m-email-code-entry.js'
import './w3m-email-resend.js'

/** The code goes to the embedded wallet's action, loaded with the frame code on first use only. */
async function submitOtp(code: string): Promise<void> {
  const { submitOtp } = await import('../../../controllers/embedded-wallet/actions.js')
  await submitOtp(code)
}

/**
 * @summary EmailVerifyOtp: the code mailed to the address being signed in (auto-submitted when the
 * last digit lands), the error, and "Resend code" with its cooldown. While the secure frame shows
 * its own screen over the view (the recovery key at first sign-in), only a pointer to it remains.
 */
@localized()
export class W3mEmailVerifyOtpView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .frame-screen {
        min-height: 380px;
        justify-content: flex-start;
      }
    `
  ]

  private readonly wallet = new StoreController(this, $embeddedWallet)

  /** The view's error belongs to it: once the person leaves, it no longer applies. */
  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearEmbeddedError()
  }

  protected override render() {
    const { email, frameScreen } = this.wallet.value
    if (frameScreen) {
      return html`<div class="centered frame-screen" data-testid="w3m-email-frame-screen">
        <wui-text variant="small-400" color="fg-200" align="center" role="status">${msg('Continue in the secure window below')}</wui-text>
      </div>`
    }
    return html`<w3m-email-code-entry
        .prompt=${email ? msg(str`Enter the code we sent to ${email}`) : msg('Enter the code we sent to your email')}
        .submit=${submitOtp}
      ></w3m-email-code-entry>
      <w3m-email-resend></w3m-email-resend>`
  }
}

define('w3m-email-verify-otp-view', W3mEmailVerifyOtpView)
