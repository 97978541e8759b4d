import { define } from '../../define.js'
import { css, html, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { $accounts, $activeAccount } from '../../../controllers/account/store.js'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import type { RouteView } from '../../../controllers/modal/router.js'
import { truncateAddress, withoutBidiControls } from '../../format.js'
import { formatBalance } from '../../locale-format.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-avatar/wui-avatar.js'
import { PillButton } from '../pill-button.js'

/**
 * @summary Shows the connected account (avatar, balance, address) and opens the Account view.
 * @csspart button - The native button: the pill.
 * @csspart avatar - The account's picture (`wui-avatar`): its profile image or a gradient from the address.
 * @csspart balance - The native balance's text box (absent with `balance="hide"` or before it loads).
 * @csspart label - The name or shortened address.
 * @cssprop [--w3m-button-height=40px] - The pill's height (32px at `size="sm"` unless set).
 * @cssprop --w3m-accent - The accent: the focus ring.
 * @cssprop --w3m-color-mix - A colour mixed into the pill's surface, at `--w3m-color-mix-strength` percent.
 * @cssprop [--w3m-color-mix-strength=0] - How much of `--w3m-color-mix` the surface takes, 0 to 100.
 * @cssprop --w3m-font-family - The text's font.
 * @cssprop [--w3m-font-size-master=10px] - The type scale's unit: the label is 1.6 of it (1.4 at `sm`).
 * @cssprop [--w3m-border-radius-master=4px] - The radius scale's unit: the pill's radius is 7 of it.
 */
export class W3mAccountButton extends PillButton {
  static override styles = [
    ...PillButton.styles,
    css`
      .balance {
        color: var(--wui-sys-color-fg-200);
      }
    `
  ]
  /** 'show' or 'hide' the native balance. */
  @property() balance: 'show' | 'hide' = 'show'

  private readonly account = new StoreController(this, $activeAccount)
  private readonly accounts = new StoreController(this, $accounts)
  private readonly locale = new StoreController(this, $locale)

  protected override opensView(): RouteView {
    return 'Account'
  }

  override render() {
    const { address, balance, balanceSymbol, profileName, profileImage } = (this.namespace && this.accounts.value[this.namespace]) || this.account.value
    if (!address) return nothing
    const shown = profileName ? withoutBidiControls(profileName) : truncateAddress(address, 6, 4)
    const showBalance = this.balance === 'show' && balance !== undefined
    return html`<button
      part="button"
      class="with-image"
      data-testid="account-button"
      ?disabled=${this.disabled}
      @click=${() => this.open()}
    >
      <wui-avatar part="avatar" size="sm" .address=${address} .imageSrc=${profileImage ?? undefined} alt=""></wui-avatar>
      ${showBalance ? html`<span class="text balance" part="balance" dir="ltr">${formatBalance(balance, balanceSymbol && withoutBidiControls(balanceSymbol), this.locale.value)}</span>` : nothing}
      <span class="text" part="label" dir=${profileName ? 'auto' : 'ltr'}>${shown}</span>
    </button>`
  }
}

define('w3m-account-button', W3mAccountButton)
// Also registered as appkit-account-button (a subclass: one class cannot hold two tags).
define('appkit-account-button', class extends W3mAccountButton {})
