import { html, LitElement, nothing } from 'lit'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import { pushView, PREFETCH_VIEW_EVENT, type PrefetchViewDetail } from '../../../controllers/modal/router.js'
import { $swap, enterSwap, flipTokens, parsedAmount, preparePreview, setPicking, setSwapAmount } from '../../../controllers/swap/actions.js'
import { usdValue } from '../../../controllers/swap/rules.js'
import { define } from '../../define.js'
import { formatFiat } from '../../locale-format.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-icon-button/wui-icon-button.js'
import '../../ui/wui-image/wui-image.js'
import '../../ui/wui-input-text/wui-input-text.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { swapDetails, tokenLabel } from './swap-details.js'
import { formatSwapAmount, swapErrorText } from './swap-format.js'
import { swapStyles } from './swap.styles.js'

/**
 * @summary Swap: two tokens, an amount, the quote with its rate, price impact, adjustable slippage and minimum received.
 */
@localized()
export class W3mSwapView extends LitElement {
  static override styles = [viewStyles, swapStyles]

  private readonly swap = new StoreController(this, $swap)
  private readonly locale = new StoreController(this, $locale)

  override connectedCallback(): void {
    super.connectedCallback()
    enterSwap()
    // The likely next click: the preview.
    this.dispatchEvent(new CustomEvent<PrefetchViewDetail>(PREFETCH_VIEW_EVENT, { detail: { view: 'SwapPreview' }, bubbles: true, composed: true }))
  }

  private pick(side: 'from' | 'to') {
    setPicking(side)
    pushView('SwapSelectToken')
  }

  private async review() {
    await preparePreview()
    if (!$swap.get().error) pushView('SwapPreview')
  }

  override render() {
    const state = this.swap.value
    const locale = this.locale.value
    if (state.error?.kind === 'network') {
      return html`<div class="centered"><p class="error" role="alert" data-testid="swap-error">${swapErrorText(state.error)}</p></div>`
    }
    const { from, to, quote, prices } = state
    const amount = parsedAmount(state)
    const fromPrice = from ? prices[from.address.toLowerCase()] : undefined
    const toPrice = to ? prices[to.address.toLowerCase()] : undefined
    return html`<div class="pair">
      <section class="card" aria-label=${msg('You pay')}>
        <div class="row">
          <wui-text variant="small-500" color="fg-200">${msg('You pay')}</wui-text>
          <wui-button variant="shade" size="sm" data-testid="swap-from-token" ?loading=${state.tokensLoading} @click=${() => this.pick('from')}
            >${tokenLabel(from)}</wui-button
          >
        </div>
        <wui-input-text
          label=${msg('Amount to swap')}
          placeholder="0"
          inputTestId="swap-amount-input"
          autocomplete="off"
          .value=${state.amountText}
          @w3m-input=${(event: CustomEvent<string>) => setSwapAmount(event.detail)}
        ></wui-input-text>
        <div class="row">
          <wui-text variant="small-400" color="fg-200" data-testid="swap-from-balance"
            >${from && state.fromBalance !== undefined ? msg(str`Balance: ${formatSwapAmount(state.fromBalance, from.decimals, from.symbol, locale)}`) : ''}</wui-text
          >
          <wui-text variant="small-400" color="fg-200">${from && amount !== undefined && fromPrice !== undefined ? formatFiat(usdValue(amount, from.decimals, fromPrice), locale) : ''}</wui-text>
        </div>
      </section>
      <wui-icon-button class="flip" icon="swap-horizontal" label=${msg('Switch tokens')} data-testid="swap-flip" @click=${flipTokens}></wui-icon-button>
      <section class="card" aria-label=${msg('You receive')}>
        <div class="row">
          <wui-text variant="small-500" color="fg-200">${msg('You receive')}</wui-text>
          <wui-button variant="shade" size="sm" data-testid="swap-to-token" ?loading=${state.tokensLoading} @click=${() => this.pick('to')}>${tokenLabel(to)}</wui-button>
        </div>
        <output class="amount" data-testid="swap-to-amount" aria-live="polite" dir="ltr"
          >${state.quoteLoading
            ? html`<wui-shimmer width="120px" height="24px" aria-label=${msg('Loading quote')}></wui-shimmer>`
            : quote && to
              ? formatSwapAmount(quote.toAmount, to.decimals, to.symbol, locale)
              : ''}</output
        >
        <wui-text variant="small-400" color="fg-200">${quote && to && toPrice !== undefined ? formatFiat(usdValue(quote.toAmount, to.decimals, toPrice), locale) : ''}</wui-text>
      </section>
      </div>
      ${swapDetails(locale, true)}
      ${state.error ? html`<p class="error" role="alert" data-testid="swap-error">${swapErrorText(state.error)}</p>` : nothing}
      <wui-button size="lg" full-width data-testid="swap-preview" ?disabled=${!quote || state.quoteLoading || !!state.error} @click=${() => this.review()}
        >${msg('Review swap')}</wui-button
      >`
  }
}

define('w3m-swap-view', W3mSwapView)
