import { css, html, LitElement } from 'lit'
import { $activeAccount } from '../../../controllers/account.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet-state.js'
import { pushView } from '../../../controllers/router.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-icon/wui-icon.js'
import '../../ui/wui-text/wui-text.js'

/**
 * @summary The embedded wallet's email on the Account view, with "Update email" (UpdateEmailWallet).
 */
@localized()
export class W3mAccountEmail extends LitElement {
  static override styles = css`
    /* Icon and address on one line, the button under the address: a whole address stays readable on a phone. */
    :host {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      align-items: center;
      column-gap: var(--wui-spacing-xs);
      row-gap: var(--wui-spacing-xs);
      padding: var(--wui-spacing-s);
      border-radius: var(--wui-border-radius-xs);
      background: var(--wui-color-gray-glass-002);
    }
    .email {
      overflow-wrap: anywhere;
    }
    wui-button {
      grid-column: 2;
      justify-self: start;
    }
  `

  private readonly account = new StoreController(this, $activeAccount)
  private readonly wallet = new StoreController(this, $embeddedWallet)

  protected override render() {
    const email = this.account.value.user?.email ?? this.wallet.value.email ?? ''
    return html`<wui-icon name="mail" size="md" color="fg-200"></wui-icon>
      <wui-text class="email" variant="paragraph-500" dir="ltr" data-testid="w3m-account-email">${email}</wui-text>
      <wui-button variant="neutral" size="sm" data-testid="w3m-update-email" @click=${() => pushView('UpdateEmailWallet')}>${msg('Update email')}</wui-button>`
  }
}

define('w3m-account-email', W3mAccountEmail)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-email': W3mAccountEmail
  }
}
