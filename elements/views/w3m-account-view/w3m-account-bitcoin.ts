import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import type { AccountState } from '../../../types/public.js'
import { copyText } from '../../copy-text.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import '../../ui/wui-icon-button/wui-icon-button.js'

type Accounts = AccountState['allAccounts']

/**
 * @summary The Bitcoin accounts of the Account view: the payment address (behaviour §6 default) and, when the
 * wallet gives one, the ordinals address, each labelled in words and copyable.
 */
@localized()
export class W3mAccountBitcoin extends LitElement {
  static override styles = css`
    dl {
      display: flex;
      flex-direction: column;
      gap: var(--wui-sys-spacing-xs);
      margin: 0;
      padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-s);
      border-radius: var(--wui-sys-border-radius-xs);
      background: var(--wui-sys-color-gray-glass-002);
      font-family: var(--wui-sys-font-family);
    }
    div {
      display: flex;
      flex-direction: column;
      gap: var(--wui-sys-spacing-3xs);
    }
    dt {
      font-size: var(--wui-sys-font-size-tiny);
      color: var(--wui-sys-color-fg-200);
    }
    dd {
      display: flex;
      align-items: center;
      gap: var(--wui-sys-spacing-xs);
      margin: 0;
      font-size: var(--wui-sys-font-size-micro);
      color: var(--wui-sys-color-fg-100);
      font-variant-numeric: tabular-nums;
    }
    dd span {
      flex: 1;
      word-break: break-all;
    }
  `

  /** The connection's accounts (`payment` first, then `ordinal` when granted). */
  @property({ attribute: false }) accounts: Accounts = []

  private row(type: 'payment' | 'ordinal', label: string, copyLabel: string) {
    const account = this.accounts.find(each => each.type === type)
    if (!account) return nothing
    return html`<div data-testid=${`w3m-account-bitcoin-${type}`}>
      <dt>${label}</dt>
      <dd>
        <span dir="ltr" data-address=${account.address}>${account.address}</span>
        <wui-icon-button icon="copy" size="sm" label=${copyLabel} @click=${() => copyText(account.address, msg('Address copied'))}></wui-icon-button>
      </dd>
    </div>`
  }

  override render() {
    if (!this.accounts.some(each => each.type === 'payment' || each.type === 'ordinal')) return nothing
    return html`<dl aria-label=${msg('Bitcoin addresses')}>
      ${this.row('payment', msg('Payment address'), msg('Copy payment address'))} ${this.row('ordinal', msg('Ordinals address'), msg('Copy ordinals address'))}
    </dl>`
  }
}

define('w3m-account-bitcoin', W3mAccountBitcoin)
