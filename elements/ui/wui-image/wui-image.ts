import { html, LitElement, nothing, type PropertyValues } from 'lit'
import { property, state } from 'lit/decorators.js'
import { define } from '../../define.js'
import { iconSizeStyles, resetStyles, type IconSize } from '../ui.styles.js'
import type { IconName } from '../wui-icon/wui-icon.js'
import '../wui-icon/wui-icon.js'
import { isSafeImageUrl } from './image-url.js'
import { imageStyles } from './wui-image.styles.js'

/**
 * @summary A lazily loaded image with a shimmer while it loads and a fallback when it is
 * missing, unsafe (only http(s), data:image and blob: URLs load) or fails.
 *
 * @slot fallback - Shown instead of the image when it cannot be shown; default: the `fallback-icon`.
 * @csspart image - The `<img>`.
 * @attr src - Image URL.
 * @attr alt - Text alternative; empty (the default) marks the image decorative.
 * @attr size - inherit (fills its container, the default)|xxs|xs|sm|md|mdl|lg|xl.
 * @attr fallback-icon - Icon name drawn when the image cannot be shown (property `fallbackIcon`).
 */
export class WuiImage extends LitElement {
  static override styles = [resetStyles, iconSizeStyles, imageStyles]

  @property() src = ''

  @property() alt = ''

  @property({ reflect: true }) size: IconSize = 'inherit'

  @property({ attribute: 'fallback-icon' }) fallbackIcon: IconName = 'wallet-placeholder'

  @state() private status: 'loading' | 'loaded' | 'error' = 'loading'

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('src')) this.status = 'loading'
  }

  protected override render() {
    if (this.status === 'error' || !isSafeImageUrl(this.src)) return this.renderFallback()
    return html`<span class="box ${this.status}">
      <img
        part="image"
        src=${this.src}
        alt=${this.alt}
        loading="lazy"
        decoding="async"
        @load=${() => (this.status = 'loaded')}
        @error=${() => (this.status = 'error')}
      />
    </span>`
  }

  private renderFallback() {
    // The fallback still carries the image's text alternative when it had one.
    return html`<span
      class="fallback"
      role=${this.alt ? 'img' : nothing}
      aria-label=${this.alt || nothing}
    >
      <slot name="fallback"><wui-icon name=${this.fallbackIcon} size="inherit"></wui-icon></slot>
    </span>`
  }
}

define('wui-image', WuiImage)

declare global {
  interface HTMLElementTagNameMap {
    'wui-image': WuiImage
  }
}
