import { css, html, LitElement, nothing } from 'lit'
import { $activeAccount } from '../../../controllers/account.js'
import { $activeNetwork, $chain } from '../../../controllers/chain.js'
import { disconnect } from '../../../controllers/connection.js'
import { pushView } from '../../../controllers/router.js'
import { copyText } from '../../copy-text.js'
import { define } from '../../define.js'
import { truncateAddress } from '../../format.js'
import { formatBalance } from '../../locale-format.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-avatar/wui-avatar.js'
import '../../ui/wui-icon-button/wui-icon-button.js'
import '../../ui/wui-list-item/wui-list-item.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { tradeFeatureButtons } from './trade-feature-buttons.js'
import { localized, msg, str } from '../../localize.js'
import { $locale } from '../../../controllers/locale.js'

/** The explorer link's text: the explorer's name when the network gives one. */
function explorerLabel(name: string | undefined): string {
  return name ? msg(str`View on ${name}`) : msg('View on explorer')
}

/**
 * @summary The Account view: avatar, address with copy, native balance, network, explorer link, disconnect.
 */
@localized()
export class W3mAccountView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .profile {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: var(--wui-spacing-xs);
        padding-bottom: var(--wui-spacing-s);
      }
      .name {
        display: flex;
        align-items: center;
        gap: var(--wui-spacing-3xs);
      }
      .full-address {
        /* The site's font with even digits, not the machine's monospace: the same on every machine. */
        font-variant-numeric: tabular-nums;
        font-size: var(--wui-font-size-micro);
        color: var(--wui-color-fg-300);
        word-break: break-all;
        text-align: center;
        max-width: 100%;
      }
      .balance {
        font-size: var(--wui-font-size-medium-title);
        color: var(--wui-color-fg-200);
        min-height: 1.5em;
      }
      a.explorer {
        color: var(--wui-color-fg-150);
        text-underline-offset: 2px;
        font-size: var(--wui-font-size-small);
        text-align: center;
      }
    `
  ]

  private readonly account = new StoreController(this, $activeAccount)
  private readonly network = new StoreController(this, $activeNetwork)
  private readonly chain = new StoreController(this, $chain)
  private readonly locale = new StoreController(this, $locale)

  override render() {
    const { address, balance, balanceSymbol, balanceLoading, profileName, profileImage } = this.account.value
    if (!address) return html`<wui-text role="status">${msg('Not connected')}</wui-text>`
    const network = this.network.value
    const unsupported = this.chain.value.unsupportedChainId !== undefined
    const explorer = network?.blockExplorers?.default.url
    return html`<section class="profile" aria-label=${msg('Account details')}>
        <wui-avatar size="lg" .address=${address} .imageSrc=${profileImage ?? undefined} alt=""></wui-avatar>
        <div class="name">
          <wui-text variant="large-600" dir=${profileName ? nothing : 'ltr'}>${profileName ?? truncateAddress(address, 6, 6)}</wui-text>
          <wui-icon-button icon="copy" label=${msg('Copy address')} size="sm" @click=${() => copyText(address, msg('Address copied'))}></wui-icon-button>
        </div>
        <span class="full-address" dir="ltr" data-testid="w3m-account-address" data-address=${address}>${address}</span>
        <span class="balance" dir="ltr" data-testid="w3m-account-balance" aria-live="polite"
          >${balanceLoading && balance === undefined
            ? html`<wui-shimmer width="120px" height="24px" aria-label=${msg('Loading balance')}></wui-shimmer>`
            : formatBalance(balance, balanceSymbol, this.locale.value)}</span
        >
      </section>
      <wui-list-item
        variant="image"
        .imageSrc=${network?.assets?.imageUrl}
        chevron
        data-testid="w3m-account-select-network"
        @click=${() => pushView('Networks')}
        >${unsupported ? msg('Unsupported network') : (network?.name ?? msg('Network'))}</wui-list-item
      >
      ${explorer && !unsupported
        ? html`<a class="explorer" href=${`${explorer}/address/${address}`} target="_blank" rel="noopener noreferrer"
            >${explorerLabel(network?.blockExplorers?.default.name)}</a
          >`
        : nothing}
      ${tradeFeatureButtons()}
      <wui-list-item icon="disconnect" data-testid="disconnect-button" @click=${() => disconnect()}>${msg('Disconnect')}</wui-list-item>`
  }
}

define('w3m-account-view', W3mAccountView)
