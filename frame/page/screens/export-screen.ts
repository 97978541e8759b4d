import { SOCIAL_NAMES } from '../../../types/social-names.js'
import { button, el, isolate, row, scrollBox, untrusted } from './dom.js'
import { msg, str } from './localize.js'
import { closeScreen, openScreen, screensReady } from './screen.js'
import { codeForm, type CodeCheck } from './code-form.js'

/**
 * Key export's screens, in the frame only: the emailed code or a social account's sign-in again (the fresh sign-in proof), then the private
 * key with Copy and a warning. The key is a text node of this screen, never posted to the page; closing
 * the screen removes it.
 */

/** The code mailed for export: true once it passed, false on Cancel. */
export async function askExportCode(email: string, check: CodeCheck): Promise<boolean> {
  await screensReady()
  const title = msg('Export your key')
  const { content, actions } = openScreen(title, title, 'export')
  content.append(el('p', {}, msg(str`To make sure it is you, we sent a code to ${isolate(email)}.`)))
  return codeForm(content, actions, { label: msg('Code from the email'), testid: 'export-code', submit: msg('Continue'), check, numeric: true, maxLength: 6 })
}

/** A provider's name as its button says it (a name, never translated). */
const providerName = (provider: string) => (Object.hasOwn(SOCIAL_NAMES, provider) ? SOCIAL_NAMES[provider as keyof typeof SOCIAL_NAMES] : provider)

/** Why a sign-in again proved nothing: its window closed, timed out or was blocked, the provider declined or failed, or it was someone else's account. */
export type SignInFailure = 'closed' | 'timed-out' | 'blocked' | 'declined' | 'failed' | 'other-account'

export function failureText(failure: SignInFailure): string {
  switch (failure) {
    case 'closed':
      return msg('Sign-in window closed')
    case 'timed-out':
      return msg('Sign-in timed out')
    case 'blocked':
      return msg('The sign-in window was blocked: allow pop-ups for this site and try again.')
    case 'declined':
      return msg('Sign-in declined')
    case 'failed':
      return msg('Social sign-in failed')
    case 'other-account':
      return msg('That is a different account, so it was signed out. Sign in with the account you use here.')
  }
}

/**
 * A social account's fresh proof: "Continue with <provider>" signs in there again (`signIn` must open its
 * window before its first await: the click's activation allows one popup). True once it passed, false on
 * Cancel; a failed try shows its words and the person may try again.
 */
export async function askSocialSignIn(provider: string, signIn: () => Promise<SignInFailure | undefined>): Promise<boolean> {
  await screensReady()
  const title = msg('Export your key')
  const { content, actions } = openScreen(title, title, 'export')
  const name = providerName(provider)
  content.append(el('p', {}, msg(str`To make sure it is you, sign in again with ${name}. You stay signed in here.`)))
  const error = el('p', { role: 'alert', class: 'error', testid: 'export-social-error' })
  content.append(error)
  const cancel = button(msg('Cancel'), 'export-social-cancel')
  const submit = button(msg(str`Continue with ${name}`), 'export-social-continue', 'primary')
  actions.append(cancel, submit)
  submit.focus()
  return new Promise(resolve => {
    cancel.addEventListener('click', event => {
      if (!event.isTrusted) return
      closeScreen()
      resolve(false)
    })
    submit.addEventListener('click', async event => {
      if (!event.isTrusted || submit.disabled) return
      submit.disabled = true
      error.textContent = ''
      const failed = await signIn().catch(() => 'failed' as const)
      submit.disabled = false
      if (failed === undefined) {
        closeScreen()
        resolve(true)
      } else error.textContent = failureText(failed)
    })
  })
}

export interface ExportedKey {
  privateKey: string
  /** The key's own address (the EOA). */
  address: string
  /** The smart account this key owns, where the person uses one. */
  smartAccount?: string
}

/** The private key, a warning, Copy and Done; resolves when the person is done (the screen and the key go). */
export async function showPrivateKey(exported: ExportedKey): Promise<void> {
  await screensReady()
  const title = msg('Your private key')
  const { content, actions } = openScreen(title, title, 'export')
  const status = el('p', { role: 'status', class: 'muted' })
  const copy = button(msg('Copy key'), 'export-copy')
  copy.addEventListener('click', () => {
    void navigator.clipboard.writeText(exported.privateKey).then(
      () => (status.textContent = msg('Copied')),
      () => (status.textContent = msg('Copying is not allowed here: write the key down.'))
    )
  })
  content.append(
    el('p', { class: 'warning danger', testid: 'export-warning' }, msg('Anyone with this key controls your wallet and everything in it. Never share it or paste it into a website; no one will ever need it from you.')),
    el('dl', {}, row(msg('Address'), untrusted(exported.address, 'ltr', 'mono break'), 'export-address')),
    ...(exported.smartAccount
      ? [el('p', { testid: 'export-smart-account' }, msg(str`This key owns your smart account ${isolate(exported.smartAccount)}: whoever holds it controls that account and its funds too.`))]
      : []),
    scrollBox(exported.privateKey, msg('Private key'), 'ltr', 'export-key'),
    el('div', { class: 'tools' }, copy),
    status
  )
  const done = button(msg('Done'), 'export-done', 'primary')
  actions.append(done)
  await new Promise<void>(resolve => done.addEventListener('click', event => event.isTrusted && resolve()))
  closeScreen()
}
