import { html, LitElement, nothing, svg } from 'lit'
import { property } from 'lit/decorators.js'
import { encode } from 'uqr'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-wallet-image/wui-wallet-image.js'
import { qrCodeStyles } from './wui-qr-code.styles.js'
import { localized, msg } from '../../localize.js'

/** Modules hidden under the logo stay readable: level Q restores up to 25 % of the code. */
const QR_ECC = 'Q'

/** One SVG path of unit squares, one `M x y h1 v1 h-1 z` per dark module. */
export function qrPath(data: boolean[][]): string {
  let d = ''
  data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')))
  return d
}

const walletConnectLogo = svg`<svg viewBox="0 0 40 40" aria-hidden="true"><rect width="40" height="40" rx="10" fill="#3396ff"/><path fill="#fff" d="M12.3 15.3c4.3-4.2 11.2-4.2 15.4 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a7.7 7.7 0 0 0-10.6 0l-.8.8a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.8zm19.1 3.5 1.6 1.6c.2.2.2.6 0 .8L25.8 28a.6.6 0 0 1-.8 0l-5-4.9a.1.1 0 0 0-.2 0l-5 4.9a.6.6 0 0 1-.8 0L7 21.2a.6.6 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5 4.9c.1.1.2.1.2 0l5-4.9a.6.6 0 0 1 .8 0l5 4.9c.1.1.2.1.2 0l5-4.9a.6.6 0 0 1 .8 0z"/></svg>`

/**
 * @summary A QR code generated in the kit (no network) for a wc: URI, with the wallet's logo (or
 * WalletConnect's) in the middle. The code is an image whose text alternative is `alt`.
 *
 * @attr uri - The text to encode (reflected, so tests can read it).
 * @attr imageSrc - Logo in the middle; WalletConnect's when empty. Attribute `imagesrc`.
 * @attr alt - Text alternative of the code.
 * @attr size - CSS width, e.g. `280px` (default: the container's width).
 */
@localized()
export class WuiQrCode extends LitElement {
  static override styles = [resetStyles, qrCodeStyles]

  @property({ reflect: true }) uri = ''

  @property() imageSrc = ''

  /** Absent, "QR code" in the active language. */
  @property() alt: string | undefined = undefined

  @property() size = ''

  protected override render() {
    if (this.size) this.style.setProperty('--_size', this.size)
    if (!this.uri) return nothing
    const { data, size } = encode(this.uri, { ecc: QR_ECC, border: 0 })
    return html`<svg role="img" aria-label=${this.alt ?? msg('QR code')} viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">
        <path fill="currentColor" d=${qrPath(data)}></path>
      </svg>
      <div class="logo" aria-hidden="true">
        ${this.imageSrc
          ? html`<wui-wallet-image size="sm" alt="" .imageSrc=${this.imageSrc}></wui-wallet-image>`
          : walletConnectLogo}
      </div>`
  }
}

define('wui-qr-code', WuiQrCode)

declare global {
  interface HTMLElementTagNameMap {
    'wui-qr-code': WuiQrCode
  }
}
