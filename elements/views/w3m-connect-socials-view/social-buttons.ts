import { css } from 'lit'
import type { SocialProvider } from '../../../types/public.js'
import { pushView } from '../../../controllers/modal/router.js'
import { openSocialPopup } from '../../../controllers/embedded-wallet/social-popup.js'
import { isOAuthProvider } from '../../../controllers/embedded-wallet/socials.js'

/** The flow pulls in the frame code: it loads when the person shows intent (pointer, focus), not with Connect. */
export const loadSocialLogin = () => import('../../../controllers/embedded-wallet/social-login.js')

/**
 * A social button's click: the popup opens now, inside the click (blockers allow only that); the flow
 * follows. Farcaster signs in by its own channel: its view shows the QR code.
 */
export function signInWith(provider: SocialProvider): void {
  if (!isOAuthProvider(provider)) return pushView('ConnectingFarcaster')
  const popup = openSocialPopup()
  void loadSocialLogin().then(login => login.startSocialLogin(provider, popup))
}

/** The wide social button (Connect's first, every row of ConnectSocials). */
export const wideButtonStyles = css`
  button.wide {
    display: flex;
    align-items: center;
    gap: var(--wui-sys-spacing-s);
    width: 100%;
    min-height: 56px;
    padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-l) var(--wui-sys-spacing-xs) var(--wui-sys-spacing-s);
    border-radius: var(--wui-sys-border-radius-xs);
    background: var(--wui-sys-color-gray-glass-002);
    color: var(--wui-sys-color-fg-100);
    text-align: start;
    transition: background-color var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
  }
  button:hover {
    background: var(--wui-sys-color-gray-glass-005);
  }
  button:active {
    background: var(--wui-sys-color-gray-glass-010);
  }
  button.wide wui-text {
    flex: 1;
    min-width: 0;
  }
`
