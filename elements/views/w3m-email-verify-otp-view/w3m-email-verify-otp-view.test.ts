import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { $embeddedWallet, EMAIL_COOLDOWN_MS } from '../../../controllers/embedded-wallet/store.js'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import type { WuiOtp } from '../../ui/wui-otp/wui-otp.js'
import './w3m-email-verify-otp-view.js'
import type { W3mEmailVerifyOtpView } from './w3m-email-verify-otp-view.js'

// No secure frame runs in element tests (no `secureSiteUrl`): every action that reaches the frame
// ends with the behaviour spec's 'Unable to load email login dependency', which proves the request was made.
const NO_FRAME = 'Unable to load email login dependency'

const entryOf = (view: W3mEmailVerifyOtpView) => view.shadowRoot!.querySelector('w3m-email-code-entry')!
const otpOf = (view: W3mEmailVerifyOtpView) => entryOf(view).shadowRoot!.querySelector<WuiOtp>('[data-testid="w3m-otp-input"]')!
const boxesOf = (view: W3mEmailVerifyOtpView) => [...otpOf(view).shadowRoot!.querySelectorAll('input')]
const errorOf = (view: W3mEmailVerifyOtpView) => entryOf(view).shadowRoot!.querySelector<HTMLElement>('[data-testid="w3m-email-error"]')
const resendOf = (view: Element) => view.shadowRoot!.querySelector('w3m-email-resend')!.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="w3m-otp-resend"]')!

async function otpView(): Promise<W3mEmailVerifyOtpView> {
  const view = await fixture<W3mEmailVerifyOtpView>(html`<w3m-email-verify-otp-view></w3m-email-verify-otp-view>`)
  await entryOf(view).updateComplete
  await otpOf(view).updateComplete
  return view
}

/** Counts the requests that reach the embedded wallet (each sets `busy`). */
function countRequests(): { count: () => number; stop: () => void } {
  let requests = 0
  let busy = $embeddedWallet.get().busy
  const stop = $embeddedWallet.subscribe(state => {
    if (state.busy && !busy) requests++
    busy = state.busy
  })
  return { count: () => requests, stop }
}

describe('w3m-email-verify-otp-view', () => {
  beforeEach(() => {
    resetControllers()
    $embeddedWallet.setKey('email', 'ada@example.com')
  })

  it('says where the code went (as text), holds the code boxes with their test id, and passes axe', async () => {
    const view = await otpView()
    expect(entryOf(view).shadowRoot!.textContent).to.contain('Enter the code we sent to ada@example.com')
    expect(boxesOf(view)).to.have.length(6)
    expect(resendOf(view).textContent!.trim()).to.equal('Resend code')
    await expect(view).to.be.accessible()
  })

  it('renders a hostile email as inert text', async () => {
    $embeddedWallet.setKey('email', hostileTexts.markup)
    const view = await otpView()
    assertNoInjectedElements(view)
    expect(entryOf(view).shadowRoot!.textContent).to.contain('<b id="pwned">')
  })

  it('opens with focus on the first box; the sixth digit submits the code once; the error is an alert, the boxes clear and focus returns to the first', async () => {
    const view = await otpView()
    expect(deepActiveElement() === boxesOf(view)[0]).to.equal(true)
    const requests = countRequests()
    await sendKeys({ type: '123456' })
    await until(() => errorOf(view), 'the failure is shown', 5000)
    requests.stop()
    expect(requests.count()).to.equal(1)
    expect(errorOf(view)!.getAttribute('role')).to.equal('alert')
    expect(errorOf(view)!.textContent!.trim()).to.equal(NO_FRAME)
    await until(() => otpOf(view).value === '' && deepActiveElement() === boxesOf(view)[0], 'boxes cleared, focus on the first')
    expect(boxesOf(view).every(box => box.getAttribute('aria-invalid') === 'true')).to.equal(true)
    await expect(view).to.be.accessible()
  })

  it('while busy the boxes are disabled and a labelled spinner shows', async () => {
    const view = await otpView()
    $embeddedWallet.setKey('busy', true)
    await entryOf(view).updateComplete
    await otpOf(view).updateComplete
    expect(boxesOf(view).every(box => box.disabled)).to.equal(true)
    expect(entryOf(view).shadowRoot!.querySelector('wui-spinner')!.getAttribute('label')).to.equal('Checking the code')
    expect(resendOf(view).disabled).to.equal(true)
  })

  it('resend: disabled with a countdown that ticks each second, then enabled; Enter on it asks for a new code', async () => {
    $embeddedWallet.setKey('lastCodeAt', Date.now() - EMAIL_COOLDOWN_MS + 2_300)
    const view = await otpView()
    const resend = () => resendOf(view)
    expect(resend().disabled).to.equal(true)
    // A loaded machine may render a second late: read where the countdown is, then watch it tick down.
    const shown = Number(/^Resend code in (\d) s$/.exec(resend().textContent!.trim())?.[1])
    expect(shown).to.be.within(1, 3)
    for (let left = shown - 1; left >= 1; left--) {
      await until(() => resend().textContent!.trim() === `Resend code in ${left} s`, `ticks to ${left}`, 3000)
    }
    await until(() => resend().textContent!.trim() === 'Resend code' && !resend().disabled, 'available again', 3000)
    const requests = countRequests()
    resend().focus()
    await sendKeys({ press: 'Enter' })
    await until(() => errorOf(view), 'the resend reached the embedded wallet', 5000)
    requests.stop()
    expect(requests.count()).to.equal(1)
    expect(errorOf(view)!.textContent!.trim()).to.equal(NO_FRAME)
  })

  it('the countdown stops when the view leaves', async () => {
    $embeddedWallet.setKey('lastCodeAt', Date.now() - EMAIL_COOLDOWN_MS + 5_500)
    const view = await otpView()
    const resend = resendOf(view)
    const shown = resend.textContent!.trim()
    expect(shown).to.match(/^Resend code in [1-6] s$/)
    view.remove()
    await new Promise(resolve => setTimeout(resolve, 1300))
    expect(resend.textContent!.trim()).to.equal(shown)
  })

  it('keyboard: from the first box (focused on open) Tab goes through the six boxes to Resend', async () => {
    const view = await otpView()
    expect(deepActiveElement() === boxesOf(view)[0]).to.equal(true)
    for (let i = 1; i < 6; i++) {
      await sendKeys({ press: 'Tab' })
      expect(deepActiveElement() === boxesOf(view)[i]).to.equal(true)
    }
    await sendKeys({ press: 'Tab' })
    expect(deepActiveElement() === resendOf(view)).to.equal(true)
  })

  it('an error shown on arrival stays; leaving the view drops it', async () => {
    $embeddedWallet.setKey('error', 'Please try again after 7 seconds')
    const view = await otpView()
    expect(errorOf(view)!.textContent!.trim()).to.equal('Please try again after 7 seconds')
    view.remove()
    expect($embeddedWallet.get().error).to.equal(undefined)
  })

  it('while the secure frame shows its own screen, only a pointer to it remains, at least 380 px high', async () => {
    $embeddedWallet.setKey('frameScreen', 'recovery-backup')
    const shown = await fixture<W3mEmailVerifyOtpView>(html`<w3m-email-verify-otp-view></w3m-email-verify-otp-view>`)
    expect(shown.shadowRoot!.querySelector('w3m-email-code-entry')).to.equal(null)
    expect(shown.shadowRoot!.textContent!.trim()).to.equal('Continue in the secure window below')
    expect(shown.getBoundingClientRect().height).to.be.at.least(380)
    await expect(shown).to.be.accessible()
  })
})
