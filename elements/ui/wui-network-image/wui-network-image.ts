import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import { LogoImage } from '../logo-image.js'
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
export class WuiNetworkImage extends LogoImage {
  static override styles = [resetStyles, networkImageStyles]

  protected readonly placeholderIcon = 'network-placeholder'
}

define('wui-network-image', WuiNetworkImage)

declare global {
  interface HTMLElementTagNameMap {
    'wui-network-image': WuiNetworkImage
  }
}
