import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { createPublicClient, formatUnits, http } from 'viem'
import { startEvmChains, type EvmDevnet } from '../../devnet/chains/evm.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { until } from '../../test/until.js'
import { createTestWallet, type TestWallet } from '../../test/wallets/eip1193-wallet.js'
import { bsc, mainnet } from '../../networks.js'
import type { Connector, Eip1193Provider } from '../../types/public.js'
import { $accounts, $activeAccount, accountOf } from '../account/store.js'
import { $activeNetwork, $chain, LAST_USED_CHAIN_KEY, setAdapterNamespaces, setNetworks } from '../networks/store.js'
import { CONNECTION_STATUS_KEY } from './hooks.js'
import { connectExternal, disconnect, refreshBalance, restoreConnections, switchNetwork } from './actions.js'
import { $connectors, addConnector } from '../wallets/connectors.js'
import { $modal } from '../modal/modal.js'
import { setOptions } from '../config/options.js'
import { $router } from '../modal/router.js'
import { readStored } from '../config/storage.js'

// Real parts: the test wallet (viem local account) talks to real anvil chains; the kit's eip155
// adapter (viem) talks to the wallet and reads balances from the same chains.
let chains: EvmDevnet
let wallet: TestWallet
let connector: Connector

const rpc = (chainId: number) => chains.chains.find(chain => chain.chainId === chainId)!.rpcUrl

function makeWallet(knownChainIds: number[], approval: 'auto' | 'manual' = 'auto'): void {
  wallet?.destroy()
  wallet = createTestWallet({
    approval,
    privateKey: chains.accounts.slice(0, 2) as `0x${string}`[],
    chains: knownChainIds.map(chainId => ({ chainId, rpcUrl: rpc(chainId), name: `Chain ${chainId}` })),
    announce: false,
    storage: new Map<string, string>() as unknown as Storage
  })
  connector = {
    id: 'com.w3mkit.testwallet',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'com.w3mkit.testwallet' },
    provider: wallet.provider as unknown as Eip1193Provider
  }
}

function setUpKit(networks = [mainnet, bsc]): void {
  resetControllers()
  setNetworks(networks)
  setAdapterNamespaces(['eip155'])
  setOptions({
    projectId: 'test',
    networks,
    customRpcUrls: { 'eip155:1': [{ url: rpc(1) }], 'eip155:56': [{ url: rpc(56) }] }
  })
  addConnector(connector)
}

async function chainBalance(chainId: number, address: string): Promise<string> {
  const wei = await createPublicClient({ transport: http(rpc(chainId)) }).getBalance({ address: address as `0x${string}` })
  return formatUnits(wei, 18)
}

const methods = () => wallet.requests.map(request => request.method)

