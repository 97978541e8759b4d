import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-icon-button/wui-icon-button.js'
import '../wui-icon/wui-icon.js'
import '../wui-text/wui-text.js'
import { alertbarStyles } from './wui-alertbar.styles.js'
import { localized, msg } from '../../localize.js'

const icons = { info: 'info-circle', success: 'checkmark', warning: 'warning-circle', error: 'warning-circle' } as const

/**
 * @summary A dismissible bar for app-level problems ("Invalid App Configuration"): an icon per
 * variant, the message, and a close button. Warnings and errors are `role="alert"`, others `status`.
 *
 * @csspart alert - The bar.
 * @fires w3m-close - The close button was activated (bubbles, composed); the caller hides the bar.
 * @attr message - The text.
 * @attr variant - info (the default)|success|warning|error. Reflected.
 */
@localized()
export class WuiAlertbar extends LitElement {
  static override styles = [resetStyles, alertbarStyles]

  @property() message = ''

  @property({ reflect: true }) variant: keyof typeof icons = 'info'

  protected override render() {
    const urgent = this.variant === 'error' || this.variant === 'warning'
    return html`<div part="alert" role=${urgent ? 'alert' : 'status'}>
      <wui-icon class="icon" name=${icons[this.variant] ?? 'info-circle'} size="md"></wui-icon>
      <wui-text variant="small-500" color="fg-100">${this.message}</wui-text>
      <wui-icon-button icon="close" label=${msg('Close alert')} size="sm" @click=${this.onClose}></wui-icon-button>
    </div>`
  }

  private onClose(): void {
    this.dispatchEvent(new CustomEvent('w3m-close', { bubbles: true, composed: true }))
  }
}

define('wui-alertbar', WuiAlertbar)

declare global {
  interface HTMLElementTagNameMap {
    'wui-alertbar': WuiAlertbar
  }
}
