import type { ChainNamespace, SocialProvider } from '../../types/public.js'
import { $options, embeddedWalletOffered } from '../config/options.js'

/** Which embedded-wallet sign-ins Connect offers; off the button's path (Connect and the flows read it). */

/** Email sign-in: the site turned it on and the embedded wallet is offered. */
export function emailSignInOffered(namespaces?: readonly ChainNamespace[]): boolean {
  return Boolean($options.get()?.features.email) && embeddedWalletOffered(namespaces)
}

/** The social providers the site configured (`false` or `[]`: none) when the embedded wallet is offered; before any platform filter. */
export function socialsConfigured(namespaces?: readonly ChainNamespace[]): SocialProvider[] {
  const socials = $options.get()?.features.socials
  return socials && embeddedWalletOffered(namespaces) ? socials : []
}
