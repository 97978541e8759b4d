import { expect } from '@open-wc/testing'
import { sendKeys } from '@web/test-runner-commands'
import { allByTestId, byTestId, click, freshScreen, screen, tick } from '../../../test/frame-screen.js'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import type { ExplainedRequest } from '../explain/model.js'
import { setFrameLocale } from '../locale.js'
import { applyTheme } from '../theme.js'
import { APPROVE_ARMING_MS, askApproval, drawApproval } from './approval-screen.js'
import { batchRequest, delegatingRequest, hostileRequest, messageRequest, permitRequest, signInElsewhereRequest, sponsoredTransferRequest, transferRequest, unsponsoredTransferRequest } from './gallery-requests.js'

// The frame's approval screen in Chromium, with the frame's own stylesheet, as frame/page/index.html holds it.

const text = (id: string) => allByTestId(id).map(element => element.textContent!.replace(/\s+/g, ' ').trim())

/** Every element inside the screen stays within the screen's width (a long value wraps, clamps or scrolls). */
function overflowing(): string[] {
  const limit = screen().getBoundingClientRect().right + 1
  return [...screen().querySelectorAll<HTMLElement>('*')].filter(element => element.getBoundingClientRect().right > limit).map(element => `${element.tagName}.${element.className}`)
}

before(async () => {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(await (await fetch('/frame/page/style.css')).text())
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  document.body.style.width = '390px'
})

beforeEach(() => {
  freshScreen()
  setFrameLocale('en')
})

