import { html, nothing, type TemplateResult } from 'lit'
import type { SwapToken } from '../../../clients/types.js'
import { $swap, setSlippage } from '../../../controllers/swap/actions.js'
import { exchangeRate, minimumReceived, parseSlippage, priceImpactPercent, usdValue } from '../../../controllers/swap/rules.js'
import { msg } from '../../localize.js'
import '../../ui/wui-image/wui-image.js'
import '../../ui/wui-text/wui-text.js'
import { formatSwapAmount } from './swap-format.js'

/** Rate, price impact, slippage and minimum received, then any `moreRows` (`<div class="detail">` rows: the preview's network cost): the Swap view and its preview. */
export function swapDetails(locale: string, editableSlippage: boolean, moreRows: TemplateResult | typeof nothing = nothing) {
  const state = $swap.get()
  const { from, to, quote, prices, slippage } = state
  if (!from || !to || !quote) return nothing
  const rate = exchangeRate(quote.fromAmount, from.decimals, quote.toAmount, to.decimals)
  const fromPrice = prices[from.address.toLowerCase()]
  const toPrice = prices[to.address.toLowerCase()]
  const impact = fromPrice !== undefined && toPrice !== undefined ? priceImpactPercent(usdValue(quote.fromAmount, from.decimals, fromPrice), usdValue(quote.toAmount, to.decimals, toPrice)) : undefined
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  return html`<dl data-testid="swap-details">
    <div class="detail">
      <dt>${msg('Rate')}</dt>
      <dd dir="ltr" data-testid="swap-rate">1 ${from.symbol} = ${formatSwapAmount(rate, 18, to.symbol, locale)}</dd>
    </div>
    ${impact === undefined
      ? nothing
      : html`<div class="detail">
          <dt>${msg('Price impact')}</dt>
          <dd data-testid="swap-price-impact">${percent.format(impact / 100)}</dd>
        </div>`}
    <div class="detail">
      <dt>${editableSlippage ? html`<label for="slippage">${msg('Slippage tolerance (%)')}</label>` : msg('Slippage tolerance')}</dt>
      <dd>
        ${editableSlippage
          ? html`<input
              id="slippage"
              data-testid="swap-slippage-input"
              inputmode="numeric"
              size="4"
              .value=${String(slippage)}
              @change=${(event: Event) => {
                const input = event.target as HTMLInputElement
                const value = parseSlippage(input.value)
                if (value === undefined) input.value = String($swap.get().slippage)
                else setSlippage(value)
              }}
            />`
          : percent.format(slippage / 100)}
      </dd>
    </div>
    <div class="detail">
      <dt>${msg('Minimum received')}</dt>
      <dd data-testid="swap-minimum-received" dir="ltr">${formatSwapAmount(minimumReceived(quote.toAmount, slippage), to.decimals, to.symbol, locale)}</dd>
    </div>
    ${moreRows}
  </dl>`
}

export function tokenLabel(token: SwapToken | undefined) {
  return token
    ? html`<span class="token"><wui-image src=${token.logoUri ?? ''} alt="" fallback-icon="network-placeholder"></wui-image><wui-text variant="paragraph-600" line-clamp="1">${token.symbol}</wui-text></span>`
    : msg('Select token')
}
