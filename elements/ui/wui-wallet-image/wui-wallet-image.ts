import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import { LogoImage } from '../logo-image.js'
import { walletImageStyles } from './wui-wallet-image.styles.js'

/**
 * @summary A wallet's logo in a rounded square; a wallet placeholder icon when there is no usable image.
 *
 * @csspart image - The `<img>` inside (through `wui-image`).
 * @attr imageSrc - Logo URL (http(s), data:image or blob:); attribute `imagesrc`.
 * @attr name - The wallet's name: the image's text alternative unless `alt` is set.
 * @attr alt - Text alternative; `alt=""` marks the logo decorative (the name is shown beside it).
 * @attr size - xs (24px)|sm (40px)|md (56px, the default)|lg (80px).
 */
export class WuiWalletImage extends LogoImage {
  static override styles = [resetStyles, walletImageStyles]

  protected readonly placeholderIcon = 'wallet-placeholder'
}

define('wui-wallet-image', WuiWalletImage)

declare global {
  interface HTMLElementTagNameMap {
    'wui-wallet-image': WuiWalletImage
  }
}
