import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles, rowStyles } from '../ui.styles.js'
import '../wui-icon/wui-icon.js'
import '../wui-tag/wui-tag.js'
import type { TagVariant } from '../wui-tag/wui-tag.js'
import '../wui-text/wui-text.js'
import '../wui-wallet-image/wui-wallet-image.js'
import { listWalletStyles } from './wui-list-wallet.styles.js'
import { localized, msg } from '../../localize.js'

/**
 * @summary A wallet row: logo, name (one line, ellipsised, bidi-isolated) and an optional tag,
 * as one native `<button>`; its click bubbles from the host.
 *
 * @csspart button - The native `<button>`.
 * @attr name - Wallet name, rendered as text.
 * @attr imageSrc - Logo URL; a placeholder when absent or unusable. (Attributes of camelCase
 *   properties are their lowercased names, as Lit does by default: `imagesrc`, or `imageSrc=` in a template.)
 * @attr tagLabel - Tag text, e.g. "recent".
 * @attr tagVariant - main|success|shade. Default `main`.
 * @attr installed - Shows an "installed" success tag when no `tagLabel` is given.
 * @attr disabled - Natively disabled.
 * @attr showAllWallets - Shows the grid icon instead of a logo, for the "All wallets" row.
 * @prop families - Chain family names (e.g. ["EVM", "Solana"]) shown as a text badge under the name.
 * @attr warning - A warning line under the name (e.g. another wallet claims the same identity), rendered as text.
 */
@localized()
export class WuiListWallet extends LitElement {
  static override styles = [resetStyles, rowStyles, listWalletStyles]

  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  @property() name = ''

  @property() imageSrc = ''

  @property() tagLabel = ''

  @property() tagVariant: Extract<TagVariant, 'main' | 'success' | 'shade'> = 'main'

  @property({ type: Boolean }) installed = false

  @property({ type: Boolean, reflect: true }) disabled = false

  @property({ type: Boolean }) showAllWallets = false

  @property({ attribute: false }) families: string[] = []

  @property() warning = ''

  protected override render() {
    return html`<button part="button" type="button" ?disabled=${this.disabled}>
      ${this.showAllWallets
        ? html`<span class="all"><wui-icon name="all-wallets" size="mdl" color="accent-100"></wui-icon></span>`
        : html`<wui-wallet-image size="sm" .imageSrc=${this.imageSrc} alt=""></wui-wallet-image>`}
      ${this.families.length || this.warning
        ? html`<span class="name">
            <wui-text variant="paragraph-500" color="fg-100" line-clamp="1">${this.name}</wui-text>
            ${this.families.length
              ? html`<wui-text class="families" data-testid="wallet-families" variant="tiny-500" color="fg-200" line-clamp="1"
                  >${this.families.join(' · ')}</wui-text
                >`
              : nothing}
            ${this.warning
              ? html`<wui-text data-testid="wallet-warning" variant="tiny-500" color="warning-100" line-clamp="2">${this.warning}</wui-text>`
              : nothing}
          </span>`
        : html`<wui-text class="name" variant="paragraph-500" color="fg-100" line-clamp="1">${this.name}</wui-text>`}
      ${this.renderTag()}
    </button>`
  }

  private renderTag() {
    if (this.tagLabel) return html`<wui-tag variant=${this.tagVariant}>${this.tagLabel}</wui-tag>`
    if (this.installed) return html`<wui-tag variant="success">${msg('installed')}</wui-tag>`
    return nothing
  }
}

define('wui-list-wallet', WuiListWallet)

declare global {
  interface HTMLElementTagNameMap {
    'wui-list-wallet': WuiListWallet
  }
}
