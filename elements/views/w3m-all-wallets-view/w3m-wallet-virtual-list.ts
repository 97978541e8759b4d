import { html, LitElement, nothing, type PropertyValues } from 'lit'
import { property, state } from 'lit/decorators.js'
import { repeat } from 'lit/directives/repeat.js'
import { selectWallet } from '../../../controllers/wallets/wallet-choice.js'
import type { WalletEntry } from '../../../controllers/wallets/directory.js'
import { define } from '../../define.js'
import { styleProperties } from '../../style-properties.js'
import '../../ui/wui-list-wallet/wui-list-wallet.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import { virtualListStyles } from './w3m-wallet-virtual-list.styles.js'
import { localized, msg } from '../../localize.js'
import { tagText } from '../wallet-tag-text.js'
import { visuallyHiddenStyles } from '../../ui/ui.styles.js'

/** Row pitch in px: a 56px wallet row plus an 8px gap. */
export const ROW_HEIGHT = 64
const OVERSCAN = 4
/** Ask for the next page when this few rows are left below the viewport. */
const NEAR_END_ROWS = 10
const PLACEHOLDER_ROWS = 4
/** Scrolling counts as over this long after the last scroll event. */
const SCROLL_IDLE_MS = 150

const MOVES: Record<string, (index: number, page: number, last: number) => number> = {
  ArrowDown: index => index + 1,
  ArrowUp: index => index - 1,
  PageDown: (index, page) => index + page,
  PageUp: (index, page) => index - page,
  Home: () => 0,
  End: (_index, _page, last) => last
}

/**
 * @summary A virtualized list of wallets: only the rows in view (and a few around them) are in the
 * DOM, so thousands scroll smoothly. Arrow keys, Page Up/Down, Home and End move focus between
 * rows; the focused row stays rendered while it scrolls away. A click selects the wallet.
 *
 * @fires w3m-near-end - When the user scrolls near the last row (load the next page).
 * @attr loading - Shows placeholder rows after the last one.
 * @attr label - The list's accessible name.
 */
@localized()
export class W3mWalletVirtualList extends LitElement {
  static override styles = [visuallyHiddenStyles, virtualListStyles]

  @property({ attribute: false }) entries: WalletEntry[] = []

  /** The list's full length when known (the directory count), for `aria-setsize`. */
  @property({ type: Number }) total = 0

  @property({ type: Boolean }) loading = false

  /** Absent, "Wallets" in the active language. */
  @property() label = ''

  @state() private start = 0

  @state() private end = 0

  private focusedId: string | undefined

  /** While scrolling, new rows show the placeholder: loading and painting logos per frame drops frames. */
  @state() private scrolling = false

  /** Rows whose logo was asked for: they keep it while scrolling. */
  private readonly withImage = new Set<string>()

  private scrollTimer: ReturnType<typeof setTimeout> | undefined

  private frame = 0

  private readonly resize = new ResizeObserver(() => this.measure())

  override connectedCallback(): void {
    super.connectedCallback()
    this.resize.observe(this)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.resize.disconnect()
    cancelAnimationFrame(this.frame)
    clearTimeout(this.scrollTimer)
  }

  protected override firstUpdated(): void {
    this.addEventListener('scroll', () => this.onScroll(), { passive: true })
    this.addEventListener('keydown', event => void this.onKeydown(event))
    this.addEventListener('focusin', event => (this.focusedId = this.rowOf(event)?.dataset.id))
    this.checkNearEnd()
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The window is known before the first render (the host has its size): no second update.
    if (!this.hasUpdated) this.measureNow()
    if (changed.has('entries') && this.entries.length < (changed.get('entries')?.length ?? 0)) {
      // A new list (a search): start from its top.
      this.scrollTop = 0
      this.withImage.clear()
      this.measureNow()
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('entries') || changed.has('loading')) this.checkNearEnd()
  }

  private onScroll(): void {
    this.scrolling = true
    clearTimeout(this.scrollTimer)
    this.scrollTimer = setTimeout(() => (this.scrolling = false), SCROLL_IDLE_MS)
    this.scheduleMeasure()
  }

