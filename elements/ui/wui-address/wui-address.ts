import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles, visuallyHiddenStyles } from '../ui.styles.js'
import { truncateAddress } from '../../format.js'
import { addressStyles } from './wui-address.styles.js'

/**
 * @summary An account address as text: shortened to `leading` + `trailing` characters (4 + 6 by
 * default) unless `full`; the whole address stays in the tooltip and is what screen readers read.
 * Font, size and colour are inherited (wrap it in `wui-text` for a variant). The account button
 * shows its address as 6 + 4 (`0x1234...abcd`), the account view as 6 + 6.
 *
 * @csspart address - The visible (possibly shortened) text.
 * @attr address - The address.
 * @attr full - Shows the whole address.
 * @attr leading - Characters kept at the start (default 4).
 * @attr trailing - Characters kept at the end (default 6).
 */
export class WuiAddress extends LitElement {
  static override styles = [resetStyles, visuallyHiddenStyles, addressStyles]

  @property() address = ''

  @property({ type: Boolean, reflect: true }) full = false

  @property({ type: Number }) leading = 4

  @property({ type: Number }) trailing = 6

  protected override render() {
    const address = this.address ?? ''
    const shown = this.full ? address : truncateAddress(address, this.leading, this.trailing)
    if (shown === address) return html`<span class="shown" part="address" title=${address}>${address}</span>`
    return html`<span class="shown" part="address" title=${address} aria-hidden="true">${shown}</span
      ><span class="full-text visually-hidden">${address}</span>`
  }
}

define('wui-address', WuiAddress)

declare global {
  interface HTMLElementTagNameMap {
    'wui-address': WuiAddress
  }
}
