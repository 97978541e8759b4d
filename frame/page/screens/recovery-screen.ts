import { button, el } from './dom.js'
import { msg, str } from './localize.js'
import { closeScreen, openScreen, screensReady, settleOn } from './screen.js'

/** The recovery key's screens: shown once (copy, download), confirmed by a few of its characters, entered on a new device. */

/** The key is shown in groups of this many characters: easier to copy by hand and to point at. */
const GROUP = 6
/** The confirmation asks for the first characters of this many groups, this many characters each. */
const ASKED_GROUPS = 2
const ASKED_CHARACTERS = 2

export function groupsOf(share: string): string[] {
  return share.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? []
}

/** Distinct group indexes, picked by the browser's random source, in order. */
export function pickGroups(count: number, groups: number): number[] {
  const picked = new Set<number>()
  const random = new Uint32Array(1)
  while (picked.size < Math.min(count, groups)) picked.add(crypto.getRandomValues(random)[0]! % groups)
  return [...picked].sort((a, b) => a - b)
}

function keyList(share: string): HTMLElement {
  // The text of the list is the key itself (copying the list by hand gives the key); the numbers come from the list.
  return el('ol', { class: 'key-groups', testid: 'recovery-key', 'aria-label': msg('Recovery key'), dir: 'ltr' }, ...groupsOf(share).map(group => el('li', { class: 'mono' }, group)))
}

function download(share: string): void {
  const text = [msg('Wallet recovery key'), '', share, '', groupsOf(share).join(' '), '', msg('Keep this file private. With it and your login, anyone can use your wallet.'), ''].join('\n')
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = el('a', { href: url, download: 'wallet-recovery-key.txt' })
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The key, once: Copy, Download, "I saved it". */
export async function showKey(share: string): Promise<void> {
  await screensReady()
  const title = msg('Save your recovery key')
  const { content, actions } = openScreen(title, title, 'recovery')
  const status = el('p', { role: 'status', class: 'muted' })
  const copy = button(msg('Copy'), 'recovery-copy')
  const save = button(msg('Download'), 'recovery-download')
  copy.addEventListener('click', () => {
    void navigator.clipboard.writeText(share).then(
      () => (status.textContent = msg('Copied')),
      () => (status.textContent = msg('Copying is not allowed here: download the key or write it down.'))
    )
  })
  save.addEventListener('click', () => download(share))
  content.append(
    el('p', {}, msg('This key restores your wallet on a new device. It is shown only once: keep it somewhere safe and private.')),
    keyList(share),
    el('div', { class: 'tools' }, copy, save),
    status
  )
  const saved = button(msg('I saved it'), 'recovery-saved', 'primary')
  actions.append(saved)
  await settleOn([[saved, undefined]])
}

/** Asks for the first characters of a few groups; true when they match, false to see the key again. */
export async function confirmKey(share: string, asked = pickGroups(ASKED_GROUPS, groupsOf(share).length)): Promise<boolean> {
  await screensReady()
  const groups = groupsOf(share)
  const title = msg('Confirm your recovery key')
  const { content, actions } = openScreen(title, title, 'recovery')
  const inputs = asked.map(index => {
    const input = el('input', { testid: 'recovery-confirm-input', maxlength: String(ASKED_CHARACTERS), autocomplete: 'off', spellcheck: 'false', dir: 'ltr', class: 'mono short' })
    return { index, input, label: el('label', {}, msg(str`Group ${index + 1}: its first ${ASKED_CHARACTERS} characters`), input) }
  })
  const error = el('p', { role: 'alert', class: 'error' })
  content.append(el('p', {}, msg('From the key you saved, type the characters asked for. This checks the key is really kept before your wallet is used.')), ...inputs.map(({ label }) => label), error)
  const back = button(msg('Show the key again'), 'recovery-back')
  const next = button(msg('Continue'), 'recovery-confirm', 'primary')
  actions.append(back, next)
  inputs[0]?.input.focus()
  return new Promise(resolve => {
    let answered = false
    back.addEventListener('click', event => {
      if (!event.isTrusted || answered) return
      answered = true
      resolve(false)
    })
    next.addEventListener('click', event => {
      if (!event.isTrusted || answered) return
      const right = inputs.every(({ index, input }) => input.value.trim().toLowerCase() === groups[index]!.slice(0, ASKED_CHARACTERS))
      if (!right) {
        error.textContent = msg('These characters do not match the key. Check the key you saved.')
        return
      }
      answered = true
      resolve(true)
    })
  })
}

/** Shows the recovery key once, then has the person prove they kept it (back to the key as often as they need). */
export async function showRecoveryShare(share: string): Promise<void> {
  do await showKey(share)
  while (!(await confirmKey(share)))
  closeScreen()
}

/** Asks for the recovery key on a new device or after storage was cleared, saying why. */
export async function askRecoveryShare(check: (share: string) => Promise<boolean>): Promise<string> {
  await screensReady()
  const title = msg('Enter your recovery key')
  const { content, actions } = openScreen(title, title, 'recovery')
  const input = el('input', { testid: 'recovery-input', autocomplete: 'off', spellcheck: 'false', dir: 'ltr', class: 'mono' })
  const error = el('p', { role: 'alert', class: 'error' })
  content.append(
    el('p', {}, msg('This device has no part of your wallet key yet: it is new, or its storage was cleared.')),
    el('p', {}, msg('Your key is kept in three parts: one on your device, one at the sign-in service, and the recovery key you saved at your first sign-in. Any two open the wallet, so this device needs the recovery key once. It stays in this secure window.')),
    el('label', {}, msg('Recovery key'), input),
    error
  )
  const submit = button(msg('Restore'), 'recovery-submit', 'primary')
  actions.append(submit)
  input.focus()
  return new Promise(resolve =>
    submit.addEventListener('click', async event => {
      if (!event.isTrusted) return
      // The key as saved: a download or a hand copy may carry the group spaces.
      const share = input.value.replace(/[\s-]/g, '').toLowerCase()
      if (await check(share)) {
        closeScreen()
        resolve(share)
      } else error.textContent = msg('This recovery key does not match your wallet.')
    })
  )
}
