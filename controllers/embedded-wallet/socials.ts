import type { ChainNamespace, SocialProvider } from '../../types/public.js'
import type { SocialProvider as OAuthProvider } from '../../frame/protocol.js'
import { socialsConfigured } from './sign-in-methods.js'
import { inTelegram } from './social-popup.js'

/**
 * Which social buttons Connect shows (behaviour §5, §9): the site's `features.socials` in its order,
 * minus what the Telegram in-app browser cannot sign in with. Loaded only with the social buttons.
 */

/** The platform a Telegram mini app runs on, as behaviour §5's filter tells them apart. */
export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

const TELEGRAM_DROPS: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: []
}

/** behaviour §5 Telegram socials filtering: on iOS drop google, on Mac drop x, on Android drop facebook and x. */
export function telegramSocials(socials: readonly SocialProvider[], platform: TelegramPlatform): SocialProvider[] {
  return socials.filter(provider => !TELEGRAM_DROPS[platform].includes(provider))
}

/** The Telegram platform from the user agent (iPadOS passes as a Mac with touch), or undefined outside Telegram. */
export function telegramPlatform(userAgent: string, inTelegram: boolean, touch: boolean): TelegramPlatform | undefined {
  if (!inTelegram) return undefined
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touch)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Macintosh/.test(userAgent)) return 'mac'
  return 'other'
}

function thisPlatform(): TelegramPlatform | undefined {
  if (!inTelegram()) return undefined
  return telegramPlatform(navigator.userAgent, true, navigator.maxTouchPoints > 1)
}

/** Farcaster signs in by its own flow (ConnectingFarcaster), not by the OAuth popup. */
export function isOAuthProvider(provider: SocialProvider): provider is OAuthProvider {
  return provider !== 'farcaster'
}

/** The social sign-ins offered here, in the site's order: Connect's buttons (farcaster's leads to its own view). */
export function offeredSocials(namespaces?: readonly ChainNamespace[], platform = thisPlatform()): SocialProvider[] {
  const socials = socialsConfigured(namespaces)
  return platform ? telegramSocials(socials, platform) : [...socials]
}

/** How many buttons show before "more": the first wide, then this many icon buttons. */
export const SOCIAL_ICON_BUTTONS = 3

/** Connect's layout of the buttons: the wide one, the icon ones, and what waits behind "more" (all of them are listed there). */
export function socialLayout<T>(providers: readonly T[]): { wide: T | undefined; icons: T[]; more: boolean } {
  const [wide, ...rest] = providers
  // "More" takes the last icon slot when the rest do not fit.
  const fits = rest.length <= SOCIAL_ICON_BUTTONS + 1
  return { wide, icons: fits ? rest : rest.slice(0, SOCIAL_ICON_BUTTONS), more: !fits }
}
