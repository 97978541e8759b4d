import type { Hex } from 'viem'
import { FrameAnswerError } from '../channel.js'
import { SIGN_IN_DECLINED } from '../protocol.js'
import { awaitPopupMessage, isPopupLoaded, popupLoadingUrl, SIGN_IN_TIMED_OUT, SIGN_IN_WINDOW_CLOSED, socialCallbackUri } from '../social-window.js'
import type { SignInFailure } from './screens/export-screen.js'
import { deviceId, keepTokens, signedIn, type Wallet } from './wallet-context.js'

/**
 * A social account's fresh proof for key export, inside the export flow (issue 35): the frame opens the
 * provider's sign-in in a window of its own, through the secure site's sign-in pages as the kit's sign-in
 * does (frame/social-window.ts): `/oauth/loading` in popup mode remembers this origin as the asker, the
 * provider, then `/oauth/callback` posts the callback URL back here. The same /social/start and
 * /social/finish as any sign-in; the frame checks the new session is the same account, and adopts it in
 * place of the old one, which is signed out at the auth service. The device share stays. A cancelled or
 * failed try leaves the old session as it was.
 */

const POPUP_NAME = 'w3m-reauth'
const POPUP_FEATURES = 'popup,width=480,height=640'

/** The screen's words for a wait that ended without the window's message (closed, or 5 minutes); undefined for any other error. */
function windowFailure(error: unknown): SignInFailure | undefined {
  if (!(error instanceof Error)) return undefined
  if (error.message === SIGN_IN_WINDOW_CLOSED) return 'closed'
  return error.message === SIGN_IN_TIMED_OUT ? 'timed-out' : undefined
}

/**
 * One try: why it did not prove anything (the old session untouched; the screen words it), undefined once
 * the new session is this account's and in use. Opens its window before its first await (the click's activation).
 */
export async function signInAgain(wallet: Wallet, provider: string, address: Hex): Promise<SignInFailure | undefined> {
  // This origin asks and hears the answer: messages count only from this popup, on this origin, in the contract's shape.
  const site = location.origin
  const popup = window.open(popupLoadingUrl(site, site), POPUP_NAME, POPUP_FEATURES)
  if (!popup) return 'blocked'
  const waits = new AbortController()
  // Heard from the open on: the loading page may say it remembered the sign-in before /social/start answers.
  const loaded = awaitPopupMessage(popup, event => (isPopupLoaded(event, popup, site) ? true : undefined), waits.signal)
  loaded.catch(() => undefined) // its failure is the try's, reported once below
  let session: { accessToken: string; refreshToken: string }
  try {
    const { uri } = await wallet.auth.post<{ uri: string }>('/social/start', { provider, deviceId: deviceId() })
    // Navigating before the loading page has remembered the asker would lose it.
    await loaded
    popup.location.href = uri
    const callback = await awaitPopupMessage(popup, event => socialCallbackUri(event, popup, site), waits.signal)
    session = await wallet.auth.post('/social/finish', { uri: callback, deviceId: deviceId() })
  } catch (error) {
    waits.abort()
    popup.close()
    const failure = windowFailure(error)
    if (failure) return failure
    return error instanceof FrameAnswerError && error.message === SIGN_IN_DECLINED ? 'declined' : 'failed'
  }
  const me = await wallet.auth.post<{ address: Hex | null; provider?: string | null }>('/me', {}, session.accessToken)
  if (me.address?.toLowerCase() !== address.toLowerCase() || me.provider !== provider) {
    // Someone else's account: its session goes, this one stays.
    await wallet.auth.post('/session/signout', {}, session.accessToken).catch(() => undefined)
    return 'other-account'
  }
  await signedIn(wallet, '/session/signout').catch(() => undefined)
  keepTokens(session)
  return undefined
}
