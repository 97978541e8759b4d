import type { Hex } from 'viem'
import { FrameAnswerError } from '../channel.js'
import { SIGN_IN_DECLINED } from '../protocol.js'
import type { SignInFailure } from './screens/export-screen.js'
import { deviceId, keepTokens, signedIn, type Wallet } from './wallet-context.js'

/**
 * A social account's fresh proof for key export, inside the export flow (issue 35): the frame opens the
 * provider's sign-in in a window of its own (the same /social/start and /social/finish as the kit's
 * sign-in; the callback lands on this origin, so the frame reads it there), checks the new session is
 * the same account, and adopts it in place of the old one, which is signed out at the auth service.
 * The device share stays. A cancelled or failed try leaves the old session as it was.
 */

const POLL_MS = 250
const TIMEOUT_MS = 5 * 60_000

class Failed extends Error {
  constructor(readonly failure: SignInFailure) {
    super(failure)
  }
}

/** The callback URL once the window is back on this origin's /oauth/callback; rejects when the person closes it or after 5 minutes. */
function awaitCallback(popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const poll = setInterval(() => {
      const end = (outcome: () => void) => {
        clearInterval(poll)
        outcome()
      }
      if (popup.closed) return end(() => reject(new Failed('closed')))
      if (Date.now() - started > TIMEOUT_MS) {
        popup.close()
        return end(() => reject(new Failed('timed-out')))
      }
      let href: string
      try {
        href = popup.location.href // throws while the window is at the provider (another origin)
      } catch {
        return
      }
      const url = new URL(href)
      if (url.origin !== location.origin || url.pathname !== '/oauth/callback') return
      popup.close()
      end(() => resolve(href))
    }, POLL_MS)
  })
}

/**
 * One try: why it did not prove anything (the old session untouched; the screen words it), undefined once
 * the new session is this account's and in use. Opens its window before its first await (the click's activation).
 */
export async function signInAgain(wallet: Wallet, provider: string, address: Hex): Promise<SignInFailure | undefined> {
  const popup = window.open('about:blank', 'w3m-reauth', 'popup,width=480,height=640')
  if (!popup) return 'blocked'
  let session: { accessToken: string; refreshToken: string }
  try {
    const { uri } = await wallet.auth.post<{ uri: string }>('/social/start', { provider, deviceId: deviceId() })
    popup.location.href = uri
    const callback = await awaitCallback(popup)
    session = await wallet.auth.post('/social/finish', { uri: callback, deviceId: deviceId() })
  } catch (error) {
    popup.close()
    if (error instanceof Failed) return error.failure
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
