import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createPublicClient, formatUnits, http } from 'viem'
import { startEvmChains, type EvmDevnet } from '../devnet/chains/evm.js'
import { createTestWallet, type TestWallet } from '../test/wallets/eip1193-wallet.js'
import { connectExternal } from '../controllers/connection/actions.js'
import { addConnector } from '../controllers/wallets/connectors.js'
import { updateAccount } from '../controllers/account/store.js'
import { bsc, mainnet } from '../networks.js'
import type { AppKit } from '../app-kit/app-kit.js'
import type { AppKitInitialState, Connector, Eip1193Provider } from '../types/public.js'

// AppKit's spellings of the hooks and instance methods (docs/migrating-from-appkit.md), on real parts:
// the kit's eip155 adapter talks to the viem test wallet, both on real anvil chains. Hooks run
// through React's server renderer (no DOM in Node); the functions they return are then called.
let chains: EvmDevnet
let wallet: TestWallet
let connector: Connector
let appKit: AppKit
let kit: typeof import('../react.js')

const rpc = (chainId: number) => chains.chains.find(chain => chain.chainId === chainId)!.rpcUrl

/**
 * Renders `hook` once through React's server renderer and hands back what it returned. A server
 * render shows one visitor's state, never the shared stores: pass it as `initialState`, as a
 * server-rendered page does with `<AppKitProvider initialState>`; without it, the stores' values
 * that are the same for every visitor (networks, theme, modal) and a disconnected account.
 */
function runHook<T>(hook: () => T, initialState?: AppKitInitialState): T {
  let result: T | undefined
  function Probe() {
    result = hook()
    return null
  }
  renderToString(createElement(kit.AppKitProvider, { initialState }, createElement(Probe)))
  return result as T
}

/** The connected visitor as the state cookie carries them (what `cookieToInitialState` gives a server). */
const connectedVisitor = (): AppKitInitialState => ({
  activeNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  accounts: { eip155: { caipAddress: `eip155:1:${wallet.address}`, connectorId: connector.id, walletName: 'Test Wallet' } }
})

