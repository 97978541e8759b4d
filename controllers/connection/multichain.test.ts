import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { startEvmChains, type EvmDevnet } from '../../devnet/chains/evm.js'
import { startBitcoin, type BitcoinDevnet } from '../../devnet/bitcoin/index.js'
import { REGTEST_NETWORK } from '../../devnet/bitcoin/ledger.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { createTestWallet, type TestWallet } from '../../test/wallets/eip1193-wallet.js'
import { BitcoinTestWallet } from '../../test/wallets/bitcoin-wallet.js'
import { multiFamilyWallet } from '../../test/wallets/multi-family-wallet.js'
import { TEST_WALLET_ICON } from '../../test/wallets/eip6963.js'
import { bitcoinRegtest, mainnet } from '../../networks.js'
import type { Connector, Eip1193Provider } from '../../types/public.js'
import { accountOf } from '../account/store.js'
import { $chain, setAdapterNamespaces, setNetworks } from '../networks/store.js'
import { connectExternal } from './actions.js'
import { $connectors, addConnector } from '../wallets/connectors.js'
import { chooseNetwork } from './families.js'
import { $modal } from '../modal/modal.js'
import { setOptions } from '../config/options.js'

// Real parts: an EIP-1193 test wallet on anvil and a Bitcoin test wallet (Wallet Standard) on the
// regtest ledger, presented as ONE object (its EIP-1193 provider and its Wallet Standard wallet), the
// proof a wallet of two families gives that it is one (test/wallets/multi-family-wallet.ts).
let chains: EvmDevnet
let bitcoinDevnet: BitcoinDevnet
let evmWallet: TestWallet

describe('a MULTI_CHAIN wallet (behaviour §4 merge) connects the family asked for, or each family it supports', () => {
  before(async () => {
    ;[chains, bitcoinDevnet] = await Promise.all([startEvmChains({ chainIds: [1] }), startBitcoin({ keyCount: 1 })])
  })
  after(async () => {
    evmWallet?.destroy()
    await Promise.all([chains.stop(), bitcoinDevnet.stop()])
  })

  it('shows once, connects only bip122 when asked for it, then eip155 too, and switching families keeps both connections', async () => {
    resetControllers()
    const networks = [mainnet, bitcoinRegtest]
    setNetworks(networks)
    setAdapterNamespaces(['eip155', 'bip122'])
    const rpcUrl = chains.chains[0]!.rpcUrl
    setOptions({ projectId: 'test', networks, customRpcUrls: { 'eip155:1': [{ url: rpcUrl }], [bitcoinRegtest.caipNetworkId]: [{ url: bitcoinDevnet.url }] } })
    evmWallet = createTestWallet({
      privateKey: chains.accounts.slice(0, 1) as `0x${string}`[],
      chains: [{ chainId: 1, rpcUrl, name: 'Ethereum' }],
      announce: false,
      storage: new Map<string, string>() as unknown as Storage
    })
    const key = bitcoinDevnet.keys[0]!
    const btcWallet = new BitcoinTestWallet({ name: 'Both Wallet', privateKey: key.privateKey, network: REGTEST_NETWORK, chain: 'bitcoin:regtest', esploraUrl: bitcoinDevnet.url })
    const both = multiFamilyWallet({ name: 'Both Wallet', icon: TEST_WALLET_ICON, evm: evmWallet.provider, standard: [btcWallet.standardWallet()] })
    addConnector({ id: 'both-evm', name: 'Both Wallet', type: 'ANNOUNCED', chain: 'eip155', provider: both as unknown as Eip1193Provider })
    addConnector({ id: 'both-btc', name: 'Both Wallet', type: 'ANNOUNCED', chain: 'bip122', provider: both as unknown as Connector['provider'] })

    const [merged] = $connectors.get()
    assert.equal($connectors.get().length, 1)
    assert.equal(merged!.type, 'MULTI_CHAIN')
    assert.deepEqual(merged!.chains, ['eip155', 'bip122'])

    // open({ namespace: 'bip122' }): the person asked for Bitcoin only.
    $modal.setKey('namespace', 'bip122')
    await connectExternal(merged!)
    assert.equal(accountOf('bip122').address, key.paymentAddress)
    assert.equal(accountOf('eip155').status, 'disconnected', 'a family nobody asked for stays unconnected')
    assert.equal(evmWallet.requests.length, 0, 'the EVM side was never asked')

    $modal.setKey('namespace', undefined)
    await connectExternal(merged!)
    assert.equal(accountOf('eip155').status, 'connected')
    assert.equal(accountOf('eip155').address?.toLowerCase(), evmWallet.address.toLowerCase())
    assert.equal(accountOf('bip122').status, 'connected')
    assert.equal(accountOf('bip122').address, key.paymentAddress)
    assert.equal($chain.get().activeNamespace, 'bip122', 'the family asked for is connected last and stays active')

    assert.equal(await chooseNetwork(mainnet), 'switch')
    assert.equal($chain.get().activeNamespace, 'eip155')
    assert.equal(accountOf('bip122').status, 'connected', 'the other family keeps its connection')
  })
})
