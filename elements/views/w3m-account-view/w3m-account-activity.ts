import { css, html, LitElement, nothing, type PropertyValues } from 'lit'
import { repeat } from 'lit/directives/repeat.js'
import type { HistoryTransaction } from '../../../clients/types.js'
import { $activeNetwork } from '../../../controllers/networks/store.js'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import { transactionOutcome } from '../../../controllers/activity/transaction-status.js'
import { $transactions, fetchNextTransactions, groupByPeriod, showTransactions, operationSign, shortAddress, transferQuantity, type Period } from '../../../controllers/activity/transactions.js'
import { define } from '../../define.js'
import { withoutBidiControls } from '../../format.js'
import { localized, msg, str } from '../../localize.js'
import { formatRelativeTime } from '../../locale-format.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-image/wui-image.js'
import { assetRowStyles } from './asset-rows.styles.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-text/wui-text.js'

function periodLabel(period: Period, locale: string): string {
  if (period.kind === 'today') return msg('Today')
  if (period.kind === 'yesterday') return msg('Yesterday')
  if (period.kind === 'week') return msg('This week')
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(period.year, period.month, 1))
}

/**
 * "Sent 0.5 USDT", "Received 1 ETH", a swap's two sides, else the operation with the counterparty (4+6 characters).
 * The history names no transfer's own recipient (reown-com/blockchain-api src/handlers/history.rs): `sentTo` is the
 * transaction's `to`, the receiver only when the native coin itself was sent; a token send names the token contract
 * there, so it is described without a counterparty.
 */
export function describe(transaction: HistoryTransaction, nativeSymbol?: string): string {
  const { operationType, sentTo, sentFrom } = transaction.metadata
  const [first, second] = transaction.transfers
  // The symbol and NFT name come from the history API: one sentence holds them and an address.
  const amount = (transfer: typeof first) =>
    withoutBidiControls(transfer?.fungible_info ? `${transferQuantity(transfer.quantity.numeric)} ${transfer.fungible_info.symbol ?? ''}`.trim() : (transfer?.nft_info?.name ?? 'NFT'))
  if (operationType === 'trade' && first && second) return msg(str`Swapped ${amount(first)} for ${amount(second)}`)
  if (operationType === 'send' && first) {
    const nativeSend = transaction.transfers.length === 1 && nativeSymbol !== undefined && first.fungible_info?.symbol === nativeSymbol
    return nativeSend ? msg(str`Sent ${amount(first)} to ${shortAddress(sentTo)}`) : msg(str`Sent ${amount(first)}`)
  }
  if (operationType === 'receive' && first) return msg(str`Received ${amount(first)} from ${shortAddress(sentFrom)}`)
  if (operationType === 'approve') return msg(str`Approved ${shortAddress(sentTo)}`)
  const sign = operationSign(operationType)
  const operation = operationType.charAt(0).toUpperCase() + operationType.slice(1)
  return first ? `${operation} ${sign}${amount(first)}` : `${operation} ${shortAddress(sentTo)}`
}

function statusLabel(status: string): string {
  const outcome = transactionOutcome(status)
  if (outcome === 'confirmed') return msg('Confirmed')
  if (outcome === 'failed') return msg('Failed')
  return msg('Pending')
}

/**
 * @summary The Account view's Activity tab: the connected chain's transactions by period; more load on scroll.
 */
@localized()
export class W3mAccountActivity extends LitElement {
  static override styles = [
    assetRowStyles,
    css`
      :host {
        display: block;
      }
      section + section {
        margin-top: var(--wui-sys-spacing-s);
      }
      h3 {
        margin: 0 0 var(--wui-sys-spacing-3xs);
        font: inherit;
      }
      .text {
        display: flex;
        flex-direction: column;
        min-width: 0;
      }
      .state {
        padding: var(--wui-sys-spacing-l) var(--wui-sys-spacing-s);
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: var(--wui-sys-spacing-xs);
        text-align: center;
      }
      .sentinel {
        height: 1px;
      }
    `
  ]

  private readonly transactions = new StoreController(this, $transactions)
  private readonly locale = new StoreController(this, $locale)
  private readonly network = new StoreController(this, $activeNetwork)
  private observer: IntersectionObserver | undefined

  private observed: Element | undefined
  private tick: ReturnType<typeof setTimeout> | undefined
  /** The newest row the tick was paced for. */
  private tickedFor: string | undefined

