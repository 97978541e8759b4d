import { encode } from 'uqr'
import { button, el } from './dom.js'
import { msg, str } from './localize.js'
import { codeForm, type CodeCheck, type PasskeyCheck } from './code-form.js'
import { closeScreen, openScreen, screensReady } from './screen.js'

/**
 * The second factor's screens: set up TOTP (a QR code of the otpauth:// URI and the key as text, confirmed
 * by a first code), the recovery codes shown once, asking for a code (new device, export, a transaction
 * above the person's value), and the factor's settings. A code goes to the auth service through the
 * caller's `check`, which answers an error text or undefined; only trusted clicks act.
 */

/** Why the factor is asked: the sentence under the title. */
export type FactorReason = 'device' | 'export' | 'transaction' | 'remove' | 'remove-passkey' | 'settings'

function reasonText(reason: FactorReason): string {
  if (reason === 'device') return msg('This device is new to your wallet. Enter a code from your authenticator app to use it here.')
  if (reason === 'export') return msg('Exporting your key needs your second factor.')
  if (reason === 'transaction') return msg('This transaction is above the value you chose to protect. Enter a code to approve it.')
  if (reason === 'remove') return msg('Removing two-factor authentication needs a code.')
  if (reason === 'remove-passkey') return msg('Removing a passkey needs your second factor.')
  return msg('Changing this setting needs your second factor.')
}

/** The QR code of `text`: an SVG of one path, drawn with DOM calls (no markup, no inline style: the frame's CSP). */
export function qrCode(text: string, label: string): SVGSVGElement {
  const { data, size } = encode(text, { ecc: 'M', border: 2 })
  const ns = 'http://www.w3.org/2000/svg'
  const svg = document.createElementNS(ns, 'svg')
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`)
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', label)
  svg.setAttribute('shape-rendering', 'crispEdges')
  svg.setAttribute('class', 'qr')
  const background = document.createElementNS(ns, 'rect')
  background.setAttribute('width', String(size))
  background.setAttribute('height', String(size))
  background.setAttribute('fill', '#fff')
  const path = document.createElementNS(ns, 'path')
  path.setAttribute('fill', '#000')
  path.setAttribute('d', data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join(''))
  svg.append(background, path)
  return svg
}

/** Asks for a code from the authenticator app (or a recovery code), or the account's passkey given `passkey`: true once one passed, false on Cancel. */
export async function askFactor(reason: FactorReason, check: CodeCheck, passkey?: PasskeyCheck): Promise<boolean> {
  await screensReady()
  const title = msg('Confirm it is you')
  const { content, actions } = openScreen(title, title, 'factor')
  content.append(el('p', {}, reasonText(reason)), el('p', { class: 'muted' }, msg('Lost your app? Enter one of your recovery codes instead.')))
  return codeForm(content, actions, { label: msg('Code from your authenticator app, or a recovery code'), testid: 'factor-code', submit: msg('Confirm'), check, ...(passkey ? { passkey } : {}) })
}

/** Setting up TOTP: the QR code and the key as text, then the app's first code. True once confirmed, false on Cancel. */
export async function enrolTotp(enrolment: { secret: string; uri: string }, check: CodeCheck): Promise<boolean> {
  await screensReady()
  const title = msg('Set up two-factor authentication')
  const { content, actions } = openScreen(title, title, 'factor')
  content.append(
    el('p', {}, msg('Scan this QR code with an authenticator app, or enter the setup key in it by hand.')),
    el('div', { class: 'qr-box' }, qrCode(enrolment.uri, msg('QR code to add your wallet to an authenticator app'))),
    el('div', { class: 'row' }, el('span', { class: 'muted' }, msg('Setup key')), el('bdi', { dir: 'ltr', class: 'mono break', testid: 'factor-secret' }, enrolment.secret.match(/.{1,4}/g)!.join(' ')))
  )
  return codeForm(content, actions, { label: msg('The 6-digit code the app shows'), testid: 'factor-enrol-code', submit: msg('Turn on'), check, numeric: true })
}

/** The recovery codes, once: Copy, Download, "I saved them". */
export async function showRecoveryCodes(codes: string[]): Promise<void> {
  await screensReady()
  const title = msg('Save your recovery codes')
  const { content, actions } = openScreen(title, title, 'factor')
  const status = el('p', { role: 'status', class: 'muted' })
  const text = codes.join('\n')
  const copy = button(msg('Copy'), 'factor-codes-copy')
  const save = button(msg('Download'), 'factor-codes-download')
  copy.addEventListener('click', () => {
    void navigator.clipboard.writeText(text).then(
      () => (status.textContent = msg('Copied')),
      () => (status.textContent = msg('Copying is not allowed here: download the codes or write them down.'))
    )
  })
  save.addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([`${msg('Wallet recovery codes')}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }))
    el('a', { href: url, download: 'wallet-recovery-codes.txt' }).click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  })
  content.append(
    el('p', {}, msg('If you lose your authenticator app, each of these codes works once instead of a code from the app. They are shown only now.')),
    el('ol', { class: 'key-groups', testid: 'factor-recovery-codes', 'aria-label': msg('Recovery codes'), dir: 'ltr' }, ...codes.map(code => el('li', { class: 'mono' }, code))),
    el('div', { class: 'tools' }, copy, save),
    status
  )
  const saved = button(msg('I saved them'), 'factor-codes-saved', 'primary')
  actions.append(saved)
  await new Promise<void>(resolve => saved.addEventListener('click', event => event.isTrusted && resolve()))
  closeScreen()
}

