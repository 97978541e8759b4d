import { css, html, LitElement } from 'lit'
import type { SocialProvider } from '../../../types/public.js'
import { $activeAccount } from '../../../controllers/account/store.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { pushView } from '../../../controllers/modal/router.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-icon/wui-icon.js'
import '../../ui/wui-text/wui-text.js'
import { SOCIAL_NAMES } from '../w3m-connect-socials-view/w3m-social-logo.js'

/** The passkey action pulls in the frame code: it loads on the click. */
const loadPasskeys = () => import('../../../controllers/embedded-wallet/passkeys.js')

const isSocialProvider = (name: string | undefined): name is SocialProvider => name !== undefined && Object.hasOwn(SOCIAL_NAMES, name)

/**
 * @summary The embedded wallet's email on the Account view, with "Update email" (UpdateEmailWallet);
 * after a social sign-in, the social user name with the provider's name beside it. Either way "Add passkey":
 * the secure frame shows its passkey screen and creates the passkey there.
 */
@localized()
export class W3mAccountEmail extends LitElement {
  static override styles = css`
    /* Icon and address on one line, the button under the address: a whole address stays readable on a phone. */
    :host {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      align-items: center;
      column-gap: var(--wui-sys-spacing-xs);
      row-gap: var(--wui-sys-spacing-xs);
      padding: var(--wui-sys-spacing-s);
      border-radius: var(--wui-sys-border-radius-xs);
      background: var(--wui-sys-color-gray-glass-002);
    }
    .email {
      overflow-wrap: anywhere;
    }
    .social {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: var(--wui-sys-spacing-xs);
      min-width: 0;
    }
    .actions {
      grid-column: 2;
      display: flex;
      flex-wrap: wrap;
      gap: var(--wui-sys-spacing-xs);
    }
  `

  private readonly account = new StoreController(this, $activeAccount)
  private readonly wallet = new StoreController(this, $embeddedWallet)

  private addPasskeyButton() {
    return html`<wui-button variant="neutral" size="sm" data-testid="w3m-add-passkey" ?loading=${this.wallet.value.busy} @click=${async () => (await loadPasskeys()).addPasskey()}
      >${msg('Add passkey')}</wui-button
    >`
  }

  protected override render() {
    const account = this.account.value
    const provider = account.socialProvider ?? this.wallet.value.socialProvider
    if (isSocialProvider(provider)) {
      const name = account.user?.username ?? this.wallet.value.socialUserName ?? account.user?.email ?? ''
      return html`<w3m-social-logo provider=${provider}></w3m-social-logo>
        <span class="social">
          <wui-text class="email" variant="paragraph-500" dir="auto" data-testid="w3m-account-social-name">${name}</wui-text>
          <wui-text variant="small-400" color="fg-200" data-testid="w3m-account-social-provider">${SOCIAL_NAMES[provider]}</wui-text>
        </span>
        <div class="actions">${this.addPasskeyButton()}</div>`
    }
    const email = this.account.value.user?.email ?? this.wallet.value.email ?? ''
    return html`<wui-icon name="mail" size="md" color="fg-200"></wui-icon>
      <wui-text class="email" variant="paragraph-500" dir="ltr" data-testid="w3m-account-email">${email}</wui-text>
      <div class="actions">
        <wui-button variant="neutral" size="sm" data-testid="w3m-update-email" @click=${() => pushView('UpdateEmailWallet')}>${msg('Update email')}</wui-button>
        ${this.addPasskeyButton()}
      </div>`
  }
}

define('w3m-account-email', W3mAccountEmail)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-email': W3mAccountEmail
  }
}
