import type { ExplainedRequest } from './explain/model.js'

/** The frame's own approval and recovery screens: built with DOM text nodes only (request data is untrusted). */

function screen(title: string, lines: string[]): { root: HTMLElement; actions: HTMLElement } {
  const root = document.getElementById('screen')!
  root.replaceChildren()
  const heading = document.createElement('h1')
  heading.textContent = title
  root.append(heading)
  for (const line of lines) {
    const pre = document.createElement('pre')
    pre.textContent = line
    root.append(pre)
  }
  const actions = document.createElement('div')
  actions.className = 'actions'
  root.append(actions)
  root.hidden = false
  return { root, actions }
}

function button(label: string, testId: string, primary = false): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.dataset.testid = testId
  if (primary) element.className = 'primary'
  return element
}

function close(): void {
  const root = document.getElementById('screen')!
  root.replaceChildren()
  root.hidden = true
}

/** The explanation as plain lines (bigints in base 10): a stand-in until the themed approval screen (frame-screens) draws it. */
function explanationLines(explained: ExplainedRequest): string[] {
  const json = (value: unknown) => JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2).slice(0, 4000)
  const { explanation } = explained
  const main = explanation.kind === 'message' || explanation.kind === 'sign-in' || explanation.kind === 'raw' ? explanation.text.slice(0, 4000) : json(explanation)
  return [main, ...explained.warnings.map(warning => `Warning: ${warning.code}`)]
}

/** Resolves true on Approve, false on Reject; only a real click in this frame settles it. */
export function askApproval(explained: ExplainedRequest): Promise<boolean> {
  const { actions } = screen('Approve request', [`${explained.context.origin} asks: ${explained.method}`, ...explanationLines(explained)])
  const reject = button('Reject', 'approve-transaction-reject')
  const approve = button('Approve', 'approve-transaction-approve', true)
  actions.append(reject, approve)
  approve.focus()
  return new Promise(resolve => {
    const settle = (approved: boolean) => (event: MouseEvent) => {
      if (!event.isTrusted) return
      close()
      resolve(approved)
    }
    approve.addEventListener('click', settle(true))
    reject.addEventListener('click', settle(false))
  })
}

/** Shows the recovery share once; resolves when the person confirms they saved it. */
export function showRecoveryShare(share: string): Promise<void> {
  const { actions } = screen('Save your recovery key', ['Keep this key somewhere safe. It is shown once and restores your wallet on a new device.', share])
  const done = button('I saved it', 'recovery-saved', true)
  actions.append(done)
  done.focus()
  return new Promise(resolve =>
    done.addEventListener('click', event => {
      if (!event.isTrusted) return
      close()
      resolve()
    })
  )
}

/** Asks for the recovery share on a new device or after storage was cleared. */
export function askRecoveryShare(check: (share: string) => Promise<boolean>): Promise<string> {
  const { actions } = screen('Enter your recovery key', ['This device has no key share for your wallet. Paste the recovery key you saved.'])
  const label = document.createElement('label')
  label.textContent = 'Recovery key'
  const input = document.createElement('input')
  input.dataset.testid = 'recovery-input'
  input.autocomplete = 'off'
  label.append(input)
  const error = document.createElement('p')
  error.setAttribute('role', 'alert')
  const submit = button('Restore', 'recovery-submit', true)
  actions.append(label, error, submit)
  input.focus()
  return new Promise(resolve =>
    submit.addEventListener('click', async event => {
      if (!event.isTrusted) return
      const share = input.value.trim().toLowerCase()
      if (await check(share)) {
        close()
        resolve(share)
      } else error.textContent = 'This recovery key does not match your wallet.'
    })
  )
}
