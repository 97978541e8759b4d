import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, tabInto, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { setAdapterNamespaces, setNetworks } from '../../../controllers/networks/store.js'
import { $modal, closeModal, openModal } from '../../../controllers/modal/modal.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $router } from '../../../controllers/modal/router.js'
import { $siwxFlow } from '../../../controllers/siwx/actions.js'
import { mainnet } from '../../../networks.js'
import './w3m-siwx-sign-message-view.js'
import type { W3mSiwxSignMessageView } from './w3m-siwx-sign-message-view.js'

const byTestId = (view: Element, id: string) => view.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)

async function signView(name: string, required = false): Promise<W3mSiwxSignMessageView> {
  setOptions({ projectId: 'test', networks: [mainnet], metadata: { name, description: '', url: 'https://app.example', icons: [] } })
  $siwxFlow.set({ status: 'idle', required })
  return fixture<W3mSiwxSignMessageView>(html`<w3m-siwx-sign-message-view></w3m-siwx-sign-message-view>`)
}

describe('w3m-siwx-sign-message-view', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet])
    setAdapterNamespaces(['eip155'])
  })

  it('names the site, says what signing means, and passes axe', async () => {
    const view = await signView('Demo Site')
    expect(view.shadowRoot!.textContent).to.contain('Demo Site needs to connect to your wallet')
    expect(view.shadowRoot!.textContent).to.contain('Signing costs nothing')
    await expect(view).to.be.accessible()
  })

  it('required: says that cancelling disconnects', async () => {
    const view = await signView('Demo Site', true)
    expect(view.shadowRoot!.textContent).to.contain('Canceling will disconnect you.')
  })

  it('a hostile site name and error render as text', async () => {
    const view = await signView(hostileTexts.markup)
    $siwxFlow.set({ status: 'error', error: hostileTexts.markup, required: false })
    await view.updateComplete
    assertNoInjectedElements(view)
    expect(byTestId(view, 'siwx-error')!.textContent).to.contain('<img')
  })

  it('keyboard: Tab reaches Cancel then Sign; Enter on Sign runs the sign-in, whose failure shows as an alert', async () => {
    const view = await signView('Demo Site')
    openModal({ view: 'SIWXSignMessage' })
    const first = await tabInto()
    expect(((first?.getRootNode() as ShadowRoot).host as HTMLElement).dataset.testid).to.equal('siwx-cancel')
    await sendKeys({ press: 'Tab' })
    expect(((deepActiveElement()?.getRootNode() as ShadowRoot).host as HTMLElement).dataset.testid).to.equal('siwx-sign')
    await sendKeys({ press: 'Enter' })
    await until(() => byTestId(view, 'siwx-error'), 'the failure is shown')
    expect(byTestId(view, 'siwx-error')!.getAttribute('role')).to.equal('alert')
    expect(byTestId(view, 'siwx-error')!.textContent).to.equal('Sign-in is not enabled')
  })

  it('while signing, Cancel is disabled and Sign shows progress', async () => {
    const view = await signView('Demo Site')
    $siwxFlow.set({ status: 'signing', required: false })
    await view.updateComplete
    expect(byTestId(view, 'siwx-cancel')!.hasAttribute('disabled')).to.equal(true)
    expect(byTestId(view, 'siwx-sign')!.hasAttribute('loading')).to.equal(true)
  })

  it('required with no session: closing the modal on this view is refused', async () => {
    await signView('Demo Site', true)
    openModal({ view: 'SIWXSignMessage' })
    closeModal()
    expect($modal.get().open).to.equal(true)
    expect($router.get().view).to.equal('SIWXSignMessage')
  })
})
