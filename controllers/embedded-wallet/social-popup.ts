import { $options } from '../config/options.js'
import { isPopupLoaded, popupLoadingUrl, SOCIAL_TIMEOUT_MS } from '../../frame/social-window.js'

/**
 * The social sign-in window, opened synchronously inside the person's click (popup blockers allow
 * only that): to the secure site's loading page, navigated to the provider once the frame answers.
 * Tiny on purpose: the buttons import it; the flow (frame code) loads after the click.
 */

export const SOCIAL_POPUP_NAME = 'w3m-social'
const POPUP_FEATURES = 'width=600,height=700'

/** Popups whose loading page has said it remembered the sign-in, heard from the click on. */
const readyPopups = new WeakSet<Window>()

/**
 * The loading page says it is ready once, maybe before the flow's code has loaded (a slow network):
 * its word is heard from the click on and kept, so it is never lost.
 */
function listenForReady(popup: Window, secureSiteUrl: string): void {
  const stop = () => {
    window.removeEventListener('message', onMessage)
    clearTimeout(timer)
  }
  const onMessage = (event: MessageEvent) => {
    if (!isPopupLoaded(event, popup, secureSiteUrl)) return
    readyPopups.add(popup)
    stop()
  }
  // As long as the flow itself waits for the popup.
  const timer = setTimeout(stop, SOCIAL_TIMEOUT_MS)
  window.addEventListener('message', onMessage)
}

/** The popup's loading page has already said it is ready. */
export function popupSaidReady(popup: Window): boolean {
  return readyPopups.has(popup)
}

/** Where a popup cannot work: in-app browsers and WebViews (their popups do not keep an opener or never open), home-screen apps. */
export function popupsUnavailable(userAgent: string, standalone: boolean): boolean {
  if (standalone) return true
  // Social and messaging apps' in-app browsers, Android WebViews (`; wv)`), and iOS WebViews (no "Safari" token).
  if (/FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|Twitter|Snapchat|TikTok|Telegram|; wv\)/i.test(userAgent)) return true
  return /iPhone|iPad|iPod/.test(userAgent) && !/Safari\//.test(userAgent)
}

/** Inside Telegram's in-app browser or mini app (its bridge objects are on the page). */
export function inTelegram(): boolean {
  return typeof window !== 'undefined' && ('Telegram' in window || 'TelegramWebviewProxy' in window)
}

function platformWithoutPopups(): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches
  return inTelegram() || popupsUnavailable(navigator.userAgent, standalone)
}

/** Opens the window in the click; null means redirect mode (no popup possible here, or the browser blocked it). */
export function openSocialPopup(): Window | null {
  const secureSiteUrl = $options.get()?.secureSiteUrl
  if (!secureSiteUrl || platformWithoutPopups()) return null
  const popup = window.open(popupLoadingUrl(secureSiteUrl, location.origin), SOCIAL_POPUP_NAME, POPUP_FEATURES)
  if (popup) listenForReady(popup, secureSiteUrl)
  return popup
}
