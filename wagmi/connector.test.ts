import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import * as wagmi3 from '@wagmi/core'
import * as wagmi2 from '@wagmi/core-v2'
import { createPublicClient, erc20Abi, http, parseEther, verifyMessage, verifyTypedData, type Address } from 'viem'
import { startEvmChains, type EvmDevnet } from '../devnet/chains/evm.js'
import { createAppKit, type AppKit } from '../app-kit/app-kit.js'
import { $accounts, accountOf, resetAccount } from '../controllers/account/store.js'
import { $activeNetwork } from '../controllers/networks/store.js'
import { connectExternal } from '../controllers/connection/actions.js'
import { restoreRememberedConnections } from '../controllers/connection/entry.js'
import { $connectors, addConnector, watchInjectedConnectors } from '../controllers/wallets/connectors.js'
import { $modal } from '../controllers/modal/modal.js'
import { $options } from '../controllers/config/options.js'
import { bsc, mainnet } from '../networks.js'
import { until } from '../test/until.js'
import { createTestWallet, type TestWallet } from '../test/wallets/eip1193-wallet.js'
import type { Connector, Eip1193Provider } from '../types/public.js'
import { W3M_CONNECTOR_ID, w3mConnector, wagmiParameters } from '../wagmi.js'

// Real parts: the kit (createAppKit in Node, as a server-rendered page runs it) with the viem test
// wallet as its browser wallet, real anvil chains, and the real @wagmi/core of each major driving
// the connector. The modal's clicks are its controllers' calls (connectExternal is what the
// wallet's button calls); the modal itself is the e2e's (test/examples/wagmi.spec.ts).

// The two majors' actions used here have the same shapes (v3 keeps getAccount as getConnection's alias).
type Core = typeof wagmi3
const cores: Array<[string, Core]> = [
  ['@wagmi/core 3', wagmi3],
  ['@wagmi/core 2', wagmi2 as unknown as Core]
]

let chains: EvmDevnet
let appKit: AppKit
let wallet: TestWallet
let connector: Connector
const rpc = (chainId: number) => chains.chains.find(chain => chain.chainId === chainId)!.rpcUrl

