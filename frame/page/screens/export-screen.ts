import { button, el, isolate, row, scrollBox, untrusted } from './dom.js'
import { msg, str } from './localize.js'
import { closeScreen, openScreen } from './screen.js'
import { adoptKitTokens } from './tokens.js'
import { wordsReady } from './words.js'
import type { CodeCheck } from './factor-screen.js'

/**
 * Key export's screens, in the frame only: the emailed code (the fresh sign-in proof), then the private
 * key with Copy and a warning. The key is a text node of this screen, never posted to the page; closing
 * the screen removes it.
 */

async function screensReady(): Promise<void> {
  adoptKitTokens()
  await wordsReady()
}

/** The code mailed for export: true once it passed, false on Cancel. */
export async function askExportCode(email: string, check: CodeCheck): Promise<boolean> {
  await screensReady()
  const title = msg('Export your key')
  const { content, actions } = openScreen(title, title, 'export')
  content.append(el('p', {}, msg(str`To make sure it is you, we sent a code to ${isolate(email)}.`)))
  const input = el('input', { testid: 'export-code', autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: '6', spellcheck: 'false', dir: 'ltr', class: 'mono' })
  const error = el('p', { role: 'alert', class: 'error', testid: 'export-code-error' })
  content.append(el('label', {}, msg('Code from the email'), input), error)
  const cancel = button(msg('Cancel'), 'export-code-cancel')
  const submit = button(msg('Continue'), 'export-code-submit', 'primary')
  actions.append(cancel, submit)
  input.focus()
  return new Promise(resolve => {
    cancel.addEventListener('click', event => {
      if (!event.isTrusted) return
      closeScreen()
      resolve(false)
    })
    submit.addEventListener('click', async event => {
      if (!event.isTrusted || submit.disabled) return
      submit.disabled = true
      const failed = await check(input.value.trim()).catch(() => msg('Something went wrong'))
      submit.disabled = false
      if (failed === undefined) {
        closeScreen()
        resolve(true)
      } else error.textContent = failed
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
