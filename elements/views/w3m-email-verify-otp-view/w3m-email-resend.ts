import { css, html, LitElement } from 'lit'
import { $embeddedWallet, cooldownSecondsLeft, EMAIL_COOLDOWN_MS } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import { resetStyles } from '../../ui/ui.styles.js'

/**
 * @summary "Resend code": disabled with a live countdown ("Resend code in 12 s") while the email
 * cooldown runs, then mails a new code (or device link) through the embedded wallet's `resendCode`.
 * A native button, so that its disabled state is the platform's (tests and assistive tech read it).
 */
@localized()
export class W3mEmailResend extends LitElement {
  static override styles = [
    resetStyles,
    css`
      :host {
        display: flex;
        justify-content: center;
      }
      button {
        padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-s);
        border-radius: var(--wui-sys-border-radius-xs);
        font-size: var(--wui-sys-font-size-small);
        font-weight: 600;
        color: var(--wui-sys-color-accent-text, var(--wui-sys-color-accent-100));
        font-variant-numeric: tabular-nums;
      }
      button:hover:enabled {
        background: var(--wui-sys-color-gray-glass-005);
      }
      button:disabled {
        color: var(--wui-sys-color-fg-300);
      }
    `
  ]

  private readonly wallet = new StoreController(this, $embeddedWallet)
  private tick: ReturnType<typeof setTimeout> | undefined

  override connectedCallback(): void {
    super.connectedCallback()
    this.requestUpdate()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.tick)
    this.tick = undefined
  }

  /** Re-renders on each whole second of the cooldown; stops at zero and when the view goes. */
  protected override updated(): void {
    const { lastCodeAt } = this.wallet.value
    if (this.tick !== undefined || lastCodeAt === undefined || cooldownSecondsLeft() === 0 || !this.isConnected) return
    const untilNextSecond = (lastCodeAt + EMAIL_COOLDOWN_MS - Date.now()) % 1000 || 1000
    this.tick = setTimeout(() => {
      this.tick = undefined
      this.requestUpdate()
    }, untilNextSecond + 5)
  }

  private async resend(): Promise<void> {
    if (cooldownSecondsLeft() > 0 || this.wallet.value.busy) return
    const { resendCode } = await import('../../../controllers/embedded-wallet/actions.js')
    await resendCode()
  }

  protected override render() {
    const seconds = cooldownSecondsLeft()
    const { busy } = this.wallet.value
    return html`<button type="button" data-testid="w3m-otp-resend" ?disabled=${seconds > 0 || busy} @click=${() => void this.resend()}>
      ${seconds > 0 ? msg(str`Resend code in ${seconds} s`) : msg('Resend code')}
    </button>`
  }
}

define('w3m-email-resend', W3mEmailResend)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-email-resend': W3mEmailResend
  }
}
