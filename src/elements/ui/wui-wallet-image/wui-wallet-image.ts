import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-image/wui-image.js'
import { walletImageStyles } from './wui-wallet-image.styles.js'

/**
 * @summary A wallet's logo in a rounded square; a wallet placeholder icon when there is no usable image.
 *
 * @attr src - Logo URL (http(s), data:image or blob:).
 * @attr alt - Text alternative; empty (the default) when the wallet name is shown beside it.
 * @attr size - xs (24px)|sm (40px)|md (56px, the default)|lg (80px).
 */
export class WuiWalletImage extends LitElement {
  static override styles = [resetStyles, walletImageStyles]

  @property() src = ''

  @property() alt = ''

  @property({ reflect: true }) size: 'xs' | 'sm' | 'md' | 'lg' = 'md'

  protected override render() {
    return html`<wui-image
      .src=${this.src}
      .alt=${this.alt}
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
