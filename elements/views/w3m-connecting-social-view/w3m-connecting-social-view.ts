import { css, html, LitElement, nothing } from 'lit'
import { $embeddedWallet, clearEmbeddedError } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { errorText } from '../../error-text.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-loading-thumbnail/wui-loading-thumbnail.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { loadSocialLogin, signInWith } from '../w3m-connect-socials-view/social-buttons.js'
import { SOCIAL_NAMES } from '../w3m-connect-socials-view/w3m-social-logo.js'

/**
 * @summary ConnectingSocial: the provider's mark and name while the person signs in in the popup
 * (or the page comes back from a redirect); a closed window, a declined consent, a failure or the
 * 5-minute timeout end the wait with the message and "Try again". While the secure frame shows
 * its own screen (the recovery key), only a pointer to it remains.
 */
@localized()
export class W3mConnectingSocialView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .centered {
        gap: var(--wui-sys-spacing-s);
        min-height: 300px;
        justify-content: center;
      }
      .frame-screen {
        min-height: 380px;
        justify-content: flex-start;
      }
    `
  ]

  private readonly wallet = new StoreController(this, $embeddedWallet)

  /** Leaving the view ends the sign-in under way (its popup closes) and its error. */
  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearEmbeddedError()
    void loadSocialLogin().then(login => login.cancelSocialLogin())
  }

  protected override render() {
    const { socialProvider, error, frameScreen } = this.wallet.value
    if (frameScreen) {
      return html`<div class="centered frame-screen" data-testid="w3m-social-frame-screen">
        <wui-text variant="small-400" color="fg-200" align="center" role="status">${msg('Continue in the secure window below')}</wui-text>
      </div>`
    }
    const name = socialProvider ? SOCIAL_NAMES[socialProvider] : undefined
    const logo = socialProvider ? html`<w3m-social-logo provider=${socialProvider} size="lg"></w3m-social-logo>` : nothing
    const title = name ? msg(str`Log in with ${name}`) : msg('Social sign-in')
    if (error) {
      return html`<div class="centered">
        ${logo}
        <wui-text variant="paragraph-500" color="fg-100">${title}</wui-text>
        <wui-text variant="small-400" color="error-100" align="center" role="alert" data-testid="connect-error">${errorText(error)}</wui-text>
        ${socialProvider
          ? html`<wui-button variant="accent" size="md" data-testid="connect-retry" @click=${() => signInWith(socialProvider)}>${msg('Try again')}</wui-button>`
          : nothing}
      </div>`
    }
    return html`<div class="centered">
      ${socialProvider ? html`<wui-loading-thumbnail>${logo}</wui-loading-thumbnail>` : nothing}
      <wui-text variant="paragraph-500" color="fg-100">${title}</wui-text>
      <wui-text variant="small-400" color="fg-200" align="center" role="status">${msg('Continue in the sign-in window')}</wui-text>
    </div>`
  }
}

define('w3m-connecting-social-view', W3mConnectingSocialView)
