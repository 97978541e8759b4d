import { accountOf, updateAccount } from '../account/store.js'
import { $embeddedWallet, clearEmbeddedError } from './store.js'
import { AUTH_CONNECTOR_ID } from '../wallets/connectors.js'
import { finishLogin, frameErrorText, keepSocialUser, reloadFrame, request } from './actions.js'

/**
 * Farcaster sign-in (behaviour §1, §2): the frame opens a channel at the Farcaster auth relay and hands
 * back its link, which ConnectingFarcaster shows as a QR code and a deep link; the frame's
 * connect-farcaster answers once the person approved in the Farcaster app (or fails when the
 * channel expires), and the AUTH connector connects as for email.
 */

/** Only the latest attempt may show its link, error or connection: leaving starts a new generation. */
let attempt = 0

/** A sign-in is under way or has just failed: the view shows it rather than starting another. */
export function farcasterLoginUnderway(): boolean {
  const { busy, error } = $embeddedWallet.get()
  return busy || error !== undefined || accountOf('eip155').farcasterUrl !== undefined
}

export async function startFarcasterLogin(): Promise<void> {
  const mine = ++attempt
  updateAccount('eip155', { farcasterUrl: undefined })
  $embeddedWallet.set({ ...$embeddedWallet.get(), busy: true, error: undefined })
  try {
    const { url } = await request('get-farcaster-uri', {})
    if (mine !== attempt) return
    updateAccount('eip155', { farcasterUrl: url })
    const user = await request('connect-farcaster', {})
    if (mine !== attempt) return
    keepSocialUser('farcaster', user)
    await finishLogin()
    updateAccount('eip155', { farcasterUrl: undefined })
  } catch (error) {
    if (mine === attempt) $embeddedWallet.setKey('error', frameErrorText(error))
  } finally {
    if (mine === attempt) $embeddedWallet.setKey('busy', false)
  }
}

/** behaviour §2: leaving ConnectingFarcaster while not connected clears the link and reloads the embedded-wallet provider. */
export function leaveFarcasterLogin(): void {
  attempt++
  const account = accountOf('eip155')
  if (account.status === 'connected' && account.connectorId === AUTH_CONNECTOR_ID) return
  updateAccount('eip155', { farcasterUrl: undefined })
  $embeddedWallet.setKey('busy', false)
  clearEmbeddedError()
  reloadFrame()
}
