// The Vue composables over the real stores, in plain Node (no window, no document): as a Nuxt server
// renders them, and inside an effect scope as a mounted component holds them.
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { createSSRApp, defineComponent, effectScope, h, watch } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { $activeAccount, setCaipAddress, updateAccount } from '../controllers/account/store.js'
import { $balances } from '../controllers/account/balances-store.js'
import { $activeNetwork, setActiveNetwork, setNetworks } from '../controllers/networks/store.js'
import { $modal, closeModal, openModal } from '../controllers/modal/modal.js'
import { $lastEvent, trackEvent } from '../controllers/telemetry/events.js'
import { $siwxSession } from '../controllers/siwx/session.js'
import { $theme, setThemeMode } from '../controllers/locale-theme/theme.js'
import { bsc, mainnet } from '../networks.js'
import { resetControllers } from '../test/reset-controllers.js'

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'navigator', 'location'] as const
// Stores no other store derives from, so their listeners are only the composables' ($accounts and $chain
// also carry the listeners of the stores computed from them, which stay a while after each read).
const STORES = { $activeAccount, $activeNetwork, $balances, $modal, $lastEvent, $siwxSession, $theme }
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** How many listeners each store has: a composable that forgets to unbind leaves one behind. */
function listenerCounts(): Record<string, number> {
  return Object.fromEntries(Object.entries(STORES).map(([name, store]) => [name, (store as unknown as { lc: number }).lc]))
}

afterEach(() => resetControllers())

