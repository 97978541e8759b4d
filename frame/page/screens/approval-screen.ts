import type { Amount, CallSummary, Explanation, ExplainedRequest, GasPayer, Party, TreeNode, Warning } from '../explain/model.js'
import { button, el, isolate, row, scrollBox, untrusted } from './dom.js'
import { formatAmount, formatDate, formatUsd, shortAddress, symbolOf } from './format.js'
import { msg, str } from './localize.js'
import { openScreen, settleOn, screensReady } from './screen.js'
import { amountText, partyText, warningWords } from './warnings.js'

/** The approval screen: what a request means, in the visitor's language, from an `ExplainedRequest`. */

/** Approve takes no click for this long after the screen appears: a page cannot turn a double click on itself into an approval. */
export const APPROVE_ARMING_MS = 500
/** The typed-data tree shows at most this many entries (a hostile request may send thousands). */
const TREE_LIMIT = 200
/** Deeper levels of the tree start folded. */
const TREE_OPEN_DEPTH = 2

function titleOf(explanation: Explanation): string {
  switch (explanation.kind) {
    case 'message':
    case 'message-hex':
      return msg('Sign a message')
    case 'sign-in':
      return msg('Sign in')
    case 'typed-data':
      return explanation.permits?.length ? msg('Allow token spending') : msg('Sign data')
    case 'calls':
      return explanation.calls.length === 1 ? msg('Confirm transaction') : msg(str`Confirm ${explanation.calls.length} transactions`)
    case 'raw':
      return msg('Review request')
  }
}

/** An address: short, left to right, with the full one a tap away. */
function addressNode(address: string): HTMLElement {
  return el('span', { class: 'address' }, untrusted(shortAddress(address), 'ltr', 'mono'), el('details', { class: 'full-address' }, el('summary', {}, msg('Full address')), untrusted(address, 'ltr', 'mono break')))
}

function partyNode(party: Party): HTMLElement {
  return el('span', { class: 'party' }, party.name ? untrusted(party.name, 'auto', 'name clamp') : undefined, addressNode(party.address))
}

function amountNode(amount: Amount, locale: string, sign = ''): HTMLElement {
  return el(
    'span',
    { class: 'amount' },
    untrusted(`${sign}${formatAmount(amount, locale)}`, 'ltr', 'mono'),
    ' ',
    untrusted(symbolOf(amount), 'auto', 'symbol'),
    amount.usd === undefined ? undefined : el('span', { class: 'usd' }, ` ≈ ${formatUsd(amount.usd, locale)}`)
  )
}

function warningNode(warning: Warning, locale: string): HTMLElement {
  const { text, level } = warningWords(warning, locale)
  return el('p', { class: `warning ${level}`, role: level === 'danger' ? 'alert' : 'status', testid: 'approval-warning', 'data-code': warning.code }, text)
}

function treeNodes(nodes: TreeNode[], depth: number, budget: { left: number }): HTMLElement {
  const list = el('ul', { class: 'tree' })
  for (const node of nodes) {
    if (budget.left-- <= 0) {
      list.append(el('li', { class: 'muted' }, msg('More entries not shown')))
      break
    }
    if ('value' in node) list.append(el('li', {}, untrusted(node.label, 'auto', 'label'), ': ', untrusted(node.value, 'auto', 'value break')))
    else {
      const folded = el('details', depth < TREE_OPEN_DEPTH ? { open: '' } : {}, el('summary', {}, untrusted(node.label, 'auto', 'label')), treeNodes(node.children, depth + 1, budget))
      list.append(el('li', {}, folded))
    }
  }
  return list
}