before(async () => {
  chains = await startEvmChains({ chainIds: [1, 56] })
  appKit = createAppKit({
    projectId: 'wagmi-test',
    networks: [mainnet, bsc],
    features: { analytics: false },
    enableWalletConnect: false,
    customRpcUrls: { 'eip155:1': [{ url: rpc(1) }], 'eip155:56': [{ url: rpc(56) }] }
  })
  wallet = createTestWallet({
    privateKey: [chains.accounts[2]!, chains.accounts[3]!],
    chains: [1, 56].map(chainId => ({ chainId, rpcUrl: rpc(chainId), name: `Chain ${chainId}` })),
    announce: false,
    storage: new Map<string, string>() as unknown as Storage
  })
  connector = { id: 'com.w3mkit.testwallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'com.w3mkit.testwallet' }, provider: wallet.provider as unknown as Eip1193Provider }
  addConnector(connector)
})

after(async () => {
  wallet?.destroy()
  await chains?.stop()
})

for (const [name, core] of cores) {
  describe(`w3mConnector with ${name}`, () => {
    let config: ReturnType<Core['createConfig']>
    const account = () => core.getAccount(config)

    before(async () => {
      await appKit.disconnect()
      // In a browser: the connector follows the kit only where there is a window (not in a server render).
      Object.assign(globalThis, { window: globalThis })
      try {
        config = core.createConfig(wagmiParameters(appKit) as never)
      } finally {
        delete (globalThis as { window?: unknown }).window
      }
    })

    it('on a server (no window) the config follows nothing: no listener is left on the kit\'s stores', () => {
      const listeners = $accounts.lc
      core.createConfig(wagmiParameters(appKit) as never)
      assert.equal($accounts.lc, listeners)
    })

    it('a connection made in the modal is wagmi\'s: getAccount reports its address and chain through the kit\'s connector', async () => {
      await connectExternal(connector)
      await until(() => account().status === 'connected', 'wagmi never reported the connection')
      assert.equal(account().address, wallet.address)
      assert.equal(account().chainId, 1)
      assert.equal(account().connector?.id, 'w3m-kit')
    })

    it('getBalance reads through the kit\'s RPC (the transports follow the kit\'s URL for each chain)', async () => {
      const { value } = await core.getBalance(config, { address: wallet.address, chainId: 1 })
      const onChain = await createPublicClient({ transport: http(rpc(1)) }).getBalance({ address: wallet.address })
      assert.equal(value, onChain)
      assert.ok(value > 0n)
    })

    it('sendTransaction goes to the kit\'s wallet; mined, the sender pays exactly value + fee', async () => {
      const client = createPublicClient({ transport: http(rpc(1)) })
      const to = '0x000000000000000000000000000000000000dEaD' as Address
      const before = await client.getBalance({ address: wallet.address })
      const sends = wallet.requests.filter(request => request.method === 'eth_sendTransaction').length
      const hash = await core.sendTransaction(config, { to, value: parseEther('0.01') })
      const receipt = await core.waitForTransactionReceipt(config, { hash, chainId: 1 })
      assert.equal(receipt.status, 'success')
      assert.equal(wallet.requests.filter(request => request.method === 'eth_sendTransaction').length, sends + 1, 'the wallet was asked to send once')
      const after = await client.getBalance({ address: wallet.address })
      assert.equal(before - after, parseEther('0.01') + receipt.gasUsed * receipt.effectiveGasPrice)
    })

    it('writeContract sends a token transfer through the same wallet', async () => {
      const token = chains.chains[0]!.tokens[0]!
      const to = '0x000000000000000000000000000000000000bEEF' as Address
      const read = () => core.readContract(config, { address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [to], chainId: 1 })
      const before = await read()
      const hash = await core.writeContract(config, { address: token.address, abi: erc20Abi, functionName: 'transfer', args: [to, 5n] })
      await core.waitForTransactionReceipt(config, { hash, chainId: 1 })
      assert.equal(await read(), before + 5n)
    })

    it('signMessage and signTypedData are signed by the wallet and verify', async () => {
      const signature = await core.signMessage(config, { message: 'hello wagmi' })
      assert.ok(await verifyMessage({ address: wallet.address, message: 'hello wagmi', signature }))
      const typed = {
        domain: { name: 'w3m-kit', version: '1', chainId: 1 },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hi' }
      } as const
      const typedSignature = await core.signTypedData(config, typed)
      assert.ok(await verifyTypedData({ address: wallet.address, ...typed, signature: typedSignature }))
    })

    it('switchChain moves the kit\'s wallet and network; the kit\'s switch moves wagmi at once', async () => {
      await core.switchChain(config, { chainId: 56 })
      assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:56')
      assert.equal(account().chainId, 56)
      assert.equal(core.getChainId(config), 56)
      await appKit.switchNetwork(mainnet)
      assert.equal(account().chainId, 1, 'wagmi follows in the same turn')
      wallet.rejectNext('wallet_switchEthereumChain')
      await assert.rejects(core.switchChain(config, { chainId: 56 }), (error: Error) => error.name === 'UserRejectedRequestError')
      assert.equal(account().chainId, 1, 'declined in the wallet: wagmi stays')
      assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:1')
      await assert.rejects(core.switchChain(config, { chainId: 10 } as never), (error: Error) => /not configured|not among/i.test(error.message))
    })

    it('disconnect on either side shows on the other at once', async () => {
      await core.disconnect(config)
      assert.equal(accountOf('eip155').status, 'disconnected')
      assert.equal(account().status, 'disconnected')
      await connectExternal(connector)
      await until(() => account().status === 'connected', 'wagmi never saw the second connection')
      await appKit.disconnect('eip155')
      assert.equal(account().status, 'disconnected', 'wagmi follows in the same turn')
    })

    it('the wallet\'s own moves reach wagmi through the kit: another account, another chain (switched in the wallet), a disconnect', async () => {
      await connectExternal(connector)
      await until(() => account().status === 'connected', 'not connected')
      wallet.switchAccount(1)
      await until(() => account().address === wallet.address, 'wagmi never saw the wallet\'s other account')
      assert.equal(accountOf('eip155').address, wallet.address)
      await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] })
      await until(() => account().chainId === 56, 'wagmi never saw the wallet\'s chain')
      assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:56')
      await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      await until(() => account().chainId === 1, 'wagmi never saw the wallet come back to chain 1')
      wallet.switchAccount(0)
      await until(() => account().address === wallet.address, 'wagmi never saw the first account again')
      wallet.emitDisconnect()
      await until(() => account().status === 'disconnected', 'wagmi kept a connection the wallet ended')
      assert.equal(accountOf('eip155').status, 'disconnected')
    })

    it('wagmi\'s connect opens the modal on the EVM family and resolves with what the person connects there; closing it rejects', async () => {
      const connecting = core.connect(config, { connector: config.connectors[0]! })
      await until(() => $modal.get().open, 'the modal never opened')
      assert.equal($modal.get().namespace, 'eip155')
      await connectExternal(connector)
      await appKit.close()
      const result = await connecting
      assert.deepEqual(result.accounts, [wallet.address])
      assert.equal(account().status, 'connected')

      // Asked for a chain, wagmi's connect also moves the new connection there, through the kit.
      await core.disconnect(config)
      const onBsc = core.connect(config, { connector: config.connectors[0]!, chainId: 56 })
      await until(() => $modal.get().open, 'the modal never opened')
      await connectExternal(connector)
      await appKit.close()
      assert.equal((await onBsc).chainId, 56)
      assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:56')
      await appKit.switchNetwork(mainnet)

      await core.disconnect(config)
      const refused = core.connect(config, { connector: config.connectors[0]! })
      await until(() => $modal.get().open, 'the modal never opened')
      await appKit.close()
      await assert.rejects(refused, (error: Error & { code?: number }) => error.name === 'UserRejectedRequestError')
      assert.equal(account().status, 'disconnected')
    })

    it('wagmi\'s connectAsync rejects as soon as the wallet refuses, while the modal shows the refusal', async () => {
      await core.disconnect(config)
      const connecting = core.connect(config, { connector: config.connectors[0]! })
      await until(() => $modal.get().open, 'the modal never opened')
      wallet.rejectNext('eth_requestAccounts')
      await assert.rejects(connectExternal(connector))
      await assert.rejects(connecting, (error: Error) => error.name === 'UserRejectedRequestError')
      assert.equal($modal.get().open, true, 'the modal still shows the refusal')
      assert.equal(account().status, 'disconnected')
      await appKit.close()
    })

    it('after a reload, wagmi\'s reconnect waits for the kit\'s restore instead of racing it: both connected, the wallet asked once', async () => {
      await connectExternal(connector)
      await until(() => account().status === 'connected', 'not connected')
      // A reload: the kit's state is gone, its stored connection is not; wagmi starts disconnected.
      resetAccount('eip155')
      await until(() => account().status === 'disconnected', 'wagmi kept a connection the kit no longer has')
      const asked = wallet.requests.filter(request => request.method === 'eth_accounts').length
      const restore = restoreRememberedConnections()
      const reconnected = await core.reconnect(config)
      await restore
      assert.equal(reconnected.length, 1)
      assert.equal(account().status, 'connected')
      assert.equal(account().address, wallet.address)
      assert.equal(accountOf('eip155').status, 'connected')
      assert.equal(wallet.requests.filter(request => request.method === 'eth_accounts').length, asked + 1, 'only the kit asked the wallet')
    })
  })
  describe(`w3mConnector in a dapp's own config with ${name} (wagmi's defaults: its EIP-6963 discovery on, injected())`, () => {
    // A page: wallets announce on `window` (EIP-6963), which the kit and wagmi's own discovery (mipd) both hear.
    const page = Object.assign(new EventTarget(), { location: { href: 'https://dapp.example/' } })
    let config: ReturnType<Core['createConfig']>
    let announced: TestWallet
    let unwatch: () => void
    const statuses: string[] = []
    const account = () => core.getAccount(config)
    const extension = () => $connectors.get().find(each => each.id === 'com.w3mkit.extension')!

    before(async () => {
      await appKit.disconnect()
      Object.assign(globalThis, { window: page })
      // What createAppKit does in a browser before the dapp makes its config: the kit listens for announcements.
      unwatch = watchInjectedConnectors({ eip6963: true, injected: false })
      announced = createTestWallet({
        privateKey: chains.accounts[4]!,
        chains: [1, 56].map(chainId => ({ chainId, rpcUrl: rpc(chainId), name: `Chain ${chainId}` })),
        info: { rdns: 'com.w3mkit.extension', name: 'Extension Wallet' },
        storage: new Map<string, string>() as unknown as Storage
      })
      const { transports } = wagmiParameters(appKit)
      const { injected } = core as unknown as typeof wagmi3
      config = core.createConfig({
        chains: [{ ...mainnet, id: 1, rpcUrls: { default: { http: [rpc(1)] } } }, { ...bsc, id: 56, rpcUrls: { default: { http: [rpc(56)] } } }],
        connectors: [injected(), w3mConnector(appKit)],
        transports
      } as never)
      config.subscribe(state => state.status, status => statuses.push(status))
    })

    after(async () => {
      await appKit.disconnect()
      announced?.destroy()
      unwatch?.()
      delete (globalThis as { window?: unknown }).window
    })

    it('a wallet connected in the modal stays on the kit\'s connector: wagmi never goes through disconnected on the way, nor hands it to its own connector for that wallet', async () => {
      assert.ok(extension(), 'the kit heard the announcement')
      await connectExternal(extension())
      await until(() => account().status === 'connected', 'wagmi never reported the connection')
      await new Promise(resolve => setTimeout(resolve, 50))
      assert.equal(account().connector?.id, W3M_CONNECTOR_ID)
      assert.equal(account().address, announced.address)
      assert.deepEqual(statuses, ['connected'])
      assert.ok(!config.connectors.some(each => each.id === 'com.w3mkit.extension'), 'wagmi made no connector of its own for a wallet the modal lists')
    })

    it('a wallet announced after the config is made is the kit\'s too', async () => {
      const later = createTestWallet({
        privateKey: chains.accounts[5]!,
        chains: [{ chainId: 1, rpcUrl: rpc(1), name: 'Chain 1' }],
        info: { rdns: 'com.w3mkit.later', name: 'Later Wallet' },
        storage: new Map<string, string>() as unknown as Storage
      })
      try {
        assert.ok($connectors.get().some(each => each.id === 'com.w3mkit.later'))
        assert.ok(!config.connectors.some(each => each.id === 'com.w3mkit.later'))
      } finally {
        later.destroy()
      }
    })

    it('after a reload, wagmi reconnects through the kit\'s connector only', async () => {
      resetAccount('eip155')
      await until(() => account().status === 'disconnected', 'wagmi kept a connection the kit no longer has')
      statuses.length = 0
      const restore = restoreRememberedConnections()
      await core.reconnect(config)
      await restore
      await new Promise(resolve => setTimeout(resolve, 50))
      assert.equal(account().status, 'connected')
      assert.equal(account().connector?.id, W3M_CONNECTOR_ID)
      // (connecting rather than reconnecting here: a reload would have kept wagmi's stored `current`; resetAccount did not)
      assert.equal(statuses.at(-1), 'connected')
      assert.ok(!statuses.includes('disconnected'), `wagmi went through disconnected: ${statuses.join(' → ')}`)
    })
  })
}

describe('wagmiParameters', () => {
  it('the chains are the kit\'s EVM networks; each transport is the project\'s RPC proxy, sent text/plain, unless the site set its own URL', () => {
    const custom = wagmiParameters(appKit)
    assert.deepEqual(custom.chains.map(chain => chain.id), [1, 56])
    assert.equal(custom.multiInjectedProviderDiscovery, false)
    assert.equal(custom.transports[1]!({ chain: custom.chains[0] }).value?.url, rpc(1))

    const options = $options.get()!
    $options.set({ ...options, customRpcUrls: undefined })
    try {
      const proxied = wagmiParameters(appKit).transports[56]!({ chain: custom.chains[1] })
      const url = new URL(proxied.value!.url as string)
      assert.equal(url.pathname, '/v1/')
      assert.equal(url.searchParams.get('chainId'), 'eip155:56')
      assert.equal(url.searchParams.get('projectId'), 'wagmi-test')
      assert.deepEqual((proxied.value as { fetchOptions?: { headers?: Record<string, string> } }).fetchOptions?.headers, { 'Content-Type': 'text/plain' })
    } finally {
      $options.set(options)
    }
  })
})
