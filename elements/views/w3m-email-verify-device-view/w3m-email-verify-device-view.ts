import { css, html, LitElement } from 'lit'
import { $embeddedWallet, clearEmbeddedError } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-icon/wui-icon.js'
import '../../ui/wui-spinner/wui-spinner.js'
import '../../ui/wui-text/wui-text.js'
import { errorText } from '../../error-text.js'
import '../w3m-email-verify-otp-view/w3m-email-resend.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary EmailVerifyDevice: a known email on a new device; the person approves the device from
 * the link mailed to them while this view waits (the controller moves on to the code by itself),
 * with the error and "Resend code" under its cooldown.
 */
@localized()
export class W3mEmailVerifyDeviceView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .icon {
        display: flex;
        align-items: center;
        justify-content: center;
        width: 64px;
        height: 64px;
        border-radius: var(--wui-sys-border-radius-m);
        background: var(--wui-sys-color-accent-glass-010, var(--wui-sys-color-gray-glass-005));
      }
      .text {
        overflow-wrap: anywhere;
      }
      .status {
        min-height: 24px;
        display: flex;
        align-items: center;
        justify-content: center;
        gap: var(--wui-sys-spacing-xs);
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
    const { email, error } = this.wallet.value
    return html`<div class="centered">
        <div class="icon"><wui-icon name="desktop" size="lg" color="accent-100"></wui-icon></div>
        <wui-text variant="medium-600" align="center">${msg('Register this device to continue')}</wui-text>
        <wui-text class="text" variant="small-400" color="fg-200" align="center"
          >${email ? msg(str`Approve it from the link we sent to ${email}`) : msg('Approve it from the link we sent to your email')}</wui-text
        >
        <div class="status">
          ${error
            ? html`<wui-text class="text" variant="small-500" color="error-100" align="center" role="alert" data-testid="w3m-email-error"
                >${errorText(error)}</wui-text
              >`
            : html`<wui-spinner size="md" label=${msg('Waiting for approval')}></wui-spinner>
                <wui-text variant="small-400" color="fg-200" aria-hidden="true">${msg('Waiting for approval')}</wui-text>`}
        </div>
      </div>
      <w3m-email-resend></w3m-email-resend>`
  }
}

define('w3m-email-verify-device-view', W3mEmailVerifyDeviceView)
