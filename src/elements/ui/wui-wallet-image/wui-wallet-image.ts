import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-image/wui-image.js'
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
export class WuiWalletImage extends LitElement {
  static override styles = [resetStyles, walletImageStyles]

  @property() imageSrc = ''

  @property() name = ''

  @property() alt?: string

  @property({ reflect: true }) size: 'xs' | 'sm' | 'md' | 'lg' = 'md'

  protected override render() {
    return html`<wui-image
      exportparts="image"
      .src=${this.imageSrc ?? ''}
      .alt=${this.alt ?? this.name ?? ''}
      fallback-icon="wallet-placeholder"
    ></wui-image>`
  }
}

define('wui-wallet-image', WuiWalletImage)

declare global {
  interface HTMLElementTagNameMap {
    'wui-wallet-image': WuiWalletImage
  }
}
