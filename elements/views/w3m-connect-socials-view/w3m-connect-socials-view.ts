import { html, LitElement } from 'lit'
import { $chain } from '../../../controllers/networks/store.js'
import { offeredSocials } from '../../../controllers/embedded-wallet/socials.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-text/wui-text.js'
import { resetStyles } from '../../ui/ui.styles.js'
import { viewStyles } from '../view.styles.js'
import { loadSocialLogin, signInWith, wideButtonStyles } from './social-buttons.js'
import { SOCIAL_NAMES } from './w3m-social-logo.js'

/**
 * @summary ConnectSocials: every social sign-in the site offers, one row each, in its order
 * (Connect's "more" leads here).
 */
@localized()
export class W3mConnectSocialsView extends LitElement {
  static override styles = [resetStyles, viewStyles, wideButtonStyles]

  private readonly chain = new StoreController(this, $chain)

  override connectedCallback(): void {
    super.connectedCallback()
    void loadSocialLogin()
  }

  override render() {
    const providers = offeredSocials(this.chain.value.adapterNamespaces)
    return html`<ul aria-label=${msg('Social sign-in')}>
      ${providers.map(
        provider => html`<li>
          <button type="button" class="wide" data-testid=${`social-login-${provider}`} @click=${() => signInWith(provider)}>
            <w3m-social-logo provider=${provider}></w3m-social-logo>
            <wui-text variant="paragraph-500" color="fg-100">${msg(str`Continue with ${SOCIAL_NAMES[provider]}`)}</wui-text>
          </button>
        </li>`
      )}
    </ul>`
  }
}

define('w3m-connect-socials-view', W3mConnectSocialsView)