  private scheduleMeasure(): void {
    if (this.frame) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      this.measure()
    })
  }

  private measure(): void {
    this.measureNow()
    this.checkNearEnd()
  }

  private measureNow(): void {
    const top = this.scrollTop
    const height = this.clientHeight || ROW_HEIGHT * 8
    const start = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN)
    const end = Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN
    if (start !== this.start) this.start = start
    if (end !== this.end) this.end = end
  }

  private checkNearEnd(): void {
    if (this.loading || this.entries.length === 0) return
    if (this.end >= this.entries.length - NEAR_END_ROWS) {
      this.dispatchEvent(new CustomEvent('w3m-near-end', { bubbles: true, composed: true }))
    }
  }

  private rowOf(event: Event): HTMLElement | undefined {
    return event.composedPath().find((node): node is HTMLElement => node instanceof HTMLElement && node.tagName === 'LI' && 'index' in node.dataset)
  }

  private async onKeydown(event: KeyboardEvent): Promise<void> {
    const move = MOVES[event.key]
    const row = this.rowOf(event)
    if (!move || !row) return
    event.preventDefault()
    const last = this.entries.length - 1
    const page = Math.max(1, Math.floor(this.clientHeight / ROW_HEIGHT) - 1)
    const target = Math.min(last, Math.max(0, move(Number(row.dataset.index), page, last)))
    await this.focusRow(target)
  }

  /** Scrolls row `index` into view, renders it, then focuses it. */
  async focusRow(index: number): Promise<void> {
    const entry = this.entries[index]
    if (!entry) return
    const top = index * ROW_HEIGHT
    if (top < this.scrollTop) this.scrollTop = top
    else if (top + ROW_HEIGHT > this.scrollTop + this.clientHeight) this.scrollTop = top + ROW_HEIGHT - this.clientHeight
    this.focusedId = entry.id
    this.measure()
    await this.updateComplete
    this.renderRoot.querySelector<HTMLElement>(`li[data-index="${index}"] wui-list-wallet`)?.focus()
  }

  /** The rows in the window, plus the focused row wherever it is (so focus never falls to the page). */
  private visibleIndexes(): number[] {
    const end = Math.min(this.entries.length, this.end)
    const indexes: number[] = []
    for (let index = this.start; index < end; index++) indexes.push(index)
    const focused = this.focusedId === undefined ? -1 : this.entries.findIndex(entry => entry.id === this.focusedId)
    if (focused >= 0 && (focused < this.start || focused >= end)) indexes.push(focused)
    return indexes
  }

  private row(index: number) {
    const entry = this.entries[index]!
    if (!this.scrolling) this.withImage.add(entry.id)
    const tag = entry.recent ? 'recent' : entry.installed ? 'installed' : entry.certified ? 'certified' : ''
    return html`<li
      data-index=${index}
      data-id=${entry.id}
      aria-setsize=${Math.max(this.total, this.entries.length)}
      aria-posinset=${index + 1}
      style=${styleProperties({ transform: `translateY(${index * ROW_HEIGHT}px)` })}
    >
      <wui-list-wallet
        data-testid=${`wallet-selector-${entry.id}`}
        .name=${entry.name}
        .imageSrc=${this.withImage.has(entry.id) ? (entry.imageUrl ?? '') : ''}
        .tagLabel=${tagText(tag)}
        tagVariant=${entry.recent ? 'main' : entry.installed ? 'success' : 'shade'}
        @click=${() => selectWallet(entry)}
      ></wui-list-wallet>
    </li>`
  }

  override render() {
    const rows = this.entries.length + (this.loading ? PLACEHOLDER_ROWS : 0)
    const placeholders = this.loading ? Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => this.entries.length + i) : []
    return html`<ul aria-label=${this.label || msg('Wallets')} style=${styleProperties({ height: `${rows * ROW_HEIGHT}px` })}>
      ${repeat(
        this.visibleIndexes(),
        index => this.entries[index]!.id,
        index => this.row(index)
      )}
      ${placeholders.map(
        index => html`<li class="placeholder" aria-hidden="true" style=${styleProperties({ transform: `translateY(${index * ROW_HEIGHT}px)` })}>
          <wui-shimmer height="56px" borderRadius="xs"></wui-shimmer>
        </li>`
      )}
    </ul>
    <span class="visually-hidden" role="status">${this.loading ? msg('Loading more wallets') : nothing}</span>`
  }
}

define('w3m-wallet-virtual-list', W3mWalletVirtualList)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-virtual-list': W3mWalletVirtualList
  }
}
