import { expect, fixture } from '@open-wc/testing'
import { html } from 'lit'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { setOptions } from '../../../controllers/config/options.js'
import { mainnet } from '../../../networks.js'
import { until } from '../../../test/until.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { applyLocale } from '../../locale.js'
import './w3m-account-security.js'
import type { W3mAccountSecurity } from './w3m-account-security.js'

const byTestId = (element: W3mAccountSecurity, id: string) => element.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('w3m-account-security', () => {
  beforeEach(() => resetControllers())
  afterEach(async () => {
    await applyLocale('en')
  })

  it("Export key's refusal reads in the active language: a social account told to sign in again, a server with export off; accessible", async () => {
    // No secure site: the click's request fails at once, and the element shows its own action's error.
    setOptions({ projectId: 'test', networks: [mainnet] })
    await applyLocale('de')
    const element = await fixture<W3mAccountSecurity>(html`<w3m-account-security></w3m-account-security>`)
    byTestId(element, 'w3m-account-export-key')!.click()
    await until(() => byTestId(element, 'w3m-account-security-error') !== null, 'the action failed and says so')
    $embeddedWallet.setKey('error', 'Sign in again to export your key')
    await element.updateComplete
    expect(byTestId(element, 'w3m-account-security-error')!.textContent).to.equal('Melde dich erneut an, um deinen Schlüssel zu exportieren')
    $embeddedWallet.setKey('error', 'Key export is switched off on this server')
    await element.updateComplete
    expect(byTestId(element, 'w3m-account-security-error')!.textContent).to.equal('Der Schlüsselexport ist auf diesem Server ausgeschaltet')
    await expect(element).to.be.accessible()
  })

  it('offers Passkeys in the active language; its click asks the frame and a failure is said here', async () => {
    setOptions({ projectId: 'test', networks: [mainnet] })
    await applyLocale('ja')
    const element = await fixture<W3mAccountSecurity>(html`<w3m-account-security></w3m-account-security>`)
    expect(byTestId(element, 'w3m-account-passkeys')!.textContent!.trim()).to.equal('パスキー')
    byTestId(element, 'w3m-account-passkeys')!.click()
    await until(() => byTestId(element, 'w3m-account-security-error') !== null, 'the action failed and says so')
    await expect(element).to.be.accessible()
  })
})
