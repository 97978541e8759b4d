import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { styleProperties } from '../../style-properties.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-image/wui-image.js'
import { avatarGradient } from './avatar-gradient.js'
import { avatarStyles } from './wui-avatar.styles.js'

export { avatarGradient } from './avatar-gradient.js'

/**
 * @summary An account's round avatar: its profile image, or a gradient derived from the address
 * (the same address always looks the same).
 *
 * @csspart gradient - The generated gradient disc.
 * @attr address - The account address the gradient is derived from.
 * @attr imageSrc - Profile image URL (attribute `imagesrc`); the gradient shows when absent or unusable.
 * @attr alt - Text alternative; empty (the default) marks the avatar decorative.
 * @attr size - xs (20px)|sm (24px)|md (40px, the default)|lg (64px).
 */
export class WuiAvatar extends LitElement {
  static override styles = [resetStyles, avatarStyles]

  @property() address = ''

  @property() imageSrc?: string

  @property() alt = ''

  @property({ reflect: true }) size: 'xs' | 'sm' | 'md' | 'lg' = 'md'

  protected override render() {
    // The gradient always paints underneath, so a failed profile image falls back to it.
    const image = this.imageSrc
    const named = Boolean(this.alt) && !image
    return html`<span
      class="gradient"
      part="gradient"
      role=${named ? 'img' : nothing}
      aria-label=${named ? this.alt : nothing}
      style=${styleProperties({ background: avatarGradient(this.address ?? '') })}
      >${image
        ? html`<wui-image .src=${image} .alt=${this.alt}><span slot="fallback"></span></wui-image>`
        : nothing}</span
    >`
  }
}

define('wui-avatar', WuiAvatar)

declare global {
  interface HTMLElementTagNameMap {
    'wui-avatar': WuiAvatar
  }
}
