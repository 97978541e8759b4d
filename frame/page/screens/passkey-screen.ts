import { FrameAnswerError } from '../../channel.js'
import { button, el } from './dom.js'
import { msg } from './localize.js'
import { closeScreen, openScreen, screensReady } from './screen.js'

/**
 * The passkey screen: the browser's passkey dialog opens only from a click in this frame (WebAuthn in a
 * cross-origin frame needs the frame's own user activation, and the person sees the secure site ask).
 * Continue runs the ceremony; a failure (the dialog dismissed, a passkey the service does not know)
 * is said here and Continue tries again; Cancel gives up.
 */

export type PasskeyCeremony = 'add' | 'sign-in'

/** Thrown when the person cancels the screen. */
export class PasskeyCancelled extends Error {}

function wordsOf(kind: PasskeyCeremony): { title: string; text: string } {
  return kind === 'add'
    ? { title: msg('Add a passkey'), text: msg('Your device will ask you to create a passkey for this wallet, with your fingerprint, face or screen lock. Next time, the passkey alone signs you in, on every site that uses this wallet.') }
    : { title: msg('Sign in with a passkey'), text: msg('Your device will show the passkeys saved for this wallet. Choose yours and confirm with your fingerprint, face or screen lock.') }
}

/** Shows the screen; each Continue click runs `ceremony` (its answer resolves the screen). Rejects with PasskeyCancelled on Cancel or Escape. */
export async function askPasskey<T>(kind: PasskeyCeremony, ceremony: () => Promise<T>): Promise<T> {
  await screensReady()
  const { title, text } = wordsOf(kind)
  const { content, actions } = openScreen(title, title, 'passkey')
  const error = el('p', { role: 'alert', class: 'error', testid: 'passkey-error' })
  content.append(el('p', {}, text), error)
  const cancel = button(msg('Cancel'), 'passkey-cancel')
  const next = button(msg('Continue'), 'passkey-continue', 'primary')
  actions.append(cancel, next)
  next.focus()
  return new Promise((resolve, reject) => {
    let settled = false
    const finish = (settle: () => void) => {
      settled = true
      document.removeEventListener('keydown', escape)
      closeScreen()
      settle()
    }
    const giveUp = () => finish(() => reject(new PasskeyCancelled()))
    const escape = (event: KeyboardEvent) => {
      if (event.isTrusted && event.key === 'Escape' && !settled) giveUp()
    }
    document.addEventListener('keydown', escape)
    cancel.addEventListener('click', event => event.isTrusted && !settled && giveUp())
    next.addEventListener('click', async event => {
      if (!event.isTrusted || settled || next.disabled) return
      next.disabled = true
      error.textContent = ''
      try {
        const answer = await ceremony()
        if (!settled) finish(() => resolve(answer))
      } catch (reason) {
        // The browser's or the service's reason goes to the console (no secret in it); the person reads the screen's words.
        console.warn('[w3m-frame] passkey:', reason instanceof Error ? `${reason.name}: ${reason.message}` : reason)
        // Past the account's limit of wrong tries the service's own words say to wait (the right passkey waits too).
        if (reason instanceof FrameAnswerError && reason.code === 429) error.textContent = reason.message
        else error.textContent = kind === 'add' ? msg('No passkey was added. Try again, or cancel.') : msg('No passkey of this wallet was used. Try again, or cancel.')
      } finally {
        next.disabled = false
      }
    })
  })
}