describe("AppKit's API shapes (issue 25 §4)", () => {
  before(async () => {
    chains = await startEvmChains({ chainIds: [1, 56] })
    wallet = createTestWallet({
      privateKey: chains.accounts.slice(0, 1) as `0x${string}`[],
      chains: [1, 56].map(chainId => ({ chainId, rpcUrl: rpc(chainId), name: `Chain ${chainId}` })),
      announce: false,
      storage: new Map<string, string>() as unknown as Storage
    })
    connector = { id: 'com.w3mkit.testwallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', provider: wallet.provider as unknown as Eip1193Provider }
    kit = await import('../react.js')
    appKit = kit.createAppKit({
      projectId: 'test',
      networks: [mainnet, bsc],
      features: { analytics: false },
      themeVariables: { '--w3m-z-index': 50 },
      customRpcUrls: { 'eip155:1': [{ url: rpc(1) }], 'eip155:56': [{ url: rpc(56) }] }
    })
    addConnector(connector)
  })
  after(async () => {
    wallet.destroy()
    await chains.stop()
  })

  it('disconnected: getAddress, getCaipAddress and getChainId, getIsConnectedState false, fetchBalance says why it has nothing', async () => {
    assert.equal(appKit.getAddress(), undefined)
    assert.equal(appKit.getCaipAddress('eip155'), undefined)
    assert.equal(appKit.getChainId(), 1)
    assert.equal(appKit.getIsConnectedState(), false)
    const { fetchBalance } = runHook(() => kit.useAppKitBalance())
    assert.deepEqual(await fetchBalance(), { data: undefined, error: 'Not able to retrieve balance', isSuccess: false, isError: true })
  })

  it('subscribeAccount(callback, namespace) hears its family connect, and not another family', async () => {
    const heard: Array<string | undefined> = []
    const stop = appKit.subscribeAccount(account => heard.push(account.caipAddress), 'eip155')
    assert.deepEqual(heard, [undefined], 'called at once with the family\'s account (not connected)')
    updateAccount('solana', { status: 'connecting' })
    assert.deepEqual(heard, [undefined])
    await connectExternal(connector)
    stop()
    assert.equal(heard.at(-1), `eip155:1:${wallet.address}`)
  })

  it('useAppKit().open({ view, namespace }) and close(), useAppKitState, useAppKitEvents, getState and subscribeState', async () => {
    const states: boolean[] = []
    const stop = appKit.subscribeState(state => states.push(state.open))
    const { open, close } = runHook(() => kit.useAppKit())
    await open({ view: 'Networks', namespace: 'eip155' })
    assert.equal(appKit.getState().open, true)
    assert.deepEqual(runHook(() => kit.useAppKitState()), { open: true, loading: true, initialized: true, selectedNetworkId: 'eip155:1', activeChain: 'eip155' })
    assert.equal(runHook(() => kit.useAppKitEvents())?.data.event, 'MODAL_OPEN')
    await close()
    stop()
    assert.equal(runHook(() => kit.useAppKitState()).open, false)
    assert.deepEqual([states[0], states[1], states.at(-1)], [false, true, false], 'at once (closed), opened, closed')
  })

  it('useAppKitTheme(), setThemeMode, setThemeVariables and getThemeMode', () => {
    appKit.setThemeMode('light')
    appKit.setThemeVariables({ '--w3m-accent': '#336699' })
    const theme = runHook(() => kit.useAppKitTheme())
    assert.equal(appKit.getThemeMode(), 'light')
    assert.equal(theme.themeMode, 'light')
    assert.equal(theme.themeVariables['--w3m-accent'], '#336699')
    assert.equal(theme.themeVariables['--w3m-z-index'], 50, 'the themeVariables option')
  })

  it('connected: the getters report the account and the wallet', () => {
    assert.equal(appKit.getAddress(), wallet.address)
    assert.equal(appKit.getAddress('eip155'), wallet.address)
    assert.equal(appKit.getCaipAddress(), `eip155:1:${wallet.address}`)
    assert.equal(appKit.getIsConnectedState(), true)
    assert.equal(appKit.getWalletInfo('eip155')?.name, 'Test Wallet')
    assert.equal(appKit.getWalletInfo('solana'), undefined)
    assert.equal(appKit.getWalletProvider(), wallet.provider)
    const rendered = runHook(() => kit.useAppKitAccount({ namespace: 'eip155' }), connectedVisitor())
    assert.deepEqual(Object.keys(rendered).sort(), Object.keys(appKit.getAccount('eip155')).sort(), 'the hook and the getter have one shape')
    assert.equal(rendered.address, wallet.address)
    assert.equal(runHook(() => kit.useAppKitAccount({ namespace: 'solana' }), connectedVisitor()).isConnected, false)
  })

  it('useAppKitBalance().fetchBalance() resolves with the balance on the chain', async () => {
    const { fetchBalance } = runHook(() => kit.useAppKitBalance())
    const wei = await createPublicClient({ transport: http(rpc(1)) }).getBalance({ address: wallet.address })
    assert.deepEqual(await fetchBalance(), { data: { balance: formatUnits(wei, 18), symbol: 'ETH' }, error: null, isSuccess: true, isError: false })
  })

  it('useAppKitProvider<T>(namespace) hands the wallet provider as T; useWalletInfo(namespace) its wallet', async () => {
    const { walletProvider } = runHook(() => kit.useAppKitProvider<TestWallet['provider']>('eip155'), connectedVisitor())
    assert.equal(walletProvider, wallet.provider)
    assert.equal(await walletProvider?.request({ method: 'eth_chainId' }), '0x1')
    assert.equal(runHook(() => kit.useWalletInfo('eip155'), connectedVisitor()).walletInfo?.name, 'Test Wallet')
    assert.equal(runHook(() => kit.useWalletInfo('solana'), connectedVisitor()).walletInfo, undefined)
  })

  it('useAppKitConnections lists the family connection; useAppKitConnection switches to it and refuses another', async () => {
    const { connections, recentConnections } = runHook(() => kit.useAppKitConnections('eip155'))
    assert.deepEqual(recentConnections, [])
    assert.equal(connections.length, 1)
    assert.equal(connections[0]?.connectorId, connector.id)
    assert.equal(connections[0]?.name, 'Test Wallet')
    assert.deepEqual(connections[0]?.accounts.map(account => account.address), [wallet.address])
    assert.equal(connections[0]?.caipNetwork?.caipNetworkId, 'eip155:1')

    const results: string[] = []
    const { connection, isPending, switchConnection } = runHook(() =>
      kit.useAppKitConnection({ namespace: 'eip155', onSuccess: result => results.push(`ok ${result.address}`), onError: error => results.push(`error ${error.message}`) })
    )
    assert.equal(connection?.connectorId, connector.id)
    assert.equal(isPending, false)
    await switchConnection({ connection: connection! })
    await switchConnection({ connection: { ...connection!, connectorId: 'walletConnect' } })
    assert.deepEqual(results, [`ok ${wallet.address}`, 'error w3m-kit keeps one connection per chain family: connect the other wallet from the modal'])
  })

  it('useAppKitNetwork() has approvedCaipNetworkIds and supportsAllNetworks; switchNetwork rejects a refusal unless throwOnFailure is false', async () => {
    const network = runHook(() => kit.useAppKitNetwork())
    assert.deepEqual(network.approvedCaipNetworkIds, [])
    assert.equal(network.supportsAllNetworks, true)
    wallet.rejectNext('wallet_switchEthereumChain')
    await assert.rejects(network.switchNetwork(bsc), (error: { code?: number }) => error.code === 4001)
    wallet.rejectNext('wallet_switchEthereumChain')
    await appKit.switchNetwork(bsc, { throwOnFailure: false })
    assert.equal(appKit.getChainId(), 1)
    await appKit.switchNetwork(bsc, { throwOnFailure: true })
    assert.equal(appKit.getChainId(), 56)
    assert.equal(appKit.getCaipAddress(), `eip155:56:${wallet.address}`)
  })

  it('useDisconnect().disconnect({ namespace }) disconnects that family', async () => {
    const { disconnect } = runHook(() => kit.useDisconnect())
    await disconnect({ namespace: 'eip155' })
    assert.equal(appKit.getIsConnectedState(), false)
    assert.equal(appKit.getAddress('eip155'), undefined)
  })

  it('appKit.disconnect(namespace) disconnects that family', async () => {
    await connectExternal(connector)
    assert.equal(appKit.getIsConnectedState(), true)
    await appKit.disconnect('eip155')
    assert.equal(appKit.getCaipAddress('eip155'), undefined)
  })
})
