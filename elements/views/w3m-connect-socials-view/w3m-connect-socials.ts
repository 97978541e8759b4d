import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import type { ChainNamespace, SocialProvider } from '../../../types/public.js'
import { pushView } from '../../../controllers/modal/router.js'
import { offeredSocials, socialLayout } from '../../../controllers/embedded-wallet/socials.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import '../../ui/wui-icon/wui-icon.js'
// The rows Connect puts around the buttons when socials are on (and email may be off): they load with them.
import '../../ui/wui-list-item/wui-list-item.js'
import '../../ui/wui-separator/wui-separator.js'
import '../../ui/wui-text/wui-text.js'
import { resetStyles } from '../../ui/ui.styles.js'
import { loadSocialLogin, signInWith, wideButtonStyles } from './social-buttons.js'
import { SOCIAL_NAMES } from './w3m-social-logo.js'

/**
 * @summary Connect's social sign-in: the first provider as a wide button, the next few as icon
 * buttons, the rest behind "more" (ConnectSocials lists them all). Loaded only on sites with socials.
 */
@localized()
export class W3mConnectSocials extends LitElement {
  static override styles = [
    resetStyles,
    wideButtonStyles,
    css`
      :host {
        display: block;
      }
      .socials {
        display: flex;
        flex-direction: column;
        gap: var(--wui-sys-spacing-xs);
      }
      .icons {
        display: flex;
        gap: var(--wui-sys-spacing-xs);
      }
      .icons button {
        flex: 1;
        display: flex;
        align-items: center;
        justify-content: center;
        min-width: 0;
        height: 48px;
        border-radius: var(--wui-sys-border-radius-xs);
        background: var(--wui-sys-color-gray-glass-002);
        color: var(--wui-sys-color-fg-200);
      }
    `
  ]

  /** The families Connect lists (socials sign in on EVM). */
  @property({ attribute: false }) namespaces?: readonly ChainNamespace[]

  private iconButton(provider: SocialProvider) {
    const label = msg(str`Continue with ${SOCIAL_NAMES[provider]}`)
    return html`<button type="button" data-testid=${`social-login-${provider}`} aria-label=${label} title=${label} @click=${() => signInWith(provider)}>
      <w3m-social-logo provider=${provider} size="sm"></w3m-social-logo>
    </button>`
  }

  override render() {
    const { wide, icons, more } = socialLayout(offeredSocials(this.namespaces))
    if (!wide) return nothing
    const moreLabel = msg('More sign-in options')
    return html`<div class="socials" role="group" aria-label=${msg('Social sign-in')} @pointerenter=${() => void loadSocialLogin()} @focusin=${() => void loadSocialLogin()}>
      <button type="button" class="wide" data-testid=${`social-login-${wide}`} @click=${() => signInWith(wide)}>
        <w3m-social-logo provider=${wide}></w3m-social-logo>
        <wui-text variant="paragraph-500" color="fg-100">${msg(str`Continue with ${SOCIAL_NAMES[wide]}`)}</wui-text>
      </button>
      ${icons.length || more
        ? html`<div class="icons">
            ${icons.map(provider => this.iconButton(provider))}
            ${more
              ? html`<button type="button" data-testid="social-login-more" aria-label=${moreLabel} title=${moreLabel} @click=${() => pushView('ConnectSocials')}>
                  <wui-icon name="more" size="md"></wui-icon>
                </button>`
              : nothing}
          </div>`
        : nothing}
    </div>`
  }
}

define('w3m-connect-socials', W3mConnectSocials)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-connect-socials': W3mConnectSocials
  }
}