function callNode(call: CallSummary, index: number, locale: string): HTMLElement {
  const rows: HTMLElement[] = []
  let title: string
  switch (call.kind) {
    case 'native-transfer':
      title = msg('Send')
      rows.push(row(msg('Amount'), amountNode(call.amount, locale)), row(msg('To'), partyNode(call.to)))
      break
    case 'erc20-transfer':
      title = msg('Send tokens')
      rows.push(row(msg('Amount'), amountNode(call.amount, locale)), row(msg('To'), partyNode(call.to)))
      break
    case 'erc20-approve':
      title = msg('Approve token spending')
      rows.push(
        row(msg('Spender'), partyNode(call.spender)),
        row(msg('Amount'), call.amount === 'unlimited' ? el('strong', { class: 'unlimited' }, amountText('unlimited', call.symbol ?? shortAddress(call.token), locale)) : amountNode(call.amount, locale)),
        row(msg('Token'), call.symbol ? el('span', {}, untrusted(call.symbol, 'auto', 'symbol'), ' ', addressNode(call.token)) : addressNode(call.token))
      )
      break
    case 'erc20-transfer-from':
      title = msg('Move tokens')
      rows.push(row(msg('Amount'), amountNode(call.amount, locale)), row(msg('From'), partyNode(call.from)), row(msg('To'), partyNode(call.to)))
      break
    case 'contract-call':
      title = msg('Contract call')
      rows.push(row(msg('Contract'), partyNode(call.to)), row(msg('Function'), untrusted(call.selector, 'ltr', 'mono')))
      if (call.value && call.value.value > 0n) rows.push(row(msg('Amount'), amountNode(call.value, locale)))
      break
  }
  return el('li', { class: 'call', testid: 'approval-call', 'data-kind': call.kind }, el('h2', {}, `${index + 1}. ${title}`), el('dl', {}, ...rows))
}

function explanationNodes(request: ExplainedRequest, locale: string): HTMLElement[] {
  const { explanation } = request
  switch (explanation.kind) {
    case 'message':
      return [el('section', { testid: 'approval-message' }, el('h2', {}, msg('Message')), scrollBox(explanation.text, msg('Message'), 'auto'))]
    case 'message-hex':
      return [el('section', { testid: 'approval-message' }, el('h2', {}, msg('Message (not readable text)')), scrollBox(explanation.hex, msg('Message'), 'ltr'))]
    case 'sign-in': {
      const expiry = explanation.expirationTime ? (formatDate(explanation.expirationTime, locale) ?? explanation.expirationTime) : msg('Never')
      return [
        el(
          'section',
          { testid: 'approval-sign-in' },
          el(
            'dl',
            {},
            row(msg('Site'), untrusted(explanation.domain, 'ltr', 'break')),
            explanation.statement ? row(msg('Statement'), untrusted(explanation.statement, 'auto', 'break')) : undefined,
            row(msg('Address'), addressNode(explanation.address)),
            row(msg('URI'), untrusted(explanation.uri, 'ltr', 'break')),
            row(msg('Expires'), untrusted(expiry))
          ),
          el('details', {}, el('summary', {}, msg('The message as signed')), scrollBox(explanation.text, msg('The message as signed'), 'auto'))
        )
      ]
    }
    case 'raw':
      return [el('section', { testid: 'approval-raw' }, el('h2', {}, msg('Request as sent')), scrollBox(explanation.text, msg('Request as sent'), 'ltr'))]
    case 'typed-data': {
      const { domain } = explanation
      const sections: HTMLElement[] = []
      for (const permit of explanation.permits ?? []) {
        const until = permit.deadline === undefined ? msg('with no end date') : (formatDate(permit.deadline * 1000, locale) ?? String(permit.deadline))
        const token = permit.symbol ?? shortAddress(permit.token)
        sections.push(
          el(
            'section',
            { testid: 'approval-permit', class: 'permit' },
            el('p', { class: 'sentence' }, msg(str`Allow ${partyText(permit.spender)} to spend ${amountText(permit.amount, token, locale)} until ${isolate(until)}`)),
            el('dl', {}, row(msg('Spender'), partyNode(permit.spender)), row(msg('Token'), addressNode(permit.token)))
          )
        )
      }
      const domainRows = [
        domain.name === undefined ? undefined : row(msg('Name'), untrusted(domain.name, 'auto', 'clamp')),
        domain.chainId === undefined ? undefined : row(msg('Network'), untrusted(String(domain.chainId), 'ltr')),
        domain.verifyingContract === undefined ? undefined : row(msg('Contract'), addressNode(domain.verifyingContract))
      ].filter(node => node !== undefined)
      sections.push(
        el(
          'section',
          { testid: 'approval-typed-data' },
          el('h2', {}, msg('Data to sign')),
          el('dl', {}, row(msg('Type'), untrusted(explanation.primaryType, 'auto', 'clamp')), ...domainRows),
          el('div', { class: 'tree-box', tabindex: '0', role: 'region', 'aria-label': msg('Data to sign') }, treeNodes(explanation.message, 0, { left: TREE_LIMIT })),
          explanation.truncated ? el('p', { class: 'muted' }, msg('More entries not shown')) : undefined
        )
      )
      return sections
    }
    case 'calls': {
      const { fee, changes } = explanation
      const feeNode = fee === 'unavailable' ? el('span', { class: 'muted' }, msg('Cannot estimate')) : amountNode(fee, locale)
      const changeList =
        changes === 'unavailable'
          ? el('p', { class: 'muted' }, msg('Cannot simulate: the balance changes are unknown.'))
          : changes.length === 0
            ? el('p', { class: 'muted' }, msg('No balance changes.'))
            : el('ul', { class: 'changes' }, ...changes.map(change => el('li', { class: change.direction }, amountNode(change.amount, locale, change.direction === 'out' ? '−' : '+'))))
      return [
        el('ol', { class: 'calls' }, ...explanation.calls.map((call, index) => callNode(call, index, locale))),
        el('dl', {}, row(msg('Network fee'), feeNode, 'approval-fee'), request.gas ? row(msg('Gas'), gasPayerNode(request.gas), 'approval-gas') : undefined),
        el('section', { testid: 'approval-changes' }, el('h2', {}, msg('Expected balance changes')), changeList)
      ]
    }
  }
}

