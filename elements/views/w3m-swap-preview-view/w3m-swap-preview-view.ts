import { html, LitElement, nothing } from 'lit'
import { $activeNetwork } from '../../../controllers/networks/store.js'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import { resetView } from '../../../controllers/modal/router.js'
import { $swap, approveSwap, confirmSwap, fetchQuote, resetSwap, swapNeedsApprovalStep, swapNetworkCost } from '../../../controllers/swap/actions.js'
import { QUOTE_REFRESH_MS } from '../../../controllers/swap/rules.js'
import { showToast } from '../../../controllers/notices/toast.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { formatSwapAmount, swapErrorText } from '../w3m-swap-view/swap-format.js'
import { swapStyles } from '../w3m-swap-view/swap.styles.js'
import { swapDetails, tokenLabel } from '../w3m-swap-view/swap-details.js'
import { visuallyHiddenStyles } from '../../ui/ui.styles.js'

/**
 * @summary Swap preview: both amounts, rate, price impact, slippage, minimum received and network cost;
 * approves first when the allowance is short, then swaps (one batch, one approval, with a wallet that can: EIP-5792). The quote refreshes while it is open.
 */
@localized()
export class W3mSwapPreviewView extends LitElement {
  static override styles = [viewStyles, visuallyHiddenStyles, swapStyles]

  private readonly swap = new StoreController(this, $swap)
  private readonly locale = new StoreController(this, $locale)
  private readonly network = new StoreController(this, $activeNetwork)
  private refresh: ReturnType<typeof setInterval> | undefined

  override connectedCallback(): void {
    super.connectedCallback()
    // Checked every second, fetched once the shown quote is QUOTE_REFRESH_MS old.
    this.refresh = setInterval(() => {
      const { step, quote, quoteLoading } = $swap.get()
      if (step === 'edit' && !quoteLoading && quote && Date.now() - quote.quotedAt >= QUOTE_REFRESH_MS) void fetchQuote()
    }, 1000)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearInterval(this.refresh)
  }

  private async confirm() {
    if (!(await confirmSwap())) return
    showToast(msg('Swap complete'), 'success')
    resetSwap()
    resetView('Account')
  }

  override render() {
    const state = this.swap.value
    const locale = this.locale.value
    const { from, to, quote, step } = state
    if (!from || !to) return nothing
    const cost = swapNetworkCost(state)
    const native = this.network.value?.nativeCurrency
    const approval = swapNeedsApprovalStep(state)
    const busy = step !== 'edit'
    return html`<div class="pair">
        <section class="card" aria-label=${msg('You pay')}>
        <div class="row">
          <wui-text variant="small-500" color="fg-200">${msg('You pay')}</wui-text>
          ${tokenLabel(from)}
        </div>
        <span class="amount" dir="ltr" data-testid="swap-preview-from-amount">${formatSwapAmount(quote?.fromAmount, from.decimals, from.symbol, locale)}</span>
      </section>
      <section class="card" aria-label=${msg('You receive')}>
        <div class="row">
          <wui-text variant="small-500" color="fg-200">${msg('You receive')}</wui-text>
          ${tokenLabel(to)}
        </div>
        <output class="amount" dir="ltr" aria-live="polite" data-testid="swap-preview-to-amount">${formatSwapAmount(quote?.toAmount, to.decimals, to.symbol, locale)}</output>
      </section>
      </div>
      ${swapDetails(
        locale,
        false,
        html`<div class="detail">
          <dt>${msg('Network cost')}</dt>
          <dd data-testid="swap-network-cost" dir="ltr">${cost === undefined || !native ? '—' : formatSwapAmount(cost, native.decimals, native.symbol, locale)}</dd>
        </div>`
      )}
      ${state.error ? html`<p class="error" role="alert" data-testid="swap-error">${swapErrorText(state.error)}</p>` : nothing}
      ${approval
        ? html`<wui-button size="lg" full-width data-testid="swap-approve" ?loading=${step === 'approving'} ?disabled=${busy} @click=${() => void approveSwap()}
            >${msg(str`Approve ${from.symbol}`)}</wui-button
          >`
        : html`<wui-button size="lg" full-width data-testid="swap-confirm" ?loading=${step === 'swapping'} ?disabled=${busy || !quote} @click=${() => void this.confirm()}
            >${msg('Swap')}</wui-button
          >`}
      <p class="visually-hidden" role="status">${step === 'approving' ? msg('Approving in your wallet') : step === 'swapping' ? msg('Swapping in your wallet') : ''}</p>`
  }
}

define('w3m-swap-preview-view', W3mSwapPreviewView)
