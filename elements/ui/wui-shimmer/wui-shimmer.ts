import { LitElement, type PropertyValues } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { shimmerStyles } from './wui-shimmer.styles.js'

const radii = ['5xs', '4xs', '3xs', 'xxs', 'xs', 's', 'm', 'l', '3xl']

/**
 * @summary A placeholder box with a moving sheen while content loads (still under
 * `prefers-reduced-motion`). Hidden from assistive tech unless given an `aria-label`, which makes
 * it an indeterminate `progressbar` ("Loading balance").
 *
 * @attr width - CSS width, e.g. `120px` (default 100%).
 * @attr height - CSS height (default 16px).
 * @attr borderRadius - A radius step (`xs`, `3xl`, …) or a CSS length (attribute `borderradius`).
 */
export class WuiShimmer extends LitElement {
  static override styles = [shimmerStyles]

  @property() width?: string

  @property() height?: string

  @property() borderRadius?: string

  override connectedCallback(): void {
    super.connectedCallback()
    const labelled = this.hasAttribute('aria-label')
    if (labelled && !this.hasAttribute('role')) this.setAttribute('role', 'progressbar')
    if (!labelled) this.setAttribute('aria-hidden', 'true')
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Sizes go through the CSSOM (no style attribute), so no value can inject CSS.
    if (changed.has('width')) this.setStyle('width', this.width)
    if (changed.has('height')) this.setStyle('height', this.height)
    if (changed.has('borderRadius')) {
      const radius = this.borderRadius
      this.setStyle('border-radius', radius && radii.includes(radius) ? `var(--wui-sys-border-radius-${radius})` : radius)
    }
  }

  private setStyle(name: string, value: string | undefined): void {
    if (value) this.style.setProperty(name, value)
    else this.style.removeProperty(name)
  }
}

define('wui-shimmer', WuiShimmer)

declare global {
  interface HTMLElementTagNameMap {
    'wui-shimmer': WuiShimmer
  }
}
