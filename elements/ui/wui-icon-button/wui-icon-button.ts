import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-icon/wui-icon.js'
import type { IconName } from '../wui-icon/wui-icon.js'
import { iconButtonStyles } from './wui-icon-button.styles.js'

const iconSizes = { xs: 'xs', sm: 'sm', md: 'md', lg: 'mdl' } as const

/**
 * @summary A square native `<button>` showing only an icon; `label` is required and becomes its
 * `aria-label` (and tooltip). Clicks bubble from the host.
 *
 * @csspart button - The native `<button>`.
 * @attr icon - Icon name.
 * @attr label - Required accessible name, e.g. "Close".
 * @attr size - xs (24px)|sm (28px)|md (36px, the default)|lg (40px).
 * @attr variant - neutral (the default)|shade|accent|main.
 * @attr disabled - Natively disabled.
 */
export class WuiIconButton extends LitElement {
  static override styles = [resetStyles, iconButtonStyles]

  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  @property() icon: IconName = 'more'

  @property() label = ''

  @property({ reflect: true }) size: keyof typeof iconSizes = 'md'

  @property({ reflect: true }) variant: 'neutral' | 'shade' | 'accent' | 'main' = 'neutral'

  @property({ type: Boolean, reflect: true }) disabled = false

  protected override render() {
    return html`<button part="button" type="button" aria-label=${this.label} title=${this.label} ?disabled=${this.disabled}>
      <wui-icon name=${this.icon} size=${iconSizes[this.size] ?? 'md'}></wui-icon>
    </button>`
  }
}

define('wui-icon-button', WuiIconButton)

declare global {
  interface HTMLElementTagNameMap {
    'wui-icon-button': WuiIconButton
  }
}
