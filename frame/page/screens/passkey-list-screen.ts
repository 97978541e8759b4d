import { button, el, isolate } from './dom.js'
import { formatDate } from './format.js'
import { msg, str } from './localize.js'
import { closeScreen, openScreen, settleOn, screensReady } from './screen.js'

/**
 * The passkeys screen: the account's passkeys as the auth service lists them (dates in the visitor's
 * locale, every value as text), each with Remove; a confirmation before the removal (and the second
 * factor's screen in between when the caller's `remove` asks it), then the list again. Loading, empty
 * and error states are their own screens; only trusted clicks act. Resolves on Close or Escape.
 */

/** A passkey as POST /passkey/list answers it (no key: what it is called by, when added and last used, ms). */
export interface ListedPasskey {
  id: string
  createdAt: number
  lastUsedAt: number | null
}

/** A removal's outcome: gone, the person cancelled (the second factor's screen), or the words why not (shown on the confirmation). */
export type PasskeyRemoved = 'removed' | 'cancelled' | { error: string }
export type PasskeyRemoval = (id: string) => Promise<PasskeyRemoved>

type Listing = { list: ListedPasskey[]; notice?: string }
type Confirming = { confirm: ListedPasskey; name: string; list: ListedPasskey[]; error?: string }
type Step = Listing | { failed: true } | Confirming | 'close'

const dateOf = (value: number, locale: string) => formatDate(value, locale) ?? String(value)
const nameOf = (index: number) => msg(str`Passkey ${index + 1}`)

function openPasskeys(): ReturnType<typeof openScreen> {
  const title = msg('Passkeys')
  return openScreen(title, title, 'passkeys')
}

/** The loading screen: shown until `load` settles. */
async function loaded(load: () => Promise<ListedPasskey[]>): Promise<{ list: ListedPasskey[] } | { failed: true }> {
  const { content } = openPasskeys()
  content.append(el('p', { role: 'status', testid: 'passkeys-loading' }, msg('Loading your passkeys…')))
  try {
    return { list: await load() }
  } catch (reason) {
    console.warn('[w3m-frame] passkeys:', reason instanceof Error ? reason.message : reason)
    return { failed: true }
  }
}

function errorScreen(): Promise<'retry' | 'close'> {
  const { content, actions } = openPasskeys()
  content.append(el('p', { role: 'alert', class: 'error', testid: 'passkeys-error' }, msg('Your passkeys could not be loaded. Try again.')))
  const close = button(msg('Close'), 'passkeys-close')
  const retry = button(msg('Try again'), 'passkeys-retry', 'primary')
  actions.append(close, retry)
  retry.focus()
  return settleOn<'retry' | 'close'>([[close, 'close'], [retry, 'retry']], 'close')
}

/** The list (or its empty state): Close, or Remove on a row (its passkey and the name shown). */
export function passkeyList(locale: string, list: ListedPasskey[], notice?: string): Promise<{ remove: ListedPasskey; name: string } | 'close'> {
  const { content, actions } = openPasskeys()
  if (notice) content.append(el('p', { role: 'status', testid: 'passkeys-notice' }, notice))
  const choices: Array<[HTMLElement, { remove: ListedPasskey; name: string } | 'close']> = []
  if (list.length === 0) content.append(el('p', { testid: 'passkeys-empty' }, msg('No passkeys yet. Add one from your account to sign in without a code.')))
  else {
    const rows = list.map((passkey, index) => {
      const name = nameOf(index)
      const remove = el('button', { type: 'button', class: 'secondary', testid: 'passkey-remove', 'aria-label': msg(str`Remove ${name}`) }, msg('Remove'))
      choices.push([remove, { remove: passkey, name }])
      const used = passkey.lastUsedAt === null ? msg('Not used yet') : msg(str`Last used ${isolate(dateOf(passkey.lastUsedAt, locale))}`)
      return el('li', { class: 'passkey-row', testid: 'passkey-row' }, el('div', {}, el('strong', {}, name), el('p', { class: 'muted' }, msg(str`Added ${isolate(dateOf(passkey.createdAt, locale))}`)), el('p', { class: 'muted' }, used)), remove)
    })
    content.append(el('ul', { class: 'passkey-list', 'aria-label': msg('Your passkeys') }, ...rows))
  }
  const close = button(msg('Close'), 'passkeys-close', 'primary')
  actions.append(close)
  close.focus()
  return settleOn([...choices, [close, 'close']], 'close')
}

/** Asks before removing: true on Remove (the removal runs then, its error shown here on a second visit). */
export function confirmRemoval(name: string, error?: string): Promise<boolean> {
  const title = msg('Remove this passkey?')
  const { content, actions } = openScreen(title, title, 'passkeys')
  content.append(el('p', {}, msg(str`${isolate(name)} will no longer sign you in or confirm it is you. Email and social sign-in stay as they are.`)))
  content.append(el('p', { role: 'alert', class: 'error', testid: 'passkey-remove-error' }, error ?? ''))
  const cancel = button(msg('Cancel'), 'passkey-remove-cancel')
  const remove = button(msg('Remove'), 'passkey-remove-confirm', 'primary')
  actions.append(cancel, remove)
  cancel.focus()
  return settleOn([[cancel, false], [remove, true]], false)
}

/** The confirmation's outcome: back to the list, or the removal (its error kept on the confirmation, else the list anew). */
async function confirmed(step: Confirming, load: () => Promise<ListedPasskey[]>, remove: PasskeyRemoval): Promise<Step> {
  if (!(await confirmRemoval(step.name, step.error))) return { list: step.list }
  const outcome = await remove(step.confirm.id).catch(() => ({ error: msg('Something went wrong') }))
  if (outcome === 'cancelled') return { list: step.list }
  if (outcome !== 'removed') return { ...step, error: outcome.error }
  const next = await loaded(load)
  return 'list' in next ? { list: next.list, notice: msg(str`${isolate(step.name)} was removed.`) } : next
}

/** The list's outcome: Close, or the confirmation for the row's passkey. */
async function picked(locale: string, step: Listing): Promise<Step> {
  const choice = await passkeyList(locale, step.list, step.notice)
  return choice === 'close' ? 'close' : { confirm: choice.remove, name: choice.name, list: step.list }
}

/** Shows the account's passkeys until Close; `remove` may open the factor's screen in between (one screen at a time). */
export async function showPasskeys(load: () => Promise<ListedPasskey[]>, remove: PasskeyRemoval): Promise<void> {
  const locale = await screensReady()
  let step: Step = await loaded(load)
  while (step !== 'close') {
    if ('failed' in step) step = (await errorScreen()) === 'retry' ? await loaded(load) : 'close'
    else if ('confirm' in step) step = await confirmed(step, load, remove)
    else step = await picked(locale, step)
  }
  closeScreen()
}
