import { expect, fixture } from '@open-wc/testing'
import { html } from 'lit'
import { resetControllers } from '../../../test/reset-controllers.js'
import { $accounts, setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { CONNECTION_STATUS_KEY } from '../../../controllers/connection/hooks.js'
import { readStateCookie, serializeInitialState, STATE_COOKIE } from '../../../controllers/state-cookie/initial-state.js'
import { startStateCookie } from '../../../controllers/state-cookie/sync.js'
import { writeStored } from '../../../controllers/config/storage.js'
import { bsc, mainnet } from '../../../networks.js'
import '../buttons.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const remembered = (connectorId: string) =>
  serializeInitialState({ activeNamespace: 'eip155', caipNetworkId: 'eip155:56', accounts: { eip155: { caipAddress: `eip155:56:${ADDRESS}`, connectorId, walletName: 'Test Wallet' } } })
const setCookie = (value: string) => (document.cookie = `${STATE_COOKIE}=${value};path=/`)
const shown = (el: Element) => el.shadowRoot!.querySelector('w3m-account-button, w3m-connect-button')!.localName

// Option ssr in the browser: the page starts from the cookie the server rendered, and keeps it current.
describe('option ssr: the w3m-state cookie in the browser', () => {
  let stop = () => undefined as void
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet, bsc])
  })
  afterEach(() => {
    stop()
    document.cookie = `${STATE_COOKIE}=;max-age=0;path=/`
  })

  it('a remembered connection (same wallet in storage) shows its address at once, as reconnecting, on its network', async () => {
    writeStored(CONNECTION_STATUS_KEY, { eip155: { status: 'connected', connectorId: 'io.test' } })
    setCookie(remembered('io.test'))
    stop = startStateCookie()
    expect($accounts.get().eip155?.status).to.equal('reconnecting')
    const el = await fixture(html`<w3m-button></w3m-button>`)
    expect(shown(el)).to.equal('w3m-account-button')
  })

  it('a cookie the storage does not back (another wallet, or signed out) seeds nothing: Connect', async () => {
    writeStored(CONNECTION_STATUS_KEY, { eip155: { status: 'connected', connectorId: 'io.other' } })
    setCookie(remembered('io.test'))
    stop = startStateCookie()
    expect($accounts.get().eip155).to.equal(undefined)
    const el = await fixture(html`<w3m-button></w3m-button>`)
    expect(shown(el)).to.equal('w3m-connect-button')
  })

  it('a connection and a disconnect are written to the cookie the server reads next', () => {
    stop = startStateCookie()
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { connectorId: 'io.test', connectedWalletInfo: { name: 'Test Wallet' } })
    expect(readStateCookie(document.cookie)?.accounts.eip155).to.deep.equal({ caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'io.test', walletName: 'Test Wallet' })
    updateAccount('eip155', { status: 'disconnected' })
    expect(readStateCookie(document.cookie)?.accounts).to.deep.equal({})
  })
})
