import { $options } from '../config/options.js'

/**
 * The social sign-in window, opened synchronously inside the person's click (popup blockers allow
 * only that): to the secure site's loading page, navigated to the provider once the frame answers.
 * Tiny on purpose: the buttons import it; the flow (frame code) loads after the click.
 */

export const SOCIAL_POPUP_NAME = 'w3m-social'
const POPUP_FEATURES = 'width=600,height=700'
const LOADING_TYPE = 'w3m-social-loading'
/** As long as the flow itself waits for the popup (SOCIAL_TIMEOUT_MS). */
const READY_LISTEN_MS = 5 * 60_000

/** Popups whose loading page has said it remembered the sign-in, heard from the click on. */
const readyPopups = new WeakSet<Window>()

/** A message's data when it comes from the popup on the secure origin; else undefined (ignored). */
export function fromPopup(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, popup: unknown, secureSiteUrl: string): Record<string, unknown> | undefined {
  if (event.origin !== new URL(secureSiteUrl).origin || event.source !== popup || popup == null) return undefined
  const data: unknown = event.data
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined
}

/** True for the loading page's word that it remembered the sign-in (exactly `{ type: 'w3m-social-loading' }` from the popup). */
export function isPopupLoaded(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, popup: unknown, secureSiteUrl: string): boolean {
  const fields = fromPopup(event, popup, secureSiteUrl)
  return Boolean(fields && Object.keys(fields).length === 1 && fields.type === LOADING_TYPE)
}

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
  const timer = setTimeout(stop, READY_LISTEN_MS)
  window.addEventListener('message', onMessage)
}

/** The popup's loading page has already said it is ready. */
export function popupSaidReady(popup: Window): boolean {
  return readyPopups.has(popup)
}

/** The secure site's address with `path` appended (the site may live under a path). */
export function secureSitePath(secureSiteUrl: string, path: string): string {
  return `${secureSiteUrl.replace(/\/+$/, '')}${path}`
}

/** The contract's loading page in popup mode. */
export function popupLoadingUrl(secureSiteUrl: string, origin: string): string {
  return `${secureSitePath(secureSiteUrl, '/oauth/loading')}?origin=${encodeURIComponent(origin)}&mode=popup`
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
