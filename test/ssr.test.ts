// Server rendering is safe: importing the kit and rendering its React components and hooks in Node
// (no window, document, localStorage or navigator here) neither throws nor needs a DOM.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'] as const

describe('server rendering (SSR)', () => {
  it('this process has no browser globals, so any unguarded use would throw', () => {
    for (const name of BROWSER_GLOBALS) assert.equal(name in globalThis, false, `${name} exists in this Node process`)
  })

  it('imports w3m-kit and w3m-kit/networks without touching a browser global', async () => {
    const kit = await import('../index.js')
    const networks = await import('../networks.js')
    assert.equal(typeof kit.createAppKit, 'function')
    assert.equal(networks.mainnet.caipNetworkId, 'eip155:1')
    for (const name of BROWSER_GLOBALS) assert.equal(name in globalThis, false, `importing defined ${name}`)
  })

  it('renders a React page with the components and hooks to HTML, before and after createAppKit', async () => {
    const react = await import('../react.js')
    const { mainnet, bsc } = await import('../networks.js')
    const Page = (): ReactElement => {
      const account = react.useAppKitAccount()
      const network = react.useAppKitNetwork()
      const state = react.useAppKitState()
      const theme = react.useAppKitTheme()
      return createElement(
        'main',
        null,
        createElement(react.AppKitButton, null),
        createElement(react.AppKitNetworkButton, null),
        createElement('p', { id: 'status' }, `${account.status ?? 'none'} ${account.isConnected} ${network.caipNetworkId ?? 'no network'} ${state.open} ${theme.themeMode ?? 'system'}`)
      )
    }
    const before = renderToString(createElement(Page))
    assert.match(before, /<w3m-button/)
    assert.match(before, /<w3m-network-button/)
    assert.match(before, /<p id="status">[^<]*false/)

    // Sites often call createAppKit at module level, which runs on the server too.
    react.createAppKit({ projectId: 'ssr-test', networks: [mainnet, bsc] })
    const after = renderToString(createElement(Page))
    assert.match(after, /eip155:1/, 'the hooks read the configured network on the server')
    for (const name of BROWSER_GLOBALS) assert.equal(name in globalThis, false, `rendering defined ${name}`)
  })
})
