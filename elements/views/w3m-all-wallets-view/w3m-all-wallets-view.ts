import { css, html, LitElement, nothing } from 'lit'
import {
  $walletDirectory,
  allWalletsEntries,
  hasMoreWallets,
  loadConnectWallets,
  loadFirstWalletsPage,
  loadNextWalletsPage,
  searchWallets
} from '../../../controllers/wallets/directory.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-input-text/wui-input-text.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import './w3m-wallet-virtual-list.js'
import { localized, msg, str } from '../../localize.js'
import { errorText } from '../../error-text.js'

/** Wait after the last keystroke before asking the directory. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * @summary AllWallets: the whole wallet directory, searchable, in a virtualized list that loads
 * the next page of 40 as the user nears the end. Recent wallets come first, then featured ones;
 * wallets already in this browser are on Connect, not here. A click selects the wallet.
 */
@localized()
export class W3mAllWalletsView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .error {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: var(--wui-sys-spacing-s);
      }
    `
  ]

  private readonly directory = new StoreController(this, $walletDirectory)

  private timer: ReturnType<typeof setTimeout> | undefined

  override connectedCallback(): void {
    super.connectedCallback()
    void loadConnectWallets()
    // Each visit starts from the whole list, as the empty search field shows.
    if ($walletDirectory.get().search) void searchWallets('')
    void loadFirstWalletsPage()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.timer)
  }

  private onSearch(event: CustomEvent<string>): void {
    clearTimeout(this.timer)
    const query = event.detail
    this.timer = setTimeout(() => void searchWallets(query), SEARCH_DEBOUNCE_MS)
  }

  private onNearEnd(): void {
    const state = $walletDirectory.get()
    if (!state.search && !state.loading && !state.error && hasMoreWallets()) void loadNextWalletsPage()
  }

  private retry(): void {
    const { search } = $walletDirectory.get()
    if (search) void searchWallets(search)
    else void loadNextWalletsPage()
  }

  private renderError(message: string) {
    return html`<div class="error" role="alert">
      <wui-text variant="small-400" color="error-100">${msg(str`Could not load wallets: ${errorText(message)}`)}</wui-text>
      <wui-button size="sm" variant="neutral" data-testid="all-wallets-retry" @click=${this.retry}>${msg('Try again')}</wui-button>
    </div>`
  }

  private renderBody() {
    const state = this.directory.value
    const searching = Boolean(state.search)
    const entries = allWalletsEntries(state)
    const loading = searching ? state.searching : state.loading || (state.page === 0 && !state.error)
    const error = searching ? state.searchError : state.error
    if (entries.length === 0 && !loading) {
      if (error) return this.renderError(error)
      return html`<div class="centered" role="status">
        <wui-text variant="paragraph-500">${msg('No wallet found')}</wui-text>
        ${searching ? html`<wui-text variant="small-400" color="fg-200">${msg('Try another name.')}</wui-text>` : nothing}
      </div>`
    }
    return html`<w3m-wallet-virtual-list
        label=${searching ? msg('Search results') : msg('All wallets')}
        .entries=${entries}
        .total=${searching ? entries.length : Math.max(state.count, entries.length)}
        .loading=${loading}
        @w3m-near-end=${this.onNearEnd}
      ></w3m-wallet-virtual-list>
      ${error ? this.renderError(error) : nothing}`
  }

  override render() {
    return html`<wui-input-text
        label=${msg('Search wallets')}
        placeholder=${msg('Search wallet')}
        icon="search"
        type="search"
        autocomplete="off"
        inputTestId="all-wallets-search"
        @w3m-input=${this.onSearch}
      ></wui-input-text>
      ${this.renderBody()}`
  }
}

define('w3m-all-wallets-view', W3mAllWalletsView)
