import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { colorStyles, iconSizeStyles, resetStyles, type ColorToken, type IconSize } from '../ui.styles.js'
import { spinnerStyles } from './wui-spinner.styles.js'
import { localized, msg } from '../../localize.js'

/**
 * @summary An indeterminate progress ring (`role="progressbar"` named by `label`); it pulses
 * instead of spinning under `prefers-reduced-motion`.
 *
 * @attr size - inherit|xxs|xs|sm|md|mdl|lg|xl (the `--wui-sys-icon-size-*` scale). Default `md`.
 * @attr color - A semantic colour token; absent = the accent.
 * @attr label - Accessible name, default "Loading"; an empty label hides the spinner from assistive tech
 *   (for use inside a control that already says it is busy).
 */
@localized()
export class WuiSpinner extends LitElement {
  static override styles = [resetStyles, colorStyles, iconSizeStyles, spinnerStyles]

  @property({ reflect: true }) size: IconSize = 'md'

  @property({ reflect: true }) color?: ColorToken

  @property() label: string | undefined = undefined

  protected override render() {
    const label = this.label ?? msg('Loading')
    const named = label !== ''
    return html`<svg
      viewBox="0 0 50 50"
      role=${named ? 'progressbar' : nothing}
      aria-label=${named ? label : nothing}
      aria-hidden=${named ? nothing : 'true'}
    >
      <circle cx="25" cy="25" r="20"></circle>
    </svg>`
  }
}

define('wui-spinner', WuiSpinner)

declare global {
  interface HTMLElementTagNameMap {
    'wui-spinner': WuiSpinner
  }
}