/** Who pays the gas: the sponsor by name, or the person (with the paymaster's refusal, its own words, when it refused). */
function gasPayerNode(gas: GasPayer): HTMLElement {
  if (gas.payer === 'sponsor') return el('span', { class: 'sponsored' }, msg(str`Gas sponsored by ${isolate(gas.sponsor)}`))
  return el('span', {}, msg('You pay the gas'), gas.refusal ? el('span', { class: 'muted gas-refusal', testid: 'approval-gas-refusal' }, untrusted(gas.refusal, 'auto')) : undefined)
}

/** Draws the screen for `request` (the gallery draws it too); Approve is armed by the caller. */
export async function drawApproval(request: ExplainedRequest): Promise<{ approve: HTMLButtonElement; reject: HTMLButtonElement }> {
  const locale = await screensReady()
  const { context, warnings } = request
  const title = titleOf(request.explanation)
  const announcement = [title, msg(str`Requested by ${isolate(context.origin)}`), warnings.length ? msg(str`Warnings: ${warnings.length}`) : ''].filter(Boolean).join('. ')
  const { content, actions } = openScreen(title, announcement, 'approval')
  const network = context.chainName ?? msg(str`Chain ${context.chainId}`)
  content.append(
    el('p', { class: 'origin', testid: 'approval-origin' }, el('span', { class: 'muted' }, msg('Requested by')), untrusted(context.origin, 'ltr', 'origin-value break')),
    el(
      'dl',
      { class: 'context' },
      row(msg('Network'), el('span', { class: 'network' }, el('span', { class: 'logo', 'aria-hidden': 'true', 'data-chain': String(context.chainId % 8) }, monogram(network)), untrusted(network, 'auto', 'clamp')), 'approval-network'),
      row(msg('Account'), addressNode(context.account), 'approval-account')
    ),
    warnings.length ? el('div', { class: 'warnings' }, ...warnings.map(warning => warningNode(warning, locale))) : '',
    ...explanationNodes(request, locale)
  )
  const reject = button(msg('Reject'), 'approve-transaction-reject')
  const approve = button(msg('Approve'), 'approve-transaction-approve', 'primary')
  actions.append(reject, approve)
  return { approve, reject }
}

/** The network's monogram (the frame has no remote images under its CSP): its first letter or digit. */
function monogram(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? '?').toUpperCase()
}

/** Resolves true on Approve, false on Reject or Escape; only the person's own click in this frame settles it. */
export async function askApproval(request: ExplainedRequest): Promise<boolean> {
  const { approve, reject } = await drawApproval(request)
  approve.disabled = true
  setTimeout(() => (approve.disabled = false), APPROVE_ARMING_MS)
  return settleOn<boolean>(
    [
      [approve, true],
      [reject, false]
    ],
    false
  )
}
