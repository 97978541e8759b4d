import { css, html, LitElement, nothing } from 'lit'
import { formatUnits } from 'viem'
import { $activeNetwork } from '../../../controllers/networks/store.js'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import { goBack, resetView } from '../../../controllers/modal/router.js'
import { $send, confirmSend, explorerTxUrl, parseAmount } from '../../../controllers/send/actions.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { formatFiat } from '../../locale-format.js'
import { StoreController } from '../../store-controller.js'
import { formatTokenAmount } from '../../token-format.js'
import '../../ui/wui-avatar/wui-avatar.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-image/wui-image.js'
import '../../ui/wui-spinner/wui-spinner.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { sendErrorText } from './send-error-text.js'

/**
 * @summary The send preview: amount and its USD value, receiver (name and their avatar), network fee; confirm in the wallet.
 */
@localized()
export class W3mSendPreviewView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      dl {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-s);
        margin: 0;
        padding: var(--wui-sys-spacing-s);
        border-radius: var(--wui-sys-border-radius-xs);
        background: var(--wui-sys-color-gray-glass-002);
      }
      dt {
        color: var(--wui-sys-color-fg-200);
        font-size: var(--wui-sys-font-size-small);
      }
      dd {
        margin: 0;
        text-align: end;
        color: var(--wui-sys-color-fg-100);
        font-size: var(--wui-sys-font-size-small);
        overflow-wrap: anywhere;
        font-variant-numeric: tabular-nums;
      }
      .receiver {
        display: inline-flex;
        align-items: center;
        gap: var(--wui-sys-spacing-3xs);
      }
      .actions {
        display: flex;
        gap: var(--wui-sys-spacing-xs);
      }
      .actions wui-button {
        flex: 1;
      }
      a {
        color: var(--wui-sys-color-fg-150);
        text-underline-offset: 2px;
        text-align: center;
        font-size: var(--wui-sys-font-size-small);
      }
    `
  ]

  private readonly send = new StoreController(this, $send)
  private readonly network = new StoreController(this, $activeNetwork)
  private readonly locale = new StoreController(this, $locale)

  private confirm(): void {
    void confirmSend({ pending: msg('Transaction pending'), confirmed: msg('Transaction confirmed'), error: sendErrorText })
  }

  override render() {
    const state = this.send.value
    const { token, receiver } = state
    const network = this.network.value
    const locale = this.locale.value
    if (!token || !receiver || !network) return html`<wui-text role="status">${msg('Nothing to send')}</wui-text>`
    const decimals = Number(token.quantity.decimals)
    const amount = parseAmount(state.amount, decimals) ?? 0n
    const amountText = formatTokenAmount(formatUnits(amount, decimals), locale, decimals)
    // USD value for display only: the price times the exact amount, rounded to cents by Intl.
    const usd = token.price * Number(formatUnits(amount, decimals))
    const fee = state.fee === undefined ? msg('Unknown') : `${formatTokenAmount(formatUnits(state.fee, network.nativeCurrency.decimals), locale, network.nativeCurrency.decimals <= 9 ? network.nativeCurrency.decimals : 6)} ${network.nativeCurrency.symbol}`
    const explorer = state.hash ? explorerTxUrl(state.hash) : undefined
    const busy = state.status === 'signing' || state.status === 'pending'
    return html`<dl>
        <dt>${msg('Amount')}</dt>
        <dd dir="ltr" data-testid="send-preview-amount">${amountText} ${token.symbol}</dd>
        <dt>${msg('Value')}</dt>
        <dd dir="ltr">${formatFiat(usd, locale)}</dd>
        <dt>${msg('To')}</dt>
        <dd>
          <span class="receiver">
            <wui-avatar size="xs" .address=${receiver.address} .imageSrc=${receiver.avatar} alt=""></wui-avatar>
            <span dir="ltr" data-testid="send-preview-receiver">${receiver.name ?? receiver.address}</span>
          </span>
        </dd>
        <dt>${msg('Network')}</dt>
        <dd>${network.name}</dd>
        <dt>${msg('Network fee')}</dt>
        <dd dir="ltr" data-testid="send-preview-fee">${fee}</dd>
      </dl>
      ${state.error ? html`<wui-text role="alert" color="error-100" data-testid="send-error">${sendErrorText(state.error)}</wui-text>` : nothing}
      ${state.status === 'pending'
        ? html`<div class="centered" role="status" data-testid="send-pending"><wui-spinner size="lg"></wui-spinner><wui-text>${msg('Waiting for the transaction to be confirmed')}</wui-text></div>`
        : nothing}
      ${state.status === 'signing' ? html`<wui-text role="status" align="center">${msg('Confirm in your wallet')}</wui-text>` : nothing}
      ${state.status === 'confirmed'
        ? html`<div class="centered" role="status" data-testid="send-confirmed"><wui-text color="success-100">${msg('Transaction confirmed')}</wui-text></div>`
        : nothing}
      ${explorer ? html`<a href=${explorer} target="_blank" rel="noopener noreferrer" data-testid="send-explorer">${msg('View transaction')}</a>` : nothing}
      ${state.status === 'confirmed'
        ? html`<wui-button variant="main" size="lg" full-width data-testid="send-done" @click=${() => resetView('Account')}>${msg('Done')}</wui-button>`
        : html`<div class="actions">
            <wui-button variant="neutral" size="lg" ?disabled=${busy} @click=${() => goBack()}>${msg('Cancel')}</wui-button>
            <wui-button variant="main" size="lg" data-testid="send-confirm" ?loading=${busy} ?disabled=${busy} @click=${() => this.confirm()}>${msg('Send')}</wui-button>
          </div>`}`
  }
}

define('w3m-send-preview-view', W3mSendPreviewView)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-send-preview-view': W3mSendPreviewView
  }
}
