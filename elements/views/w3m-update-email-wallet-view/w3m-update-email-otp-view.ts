import { html, LitElement } from 'lit'
import { $embeddedWallet, clearEmbeddedError } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import { viewStyles } from '../view.styles.js'
import '../w3m-email-verify-otp-view/w3m-email-code-entry.js'

type UpdateStep = 'primary' | 'secondary'

/** Each step's action, loaded with the frame code on first use only. */
async function submitCode(step: UpdateStep, code: string): Promise<void> {
  const actions = await import('../../../controllers/embedded-wallet/actions.js')
  await (step === 'primary' ? actions.submitPrimaryOtp(code) : actions.submitSecondaryOtp(code))
}

/**
 * @summary The two code steps of an email update: UpdateEmailPrimaryOtp (the code sent to the
 * current address) and UpdateEmailSecondaryOtp (the code sent to the new one); the code is
 * submitted when the last digit lands.
 */
@localized()
export class W3mUpdateEmailOtpView extends LitElement {
  static override styles = [viewStyles]

  protected readonly step: UpdateStep = 'primary'

  private readonly wallet = new StoreController(this, $embeddedWallet)

  /** The view's error belongs to it: once the person leaves, it no longer applies. */
  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearEmbeddedError()
  }

  private prompt(): string {
    const { email, newEmail } = this.wallet.value
    const address = this.step === 'primary' ? email : newEmail
    return address ? msg(str`Enter the code sent to ${address}`) : msg('Enter the code sent to your email')
  }

  protected override render() {
    return html`<w3m-email-code-entry .prompt=${this.prompt()} .submit=${(code: string) => submitCode(this.step, code)}></w3m-email-code-entry>`
  }
}

/** @summary UpdateEmailPrimaryOtp: the code sent to the current address. */
export class W3mUpdateEmailPrimaryOtpView extends W3mUpdateEmailOtpView {
  protected override readonly step: UpdateStep = 'primary'
}

/** @summary UpdateEmailSecondaryOtp: the code sent to the new address. */
export class W3mUpdateEmailSecondaryOtpView extends W3mUpdateEmailOtpView {
  protected override readonly step: UpdateStep = 'secondary'
}

define('w3m-update-email-primary-otp-view', W3mUpdateEmailPrimaryOtpView)
define('w3m-update-email-secondary-otp-view', W3mUpdateEmailSecondaryOtpView)
