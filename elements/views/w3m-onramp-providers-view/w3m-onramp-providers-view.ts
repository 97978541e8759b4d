import { css, html, LitElement, nothing } from 'lit'
import { $chain } from '../../../controllers/networks/store.js'
import { $onramp, buyWith, enterOnramp, onrampLimits, setOnrampAmount } from '../../../controllers/onramp/actions.js'
import { fiatAmountRounded, isAmountWithinLimits, isEstimate, providersFor, wholeFiatAmount, type OnrampProvider } from '../../../controllers/onramp/rules.js'
import { pushView } from '../../../controllers/modal/router.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-input-text/wui-input-text.js'
import '../../ui/wui-list-item/wui-list-item.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary Buy: a fiat amount, the provider's quote (marked as an estimate when it is the behaviour spec's fallback), and the providers.
 */
@localized()
export class W3mOnrampProvidersView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .quote {
        display: flex;
        flex-direction: column;
        gap: var(--wui-sys-spacing-3xs);
        padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-3xs);
        min-height: 3.2em;
      }
      .fee {
        color: var(--wui-sys-color-fg-200);
        font-size: var(--wui-sys-font-size-small);
        white-space: nowrap;
      }
    `
  ]

  private readonly onramp = new StoreController(this, $onramp)
  private readonly chain = new StoreController(this, $chain)

  override connectedCallback(): void {
    super.connectedCallback()
    enterOnramp()
  }

  private choose(provider: OnrampProvider) {
    // Opened in the click itself: a window opened after an await is blocked as a popup.
    const popup = window.open('about:blank', '_blank')
    void buyWith(provider, popup)
    pushView('OnRampBuyInProgress')
  }

  override render() {
    const state = this.onramp.value
    const limits = onrampLimits(state)
    const valid = isAmountWithinLimits(state.amountText, limits)
    const { quote } = state
    const providers = providersFor(this.chain.value.activeNamespace)
    return html`<wui-input-text
        label=${msg(str`Amount in ${state.paymentCurrency}`)}
        inputTestId="onramp-amount-input"
        autocomplete="off"
        .value=${state.amountText}
        errorMessage=${valid || !limits ? '' : msg(str`Enter an amount from ${limits.min} to ${limits.max}`)}
        @w3m-input=${(event: CustomEvent<string>) => setOnrampAmount(event.detail)}
      ></wui-input-text>
      <div class="quote" aria-live="polite" data-testid="onramp-quote">
        ${state.quoteLoading
          ? html`<wui-shimmer width="160px" height="20px" aria-label=${msg('Loading quote')}></wui-shimmer>`
          : quote && valid
            ? isEstimate(quote.quoteId)
              ? // the behaviour spec's mocked quote carries no real crypto figure: show what is paid, and say it is an estimate.
                html`<wui-text variant="paragraph-600" dir="ltr">${msg(str`You pay ${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`)}</wui-text>
                  <wui-text variant="small-400" color="fg-200" data-testid="onramp-estimate"
                    >${msg('The quote service is unavailable: this figure is an estimate, the provider shows the final amount.')}</wui-text
                  >`
              : html`<wui-text variant="paragraph-600" dir="ltr">${msg(str`You get about ${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`)}</wui-text>
                  <wui-text variant="small-400" color="fg-200" dir="ltr"
                      >${msg(str`Fees ${quote.coinbaseFee.amount} ${quote.coinbaseFee.currency} + network ${quote.networkFee.amount} ${quote.networkFee.currency}`)}</wui-text
                  >`
            : nothing}
        ${valid && fiatAmountRounded(state.amountText)
          ? // The provider's URL takes whole units (the blockchain API rejects cents): say which amount it opens with.
            html`<wui-text variant="small-400" color="fg-200" data-testid="onramp-whole-amount"
              >${msg(str`The provider takes whole amounts: it opens with ${wholeFiatAmount(state.amountText)} ${state.paymentCurrency}.`)}</wui-text
            >`
          : nothing}
      </div>
      <ul aria-label=${msg('Providers')}>
        ${providers.map(
          provider =>
            html`<li>
              <wui-list-item icon="card" chevron data-testid=${`onramp-provider-${provider.name}`} ?disabled=${!valid} @click=${() => this.choose(provider)}
                >${provider.label}<span slot="trailing" class="fee">${msg(str`Fee ${provider.feeRange}`)}</span></wui-list-item
              >
            </li>`
        )}
      </ul>`
  }
}

define('w3m-onramp-providers-view', W3mOnrampProvidersView)