export interface FactorSettings {
  enrolled: boolean
  recoveryCodesLeft: number
  /** The value (in the chain's coin, decimal text) above which a transaction asks the factor; '' for never. */
  threshold: string
}

/** A person's choice on the settings screen; `threshold` carries the value typed ('' for never). */
export type FactorChoice = { choice: 'set-up' | 'remove' | 'close' } | { choice: 'threshold'; value: string }

/** The factor's state, and what can be done: set it up, remove it, or ask it above a transaction value. */
export async function factorSettings(settings: FactorSettings): Promise<FactorChoice> {
  await screensReady()
  const title = msg('Two-factor authentication')
  const { content, actions } = openScreen(title, title, 'factor')
  const close = button(msg('Close'), 'factor-close')
  const choices: Array<[HTMLButtonElement, () => FactorChoice]> = [[close, () => ({ choice: 'close' })]]
  if (settings.enrolled) {
    const remove = button(msg('Remove'), 'factor-remove')
    const threshold = el('input', { testid: 'factor-threshold', inputmode: 'decimal', autocomplete: 'off', dir: 'ltr', class: 'mono short', value: settings.threshold })
    const save = button(msg('Save'), 'factor-threshold-save')
    content.append(
      el('p', { testid: 'factor-state' }, msg('On: a code from your authenticator app is asked on a new device, before exporting your key, and for 15 minutes after each code.')),
      el('p', { class: 'muted', testid: 'factor-codes-left' }, msg(str`Recovery codes left: ${settings.recoveryCodesLeft}`)),
      el('label', {}, msg('Also ask before a transaction that sends more than this amount (empty: never)'), threshold),
      el('div', { class: 'tools' }, save)
    )
    actions.append(close, remove)
    choices.push([remove, () => ({ choice: 'remove' })], [save, () => ({ choice: 'threshold', value: threshold.value.trim() })])
  } else {
    const setUp = button(msg('Set up'), 'factor-set-up', 'primary')
    content.append(el('p', { testid: 'factor-state' }, msg('Off. Add a code from an authenticator app to sign-ins on new devices and to exporting your key.')))
    actions.append(close, setUp)
    choices.push([setUp, () => ({ choice: 'set-up' })])
  }
  return new Promise(resolve => {
    for (const [element, value] of choices)
      element.addEventListener('click', event => {
        if (!event.isTrusted) return
        const chosen = value()
        closeScreen()
        resolve(chosen)
      })
  })
}
