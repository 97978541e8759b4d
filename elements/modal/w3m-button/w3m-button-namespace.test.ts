import { expect, fixture } from '@open-wc/testing'
import { html } from 'lit'
import { resetControllers } from '../../../test/reset-controllers.js'
import { setCaipAddress } from '../../../controllers/account/store.js'
import { $chain, setAdapterNamespaces, setNetworks } from '../../../controllers/networks/store.js'
import { $modal, closeModal } from '../../../controllers/modal/modal.js'
import { $router } from '../../../controllers/modal/router.js'
import { bitcoin, mainnet, solana } from '../../../networks.js'
import '../buttons.js'

const EVM = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = `solana:${solana.id}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv` as const
const deep = async (host: Element, selector: string) => {
  const child = host.shadowRoot!.querySelector(selector)!
  await (child as unknown as { updateComplete: Promise<unknown> }).updateComplete
  return child
}

describe('buttons per family (namespace attribute)', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet, solana, bitcoin])
    setAdapterNamespaces(['eip155', 'solana', 'bip122'])
  })
  afterEach(() => closeModal(true))

  it('<w3m-button namespace="solana"> connects Solana while EVM is connected, then shows the Solana account', async () => {
    setCaipAddress('eip155', EVM)
    const el = await fixture(html`<w3m-button namespace="solana"></w3m-button>`)
    const connect = await deep(el, 'w3m-connect-button')
    connect.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click()
    expect($router.get().view).to.equal('Connect')
    expect($modal.get().namespace).to.equal('solana')
    closeModal(true)

    setCaipAddress('solana', SOL)
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete
    const account = await deep(el, 'w3m-account-button')
    expect(account.shadowRoot!.textContent).to.contain('7S3P4H...AaKv')
    account.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click()
    expect($router.get().view).to.equal('Account')
    expect($chain.get().activeNamespace).to.equal('solana')
    await expect(el).to.be.accessible()
  })

  it('<w3m-network-button namespace="bip122"> shows that family\'s network whatever the active family', async () => {
    const el = await fixture(html`<w3m-network-button namespace="bip122"></w3m-network-button>`)
    expect(el.shadowRoot!.textContent).to.contain(bitcoin.name)
    expect($chain.get().activeNamespace).to.equal('eip155')
  })
})
