import { css, html, LitElement } from 'lit'
import { repeat } from 'lit/directives/repeat.js'
import { valueOf } from '../../../controllers/account/balances.js'
import { $balances } from '../../../controllers/account/balances-store.js'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { formatFiat } from '../../locale-format.js'
import { StoreController } from '../../store-controller.js'
import { formatTokenAmount } from '../../token-format.js'
import '../../ui/wui-image/wui-image.js'
import { assetRowStyles } from './asset-rows.styles.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-text/wui-text.js'

/**
 * @summary The Account view's Tokens tab: each token with icon, name, amount and USD value.
 */
@localized()
export class W3mAccountTokens extends LitElement {
  static override styles = [
    assetRowStyles,
    css`
      :host {
        display: block;
      }
      .names,
      .amounts {
        display: flex;
        flex-direction: column;
        min-width: 0;
      }
      .amounts {
        align-items: flex-end;
        text-align: end;
      }
      .empty {
        padding: var(--wui-sys-spacing-l) var(--wui-sys-spacing-s);
        text-align: center;
      }
    `
  ]

  private readonly balances = new StoreController(this, $balances)
  private readonly locale = new StoreController(this, $locale)

  override render() {
    const { status, tokens } = this.balances.value
    const locale = this.locale.value
    if (status === 'loading' && tokens.length === 0) return html`<wui-shimmer width="100%" height="56px" aria-label=${msg('Loading balance')}></wui-shimmer>`
    if (tokens.length === 0) {
      return html`<div class="empty" data-testid="tokens-empty">
        <wui-text color="fg-200">${msg('Token Balance Unavailable')}</wui-text>
      </div>`
    }
    return html`<ul aria-label=${msg('Tokens')}>
      ${repeat(
        tokens,
        token => `${token.chainId}|${token.address ?? 'native'}`,
        token =>
          html`<li data-testid=${`token-row-${token.symbol}`}>
            <wui-image size="xl" .src=${token.iconUrl} alt="" fallback-icon="network-placeholder"></wui-image>
            <span class="names">
              <wui-text variant="paragraph-500" line-clamp="1">${token.name}</wui-text>
              <wui-text variant="small-400" color="fg-200">${token.symbol}</wui-text>
            </span>
            <span class="amounts" dir="ltr">
              <wui-text variant="paragraph-500">${formatFiat(valueOf(token), locale)}</wui-text>
              <wui-text variant="small-400" color="fg-200" data-testid="token-amount">${formatTokenAmount(token.quantity.numeric, locale)} ${token.symbol}</wui-text>
            </span>
          </li>`
      )}
    </ul>`
  }
}

define('w3m-account-tokens', W3mAccountTokens)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-tokens': W3mAccountTokens
  }
}
