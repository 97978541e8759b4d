import { css, html, LitElement } from 'lit'
import { $activeAccount } from '../../../controllers/account/store.js'
import { resetView } from '../../../controllers/modal/router.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-icon/wui-icon.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary RegisterAccountNameSuccess: the account's new name, and a button back to Account.
 */
@localized()
export class W3mRegisterAccountNameSuccessView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .badge {
        display: flex;
        align-items: center;
        justify-content: center;
        width: 56px;
        height: 56px;
        border-radius: 50%;
        background: var(--wui-sys-color-gray-glass-005);
      }
      .name {
        overflow-wrap: anywhere;
      }
    `
  ]

  private readonly account = new StoreController(this, $activeAccount)

  protected override async firstUpdated(): Promise<void> {
    const done = this.renderRoot.querySelector('wui-button')
    // The button's own control exists once it rendered: focus lands on it, not on nothing.
    await done?.updateComplete
    done?.focus()
  }

  protected override render() {
    const name = this.account.value.profileName ?? ''
    return html`<div class="centered" role="status" data-testid="register-name-success">
        <span class="badge"><wui-icon name="checkmark" size="lg" color="success-100"></wui-icon></span>
        <wui-text variant="paragraph-500" color="fg-200">${msg('Your account name is registered')}</wui-text>
        <wui-text class="name" variant="large-600" dir="ltr" data-testid="register-name-success-name">${name}</wui-text>
        <wui-text variant="small-400" color="fg-200">${msg('It now shows instead of your address.')}</wui-text>
      </div>
      <wui-button variant="main" size="md" full-width data-testid="register-name-success-done" @click=${() => resetView('Account')}>${msg('Back to Account')}</wui-button>`
  }
}

define('w3m-register-account-name-success-view', W3mRegisterAccountNameSuccessView)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-register-account-name-success-view': W3mRegisterAccountNameSuccessView
  }
}