  override connectedCallback(): void {
    super.connectedCallback()
    // Shown: the first page, or afresh when the list is older than the cache time (behaviour §9).
    void showTransactions()
    this.scheduleTick()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.observer?.disconnect()
    this.observer = undefined
    this.observed = undefined
    clearTimeout(this.tick)
    this.tick = undefined
  }

  /** Relative times are rendered again as they age: every second while the newest row is under a minute old, else every 30 s. */
  private scheduleTick(): void {
    clearTimeout(this.tick)
    const newest = this.transactions.value.items[0]
    this.tickedFor = newest?.id
    const age = newest ? Date.now() - Date.parse(newest.metadata.minedAt) : Number.POSITIVE_INFINITY
    this.tick = setTimeout(() => {
      this.requestUpdate()
      this.scheduleTick()
    }, age < 60_000 ? 1_000 : 30_000)
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed)
    const { items, next, loading, error } = this.transactions.value
    // The list was dropped while shown (a flow the kit ran just finished): read it again.
    if (items.length === 0 && next === undefined && !loading && !error) void fetchNextTransactions()
    if (this.isConnected && items[0]?.id !== this.tickedFor) this.scheduleTick()
    const sentinel = this.renderRoot.querySelector('.sentinel') ?? undefined
    if (sentinel === this.observed) return
    this.observer?.disconnect()
    this.observed = sentinel
    if (!sentinel) return
    // Infinite scroll: the end of the list coming into view asks for the next cursor page.
    this.observer = new IntersectionObserver(entries => {
      if (entries.some(entry => entry.isIntersecting)) void fetchNextTransactions()
    })
    this.observer.observe(sentinel)
  }

  private icon(transaction: HistoryTransaction) {
    const [transfer] = transaction.transfers
    const src = transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url ?? ''
    return html`<wui-image size="xl" .src=${src} alt="" fallback-icon="swap-horizontal"></wui-image>`
  }

  override render() {
    const { items, loading, error, next } = this.transactions.value
    const locale = this.locale.value
    if (items.length === 0 && error) {
      return html`<div class="state" data-testid="activity-error" role="alert">
        <wui-text color="fg-200">${msg('Failed to fetch transactions')}</wui-text>
        <wui-button variant="neutral" size="sm" @click=${() => void fetchNextTransactions()}>${msg('Try again')}</wui-button>
      </div>`
    }
    if (items.length === 0 && (loading || next === undefined)) {
      return html`<div role="status" aria-label=${msg('Loading activity')}><wui-shimmer width="100%" height="56px"></wui-shimmer></div>`
    }
    if (items.length === 0) {
      return html`<div class="state" data-testid="activity-empty">
        <wui-text color="fg-100" variant="paragraph-500">${msg('No activity yet')}</wui-text>
        <wui-text color="fg-200" variant="small-400">${msg('Your transactions on this network will appear here')}</wui-text>
      </div>`
    }
    const now = new Date()
    const nativeSymbol = this.network.value?.nativeCurrency.symbol
    return html`${repeat(
        groupByPeriod(items, now),
        group => JSON.stringify(group.period),
        group =>
          html`<section>
            <h3><wui-text variant="small-500" color="fg-200">${periodLabel(group.period, locale)}</wui-text></h3>
            <ul>
              ${repeat(
                group.items,
                item => item.id,
                item =>
                  html`<li data-testid="activity-row" data-hash=${item.metadata.hash}>
                    ${this.icon(item)}
                    <span class="text">
                      <wui-text variant="paragraph-500" line-clamp="2">${describe(item, nativeSymbol)}</wui-text>
                      <wui-text variant="small-400" color=${transactionOutcome(item.metadata.status) === 'failed' ? 'error-100' : 'fg-200'}
                        >${statusLabel(item.metadata.status)}</wui-text
                      >
                    </span>
                    <wui-text variant="small-400" color="fg-200">${formatRelativeTime(new Date(item.metadata.minedAt), now, locale)}</wui-text>
                  </li>`
              )}
            </ul>
          </section>`
      )}
      ${loading ? html`<wui-shimmer width="100%" height="56px" aria-label=${msg('Loading activity')}></wui-shimmer>` : nothing}
      ${error ? html`<div class="state" data-testid="activity-error" role="alert"><wui-button variant="neutral" size="sm" @click=${() => void fetchNextTransactions()}>${msg('Try again')}</wui-button></div>` : nothing}
      ${next && !error ? html`<div class="sentinel" aria-hidden="true"></div>` : nothing}`
  }
}

define('w3m-account-activity', W3mAccountActivity)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-activity': W3mAccountActivity
  }
}
