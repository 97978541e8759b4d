import { html, LitElement } from 'lit'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import { loadingThumbnailStyles } from './wui-loading-thumbnail.styles.js'

/**
 * @summary A ring running around a slotted wallet image (80px, `wui-wallet-image size="lg"`) while
 * connecting; a still, full ring under `prefers-reduced-motion`. Decorative: the view's text says
 * what is happening.
 *
 * @slot - The wallet image.
 * @csspart ring - The ring's SVG.
 */
export class WuiLoadingThumbnail extends LitElement {
  static override styles = [resetStyles, loadingThumbnailStyles]

  protected override render() {
    return html`<svg part="ring" viewBox="0 0 104 104" aria-hidden="true" focusable="false">
        <rect x="1.5" y="1.5" width="101" height="101" pathLength="100"></rect>
      </svg>
      <slot></slot>`
  }
}

define('wui-loading-thumbnail', WuiLoadingThumbnail)

declare global {
  interface HTMLElementTagNameMap {
    'wui-loading-thumbnail': WuiLoadingThumbnail
  }
}
