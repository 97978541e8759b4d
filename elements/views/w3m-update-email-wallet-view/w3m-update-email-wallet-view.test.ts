import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import type { WuiButton } from '../../ui/wui-button/wui-button.js'
import type { WuiOtp } from '../../ui/wui-otp/wui-otp.js'
import './w3m-update-email-otp-view.js'
import './w3m-update-email-wallet-view.js'
import type { W3mUpdateEmailWalletView } from './w3m-update-email-wallet-view.js'

const NO_FRAME = 'Unable to load email login dependency'
const inputOf = (view: Element) => view.shadowRoot!.querySelector('wui-input-text')!.shadowRoot!.querySelector('input')!
const errorOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-testid="w3m-email-error"]')
const submitOf = (view: Element) => view.shadowRoot!.querySelector<WuiButton>('[data-testid="w3m-update-email-submit"]')!

async function updateView(): Promise<W3mUpdateEmailWalletView> {
  const view = await fixture<W3mUpdateEmailWalletView>(html`<w3m-update-email-wallet-view></w3m-update-email-wallet-view>`)
  await view.shadowRoot!.querySelector('wui-input-text')!.updateComplete
  return view
}

async function typeAndEnter(view: Element, text: string): Promise<void> {
  inputOf(view).select()
  await sendKeys({ type: text })
  await sendKeys({ press: 'Enter' })
}

describe('w3m-update-email-wallet-view', () => {
  beforeEach(() => {
    resetControllers()
    $embeddedWallet.setKey('email', 'ada@example.com')
  })

  it('a labelled email field (focused on open, test id shared with Connect), the current email as text, Save disabled until something is typed; accessible', async () => {
    const view = await updateView()
    const input = inputOf(view)
    expect(input.getAttribute('aria-label')).to.equal('New email')
    expect(input.type).to.equal('email')
    expect(input.dataset.testid).to.equal('w3m-email-input')
    expect(deepActiveElement() === input).to.equal(true)
    expect(view.shadowRoot!.textContent).to.contain('Current email: ada@example.com')
    expect(submitOf(view).disabled).to.equal(true)
    await expect(view).to.be.accessible()
  })

  it('Enter submits: an invalid address and the current one are refused in the words of the behaviour spec, shown as an alert', async () => {
    const view = await updateView()
    await typeAndEnter(view, 'not-an-email')
    await until(() => errorOf(view.shadowRoot!), 'error shown')
    expect(errorOf(view.shadowRoot!)!.getAttribute('role')).to.equal('alert')
    expect(errorOf(view.shadowRoot!)!.textContent).to.equal('Email must be a valid address')
    await typeAndEnter(view, 'ADA@example.com')
    await until(() => errorOf(view.shadowRoot!)?.textContent === 'This is already your email', 'same address refused')
    await expect(view).to.be.accessible()
  })

  it('a valid new address goes to the embedded wallet (no frame here: the behaviour spec error shows); Save submits too', async () => {
    const view = await updateView()
    await typeAndEnter(view, 'grace@example.com')
    await until(() => errorOf(view.shadowRoot!)?.textContent === NO_FRAME, 'the request reached the embedded wallet', 5000)
    $embeddedWallet.setKey('error', undefined)
    await view.updateComplete
    expect(submitOf(view).disabled).to.equal(false)
    submitOf(view).shadowRoot!.querySelector('button')!.click()
    await until(() => errorOf(view.shadowRoot!)?.textContent === NO_FRAME, 'Save submits', 5000)
  })

  it('busy: the field is disabled and Save shows progress', async () => {
    const view = await updateView()
    $embeddedWallet.setKey('busy', true)
    await view.updateComplete
    await view.shadowRoot!.querySelector('wui-input-text')!.updateComplete
    expect(inputOf(view).disabled).to.equal(true)
    expect(submitOf(view).loading).to.equal(true)
  })

  it('hostile current email and error stay text', async () => {
    $embeddedWallet.setKey('email', hostileTexts.markup)
    const view = await updateView()
    $embeddedWallet.setKey('error', hostileTexts.markup)
    await view.updateComplete
    assertNoInjectedElements(view)
  })
})

describe('w3m-update-email-primary/secondary-otp-view', () => {
  beforeEach(() => {
    resetControllers()
    $embeddedWallet.set({ ...$embeddedWallet.get(), email: 'ada@example.com', newEmail: 'grace@example.com' })
  })

  for (const [tag, address] of [
    ['w3m-update-email-primary-otp-view', 'ada@example.com'],
    ['w3m-update-email-secondary-otp-view', 'grace@example.com']
  ] as const) {
    it(`${tag}: the code sent to ${address}; the sixth digit submits it; the error clears the boxes`, async () => {
      const view = await fixture(html`${document.createElement(tag)}`)
      const entry = view.shadowRoot!.querySelector('w3m-email-code-entry')!
      await entry.updateComplete
      expect(entry.shadowRoot!.textContent).to.contain(`Enter the code sent to ${address}`)
      const otp = entry.shadowRoot!.querySelector<WuiOtp>('[data-testid="w3m-otp-input"]')!
      await otp.updateComplete
      const first = otp.shadowRoot!.querySelector('input')!
      await until(() => deepActiveElement() === first, 'focus on the first box')
      await sendKeys({ type: '654321' })
      await until(() => errorOf(entry.shadowRoot!)?.textContent?.trim() === NO_FRAME, 'the code reached the embedded wallet', 5000)
      await until(() => otp.value === '', 'boxes cleared')
      await expect(view).to.be.accessible()
    })
  }
})
