/**
 * The social sign-in window's contract with whoever opened it: the secure site's `/oauth/loading`
 * (popup mode) says `{ type: 'w3m-social-loading' }` once it has remembered the asker, `/oauth/callback`
 * answers `{ type: 'w3m-social-callback', uri }` to that origin (server/src/site/oauth-pages.ts). Its two
 * openers take the one check and the one wait from here: the kit's sign-in (controllers/embedded-wallet)
 * and the frame's re-sign-in for key export (frame/page/social-reauth.ts). Imports nothing.
 */

export const SOCIAL_LOADING_TYPE = 'w3m-social-loading'
export const SOCIAL_CALLBACK_TYPE = 'w3m-social-callback'
/** The wait's own endings, in words (the frame's answers are SIGN_IN_DECLINED and SOCIAL_SIGN_IN_FAILED, frame/protocol.ts). */
export const SIGN_IN_WINDOW_CLOSED = 'Sign-in window closed'
export const SIGN_IN_TIMED_OUT = 'Sign-in timed out'
/** No answer from the window within this: the wait ends with SIGN_IN_TIMED_OUT. */
export const SOCIAL_TIMEOUT_MS = 5 * 60_000
const CLOSED_POLL_MS = 500

type WindowMessage = Pick<MessageEvent, 'origin' | 'source' | 'data'>

/** The secure site's address with `path` appended (the site may live under a path). */
export function secureSitePath(secureSiteUrl: string, path: string): string {
  return `${secureSiteUrl.replace(/\/+$/, '')}${path}`
}

/** The loading page in popup mode, for an opener on `origin`. */
export function popupLoadingUrl(secureSiteUrl: string, origin: string): string {
  return `${secureSitePath(secureSiteUrl, '/oauth/loading')}?origin=${encodeURIComponent(origin)}&mode=popup`
}

/** An http(s) URL on the secure site's `/oauth/callback` (the contract's redirect_uri), nothing else. */
export function isCallbackUrl(uri: string, secureSiteUrl: string): boolean {
  try {
    const url = new URL(uri)
    const expected = new URL(secureSitePath(secureSiteUrl, '/oauth/callback'))
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === expected.origin && url.pathname === expected.pathname
  } catch {
    return false
  }
}

/** A message's data when it comes from the popup on the secure origin; else undefined (ignored). */
function fromPopup(event: WindowMessage, popup: unknown, secureSiteUrl: string): Record<string, unknown> | undefined {
  if (event.origin !== new URL(secureSiteUrl).origin || event.source !== popup || popup == null) return undefined
  const data: unknown = event.data
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined
}

/** True for the loading page's word that it remembered the sign-in (exactly `{ type: 'w3m-social-loading' }` from the popup). */
export function isPopupLoaded(event: WindowMessage, popup: unknown, secureSiteUrl: string): boolean {
  const fields = fromPopup(event, popup, secureSiteUrl)
  return Boolean(fields && Object.keys(fields).length === 1 && fields.type === SOCIAL_LOADING_TYPE)
}

/** The callback URL a message carries when it comes from the popup, on the secure origin, with exactly the contract's shape; else undefined (ignored). */
export function socialCallbackUri(event: WindowMessage, popup: unknown, secureSiteUrl: string): string | undefined {
  const fields = fromPopup(event, popup, secureSiteUrl)
  if (!fields || Object.keys(fields).length !== 2 || fields.type !== SOCIAL_CALLBACK_TYPE || typeof fields.uri !== 'string') return undefined
  return isCallbackUrl(fields.uri, secureSiteUrl) ? fields.uri : undefined
}

/**
 * The popup's next message that `read` accepts (others are ignored); or SIGN_IN_WINDOW_CLOSED once the
 * popup is closed (seen by `popup.closed`: its location is never read), SIGN_IN_TIMED_OUT after
 * `timeoutMs` (the popup closes), 'aborted' on `signal`. Settles once, cleans up.
 */
export function awaitPopupMessage<T>(popup: Window, read: (event: MessageEvent) => T | undefined, signal?: AbortSignal, timeoutMs = SOCIAL_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    let closedSeen = false
    const end = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(poll)
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      const value = read(event)
      if (value === undefined) return
      end()
      resolve(value)
    }
    const onAbort = () => {
      end()
      reject(new Error('aborted'))
    }
    const poll = setInterval(() => {
      if (!popup.closed) return
      // The callback page posts, then closes itself: its message gets one more poll to arrive.
      if (!closedSeen) return void (closedSeen = true)
      end()
      reject(new Error(SIGN_IN_WINDOW_CLOSED))
    }, CLOSED_POLL_MS)
    const timer = setTimeout(() => {
      end()
      popup.close()
      reject(new Error(SIGN_IN_TIMED_OUT))
    }, timeoutMs)
    window.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort)
  })
}
