import { expect, fixture } from '@open-wc/testing'
import { html } from 'lit'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { setOptions } from '../../../controllers/config/options.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { $router } from '../../../controllers/modal/router.js'
import { until } from '../../../test/until.js'
import { mainnet } from '../../../networks.js'
import './w3m-connecting-social-view.js'
import type { W3mConnectingSocialView } from './w3m-connecting-social-view.js'

const text = (view: W3mConnectingSocialView) => view.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim()

describe('w3m-connecting-social-view (ConnectingSocial)', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet])
  })

  it('waiting: the provider named, a status to follow the popup, no retry; accessible', async () => {
    $embeddedWallet.set({ ...$embeddedWallet.get(), socialProvider: 'discord', busy: true })
    const view = await fixture<W3mConnectingSocialView>(html`<w3m-connecting-social-view></w3m-connecting-social-view>`)
    expect(text(view)).to.contain('Log in with Discord')
    expect(view.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('Continue in the sign-in window')
    expect(view.shadowRoot!.querySelector('[data-testid="connect-retry"]')).to.equal(null)
    await expect(view).to.be.accessible()
  })

  for (const [error, shown] of [
    ['Sign-in window closed', 'Sign-in window closed'],
    ['Sign-in declined', 'Sign-in declined'],
    ['Social sign-in failed', 'Social sign-in failed'],
    ['Sign-in timed out', 'Sign-in timed out']
  ] as const) {
    it(`"${error}" ends the wait: the words in an alert and a retry reached by keyboard`, async () => {
      $embeddedWallet.set({ ...$embeddedWallet.get(), socialProvider: 'github', error })
      const view = await fixture<W3mConnectingSocialView>(html`<w3m-connecting-social-view></w3m-connecting-social-view>`)
      const alert = view.shadowRoot!.querySelector('[data-testid="connect-error"]')!
      expect(alert.getAttribute('role')).to.equal('alert')
      expect(alert.textContent!.trim()).to.equal(shown)
      const retry = view.shadowRoot!.querySelector<HTMLElement>('[data-testid="connect-retry"]')!
      ;(document.activeElement as HTMLElement | null)?.blur()
      await sendKeys({ press: 'Tab' })
      expect(deepActiveElement()?.getRootNode()).to.equal(retry.shadowRoot)
      await expect(view).to.be.accessible()
    })
  }

  it('a retry starts again at once (here the frame cannot load: no secure site), and leaving clears the error', async () => {
    setOptions({ projectId: 'test', networks: [mainnet] })
    $router.set({ view: 'ConnectingSocial', history: ['Connect', 'ConnectingSocial'], data: undefined, transactionStack: [] })
    $embeddedWallet.set({ ...$embeddedWallet.get(), socialProvider: 'github', error: 'Sign-in window closed' })
    const view = await fixture<W3mConnectingSocialView>(html`<w3m-connecting-social-view></w3m-connecting-social-view>`)
    view.shadowRoot!.querySelector<HTMLElement>('[data-testid="connect-retry"]')!.click()

    await until(() => $embeddedWallet.get().error === 'Unable to load email login dependency', 'the retry ran')
    expect($router.get().view).to.equal('ConnectingSocial')
    view.remove()
    expect($embeddedWallet.get().error).to.equal(undefined)
  })

  it('while the secure frame shows its screen, only a pointer to it remains', async () => {
    $embeddedWallet.set({ ...$embeddedWallet.get(), socialProvider: 'google', busy: true, frameScreen: 'recovery-backup' })
    const view = await fixture<W3mConnectingSocialView>(html`<w3m-connecting-social-view></w3m-connecting-social-view>`)
    expect(view.shadowRoot!.querySelector('[data-testid="w3m-social-frame-screen"]')).to.not.equal(null)
  })
})
