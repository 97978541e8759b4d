/** The plain-HTML pages' "What the page sees" panel (`/` and `/html/`): one description for both, filled in by main.ts. */
const ROWS: Array<[label: string, id: string]> = [
  ['Status', 'status'],
  ['Address', 'address'],
  ['Wallet', 'wallet'],
  ['Network', 'network'],
  ['Signed in as', 'session'],
  ['Balance', 'balance'],
  ['Signature', 'sign-result'],
  ['Session granted', 'grant-result']
]

const BUTTONS: Array<[label: string, id: string]> = [
  ['Sign a message', 'sign-message'],
  ['Grant a session', 'grant-session']
]

/** Builds the panel inside `section` (its heading, the values main.ts keeps current, the two buttons). */
export function buildPageState(section: HTMLElement): void {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, id?: string) => {
    const node = document.createElement(tag)
    node.textContent = text
    if (id) node.id = id
    return node
  }
  const list = document.createElement('dl')
  for (const [label, id] of ROWS) list.append(element('dt', label), element('dd', id === 'status' ? 'disconnected' : '—', id))
  list.querySelector('#grant-result')?.setAttribute('data-testid', 'demo-grant-result')
  const buttons = BUTTONS.map(([label, id]) => Object.assign(element('button', label, id), { type: 'button' }))
  buttons[1]!.dataset.testid = 'demo-grant-session'
  section.append(element('h2', 'What the page sees', 'state-title'), list, ...buttons)
}
