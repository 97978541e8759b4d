import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { bsc, defineNetwork, mainnet, solana } from '../../networks.js'
import { setOptions } from '../config/options.js'
import { $activeNetwork, $chain, DEFAULT_ACCOUNT_TYPES, LAST_USED_CHAIN_KEY, setActiveNetwork, setNetworks } from './store.js'
import { rpcUrlFor } from './rpc-url.js'
import { readStored, writeStored } from '../config/storage.js'

describe('chain (CAIP networks, active network per namespace)', () => {
  beforeEach(resetControllers)

  it('each namespace starts on its first network, and the first namespace is active', () => {
    setNetworks([mainnet, bsc, solana])
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:1')
    assert.equal($chain.get().activeNetworks.solana?.caipNetworkId, solana.caipNetworkId)
  })

  it('the default network wins over the first', () => {
    setNetworks([mainnet, bsc], bsc)
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:56')
  })

  it('the last used chain id is stored on a network switch and used on the next start (behaviour §4)', () => {
    setNetworks([mainnet, bsc])
    setActiveNetwork(bsc)
    assert.equal(readStored(LAST_USED_CHAIN_KEY), 'eip155:56')
    setNetworks([mainnet, bsc])
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:56')
  })

  it('a stored chain that is no longer configured is ignored', () => {
    writeStored(LAST_USED_CHAIN_KEY, 'eip155:999')
    setNetworks([mainnet, bsc])
    assert.equal($activeNetwork.get()?.caipNetworkId, 'eip155:1')
  })

  it('per-namespace default account types (behaviour §6)', () => {
    assert.equal(DEFAULT_ACCOUNT_TYPES.eip155, 'smartAccount')
    assert.equal(DEFAULT_ACCOUNT_TYPES.solana, 'eoa')
    assert.equal(DEFAULT_ACCOUNT_TYPES.polkadot, 'eoa')
    assert.equal(DEFAULT_ACCOUNT_TYPES.bip122, 'payment')
  })

  it('a custom RPC URL wins; else the project RPC proxy for the chains it serves; else the network default', () => {
    setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: 'https://api.example' })
    assert.equal(rpcUrlFor(mainnet, { 'eip155:1': [{ url: 'http://127.0.0.1:8545' }] }), 'http://127.0.0.1:8545')
    assert.equal(rpcUrlFor(bsc, { 'eip155:1': [{ url: 'http://127.0.0.1:8545' }] }), 'https://api.example/v1/?chainId=eip155%3A56&projectId=p1')
    const unserved = defineNetwork({ id: 31337, chainNamespace: 'eip155', name: 'Local', nativeCurrency: bsc.nativeCurrency, rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } } })
    assert.equal(rpcUrlFor(unserved), 'http://127.0.0.1:9999')
    setOptions({ projectId: 'p1', networks: [mainnet] })
    assert.equal(rpcUrlFor(mainnet), 'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p1', 'the default API host')
  })
})
