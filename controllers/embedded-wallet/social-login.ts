import type { SocialProvider } from '../../frame/protocol.js'
import { finishLogin, frameErrorText, keepSocialUser, request, siteAccountType } from './actions.js'
import { $embeddedWallet, EMBEDDED_KEYS } from './store.js'
import { openModal } from '../modal/modal.js'
import { $options } from '../config/options.js'
import { $router, pushView, replaceView } from '../modal/router.js'
import { popupSaidReady } from './social-popup.js'
import { awaitPopupMessage, isCallbackUrl, isPopupLoaded, secureSitePath, socialCallbackUri } from '../../frame/social-window.js'
import { readStored, removeStored, writeStored } from '../config/storage.js'

/**
 * Social sign-in (behaviour §5; the frame's side of the contract in frame/README.md): the frame gives the
 * provider's authorization URL, the popup (or the whole page, in redirect mode) goes there, the
 * secure site's callback page hands the callback URL back, and `connect-social` signs the person
 * in; the AUTH connector then connects as for email. Never throws: failures land in
 * `$embeddedWallet.error` in the contract's words, and every wait ends.
 */

/** Redirect mode comes back to the site with the callback URL in this fragment parameter. */
export const REDIRECT_FRAGMENT = 'w3m-social-callback='

/**
 * A redirect-mode return address: the callback URL in its `#w3m-social-callback=` fragment (undefined
 * when it is not the secure site's callback) and the address without the fragment; undefined when absent.
 */
export function redirectCallback(href: string, secureSiteUrl: string): { uri: string | undefined; cleanHref: string } | undefined {
  const at = href.indexOf(`#${REDIRECT_FRAGMENT}`)
  if (at === -1) return undefined
  const cleanHref = href.slice(0, at)
  try {
    const uri = decodeURIComponent(href.slice(at + 1 + REDIRECT_FRAGMENT.length))
    return { uri: isCallbackUrl(uri, secureSiteUrl) ? uri : undefined, cleanHref }
  } catch {
    return { uri: undefined, cleanHref }
  }
}

/** The popup's callback URL (checked: origin, source, shape); the wait ends after `timeoutMs` (5 minutes). */
export function awaitSocialCallback(popup: Window, secureSiteUrl: string, signal: AbortSignal, timeoutMs?: number): Promise<string> {
  return awaitPopupMessage(popup, event => socialCallbackUri(event, popup, secureSiteUrl), signal, timeoutMs)
}

/**
 * The loading page has remembered the sign-in: only then may the popup go to the provider. Its one
 * word may have come before this code loaded (openSocialPopup listens from the click on).
 */
export function awaitPopupLoaded(popup: Window, secureSiteUrl: string, signal: AbortSignal): Promise<true> {
  if (popupSaidReady(popup)) return Promise.resolve(true)
  return awaitPopupMessage(popup, event => (isPopupLoaded(event, popup, secureSiteUrl) ? true : undefined), signal)
}

let current: { controller: AbortController; popup: Window | null } | undefined

/** Ends the sign-in under way (the person left its view, or started another): its popup closes, it reports nothing. */
export function cancelSocialLogin(): void {
  if (!current) return
  current.controller.abort()
  current.popup?.close()
  current = undefined
  $embeddedWallet.setKey('busy', false)
}

function showConnectingSocial(): void {
  const view = $router.get().view
  if (view === 'ConnectingSocial') return
  if (view === 'Connect' || view === 'ConnectSocials') pushView('ConnectingSocial')
  else replaceView('ConnectingSocial')
}

/** The callback URL reached: the frame signs in (the recovery key may show first), the AUTH connector connects. */
async function connectSocial(uri: string, provider: SocialProvider | undefined): Promise<void> {
  const user = await request('connect-social', { uri, ...siteAccountType() })
  keepSocialUser(provider, user)
  await finishLogin()
}

/**
 * Signs in with `provider`. `popup` is the window the click opened (openSocialPopup); null means
 * redirect mode: the page itself goes to the provider and the sign-in finishes after it returns.
 */
export async function startSocialLogin(provider: SocialProvider, popup: Window | null): Promise<void> {
  cancelSocialLogin()
  const attempt = { controller: new AbortController(), popup }
  current = attempt
  $embeddedWallet.set({ ...$embeddedWallet.get(), socialProvider: provider, busy: true, error: undefined })
  showConnectingSocial()
  const secureSiteUrl = $options.get()?.secureSiteUrl ?? ''
  // Listening from the click on: the loading page may say it is ready before the frame answers.
  const loaded = popup ? awaitPopupLoaded(popup, secureSiteUrl, attempt.controller.signal) : undefined
  // Its failure is the flow's, reported once below (after the frame's answer).
  loaded?.catch(() => undefined)
  try {
    const { uri } = await request('get-social-redirect-uri', { provider })
    if (attempt.controller.signal.aborted) return
    if (!popup) {
      // Kept for the return trip: the page that comes back knows which provider it was.
      writeStored(EMBEDDED_KEYS.socialPendingProvider, provider)
      const back = `${secureSitePath(secureSiteUrl, '/oauth/loading')}?origin=${encodeURIComponent(location.origin)}&mode=redirect&return=${encodeURIComponent(location.href)}&next=${encodeURIComponent(uri)}`
      location.assign(back)
      return
    }
    await loaded
    popup.location.href = uri
    const callback = await awaitSocialCallback(popup, secureSiteUrl, attempt.controller.signal)
    await connectSocial(callback, provider)
  } catch (error) {
    if (attempt.controller.signal.aborted) return
    popup?.close()
    $embeddedWallet.setKey('error', frameErrorText(error))
  } finally {
    if (current === attempt) {
      current = undefined
      // Redirect mode leaves the page: the view keeps waiting until it does.
      if (popup || $embeddedWallet.get().error) $embeddedWallet.setKey('busy', false)
    }
  }
}

/** At start-up after a redirect-mode round trip: the fragment goes from the address first, then the sign-in finishes on ConnectingSocial. */
export async function resumeSocialRedirect(): Promise<void> {
  const secureSiteUrl = $options.get()?.secureSiteUrl
  if (!secureSiteUrl) return
  const found = redirectCallback(location.href, secureSiteUrl)
  if (!found) return
  history.replaceState(history.state, '', found.cleanHref)
  if (!found.uri) return
  // Kept before leaving (storage may have been unavailable: then the view names no provider).
  const provider = readStored<SocialProvider>(EMBEDDED_KEYS.socialPendingProvider)
  removeStored(EMBEDDED_KEYS.socialPendingProvider)
  $embeddedWallet.set({ ...$embeddedWallet.get(), socialProvider: provider, busy: true, error: undefined })
  openModal({ view: 'ConnectingSocial' })
  try {
    await connectSocial(found.uri, provider)
  } catch (error) {
    $embeddedWallet.setKey('error', frameErrorText(error))
  } finally {
    $embeddedWallet.setKey('busy', false)
  }
}
