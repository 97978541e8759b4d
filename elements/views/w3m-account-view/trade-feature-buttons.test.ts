import { expect, fixture } from '@open-wc/testing'
import { html, type LitElement } from 'lit'
import type { AppKitOptions } from '../../../app-kit/types.js'
import { setCaipAddress } from '../../../controllers/account.js'
import { setActiveNetwork, setNetworks } from '../../../controllers/chain.js'
import { setOptions } from '../../../controllers/options.js'
import { $router, resetView } from '../../../controllers/router.js'
import { mainnet } from '../../../networks.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import './w3m-account-view.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function accountView(features: AppKitOptions['features'] = {}): Promise<LitElement> {
  setOptions({ projectId: 'test', networks: [mainnet], features } as AppKitOptions)
  setNetworks([mainnet])
  setActiveNetwork(mainnet)
  setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
  resetView('Account')
  return fixture<LitElement>(html`<w3m-account-view></w3m-account-view>`)
}

const byTestId = (el: LitElement, id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('Account view: Buy and Swap entries', () => {
  beforeEach(resetControllers)

  it('route to the Buy and Swap views', async () => {
    const el = await accountView()
    byTestId(el, 'account-feature-swaps')!.click()
    expect($router.get().view).to.equal('Swap')
    resetView('Account')
    byTestId(el, 'account-feature-onramp')!.click()
    expect($router.get().view).to.equal('OnRampProviders')
    await expect(el).to.be.accessible()
  })

  it('are absent, not disabled, when the site switches them off', async () => {
    const el = await accountView({ swaps: false, onramp: false })
    expect(byTestId(el, 'account-feature-swaps')).to.equal(null)
    expect(byTestId(el, 'account-feature-onramp')).to.equal(null)
  })
})
