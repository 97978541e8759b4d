import assert from 'node:assert/strict'
import { after, afterEach, before, beforeEach, describe, it } from 'node:test'
import { startEvmChains, type EvmDevnet } from '../../devnet/chains/evm.js'
import { startDirectory, type DirectoryService } from '../../devnet/directory/index.js'
import { walletCatalogue } from '../../devnet/directory/wallets.js'
import { mainnet } from '../../networks.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { until } from '../../test/until.js'
import { createTestWallet, type TestWallet } from '../../test/wallets/eip1193-wallet.js'
import type { Eip1193Provider } from '../../types/public.js'
import { $activeAccount } from '../account/store.js'
import { setAdapterNamespaces, setNetworks } from '../networks/store.js'
import { addConnector, addRecentWallet } from '../wallets/connectors.js'
import { appKitWallets } from './api.js'
import { followControllers } from './live.js'
import { $headlessWallets, INITIAL_WALLETS_STATE, type AppKitWalletsState } from './store.js'
import { setOptions } from '../config/options.js'
import { registerWalletConnect } from '../walletconnect/connector.js'

// Real parts: the test wallet (viem local account) on a real anvil chain, the devnet's wallet directory.
// Node has no `window`: the store does not fill on subscribe here (a server render), so these tests
// follow the controllers themselves, as the first subscriber in a browser does.
let chain: EvmDevnet
let directory: DirectoryService
let wallet: TestWallet
let stop: () => void = () => undefined

const TEST_WALLET_ID = 'com.w3mkit.testwallet'
const evmWallets = walletCatalogue().filter(entry => entry.chains.includes('eip155:1'))
const state = () => appKitWallets.get()
const walletNamed = (id: string) => state().wallets.find(entry => entry.id === id)

describe('headless wallets (appKit.wallets) over the real controllers', () => {
  before(async () => {
    ;[chain, directory] = await Promise.all([startEvmChains({ chainIds: [1] }), startDirectory()])
  })
  after(async () => {
    wallet?.destroy()
    await Promise.all([chain.stop(), directory.stop()])
  })
  beforeEach(() => {
    resetControllers()
    wallet?.destroy()
    wallet = createTestWallet({
      privateKey: chain.accounts[0] as `0x${string}`,
      chains: [{ chainId: 1, rpcUrl: chain.chains[0]!.rpcUrl, name: 'Ethereum' }],
      announce: false,
      storage: new Map<string, string>() as unknown as Storage
    })
    setNetworks([mainnet])
    setAdapterNamespaces(['eip155'])
    setOptions({ projectId: 'w3m-devnet', networks: [mainnet], walletDirectoryUrl: directory.url, customRpcUrls: { 'eip155:1': [{ url: chain.chains[0]!.rpcUrl }] } })
    registerWalletConnect()
    addConnector({ id: TEST_WALLET_ID, name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: TEST_WALLET_ID }, provider: wallet.provider as unknown as Eip1193Provider })
  })
  afterEach(() => {
    stop()
    $headlessWallets.set({ ...INITIAL_WALLETS_STATE })
  })

  it('subscribe calls back at once with the current state, then on each change, until unsubscribed', () => {
    const seen: AppKitWalletsState[] = []
    const unsubscribe = appKitWallets.subscribe(value => seen.push(value))
    assert.equal(seen.length, 1, 'called at once, as Svelte stores and every binding expect')
    assert.deepEqual(seen[0], INITIAL_WALLETS_STATE, 'on a server: the initial state, nothing loaded')
    $headlessWallets.setKey('search', 'x')
    assert.equal(seen.length, 2)
    unsubscribe()
    $headlessWallets.setKey('search', 'y')
    assert.equal(seen.length, 2)
  })

  it('lists WalletConnect, recent and installed wallets in the modal’s order, then the directory’s recommended', async () => {
    const recent = evmWallets[10]!
    addRecentWallet({ id: recent.id, name: recent.name })
    stop = followControllers()
    await until(() => state().wallets.some(entry => entry.source === 'recommended'))
    const [first, second, third] = state().wallets
    assert.deepEqual([first?.id, first?.source], ['walletConnect', 'walletConnect'])
    assert.deepEqual([second?.id, second?.isRecent, second?.isInjected], [recent.id, true, false])
    assert.deepEqual([third?.id, third?.source, third?.isInjected, third?.namespaces], [TEST_WALLET_ID, 'injected', true, ['eip155']])
    assert.equal(state().wallets.filter(entry => entry.source === 'recommended').length, 4)
    assert.ok(state().isInitialized === false, 'createAppKit did not run in this test')
  })

  it('fetchWallets loads pages up to the one asked for, and searches; an empty query lists the pages again', async () => {
    stop = followControllers()
    await appKitWallets.fetchWallets({ page: 2 })
    assert.equal(state().page, 2)
    assert.equal(state().count, evmWallets.length)
    const listed = state().wcWallets.filter(entry => entry.source === 'directory').length
    assert.ok(listed > 40 && listed <= 80, `two pages of 40 (got ${listed})`)

    const target = evmWallets[123]!
    await appKitWallets.fetchWallets({ query: target.name })
    assert.equal(state().search, target.name)
    assert.ok(state().wcWallets.some(entry => entry.id === target.id && entry.name === target.name))
    assert.ok(state().wcWallets.length < listed)

    await appKitWallets.fetchWallets({ query: '' })
    assert.equal(state().search, '')
    assert.equal(state().page, 2, 'the pages already loaded stay')
  })

  it('connecting an installed wallet shows its progress, then the connection; disconnect returns to idle', async () => {
    stop = followControllers()
    await until(() => walletNamed(TEST_WALLET_ID))
    const statuses: string[] = []
    const unsubscribe = appKitWallets.subscribe(value => statuses.push(`${value.status}:${value.connectingWallet?.id ?? '-'}`))
    await appKitWallets.connect(walletNamed(TEST_WALLET_ID)!)
    unsubscribe()
    assert.ok(statuses.includes(`connecting:${TEST_WALLET_ID}`), statuses.join(' '))
    assert.equal(statuses.at(-1), 'connected:-')
    assert.equal($activeAccount.get().caipAddress, `eip155:1:${wallet.address}`)

    await appKitWallets.disconnect()
    assert.equal(state().status, 'idle')
    assert.equal($activeAccount.get().status, 'disconnected')
  })

  it('a declined connection rejects with the wallet’s error, kept in the store until reset', async () => {
    stop = followControllers()
    await until(() => walletNamed(TEST_WALLET_ID))
    wallet.rejectNext('eth_requestAccounts')
    await assert.rejects(appKitWallets.connect(walletNamed(TEST_WALLET_ID)!), (error: { code?: number }) => error.code === 4001)
    assert.equal(state().status, 'error')
    assert.equal(state().connectingWallet?.id, TEST_WALLET_ID)
    assert.ok(state().error, 'the reason shows')
    appKitWallets.resetConnectingWallet()
    assert.deepEqual([state().status, state().connectingWallet, state().error], ['idle', undefined, undefined])
  })

  it('a namespace the multi-chain wallet does not connect is refused, not silently another family', async () => {
    stop = followControllers()
    await until(() => walletNamed(TEST_WALLET_ID))
    await assert.rejects(appKitWallets.connect({ ...walletNamed(TEST_WALLET_ID)! }, 'solana'), /does not connect solana/)
  })
})
