import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { $activeAccount } from '../../../controllers/account/store.js'
import { $activeNetwork, $chain } from '../../../controllers/networks/store.js'
import { disconnect } from '../../../controllers/connection/actions.js'
import { isViewAvailable, PREFETCH_VIEW_EVENT, pushView, type PrefetchViewDetail, type RouteView } from '../../../controllers/modal/router.js'
import { copyText } from '../../copy-text.js'
import { define } from '../../define.js'
import { truncateAddress } from '../../format.js'
import { formatBalance, formatFiat } from '../../locale-format.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-avatar/wui-avatar.js'
import '../../ui/wui-icon/wui-icon.js'
import '../../ui/wui-icon-button/wui-icon-button.js'
import '../../ui/wui-list-item/wui-list-item.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { localized, msg, str } from '../../localize.js'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import { balanceSupported, fetchBalances, portfolioValue } from '../../../controllers/account/balances.js'
import { $balances } from '../../../controllers/account/balances-store.js'
import { identitySupported, loadIdentity } from '../../../controllers/names/identity.js'
import { $options, DEFAULT_WALLET_FEATURES_ORDER } from '../../../controllers/config/options.js'
import { activitySupported } from '../../../controllers/activity/transactions.js'
import { visibleWalletFeatures, WALLET_FEATURE_VIEWS } from '../../../controllers/modal/wallet-features.js'
import type { AccountState, WalletFeature } from '../../../types/public.js'
import { formatTokenAmount } from '../../token-format.js'
import type { IconName } from '../../ui/wui-icon/icon-loaders.js'
import './w3m-account-tokens.js'
import { AUTH_CONNECTOR_ID } from '../../../controllers/wallets/connectors.js'
import './w3m-account-email.js'
import './w3m-account-type.js'
import './w3m-account-security.js'
import { smartSessionsOffered } from '../../../controllers/sessions/offered.js'

/** The explorer link's text: the explorer's name when the network gives one. */
function explorerLabel(name: string | undefined): string {
  return name ? msg(str`View on ${name}`) : msg('View on explorer')
}

const FEATURE_ICONS: Record<WalletFeature, IconName> = { onramp: 'card', swaps: 'swap-horizontal', receive: 'arrow-bottom-circle', send: 'paperplane' }

function featureLabel(feature: WalletFeature): string {
  if (feature === 'onramp') return msg('Buy')
  if (feature === 'swaps') return msg('Swap')
  if (feature === 'receive') return msg('Receive')
  return msg('Send')
}

type AccountTab = 'tokens' | 'activity'

