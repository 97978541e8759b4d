import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { compile } from 'svelte/compiler'
import type { Component } from 'svelte'
import { render } from 'svelte/server'
import { get } from 'svelte/store'
import { setCaipAddress, updateAccount } from '../controllers/account/store.js'
import { setActiveNetwork } from '../controllers/networks/store.js'
import { bsc, mainnet } from '../networks.js'
import { browserGlobalsRead } from '../test/browser-globals.js'

/** Server-renders a runes-mode component compiled from `source`, the way SvelteKit renders a page. */
async function renderOnServer(source: string): Promise<string> {
  const { js } = compile(source, { generate: 'server', runes: true, filename: 'Probe.svelte' })
  // The compiled module imports svelte and the binding by name; a data: URL resolves absolute URLs only.
  const code = js.code
    .replaceAll(/from '(svelte[^']*)'/g, (_, specifier: string) => `from '${import.meta.resolve(specifier)}'`)
    .replaceAll("from 'w3m-kit/svelte'", `from '${new URL('../svelte.ts', import.meta.url).href}'`)
  const component = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: Component }
  return render(component.default, { props: {} }).body
}

// Real stores in plain Node: no window, no document, as SvelteKit renders a page on the server.
describe('w3m-kit/svelte', () => {
  it('subscribing to every store on a server touches no window, document or navigator', async () => {
    const kit = await import('../svelte.js')
    const touched = await browserGlobalsRead(['window', 'document', 'navigator'], () => {
      const stores = [kit.appKitAccount, kit.appKitAccountOf('solana'), kit.appKitNetwork, kit.appKitState, kit.appKitTheme, kit.appKitEvents, kit.appKitBalance, kit.appKitSession, kit.walletInfo]
      for (const store of stores) store.subscribe(() => {})()
    })
    assert.deepEqual(touched, [])
  })

  it('every store calls back at once with its initial value', async () => {
    const kit = await import('../svelte.js')
    const seen: unknown[] = []
    const unsubscribe = kit.appKitAccount.subscribe(value => seen.push(value))
    assert.deepEqual(seen, [{ address: undefined, caipAddress: undefined, allAccounts: [], isConnected: false, status: 'disconnected', embeddedWalletInfo: undefined }])
    unsubscribe()
    assert.deepEqual(get(kit.appKitNetwork), { caipNetwork: undefined, caipNetworkId: undefined, chainId: undefined, approvedCaipNetworkIds: [], supportsAllNetworks: true })
    assert.deepEqual(get(kit.appKitState), { open: false, loading: false, initialized: false, selectedNetworkId: undefined, activeChain: undefined })
    assert.deepEqual(get(kit.appKitTheme), { themeMode: undefined, themeVariables: {} })
    assert.deepEqual(get(kit.appKitBalance), { balance: undefined, symbol: undefined })
    assert.deepEqual(get(kit.walletInfo), { walletInfo: undefined })
    assert.equal(get(kit.appKitEvents), undefined)
    assert.equal(get(kit.appKitSession), undefined)
  })

  it('a runes-mode component server-renders the disconnected state through `$store`', async () => {
    const body = await renderOnServer(`<script>
      import { appKitAccount, appKitState } from 'w3m-kit/svelte'
      let label = $derived($appKitAccount.isConnected ? $appKitAccount.address : 'not connected')
    </script>
    <p>{label} / {$appKitAccount.status} / open: {$appKitState.open}</p>`)
    assert.match(body, /<p>not connected \/ disconnected \/ open: false<\/p>/)
  })

  it('the actions before createAppKit throw, naming what to call first', async () => {
    const { open, disconnect } = await import('../svelte.js')
    assert.throws(() => open(), { message: 'Please call "createAppKit" before using "open"' })
    assert.throws(() => disconnect(), { message: 'Please call "createAppKit" before using "disconnect"' })
  })

  it('after createAppKit the stores follow the kit: network, connection, wallet, theme; an unsubscribed store calls back no more', async () => {
    const { createAppKit } = await import('../index.js')
    const kit = await import('../svelte.js')
    const accounts: { status: string; address: string | undefined; isConnected: boolean }[] = []
    const networks: (string | undefined)[] = []
    const stopAccount = kit.appKitAccount.subscribe(({ status, address, isConnected }) => accounts.push({ status, address, isConnected }))
    const stopNetwork = kit.appKitNetwork.subscribe(({ caipNetworkId }) => networks.push(caipNetworkId))

    // Analytics off: this test must not reach for the public analytics endpoint.
    const appKit = createAppKit({ projectId: 'p', networks: [mainnet, bsc], defaultNetwork: bsc, themeMode: 'dark', features: { analytics: false } })
    assert.deepEqual(networks, [undefined, 'eip155:56'])
    assert.deepEqual(get(kit.appKitState), { open: false, loading: false, initialized: true, selectedNetworkId: 'eip155:56', activeChain: 'eip155' })
    assert.equal(get(kit.appKitTheme).themeMode, 'dark')
    appKit.setThemeMode('light')
    assert.equal(get(kit.appKitTheme).themeMode, 'light')

    const address = '0x1111111111111111111111111111111111111111'
    setCaipAddress('eip155', `eip155:56:${address}`)
    updateAccount('eip155', { connectedWalletInfo: { name: 'Test Wallet' }, balance: '1.5', balanceSymbol: 'BNB' })
    assert.deepEqual(accounts.at(-1), { status: 'connected', address, isConnected: true })
    assert.deepEqual(get(kit.walletInfo), { walletInfo: { name: 'Test Wallet' } })
    assert.deepEqual(get(kit.appKitBalance), { balance: '1.5', symbol: 'BNB' })
    assert.equal(get(kit.appKitAccountOf('eip155')).address, address)
    assert.equal(get(kit.appKitAccountOf('solana')).isConnected, false)

    setActiveNetwork(mainnet)
    assert.equal(networks.at(-1), 'eip155:1')
    assert.deepEqual(get(kit.appKitNetwork), { caipNetwork: mainnet, caipNetworkId: 'eip155:1', chainId: 1, approvedCaipNetworkIds: [], supportsAllNetworks: true })

    stopAccount()
    stopNetwork()
    setActiveNetwork(bsc)
    assert.equal(networks.at(-1), 'eip155:1')
    assert.equal(get(kit.appKitNetwork).chainId, 56)
  })
})
