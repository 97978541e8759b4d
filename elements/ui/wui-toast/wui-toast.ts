import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-icon/wui-icon.js'
import '../wui-spinner/wui-spinner.js'
import '../wui-text/wui-text.js'
import { toastStyles } from './wui-toast.styles.js'

export type ToastVariant = 'success' | 'info' | 'error' | 'loading'

/**
 * @summary A short message that slides in (fades only under `prefers-reduced-motion`). Its live
 * region stays in place so screen readers announce each message: `role="status"`, or
 * `role="alert"` for errors. Showing and hiding are the caller's (`open`).
 *
 * @csspart toast - The live region / pill.
 * @attr message - The text.
 * @attr variant - success (checkmark)|info (info icon: worth knowing, nothing failed)|error (warning icon)|loading (spinner). Reflected.
 * @attr open - Shown when present. Reflected.
 */
export class WuiToast extends LitElement {
  static override styles = [resetStyles, toastStyles]

  @property() message = ''

  @property({ reflect: true }) variant: ToastVariant = 'success'

  @property({ type: Boolean, reflect: true }) open = false

  protected override render() {
    return html`<div part="toast" role=${this.variant === 'error' ? 'alert' : 'status'}>
      ${this.open
        ? html`<span class="badge">${this.renderIcon()}</span>
            <wui-text variant="paragraph-500" color="fg-100">${this.message}</wui-text>`
        : nothing}
    </div>`
  }

  private renderIcon() {
    if (this.variant === 'loading') return html`<wui-spinner size="md" label=""></wui-spinner>`
    const icon = this.variant === 'error' ? 'warning-circle' : this.variant === 'info' ? 'info-circle' : 'checkmark'
    return html`<wui-icon name=${icon} size="sm"></wui-icon>`
  }
}

define('wui-toast', WuiToast)

declare global {
  interface HTMLElementTagNameMap {
    'wui-toast': WuiToast
  }
}
