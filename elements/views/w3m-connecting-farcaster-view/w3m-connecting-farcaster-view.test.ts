import { expect, fixture } from '@open-wc/testing'
import { html } from 'lit'
import { $accounts, updateAccount } from '../../../controllers/account/store.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { emulatePhone, stopEmulatingPhone } from '../../../test/fixtures/phone.js'
import { until } from '../../../test/until.js'
import './w3m-connecting-farcaster-view.js'
import type { W3mConnectingFarcasterView } from './w3m-connecting-farcaster-view.js'

const URL = 'https://farcaster.example/~/siwf?channelToken=2f1d7c9e-2b8a-4f0e-9d3c-5a6b7c8d9e0f'
const byTestId = (view: Element, id: string) => view.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)

async function farcasterView(): Promise<W3mConnectingFarcasterView> {
  return fixture<W3mConnectingFarcasterView>(html`<w3m-connecting-farcaster-view></w3m-connecting-farcaster-view>`)
}

/** A sign-in already under way (its link shown): the view shows it and starts none (no secure frame exists here). */
function linkShown(url = URL): void {
  updateAccount('eip155', { farcasterUrl: url })
  $embeddedWallet.setKey('busy', true)
}

describe('w3m-connecting-farcaster-view', () => {
  beforeEach(() => resetControllers())
  afterEach(() => {
    stopEmulatingPhone()
  })

  it('without the secure frame the sign-in fails in the words of the behaviour spec, with a retry that asks again; accessible', async () => {
    const view = await farcasterView()
    await until(() => byTestId(view, 'connect-error'), 'the failure is shown')
    expect(byTestId(view, 'connect-error')!.getAttribute('role')).to.equal('alert')
    expect(view.shadowRoot!.textContent).to.contain('Unable to load email login dependency')
    await expect(view).to.be.accessible()
    $embeddedWallet.setKey('error', 'Social sign-in failed')
    await view.updateComplete
    expect((await tabInto()) === byTestId(view, 'connect-retry')!.shadowRoot!.querySelector('button')).to.equal(true)
    await sendKeys({ press: 'Enter' })
    await until(() => $embeddedWallet.get().error === 'Unable to load email login dependency', 'the retry asked the frame again')
  })

  it('shows the link as a labelled QR code while waiting for the Farcaster app; accessible', async () => {
    linkShown()
    const view = await farcasterView()
    const qr = byTestId(view, 'farcaster-qr') as HTMLElement & { uri: string; alt: string }
    expect(qr.uri).to.equal(URL)
    expect(qr.alt).to.equal('QR code to sign in with Farcaster')
    expect(view.shadowRoot!.querySelector('wui-spinner')!.getAttribute('label')).to.equal('Approve the sign-in in the Farcaster app')
    expect(byTestId(view, 'open-farcaster'), 'no app button on a desktop').to.equal(null)
    await expect(view).to.be.accessible()
  })

  it('before the link arrives a placeholder says the QR code is being prepared, and copy waits', async () => {
    $embeddedWallet.setKey('busy', true)
    const view = await farcasterView()
    expect(view.shadowRoot!.querySelector('wui-shimmer')!.getAttribute('aria-label')).to.equal('Preparing the QR code')
    expect(byTestId(view, 'copy-farcaster-url')!.hasAttribute('disabled')).to.equal(true)
  })

  it('on a phone a button opens the link in the Farcaster app (a new window, without opener)', async () => {
    emulatePhone()
    linkShown()
    const opened: unknown[][] = []
    // The browser's window.open is replaced: a real one would leave the test page for the Farcaster site.
    const realOpen = window.open
    window.open = (...args: unknown[]) => {
      opened.push(args)
      return null
    }
    try {
      const view = await farcasterView()
      expect(view.shadowRoot!.textContent).to.contain('Scan this QR code with another device')
      byTestId(view, 'open-farcaster')!.shadowRoot!.querySelector('button')!.click()
      expect(opened).to.deep.equal([[URL, '_blank', 'noopener,noreferrer']])
    } finally {
      window.open = realOpen
    }
  })

  it('leaving before the connection clears the link and the error (behaviour §2)', async () => {
    linkShown()
    const view = await farcasterView()
    view.remove()
    expect($accounts.get().eip155?.farcasterUrl).to.equal(undefined)
    expect($embeddedWallet.get().busy).to.equal(false)
  })

  it('a hostile link or error stays text', async () => {
    linkShown(`https://farcaster.example/?q=${encodeURIComponent(hostileTexts.markup)}`)
    const view = await farcasterView()
    $embeddedWallet.setKey('error', hostileTexts.markup)
    await view.updateComplete
    assertNoInjectedElements(view)
    expect(view.shadowRoot!.textContent).to.contain(hostileTexts.markup)
  })
})