describe('connection with a real EIP-1193 wallet on anvil (behaviour §4)', () => {
  before(async () => {
    chains = await startEvmChains({ chainIds: [1, 56] })
  })
  after(async () => {
    wallet?.destroy()
    await chains.stop()
  })
  beforeEach(() => {
    makeWallet([1, 56])
    setUpKit()
  })

  it('connecting sets the CAIP address, the status, the stored connection status, and reads the native balance', async () => {
    await connectExternal(connector)
    const account = $activeAccount.get()
    assert.equal(account.caipAddress, `eip155:1:${wallet.address}`)
    assert.equal(account.status, 'connected')
    assert.deepEqual(readStored(CONNECTION_STATUS_KEY), { eip155: { status: 'connected', connectorId: connector.id } })
    await refreshBalance('eip155')
    assert.equal(accountOf('eip155').balance, await chainBalance(1, wallet.address))
    assert.equal(accountOf('eip155').balanceSymbol, 'ETH')
  })

  it('a rejected connection (4001) throws and leaves the kit disconnected, nothing stored', async () => {
    wallet.rejectNext('eth_requestAccounts')
    await assert.rejects(connectExternal(connector), (error: { code?: number }) => error.code === 4001)
    assert.equal($activeAccount.get().status, 'disconnected')
    assert.equal($activeAccount.get().caipAddress, undefined)
    assert.equal(readStored(CONNECTION_STATUS_KEY), undefined)
  })

  it('switching to a chain the wallet knows switches, stores the last used chain, and reads the new balance', async () => {
    await connectExternal(connector)
    await switchNetwork(bsc)
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:56')
    assert.equal($activeAccount.get().caipAddress, `eip155:56:${wallet.address}`)
    assert.equal(readStored(LAST_USED_CHAIN_KEY), 'eip155:56')
    assert.ok(!methods().includes('wallet_addEthereumChain'))
    await refreshBalance('eip155')
    assert.equal(accountOf('eip155').balanceSymbol, 'BNB')
    assert.equal(accountOf('eip155').balance, await chainBalance(56, wallet.address))
  })

  it('an unrecognised chain (4902) is added, then the network is set', async () => {
    makeWallet([1])
    setUpKit()
    await connectExternal(connector)
    await switchNetwork(bsc)
    assert.ok(methods().includes('wallet_addEthereumChain'))
    assert.deepEqual(wallet.knownChainIds().sort(), [1, 56])
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:56')
  })

  it("a failed add is 'Chain is not supported' and nothing changes", async () => {
    makeWallet([1])
    setUpKit()
    await connectExternal(connector)
    wallet.rejectNext('wallet_addEthereumChain')
    await assert.rejects(switchNetwork(bsc), { message: 'Chain is not supported' })
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:1')
    assert.equal($activeAccount.get().status, 'connected')
  })

  it('a rejected switch (4001) keeps the current network and the connection', async () => {
    await connectExternal(connector)
    wallet.rejectNext('wallet_switchEthereumChain')
    await assert.rejects(switchNetwork(bsc), (error: { code?: number }) => error.code === 4001)
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:1')
    assert.equal($activeAccount.get().caipAddress, `eip155:1:${wallet.address}`)
  })

  it("a network that is not configured is 'Network not found'", async () => {
    setUpKit([mainnet])
    await assert.rejects(switchNetwork(bsc), { message: 'Network not found' })
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:1')
  })

  it('not connected: switching only makes the network active', async () => {
    await switchNetwork(bsc)
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:56')
    assert.deepEqual(methods(), [])
  })

  it('a reload restores the connection without prompting (eth_accounts, not eth_requestAccounts)', async () => {
    await connectExternal(connector)
    const stored = readStored(CONNECTION_STATUS_KEY)
    // A new page: fresh stores, the same storage, the wallet announces itself again.
    const requestsBefore = methods().length
    setNetworks([mainnet, bsc])
    addConnector(connector)
    await restoreConnections()
    assert.deepEqual(readStored(CONNECTION_STATUS_KEY), stored)
    assert.equal($activeAccount.get().caipAddress, `eip155:1:${wallet.address}`)
    assert.ok(!methods().slice(requestsBefore).includes('eth_requestAccounts'))
  })

  it('a stored connection the wallet no longer grants ends disconnected', async () => {
    await connectExternal(connector)
    wallet.emitDisconnect()
    await until(() => $activeAccount.get().status === 'disconnected', 'the kit follows the wallet disconnecting')
    assert.equal(readStored(CONNECTION_STATUS_KEY), undefined)
  })

  it('the wallet switching accounts updates the address', async () => {
    await connectExternal(connector)
    wallet.switchAccount(1)
    await until(() => $activeAccount.get().address === wallet.address, 'the kit follows the account switch')
    assert.equal($activeAccount.get().caipAddress, `eip155:1:${wallet.address}`)
  })

  it('the wallet moving to a chain the app does not support opens UnsupportedChain', async () => {
    setUpKit([mainnet])
    await connectExternal(connector)
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] })
    await until(() => $chain.get().unsupportedChainId === 56, 'the kit sees the unsupported chain')
    assert.equal($modal.get().open, true)
    assert.equal($router.get().view, 'UnsupportedChain')
  })

  // Issue 24: a disconnect that came back after a reload. Whatever is in flight when the person
  // disconnects (their click, a connect, a switch, a restore), a reload afterwards finds nothing.
  it('disconnect right after a connect and a switch forgets the stored connection at the click, before the wallet and sign-in are told', async () => {
    await connectExternal(connector)
    await switchNetwork(bsc)
    const disconnecting = disconnect()
    assert.equal(readStored(CONNECTION_STATUS_KEY), undefined, 'a reload right after the click restores nothing')
    await disconnecting
    assert.equal($activeAccount.get().status, 'disconnected')
  })

  it('a connect the wallet approves after the person disconnected is not adopted', async () => {
    makeWallet([1, 56], 'manual')
    setUpKit()
    const connecting = connectExternal(connector).catch(error => error as Error)
    await until(() => wallet.pending().length === 1, 'the wallet asks the person')
    await disconnect()
    wallet.approve(wallet.pending()[0]!.id)
    await connecting
    assert.equal($activeAccount.get().status, 'disconnected')
    assert.equal($activeAccount.get().caipAddress, undefined)
    assert.equal(readStored(CONNECTION_STATUS_KEY), undefined)
  })

  it('a switch the wallet finishes after the disconnect leaves the kit disconnected', async () => {
    makeWallet([1, 56], 'manual')
    setUpKit()
    const connecting = connectExternal(connector)
    await until(() => wallet.pending().length === 1, 'the wallet asks to connect')
    wallet.approve(wallet.pending()[0]!.id)
    await connecting
    const switching = switchNetwork(bsc).catch(error => error as Error)
    await until(() => wallet.pending().length === 1, 'the wallet asks to switch')
    await disconnect()
    wallet.approve(wallet.pending()[0]!.id)
    await switching
    assert.equal($activeAccount.get().status, 'disconnected')
    assert.equal($activeAccount.get().caipAddress, undefined)
    assert.equal(readStored(CONNECTION_STATUS_KEY), undefined)
  })

  it('a restore still waiting for its wallet when the person disconnects does not come back', async () => {
    await connectExternal(connector)
    // A new page whose wallet announces itself late.
    $accounts.set({})
    $connectors.set([])
    const restoring = restoreConnections()
    await disconnect()
    addConnector(connector)
    await restoring
    assert.equal($activeAccount.get().status, 'disconnected')
    assert.equal(readStored(CONNECTION_STATUS_KEY), undefined)
  })

  it('a wallet that cannot answer at a reload (its service down) leaves the kit disconnected for now and restores on the next load', async () => {
    await connectExternal(connector)
    const stored = readStored(CONNECTION_STATUS_KEY)
    const answering = connector
    const down: Connector = { ...connector, provider: { ...(wallet.provider as unknown as Eip1193Provider), request: async () => Promise.reject(Object.assign(new Error('Something went wrong'), { code: -32603 })) } }
    $accounts.set({})
    $connectors.set([])
    addConnector(down)
    await restoreConnections()
    assert.equal($activeAccount.get().status, 'disconnected')
    assert.deepEqual(readStored(CONNECTION_STATUS_KEY), stored, 'the outage signs nobody out')
    $accounts.set({})
    $connectors.set([])
    addConnector(answering)
    await restoreConnections()
    assert.equal($activeAccount.get().caipAddress, `eip155:1:${wallet.address}`)
  })

  it('disconnect clears the account and the stored status, and returns to Connect', async () => {
    await connectExternal(connector)
    await disconnect()
    assert.equal($activeAccount.get().status, 'disconnected')
    assert.equal($activeAccount.get().caipAddress, undefined)
    assert.equal(readStored(CONNECTION_STATUS_KEY), undefined)
    assert.equal($router.get().view, 'Connect')
  })
})
