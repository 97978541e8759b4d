import { html, LitElement, nothing, type PropertyValues } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { colorStyles, iconSizeStyles, resetStyles, type ColorToken, type IconSize } from '../ui.styles.js'
import { cachedIcon, loadIcon, type IconName } from './icon-loaders.js'
import { iconStyles } from './wui-icon.styles.js'

export { iconNames, loadIcon, type IconName } from './icon-loaders.js'

/**
 * @summary A decorative line icon, loaded lazily by name; the box has its final size before the icon arrives.
 *
 * @attr name - Icon name (`IconName`); unknown names draw an empty box.
 * @attr size - `inherit` (fills its container) | `xxs` | `xs` | `sm` | `md` | `mdl` | `lg` | `xl`.
 * @attr color - A semantic colour token (`fg-100`, `accent-100`, …); absent = `currentColor`.
 */
export class WuiIcon extends LitElement {
  static override styles = [resetStyles, colorStyles, iconSizeStyles, iconStyles]

  @property({ reflect: true }) name: IconName = 'help-circle'

  @property({ reflect: true }) size: IconSize = 'md'

  @property({ reflect: true }) color: ColorToken | 'inherit' = 'inherit'

  override connectedCallback(): void {
    super.connectedCallback()
    // Icons are decoration: the control around them carries the accessible name.
    this.setAttribute('aria-hidden', 'true')
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('name') && !cachedIcon(this.name)) {
      const requested = this.name
      void loadIcon(requested).then((icon) => {
        if (icon && this.name === requested) this.requestUpdate()
      })
    }
  }

  protected override render() {
    return html`<svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      ${cachedIcon(this.name) ?? nothing}
    </svg>`
  }
}

define('wui-icon', WuiIcon)

declare global {
  interface HTMLElementTagNameMap {
    'wui-icon': WuiIcon
  }
}
