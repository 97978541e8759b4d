import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-image/wui-image.js'
import { networkImageStyles } from './wui-network-image.styles.js'

/**
 * @summary A network's logo in a hexagon; a globe placeholder when there is no usable image.
 *
 * @csspart image - The `<img>` inside (through `wui-image`).
 * @attr imageSrc - Logo URL (attribute `imagesrc`).
 * @attr name - The network's name: the image's text alternative unless `alt` is set.
 * @attr alt - Text alternative; `alt=""` marks the logo decorative.
 * @attr size - xs (20px)|sm (24px)|md (48px, the default)|lg (64px).
 */
export class WuiNetworkImage extends LitElement {
  static override styles = [resetStyles, networkImageStyles]

  @property() imageSrc = ''

  @property() name = ''

  @property() alt?: string

  @property({ reflect: true }) size: 'xs' | 'sm' | 'md' | 'lg' = 'md'

  protected override render() {
    return html`<wui-image
      exportparts="image"
      .src=${this.imageSrc ?? ''}
      .alt=${this.alt ?? this.name ?? ''}
      fallback-icon="network-placeholder"
    ></wui-image>`
  }
}

define('wui-network-image', WuiNetworkImage)

declare global {
  interface HTMLElementTagNameMap {
    'wui-network-image': WuiNetworkImage
  }
}
