import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { $embeddedWallet, EMAIL_COOLDOWN_MS } from '../../../controllers/embedded-wallet/store.js'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import './w3m-email-verify-device-view.js'
import type { W3mEmailVerifyDeviceView } from './w3m-email-verify-device-view.js'

const resendOf = (view: Element) => view.shadowRoot!.querySelector('w3m-email-resend')!.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="w3m-otp-resend"]')!
const errorOf = (view: Element) => view.shadowRoot!.querySelector<HTMLElement>('[data-testid="w3m-email-error"]')

async function deviceView(): Promise<W3mEmailVerifyDeviceView> {
  return fixture<W3mEmailVerifyDeviceView>(html`<w3m-email-verify-device-view></w3m-email-verify-device-view>`)
}

describe('w3m-email-verify-device-view', () => {
  beforeEach(() => {
    resetControllers()
    $embeddedWallet.setKey('email', 'ada@example.com')
  })

  it('asks to approve the device from the mailed link and waits with a labelled spinner; accessible', async () => {
    const view = await deviceView()
    const text = view.shadowRoot!.textContent!
    expect(text).to.contain('Register this device to continue')
    expect(text).to.contain('Approve it from the link we sent to ada@example.com')
    expect(view.shadowRoot!.querySelector('wui-spinner')!.getAttribute('label')).to.equal('Waiting for approval')
    expect(errorOf(view)).to.equal(null)
    await expect(view).to.be.accessible()
  })

  it('a hostile email stays text', async () => {
    $embeddedWallet.setKey('email', hostileTexts.markup)
    const view = await deviceView()
    assertNoInjectedElements(view)
  })

  it('an error replaces the waiting indicator, as an alert', async () => {
    const view = await deviceView()
    $embeddedWallet.setKey('error', 'Embedded wallet request timed out')
    await view.updateComplete
    expect(errorOf(view)!.getAttribute('role')).to.equal('alert')
    expect(errorOf(view)!.textContent!.trim()).to.equal('Embedded wallet request timed out')
    expect(view.shadowRoot!.querySelector('wui-spinner')).to.equal(null)
    await expect(view).to.be.accessible()
  })

  it('resend waits for the cooldown; then Tab reaches it and Enter asks again (no frame here: the behaviour spec error shows)', async () => {
    $embeddedWallet.setKey('lastCodeAt', Date.now() - EMAIL_COOLDOWN_MS + 1_200)
    const view = await deviceView()
    expect(resendOf(view).disabled).to.equal(true)
    expect(resendOf(view).textContent!.trim()).to.match(/^Resend code in [12] s$/)
    await until(() => !resendOf(view).disabled, 'cooldown over', 5000)
    expect((await tabInto()) === resendOf(view)).to.equal(true)
    await sendKeys({ press: 'Enter' })
    await until(() => errorOf(view), 'the failure is shown', 5000)
    expect(errorOf(view)!.textContent!.trim()).to.equal('Unable to load email login dependency')
  })
})
