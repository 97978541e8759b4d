import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

// Runs in plain Node: no window, no document, as a server renders a React page.
describe('w3m-kit/react on a server', () => {
  it('importing the React entry never touches window', async () => {
    assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined')
    const kit = await import('../react.js')
    assert.equal(typeof kit.AppKitButton, 'object')
    assert.equal(kit.SDK_VERSION, '1.7.5')
    assert.equal(kit.SDK_TYPE, 'appkit')
  })

  it('the generated components render their custom element tags', async () => {
    const { AppKitButton, AppKitNetworkButton } = await import('../react.js')
    const markup = renderToString(createElement('div', null, createElement(AppKitButton, { size: 'sm' }), createElement(AppKitNetworkButton)))
    assert.match(markup, /<w3m-button[^>]*><span data-w3m-fallback="connect"[^>]*>Connect Wallet<\/span><\/w3m-button>/)
    assert.match(markup, /<w3m-network-button/)
  })

  it("useAppKit before createAppKit throws 'Please call \"createAppKit\" before using \"useAppKit\" hook'", async () => {
    const { useAppKit } = await import('../react.js')
    function UsesKit() {
      useAppKit()
      return null
    }
    assert.throws(() => renderToString(createElement(UsesKit)), { message: 'Please call "createAppKit" before using "useAppKit" hook' })
  })

  it('hooks render the initial, disconnected state on the server', async () => {
    const { useAppKitAccount, useAppKitState } = await import('../react.js')
    function Status() {
      const account = useAppKitAccount()
      const state = useAppKitState()
      return createElement('p', null, `${account.status}/${account.isConnected}/${state.open}`)
    }
    assert.equal(renderToString(createElement(Status)), '<p>disconnected/false/false</p>')
  })

  it('two requests with different cookies get different HTML, and no visitor reaches the shared stores', async () => {
    const kit = await import('../react.js')
    const { cookieToInitialState, STATE_COOKIE } = await import('../ssr.js')
    const { createAppKit } = kit
    const { $accounts } = await import('../controllers/account/store.js')
    const { bsc, mainnet } = await import('../networks.js')
    // As a Next.js client module runs it on the server: once, at module scope, shared by every request.
    createAppKit({ projectId: 'p', networks: [mainnet, bsc], ssr: true, features: { analytics: false } })
    const cookieOf = (address: string, chainId: number) =>
      `${STATE_COOKIE}=${encodeURIComponent(JSON.stringify({ activeNamespace: 'eip155', caipNetworkId: `eip155:${chainId}`, accounts: { eip155: { caipAddress: `eip155:${chainId}:${address}`, connectorId: 'io.test', walletName: 'Test' } } }))}`
    function Page() {
      const account = kit.useAppKitAccount()
      const network = kit.useAppKitNetwork()
      return createElement('main', null, createElement(kit.AppKitButton), createElement(kit.AppKitNetworkButton), createElement('p', null, `${account.status} ${account.address ?? '-'} ${network.chainId}`))
    }
    const render = (cookie: string | null) => renderToString(createElement(kit.AppKitProvider, { initialState: cookieToInitialState({ networks: [mainnet, bsc] }, cookie) }, createElement(Page)))

    const alice = render(cookieOf('0x1111111111111111111111111111111111111111', 56))
    const bob = render(cookieOf('0x2222222222222222222222222222222222222222', 1))
    const stranger = render(null)
    assert.match(alice, /<w3m-button[^>]*><span data-w3m-fallback="account"[^>]*>0x1111\.\.\.1111<\/span><\/w3m-button>/)
    assert.match(alice, /data-w3m-fallback="network"[^>]*>BNB Smart Chain</)
    assert.match(alice, /<p>reconnecting 0x1111111111111111111111111111111111111111 56<\/p>/)
    assert.match(bob, /<w3m-button[^>]*><span data-w3m-fallback="account"[^>]*>0x2222\.\.\.2222<\/span>/)
    assert.match(bob, /<p>reconnecting 0x2222222222222222222222222222222222222222 1<\/p>/)
    assert.match(stranger, /<w3m-button[^>]*><span data-w3m-fallback="connect"[^>]*>Connect Wallet<\/span>/)
    assert.match(stranger, /<p>disconnected - 1<\/p>/)
    assert.deepEqual($accounts.get(), {}, 'the server kept no visitor in module scope')
  })
})

describe('useAppKitWallets on a server', () => {
  it('renders the empty initial state', async () => {
    const { useAppKitWallets } = await import('../react.js')
    function Wallets() {
      const { wallets, status, isInitialized } = useAppKitWallets()
      return createElement('p', null, `${wallets.length}/${status}/${isInitialized}`)
    }
    assert.equal(renderToString(createElement(Wallets)), '<p>0/idle/false</p>')
  })
})
