import { PASSKEY_CANCELLED } from '../../frame/protocol.js'
import { writeStored, removeStored } from '../config/storage.js'
import { showToast } from '../notices/toast.js'
import { finishLogin, frameErrorText, keepSocialUser, request, siteAccountType } from './actions.js'
import { $embeddedWallet, EMBEDDED_KEYS } from './store.js'

/**
 * Passkeys of the embedded wallet (frame/README.md, `add-passkey` and `connect-passkey`): the frame
 * shows its own passkey screen and runs the ceremony there, so the credential never reaches this page.
 * A cancelled screen is no error.
 */

const cancelled = (error: unknown) => frameErrorText(error) === PASSKEY_CANCELLED

/** Account → Add passkey. */
export async function addPasskey(): Promise<void> {
  if ($embeddedWallet.get().busy) return
  $embeddedWallet.set({ ...$embeddedWallet.get(), busy: true, error: undefined })
  try {
    await request('add-passkey', {})
    showToast('Passkey added', 'success')
  } catch (error) {
    if (!cancelled(error)) showToast(frameErrorText(error), 'error')
  } finally {
    $embeddedWallet.setKey('busy', false)
  }
}

/** Connect → Sign in with a passkey: no email typed; the frame signs in (a new device then asks for the recovery key) and the AUTH connector connects. */
export async function signInWithPasskey(): Promise<void> {
  if ($embeddedWallet.get().busy) return
  $embeddedWallet.set({ ...$embeddedWallet.get(), busy: true, error: undefined })
  try {
    const user = await request('connect-passkey', siteAccountType())
    if (user.userName) keepSocialUser(undefined, user)
    else {
      // An email account: as after a code, its address is remembered and no social name is left from before.
      removeStored(EMBEDDED_KEYS.socialUsername)
      removeStored(EMBEDDED_KEYS.socialProvider)
      if (user.email) writeStored(EMBEDDED_KEYS.email, user.email)
      $embeddedWallet.set({ ...$embeddedWallet.get(), email: user.email ?? undefined, socialProvider: undefined, socialUserName: undefined })
    }
    await finishLogin()
  } catch (error) {
    if (!cancelled(error)) $embeddedWallet.setKey('error', frameErrorText(error))
  } finally {
    $embeddedWallet.setKey('busy', false)
  }
}
