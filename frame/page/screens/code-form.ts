import { button, el } from './dom.js'
import { msg } from './localize.js'
import { closeScreen } from './screen.js'

/** The frame's code form (the second factor's codes, export's emailed code): a code field, its error line, Cancel and a primary button. */

/** What a code's check answers: undefined when it passed, else the error to show. */
export type CodeCheck = (code: string) => Promise<string | undefined>

/** A passkey answering the factor instead of a code (run from the click: the browser's passkey dialog needs it); answers like a CodeCheck. */
export type PasskeyCheck = () => Promise<string | undefined>

/** A code field and its error line, with Cancel and a primary button (and "Use a passkey" given `passkey`): resolves true once a check passes, false on Cancel. */
export function codeForm(content: HTMLElement, actions: HTMLElement, options: { label: string; testid: string; submit: string; check: CodeCheck; numeric?: boolean; maxLength?: number; passkey?: PasskeyCheck }): Promise<boolean> {
  const input = el('input', { testid: options.testid, autocomplete: 'one-time-code', inputmode: options.numeric ? 'numeric' : undefined, maxlength: options.maxLength === undefined ? undefined : String(options.maxLength), spellcheck: 'false', dir: 'ltr', class: 'mono' })
  const error = el('p', { role: 'alert', class: 'error', testid: `${options.testid}-error` })
  content.append(el('label', {}, options.label, input), error)
  const usePasskey = options.passkey && button(msg('Use a passkey'), 'factor-passkey')
  if (usePasskey) content.append(el('div', { class: 'tools' }, usePasskey))
  const cancel = button(msg('Cancel'), `${options.testid}-cancel`)
  const submit = button(options.submit, `${options.testid}-submit`, 'primary')
  actions.append(cancel, submit)
  input.focus()
  return new Promise(resolve => {
    let busy = false
    cancel.addEventListener('click', event => {
      if (!event.isTrusted || busy) return
      closeScreen()
      resolve(false)
    })
    const send = async (check: () => Promise<string | undefined>, thrown: () => string) => {
      if (busy) return
      busy = true
      submit.disabled = true
      if (usePasskey) usePasskey.disabled = true
      const failed = await check().catch(thrown)
      busy = false
      submit.disabled = false
      if (usePasskey) usePasskey.disabled = false
      if (failed === undefined) {
        closeScreen()
        resolve(true)
      } else {
        error.textContent = failed
        input.select()
      }
    }
    const sendCode = () => send(() => options.check(input.value.trim()), () => msg('Something went wrong'))
    submit.addEventListener('click', event => event.isTrusted && void sendCode())
    input.addEventListener('keydown', event => event.isTrusted && event.key === 'Enter' && void sendCode())
    if (usePasskey && options.passkey) {
      const passkey = options.passkey
      // The browser's passkey dialog closed or failed (NotAllowedError and the like): the code stays the other way.
      usePasskey.addEventListener('click', event => event.isTrusted && void send(passkey, () => msg('Your passkey was not used. Try again, or enter a code.')))
    }
  })
}