describe('frame approval screen', () => {
  it('says who pays the gas where a paymaster was asked: the sponsor by name, or the person with the refusal as text', async () => {
    await drawApproval(transferRequest)
    expect(allByTestId('approval-gas')).to.have.length(0)
    await drawApproval(sponsoredTransferRequest)
    expect(text('approval-gas')[0]).to.contain('Gas sponsored by').and.to.contain('Example Shop')
    await drawApproval({ ...unsponsoredTransferRequest, gas: { payer: 'self', refusal: '<img src=x onerror=alert(1)> no' } })
    expect(text('approval-gas')[0]).to.contain('You pay the gas')
    expect(text('approval-gas-refusal')[0]).to.equal('<img src=x onerror=alert(1)> no')
    expect(screen().querySelector('img')).to.equal(null)
    setFrameLocale('de')
    await drawApproval(sponsoredTransferRequest)
    expect(text('approval-gas')[0]).to.contain('gesponsert von')
  })

  it('says who asks, where and with which account, and the message as text', async () => {
    await drawApproval(messageRequest)
    expect(screen().querySelector('[data-testid="approval-origin"] .origin-value')!.textContent).to.equal('https://app.example.org')
    expect(text('approval-network')[0]).to.contain('Ethereum')
    expect(text('approval-account')[0]).to.contain('0x71C7…976F')
    expect(screen().querySelector('[data-testid="approval-account"] details bdi')!.textContent).to.equal(messageRequest.context.account)
    expect(text('approval-message')[0]).to.contain('Hello from w3m-kit')
    expect(document.activeElement).to.equal(screen().querySelector('h1'))
    expect(screen().querySelector('h1')!.textContent).to.equal('Sign a message')
  })

  it('names every warning by its code, loud (alert) when it costs the person', async () => {
    await drawApproval(signInElsewhereRequest)
    const warnings = allByTestId('approval-warning')
    expect(warnings.map(warning => [warning.dataset.code, warning.getAttribute('role')])).to.deep.equal([
      ['sign-in-domain-mismatch', 'alert'],
      ['sign-in-expired', 'status']
    ])
    expect(warnings[0]!.textContent).to.contain('bank.example.com').and.contain('https://app.example.org')
    expect(text('approval-sign-in')[0]).to.contain('bank.example.com').and.contain('https://bank.example.com/login').and.contain('Sign in to the example app.')
  })

  it('names the EIP-7702 delegation of a first send and shows its whole target contract address, as a notice', async () => {
    await drawApproval(delegatingRequest)
    const [warning] = allByTestId('approval-warning')
    expect(warning!.dataset.code).to.equal('delegation')
    expect(warning!.getAttribute('role')).to.equal('status')
    expect(warning!.textContent).to.contain('Simple7702Account v0.8').and.contain('0xe6Cae83BdE06E4c305530e199D7217f42808555B').and.contain('Your address stays the same')
  })

  it('words a permit as a sentence, and calls with amounts, recipients, fee and changes', async () => {
    await drawApproval(permitRequest)
    expect(text('approval-permit')[0]).to.match(/^Allow \u2068Permit2\u2069 \(\u20680x0000…8BA3\u2069\) to spend unlimited \u2068USDC\u2069 until \u2068Aug 1, 2026/)
    await drawApproval(transferRequest)
    expect(text('approval-call')).to.have.length(1)
    expect(text('approval-call')[0]).to.contain('250 USDC').and.contain('$250.00').and.contain('vitalik.eth')
    expect(text('approval-fee')[0]).to.contain('0.000042 ETH')
    expect(text('approval-changes')[0]).to.contain('−250 USDC')
    await drawApproval(batchRequest)
    expect(text('approval-call')).to.have.length(3)
    expect(text('approval-call')[2]).to.contain('Contract call').and.contain('0xdeadbeef')
    expect(text('approval-changes')[0]).to.contain('Cannot simulate')
  })

  it('keeps hostile values inert and in their box: markup as text, overrides shown, 10 000 characters wrapped', async () => {
    const long = 'W'.repeat(10_000)
    const calls = hostileRequest.explanation.kind === 'calls' ? hostileRequest.explanation.calls : []
    const request: ExplainedRequest = {
      ...hostileRequest,
      explanation: { ...(hostileRequest.explanation as Extract<ExplainedRequest['explanation'], { kind: 'calls' }>), calls: [...calls, { kind: 'contract-call', to: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: long }, selector: '0x12345678' }] },
      warnings: [...hostileRequest.warnings, { code: 'sign-in-domain-mismatch', domain: long, origin: hostileTexts.rtl }]
    }
    await drawApproval(request)
    assertNoInjectedElements(screen())
    expect(allByTestId('approval-warning').every(warning => warning.textContent!.length < 500)).to.equal(true)
    expect(overflowing()).to.deep.equal([])
    expect(screen().textContent).to.contain('⟦U+202E⟧tellaw⟦U+202C⟧')
    // (FSI…PDI are the screen's own isolates around quoted values.)
    expect(/[\u202A-\u202E\u2066\u2067]/.test(screen().textContent!), 'an embedding or override left as is').to.equal(false)
    expect(screen().scrollWidth).to.be.at.most(390)
  })

  it('speaks Arabic right to left when the kit asks for it', async () => {
    setFrameLocale('ar')
    await drawApproval(permitRequest)
    expect(document.documentElement.dir).to.equal('rtl')
    expect(byTestId('approve-transaction-approve').textContent).to.equal('موافقة')
    expect(text('approval-warning')[0]).to.contain('بالتوقيع')
  })

  it('approves only on the person’s click, after Approve is armed; Escape rejects; a script click does nothing', async () => {
    const approving = askApproval(transferRequest)
    await tick()
    const approve = byTestId<HTMLButtonElement>('approve-transaction-approve')
    expect(approve.disabled).to.equal(true)
    await new Promise(done => setTimeout(done, APPROVE_ARMING_MS))
    approve.click()
    expect(screen().hidden).to.equal(false)
    await click(approve)
    expect(await approving).to.equal(true)
    expect(screen().hidden).to.equal(true)

    const escaping = askApproval(messageRequest)
    await tick()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(screen().hidden).to.equal(false)
    await sendKeys({ press: 'Escape' })
    expect(await escaping).to.equal(false)
  })
})

describe('frame theme (sync-theme)', () => {
  afterEach(() => applyTheme(undefined, {}))

  it('sets the mode and the kit knobs it can check, and drops the rest', () => {
    applyTheme('dark', { '--w3m-accent': '#ff00aa', '--w3m-font-family': 'url(https://evil.example/x.woff)', '--w3m-border-radius-master': '2px', '--w3m-color-mix': 'red; background: url(x)', '--evil': 'red' })
    const root = document.documentElement
    expect(root.dataset.theme).to.equal('dark')
    expect(root.style.getPropertyValue('--w3m-accent')).to.equal('#ff00aa')
    expect(root.style.getPropertyValue('--w3m-border-radius-master')).to.equal('2px')
    expect(root.style.getPropertyValue('--w3m-font-family')).to.equal('')
    expect(root.style.getPropertyValue('--w3m-color-mix')).to.equal('')
    expect(root.style.getPropertyValue('--evil')).to.equal('')
    applyTheme(undefined, {})
    expect(root.dataset.theme).to.equal(undefined)
    expect(root.style.getPropertyValue('--w3m-accent')).to.equal('')
  })
})