/**
 * @summary The Account view, the wallet home: avatar or name, address with copy, native balance, portfolio value,
 * feature buttons (buy, swap, receive, send), Tokens and Activity tabs, network, explorer link, disconnect.
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
        gap: var(--wui-sys-spacing-xs);
        padding-bottom: var(--wui-sys-spacing-s);
      }
      .name {
        display: flex;
        align-items: center;
        gap: var(--wui-sys-spacing-3xs);
      }
      .full-address {
        /* The site's font with even digits, not the machine's monospace: the same on every machine. */
        font-variant-numeric: tabular-nums;
        font-size: var(--wui-sys-font-size-micro);
        color: var(--wui-sys-color-fg-300);
        word-break: break-all;
        text-align: center;
        max-width: 100%;
      }
      /* The native balance and, right under it, what the whole portfolio is worth: one group. */
      .totals {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: var(--wui-sys-spacing-4xs);
      }
      .balance {
        font-size: var(--wui-sys-font-size-medium-title);
        line-height: 1.25;
        color: var(--wui-sys-color-fg-100);
        min-height: 1.25em;
      }
      /* The node did not answer: a word where the figure would be, quieter than a figure. */
      .balance .unavailable {
        font-size: var(--wui-sys-font-size-paragraph);
        color: var(--wui-sys-color-fg-200);
      }
      .portfolio {
        text-align: center;
        font-size: var(--wui-sys-font-size-paragraph);
        color: var(--wui-sys-color-fg-200);
        font-variant-numeric: tabular-nums;
      }
      .features {
        display: flex;
        flex-direction: row;
        gap: var(--wui-sys-spacing-xs);
      }
      .features li {
        flex: 1;
      }
      .features button,
      .tabs button {
        all: unset;
        box-sizing: border-box;
        cursor: pointer;
        font-family: var(--wui-sys-font-family);
        color: var(--wui-sys-color-fg-100);
        border-radius: var(--wui-sys-border-radius-xs);
      }
      .features button {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: var(--wui-sys-spacing-3xs);
        width: 100%;
        padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-3xs);
        background: var(--wui-sys-color-gray-glass-005);
        font-size: var(--wui-sys-font-size-tiny);
      }
      .features button:hover,
      .tabs button:hover {
        background: var(--wui-sys-color-gray-glass-010);
      }
      .features button:focus-visible,
      .tabs button:focus-visible {
        outline: 2px solid var(--wui-sys-color-accent-100);
        outline-offset: 2px;
      }
      .tabs {
        display: flex;
        gap: var(--wui-sys-spacing-3xs);
        padding: var(--wui-sys-spacing-3xs);
        border-radius: var(--wui-sys-border-radius-xs);
        background: var(--wui-sys-color-gray-glass-002);
      }
      .tabs button {
        flex: 1;
        text-align: center;
        padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-xs);
        font-size: var(--wui-sys-font-size-small);
        color: var(--wui-sys-color-fg-200);
      }
      .tabs button[aria-selected='true'] {
        background: var(--wui-sys-color-gray-glass-010);
        color: var(--wui-sys-color-fg-100);
        font-weight: 600;
      }
      a.explorer {
        color: var(--wui-sys-color-fg-150);
        text-underline-offset: 2px;
        font-size: var(--wui-sys-font-size-small);
        text-align: center;
      }
    `
  ]

  private readonly account = new StoreController(this, $activeAccount)
  private readonly network = new StoreController(this, $activeNetwork)
  private readonly chain = new StoreController(this, $chain)
  private readonly locale = new StoreController(this, $locale)
  private readonly balances = new StoreController(this, $balances)
  private readonly options = new StoreController(this, $options)
  /** The tab shown: `tokens` or `activity` (Activity only with `features.history` on an eip155 network). */
  @property({ reflect: true }) tab: AccountTab = 'tokens'
  private loadedFor = ''

  /** Balances and identity load when the view opens, and again for another account or network. */
  protected override willUpdate(): void {
    const { address } = this.account.value
    const network = this.network.value
    const key = `${address}|${network?.caipNetworkId}`
    if (!address || !network || key === this.loadedFor) return
    this.loadedFor = key
    void fetchBalances()
    void loadIdentity(network.chainNamespace)
    if (this.tab === 'activity' && !this.activityShown()) this.tab = 'tokens'
  }

  private activityShown(): boolean {
    return this.options.value?.features.history !== false && activitySupported(this.network.value?.chainNamespace)
  }

  private selectTab(tab: AccountTab): void {
    this.tab = tab
  }

  /** A pointer over (or focus on) a feature button: its view's code loads before the click, and only then. */
  private prefetch(view: RouteView): void {
    this.dispatchEvent(new CustomEvent<PrefetchViewDetail>(PREFETCH_VIEW_EVENT, { detail: { view }, bubbles: true, composed: true }))
  }

  /** The Activity tab's code loads the first time it is shown. */
  private activityPanel() {
    void import('./w3m-account-activity.js')
    return html`<w3m-account-activity></w3m-account-activity>`
  }

  private onTabKey(event: KeyboardEvent): void {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    if (!this.activityShown()) return
    const next: AccountTab = this.tab === 'tokens' ? 'activity' : 'tokens'
    this.selectTab(next)
    void this.updateComplete.then(() => (this.renderRoot.querySelector(`[data-testid="account-tab-${next}"]`) as HTMLElement | null)?.focus())
  }

  /** Its code loads only on a Bitcoin network. */
  private bitcoinAccounts(accounts: AccountState['allAccounts']) {
    void import('./w3m-account-bitcoin.js')
    return html`<w3m-account-bitcoin .accounts=${accounts}></w3m-account-bitcoin>`
  }

  /** The portfolio's value in USD, right under the native balance it adds to (where balances are served). */
  private portfolio(unsupported: boolean) {
    if (unsupported || !balanceSupported(this.network.value?.chainNamespace)) return nothing
    const { status, tokens } = this.balances.value
    // Nothing priced (a Bitcoin coin: the hosted API has no price for it): no total rather than a false $0.00.
    if (tokens.length > 0 && tokens.every(token => token.value === undefined)) return nothing
    return html`<div class="portfolio" role="group" data-testid="portfolio-value" dir="ltr" aria-label=${msg('Portfolio value')}>
      ${status === 'loading' && tokens.length === 0 ? html`<wui-shimmer width="96px" height="20px"></wui-shimmer>` : formatFiat(portfolioValue(tokens), this.locale.value)}
    </div>`
  }

  private renderHome(unsupported: boolean) {
    const network = this.network.value
    if (unsupported || !balanceSupported(network?.chainNamespace)) return nothing
    const features = this.options.value?.features
    const shown = visibleWalletFeatures(features?.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER, features ?? {}, network, isViewAvailable)
    const activity = this.activityShown()
    return html`${shown.length
        ? html`<ul class="features" aria-label=${msg('Wallet actions')}>
            ${shown.map(
              feature =>
                html`<li>
                  <button
                    type="button"
                    data-testid=${`account-feature-${feature}`}
                    @pointerenter=${() => this.prefetch(WALLET_FEATURE_VIEWS[feature])}
                    @focus=${() => this.prefetch(WALLET_FEATURE_VIEWS[feature])}
                    @click=${() => pushView(WALLET_FEATURE_VIEWS[feature])}
                  >
                    <wui-icon name=${FEATURE_ICONS[feature]} size="md" color="accent-100"></wui-icon>
                    <span>${featureLabel(feature)}</span>
                  </button>
                </li>`
            )}
          </ul>`
        : nothing}
      <div class="tabs" role="tablist" aria-label=${msg('Assets')} @keydown=${this.onTabKey}>
        <button type="button" role="tab" id="tab-tokens" aria-controls="panel" aria-selected=${this.tab === 'tokens' ? 'true' : 'false'} tabindex=${this.tab === 'tokens' ? 0 : -1}
          data-testid="account-tab-tokens" @click=${() => this.selectTab('tokens')}>${msg('Tokens')}</button>
        ${activity
          ? html`<button type="button" role="tab" id="tab-activity" aria-controls="panel" aria-selected=${this.tab === 'activity' ? 'true' : 'false'} tabindex=${this.tab === 'activity' ? 0 : -1}
              data-testid="account-tab-activity" @pointerenter=${() => void import('./w3m-account-activity.js')} @click=${() => this.selectTab('activity')}>${msg('Activity')}</button>`
          : nothing}
      </div>
      <div id="panel" role="tabpanel" aria-labelledby=${`tab-${this.tab}`}>
        ${this.tab === 'activity' && activity ? this.activityPanel() : html`<w3m-account-tokens></w3m-account-tokens>`}
      </div>`
  }

  /** bip122: the payment and ordinals addresses, and the BTC balance exact to the sat (8 decimals). */
  private bitcoin = () => this.network.value?.chainNamespace === 'bip122'

  override render() {
    const { address, balance, balanceSymbol, balanceLoading, balanceUnavailable, profileName, profileImage, allAccounts, connectorId } = this.account.value
    if (!address) return html`<wui-text role="status">${msg('Not connected')}</wui-text>`
    const network = this.network.value
    const unsupported = this.chain.value.unsupportedChainId !== undefined
    const explorer = network?.blockExplorers?.default.url
    return html`<section class="profile" aria-label=${msg('Account details')}>
        <wui-avatar size="lg" .address=${address} .imageSrc=${profileImage ?? undefined} alt=""></wui-avatar>
        <div class="name">
          <wui-text variant="large-600" line-clamp="2" dir=${profileName ? 'auto' : 'ltr'}>${profileName ?? truncateAddress(address, 6, 6)}</wui-text>
          <wui-icon-button icon="copy" label=${msg('Copy address')} size="sm" @click=${() => copyText(address, msg('Address copied'))}></wui-icon-button>
        </div>
        <span class="full-address" dir="ltr" data-testid="w3m-account-address" data-address=${address}>${address}</span>
        <div class="totals">
          <span class="balance" dir="ltr" data-testid="w3m-account-balance" aria-live="polite"
            >${balanceLoading && balance === undefined
              ? html`<wui-shimmer width="120px" height="24px" aria-label=${msg('Loading balance')}></wui-shimmer>`
              : balanceUnavailable && balance === undefined
                ? html`<span class="unavailable" dir="auto">${msg('Balance unavailable')}</span>`
                : this.bitcoin() && balance !== undefined
                  ? `${formatTokenAmount(balance, this.locale.value, 8)} ${balanceSymbol ?? ''}`.trim()
                  : formatBalance(balance, balanceSymbol, this.locale.value)}</span
          >
          ${this.portfolio(unsupported)}
        </div>
      </section>
      ${this.bitcoin() ? this.bitcoinAccounts(allAccounts) : nothing}
      ${this.renderHome(unsupported)}
      ${connectorId === AUTH_CONNECTOR_ID ? html`<w3m-account-email></w3m-account-email><w3m-account-type></w3m-account-type><w3m-account-security></w3m-account-security>` : nothing}
      ${connectorId === AUTH_CONNECTOR_ID && !profileName && identitySupported(network?.chainNamespace) && isViewAvailable('RegisterAccountName')
        ? html`<wui-list-item icon="wallet" chevron data-testid="account-choose-name" @click=${() => pushView('RegisterAccountName')}>${msg('Choose your name')}</wui-list-item>`
        : nothing}
      ${smartSessionsOffered(this.options.value, this.account.value, network?.chainNamespace) && isViewAvailable('SmartSessions')
        ? html`<wui-list-item icon="clock" chevron data-testid="account-smart-sessions" @click=${() => pushView('SmartSessions')}>${msg('Sessions')}</wui-list-item>`
        : nothing}
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
      <wui-list-item icon="disconnect" data-testid="disconnect-button" @click=${() => disconnect()}>${msg('Disconnect')}</wui-list-item>`
  }
}

define('w3m-account-view', W3mAccountView)
