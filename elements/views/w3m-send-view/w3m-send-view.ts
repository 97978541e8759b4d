import { css, html, LitElement, nothing } from 'lit'
import { formatUnits } from 'viem'
import { $activeAccount } from '../../../controllers/account/store.js'
import { $sendableTokens, fetchBalances } from '../../../controllers/account/balances.js'
import { $balances } from '../../../controllers/account/balances-store.js'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import { pushView } from '../../../controllers/modal/router.js'
import {
  $send,
  amountError,
  isNative,
  parseAmount,
  rawBalance,
  setMaxAmount,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  startSend
} from '../../../controllers/send/actions.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import { formatTokenAmount } from '../../token-format.js'
import { withoutBidiControls } from '../../format.js'
import '../../ui/wui-avatar/wui-avatar.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-input-text/wui-input-text.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { sendErrorText } from './send-error-text.js'

const RESOLVE_DELAY_MS = 300

/**
 * @summary Send: pick a token from the balances, type an amount (or Max) and an address or name, then preview.
 */
@localized()
export class W3mSendView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      [data-testid='send-portfolio-unavailable'] {
        display: block;
        margin-bottom: var(--wui-sys-spacing-xs);
      }
      label {
        display: flex;
        flex-direction: column;
        gap: var(--wui-sys-spacing-3xs);
        font-size: var(--wui-sys-font-size-small);
        color: var(--wui-sys-color-fg-200);
      }
      select {
        font: inherit;
        font-size: var(--wui-sys-font-size-paragraph);
        color: var(--wui-sys-color-fg-100);
        background: var(--wui-sys-color-gray-glass-005);
        border: 1px solid var(--wui-sys-color-gray-glass-010);
        border-radius: var(--wui-sys-border-radius-xs);
        padding: var(--wui-sys-spacing-xs);
      }
      select:focus-visible {
        outline: 2px solid var(--wui-sys-color-accent-100);
      }
      .amount {
        display: flex;
        align-items: flex-start;
        gap: var(--wui-sys-spacing-xs);
      }
      .amount wui-input-text {
        flex: 1;
      }
      .receiver {
        display: flex;
        align-items: center;
        gap: var(--wui-sys-spacing-xs);
      }
      .available {
        font-variant-numeric: tabular-nums;
      }
    `
  ]

  private readonly send = new StoreController(this, $send)
  private readonly balances = new StoreController(this, $balances)
  private readonly tokens = new StoreController(this, $sendableTokens)
  private readonly account = new StoreController(this, $activeAccount)
  private readonly locale = new StoreController(this, $locale)
  private resolveTimer: ReturnType<typeof setTimeout> | undefined

  override connectedCallback(): void {
    super.connectedCallback()
    // A send that finished (or was never started) starts afresh; one in the middle keeps its form.
    if ($send.get().status === 'confirmed' || !$send.get().token) startSend()
    if ($balances.get().status === 'idle') void fetchBalances()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.resolveTimer)
  }

  protected override willUpdate(): void {
    const { token } = this.send.value
    const first = this.tokens.value[0]
    if (!token && first) setSendToken(first)
  }

  private onToken(event: Event): void {
    const index = Number((event.target as HTMLSelectElement).value)
    const token = this.tokens.value[index]
    if (token) setSendToken(token)
  }

  private onReceiver(event: CustomEvent<string>): void {
    clearTimeout(this.resolveTimer)
    const input = event.detail
    $send.setKey('receiverInput', input)
    this.resolveTimer = setTimeout(() => void setSendReceiver(input), RESOLVE_DELAY_MS)
  }

  override render() {
    const { status } = this.balances.value
    const tokens = this.tokens.value
    const state = this.send.value
    const locale = this.locale.value
    if (!this.account.value.address) return html`<wui-text role="status">${msg('Not connected')}</wui-text>`
    if (tokens.length === 0) {
      return html`<div class="centered" data-testid="send-error" role="status">
        <wui-text color="fg-200">${status === 'loading' || status === 'idle' ? msg('Loading balance') : msg('Token Balance Unavailable')}</wui-text>
      </div>`
    }
    const token = state.token
    const decimals = Number(token?.quantity.decimals ?? 18)
    const amount = parseAmount(state.amount, decimals)
    const native = tokens.find(isNative)
    const amountProblem = token && state.amount ? amountError(token, amount, state.fee, native ? rawBalance(native) : 0n) : undefined
    const selected = token ? tokens.findIndex(item => item.symbol === token.symbol && item.address === token.address) : 0
    const ready = token && amount !== undefined && !amountProblem && state.receiver && !state.resolving
    // The portfolio is unavailable and the native coin comes from the node alone: say so above the form.
    return html`${status === 'unavailable'
        ? html`<wui-text role="status" variant="small-400" color="fg-200" data-testid="send-portfolio-unavailable">${msg('Token Balance Unavailable')}</wui-text>`
        : nothing}<label
        >${msg('Token')}
        <select data-testid="send-token-select" @change=${this.onToken}>
          ${tokens.map(
            (item, index) =>
              html`<option value=${index} ?selected=${index === selected}>${withoutBidiControls(item.symbol)} · ${formatTokenAmount(item.quantity.numeric, locale)}</option>`
          )}
        </select>
      </label>
      <div class="amount">
        <wui-input-text
          label=${msg('Amount')}
          placeholder="0.0"
          inputTestId="send-amount-input"
          autocomplete="off"
          .value=${state.amount}
          .errorMessage=${amountProblem ? sendErrorText(amountProblem) : ''}
          @w3m-input=${(event: CustomEvent<string>) => setSendAmount(event.detail)}
        ></wui-input-text>
        <wui-button variant="neutral" size="md" data-testid="send-max" @click=${() => setMaxAmount()}>${msg('Max')}</wui-button>
      </div>
      ${token
        ? html`<wui-text variant="small-400" color="fg-200" class="available" dir="ltr"
            >${msg('Available')}: ${formatTokenAmount(formatUnits(rawBalance(token), decimals), locale, decimals)} ${token.symbol}</wui-text
          >`
        : nothing}
      <wui-input-text
        label=${msg('Address or name')}
        placeholder=${msg('Address or name')}
        inputTestId="send-address-input"
        autocomplete="off"
        .value=${state.receiverInput}
        .errorMessage=${state.receiverError ? sendErrorText(state.receiverError) : ''}
        @w3m-input=${this.onReceiver}
      ></wui-input-text>
      ${state.receiver?.name
        ? html`<div class="receiver" data-testid="send-receiver">
            <wui-avatar size="sm" .address=${state.receiver.address} .imageSrc=${state.receiver.avatar} alt=""></wui-avatar>
            <wui-text variant="small-400" dir="ltr">${state.receiver.address}</wui-text>
          </div>`
        : nothing}
      ${state.error ? html`<wui-text role="alert" color="error-100" data-testid="send-error">${sendErrorText(state.error)}</wui-text>` : nothing}
      <wui-button variant="main" size="lg" full-width data-testid="send-preview" ?disabled=${!ready} ?loading=${state.resolving} @click=${() => pushView('SendPreview')}
        >${msg('Preview send')}</wui-button
      >`
  }
}

define('w3m-send-view', W3mSendView)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-send-view': W3mSendView
  }
}
