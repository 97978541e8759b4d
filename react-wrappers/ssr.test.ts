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
    assert.match(markup, /<w3m-button[^>]*><\/w3m-button>/)
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