describe('w3m-kit/vue in an effect scope (a mounted component)', () => {
  it('the refs follow the stores as the kit connects, switches network and disconnects', async () => {
    const kit = await import('../vue.js')
    setNetworks([mainnet, bsc])
    const scope = effectScope()
    const seen: string[] = []
    const refs = scope.run(() => {
      const account = kit.useAppKitAccount()
      const network = kit.useAppKitNetwork()
      const state = kit.useAppKitState()
      const balance = kit.useAppKitBalance()
      const wallet = kit.useWalletInfo()
      const event = kit.useAppKitEvents()
      const theme = kit.useAppKitTheme()
      watch(account, next => seen.push(next.status ?? 'none'), { flush: 'sync' })
      return { account, network, state, balance, wallet, event, theme }
    })!
    assert.equal(refs.account.value.isConnected, false)
    assert.equal(refs.network.value.chainId, 1)
    // AppKit's fields, as the React hook has them (react-wrappers/appkit-shapes.test.ts drives them on chains).
    assert.deepEqual({ approved: refs.network.value.approvedCaipNetworkIds, all: refs.network.value.supportsAllNetworks }, { approved: [], all: true })
    assert.equal(typeof refs.balance.value.fetchBalance, 'function')

    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH', connectedWalletInfo: { name: 'Test Wallet' } })
    assert.deepEqual(
      { address: refs.account.value.address, caipAddress: refs.account.value.caipAddress, isConnected: refs.account.value.isConnected },
      { address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}`, isConnected: true }
    )
    assert.deepEqual({ balance: refs.balance.value.balance, symbol: refs.balance.value.symbol, tokens: refs.balance.value.tokens }, { balance: '1.5', symbol: 'ETH', tokens: undefined })
    assert.equal(refs.wallet.value.walletInfo?.name, 'Test Wallet')
    assert.deepEqual(seen, ['connected', 'connected'], 'a watcher sees each change, as a template re-renders')

    setActiveNetwork(bsc)
    assert.deepEqual({ chainId: refs.network.value.chainId, caipNetworkId: refs.network.value.caipNetworkId }, { chainId: 56, caipNetworkId: 'eip155:56' })
    assert.equal(refs.state.value.selectedNetworkId, 'eip155:56')
    assert.equal(refs.state.value.activeChain, 'eip155')

    openModal()
    assert.equal(refs.state.value.open, true)
    closeModal(true)
    assert.equal(refs.state.value.open, false)
    trackEvent('MODAL_CLOSE', { connected: true })
    assert.equal(refs.event.value?.data.event, 'MODAL_CLOSE')
    setThemeMode('dark')
    assert.equal(refs.theme.value.themeMode, 'dark')

    updateAccount('eip155', { status: 'disconnected', address: undefined, caipAddress: undefined })
    assert.equal(refs.account.value.isConnected, false)
    assert.equal(refs.account.value.address, undefined)
    scope.stop()
  })

  it('reads one namespace’s account and wallet when asked', async () => {
    const kit = await import('../vue.js')
    setNetworks([mainnet])
    const scope = effectScope()
    const { solana, solanaWallet } = scope.run(() => ({ solana: kit.useAppKitAccount({ namespace: 'solana' }), solanaWallet: kit.useWalletInfo('solana') }))!
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { connectedWalletInfo: { name: 'Test Wallet' } })
    assert.equal(solana.value.isConnected, false)
    const walletBefore = solanaWallet.value.walletInfo
    assert.equal(walletBefore, undefined)
    setCaipAddress('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    updateAccount('solana', { connectedWalletInfo: { name: 'Phantom' } })
    assert.equal(solana.value.address, '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    assert.equal(solanaWallet.value.walletInfo?.name, 'Phantom')
    scope.stop()
  })

  it("useDisconnect().disconnect({ namespace }) (AppKit's spelling) disconnects that family only, and the refs follow", async () => {
    const kit = await import('../vue.js')
    setNetworks([mainnet])
    const scope = effectScope()
    const { evm, solana } = scope.run(() => ({ evm: kit.useAppKitAccount({ namespace: 'eip155' }), solana: kit.useAppKitAccount({ namespace: 'solana' }) }))!
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    setCaipAddress('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    await kit.useDisconnect().disconnect({ namespace: 'eip155' })
    assert.deepEqual({ evm: evm.value.isConnected, solana: solana.value.isConnected }, { evm: false, solana: true })
    await kit.useDisconnect().disconnect('solana')
    assert.equal(solana.value.isConnected, false)
    scope.stop()
  })

  it('unbinds every listener when the scope is disposed, and the refs stop moving', async () => {
    const kit = await import('../vue.js')
    setNetworks([mainnet, bsc])
    const before = listenerCounts()
    const scope = effectScope()
    const refs = scope.run(() => ({
      account: kit.useAppKitAccount(),
      network: kit.useAppKitNetwork(),
      state: kit.useAppKitState(),
      theme: kit.useAppKitTheme(),
      events: kit.useAppKitEvents(),
      session: kit.useAppKitSession(),
      balance: kit.useAppKitBalance(),
      wallet: kit.useWalletInfo(),
      provider: kit.useAppKitProvider('eip155')
    }))!
    // Read each once, as a template does; none can be written from outside (Vue warns and keeps the value).
    const warn = console.warn
    console.warn = () => {}
    try {
      for (const value of Object.values(refs)) {
        const shown = value.value
        ;(value as { value: unknown }).value = 'written'
        assert.equal(value.value, shown)
      }
    } finally {
      console.warn = warn
    }
    assert.notDeepEqual(listenerCounts(), before)
    scope.stop()
    assert.deepEqual(listenerCounts(), before)
    setActiveNetwork(bsc)
    assert.equal(refs.network.value.chainId, 1, 'a disposed composable no longer follows the store')
  })

  it('switchNetwork before createAppKit says what to do', async () => {
    const kit = await import('../vue.js')
    setNetworks([mainnet, bsc])
    const scope = effectScope()
    const network = scope.run(() => kit.useAppKitNetwork())!
    assert.throws(() => network.value.switchNetwork(bsc), { message: 'Please call "createAppKit" before using "useAppKitNetwork" composable' })
    scope.stop()
  })
})

describe('w3m-kit/vue on a server render', () => {
  it('imports without touching a browser global', async () => {
    const kit = await import('../vue.js')
    assert.equal(typeof kit.useAppKitAccount, 'function')
    assert.equal(typeof kit.createAppKit, 'function')
    for (const name of BROWSER_GLOBALS) assert.equal(name in globalThis, false, `importing w3m-kit/vue defined ${name}`)
  })

  it('renders the stores’ current values and leaves no listener behind', async () => {
    const kit = await import('../vue.js')
    setNetworks([mainnet, bsc])
    trackEvent('INITIALIZE')
    const before = listenerCounts()
    const Status = defineComponent(() => {
      const account = kit.useAppKitAccount()
      const network = kit.useAppKitNetwork()
      const state = kit.useAppKitState()
      const theme = kit.useAppKitTheme()
      const event = kit.useAppKitEvents()
      const session = kit.useAppKitSession()
      const balance = kit.useAppKitBalance()
      const wallet = kit.useWalletInfo()
      return () =>
        h('p', [
          `${account.value.status}/${account.value.isConnected}/${network.value.caipNetworkId}/${state.value.open}/${theme.value.themeMode ?? 'system'}`,
          `/${event.value?.data.event ?? 'no event'}/${session.value ?? 'signed out'}/${balance.value.balance ?? 'no balance'}/${wallet.value.walletInfo?.name ?? 'no wallet'}`
        ])
    })
    const html = await renderToString(createSSRApp(Status))
    assert.equal(html, '<p>disconnected/false/eip155:1/false/system/INITIALIZE/signed out/no balance/no wallet</p>')
    assert.deepEqual(listenerCounts(), before, 'a server render must not subscribe: nothing ever disposes its scope')
    for (const name of BROWSER_GLOBALS) assert.equal(name in globalThis, false, `rendering defined ${name}`)
  })

  it('useAppKit is callable in a server render; open() before createAppKit says what to do', async () => {
    const kit = await import('../vue.js')
    let open: (() => Promise<void>) | undefined
    const UsesKit = defineComponent(() => {
      open = kit.useAppKit().open
      return () => h('p', 'page')
    })
    assert.equal(await renderToString(createSSRApp(UsesKit)), '<p>page</p>')
    assert.throws(() => open!(), { message: 'Please call "createAppKit" before using "useAppKit" composable' })
  })
})
