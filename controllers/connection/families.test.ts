import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { bitcoin, bitcoinTestnet, mainnet, sepolia, solana, solanaDevnet } from '../../networks.js'
import { setCaipAddress } from '../account/store.js'
import { $chain, setNetworks } from '../networks/store.js'
import { chooseNetwork, familySwitchOf, formatCaipAddress, groupNetworksByFamily, parseCaipAddress } from './families.js'

describe('CAIP-10 account ids per family', () => {
  it('parses eip155, solana and bip122 ids (the reference never swallows the address)', () => {
    assert.deepEqual(parseCaipAddress('eip155:1:0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B'), {
      namespace: 'eip155',
      reference: '1',
      address: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B'
    })
    assert.deepEqual(parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'), {
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    })
    assert.deepEqual(parseCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'), {
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    })
  })

  it('format is the inverse of parse', () => {
    const id = formatCaipAddress('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'So11111111111111111111111111111111111111112')
    const parsed = parseCaipAddress(id)
    assert.equal(formatCaipAddress(parsed.namespace, parsed.reference, parsed.address), id)
    assert.equal(formatCaipAddress('eip155', 11155111, '0x1'), 'eip155:11155111:0x1')
  })

  it('rejects ids without three parts or with an unknown namespace', () => {
    for (const bad of ['eip155:1', 'eip155::0x1', ':1:0x1', 'eip155:1:', 'tezos:main:tz1', '0x1']) {
      assert.throws(() => parseCaipAddress(bad), /Invalid CAIP address/, bad)
    }
  })
})

describe('network families', () => {
  beforeEach(resetControllers)

  it('groups in family order (EVM, Solana, Bitcoin), only configured families, configured order inside', () => {
    const groups = groupNetworksByFamily([bitcoin, sepolia, solana, mainnet, bitcoinTestnet, solanaDevnet], ['bip122', 'eip155', 'solana'])
    assert.deepEqual(
      groups.map(group => [group.namespace, group.networks.map(network => network.caipNetworkId)]),
      [
        ['eip155', [sepolia.caipNetworkId, mainnet.caipNetworkId]],
        ['solana', [solana.caipNetworkId, solanaDevnet.caipNetworkId]],
        ['bip122', [bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId]]
      ]
    )
  })

  it('a family without an adapter or without networks has no group', () => {
    assert.deepEqual(groupNetworksByFamily([mainnet, solana], ['eip155']).map(group => group.namespace), ['eip155'])
    assert.deepEqual(groupNetworksByFamily([mainnet], ['eip155', 'solana']).map(group => group.namespace), ['eip155'])
  })

  it('switch rule: same family switches; another family switches when connected, else asks to connect', () => {
    setNetworks([mainnet, solana, bitcoin])
    assert.equal(familySwitchOf(sepolia, 'eip155'), 'switch')
    assert.equal(familySwitchOf(solana, 'eip155'), 'connect')
    setCaipAddress('solana', `solana:${solana.id}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`)
    assert.equal(familySwitchOf(solana, 'eip155'), 'switch')
    assert.equal(familySwitchOf(bitcoin, 'eip155'), 'connect')
  })

  it('choosing a network of an unconnected family makes that family active and keeps the other connection', async () => {
    setNetworks([mainnet, solana, solanaDevnet])
    setCaipAddress('eip155', `eip155:1:0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B`)
    assert.equal(await chooseNetwork(solanaDevnet), 'connect')
    assert.equal($chain.get().activeNamespace, 'solana')
    assert.equal($chain.get().activeNetworks.solana?.caipNetworkId, solanaDevnet.caipNetworkId)
    assert.equal($chain.get().activeNetworks.eip155?.caipNetworkId, mainnet.caipNetworkId)
  })

  it('choosing the active network of a connected family only makes it active (no wallet asked)', async () => {
    setNetworks([mainnet, solana])
    setCaipAddress('solana', `solana:${solana.id}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`)
    assert.equal($chain.get().activeNamespace, 'eip155')
    assert.equal(await chooseNetwork(solana), 'switch')
    assert.equal($chain.get().activeNamespace, 'solana')
  })
})

describe('Connect rows across families', () => {
  it('a MULTI_CHAIN wallet shows once with its families, and a family filter keeps it when it supports that family', async () => {
    const { connectRows } = await import('../wallets/connect-list.js')
    const connectors = [
      { id: 'both', name: 'Both', type: 'MULTI_CHAIN' as const, chain: 'eip155' as const, chains: ['eip155' as const, 'bip122' as const] },
      { id: 'sol', name: 'Sol', type: 'ANNOUNCED' as const, chain: 'solana' as const },
      { id: 'evm', name: 'Evm', type: 'ANNOUNCED' as const, chain: 'eip155' as const }
    ]
    const input = { connectors, recents: [], featured: [], recommended: [] }
    const all = connectRows({ ...input, namespaces: ['eip155', 'solana', 'bip122'] })
    assert.deepEqual(all.map(row => [row.id, row.namespaces]), [['both', ['eip155', 'bip122']], ['sol', ['solana']], ['evm', ['eip155']]])
    assert.deepEqual(connectRows({ ...input, namespaces: ['bip122'] }).map(row => row.id), ['both'])
    assert.deepEqual(connectRows({ ...input, namespaces: ['solana'] }).map(row => row.id), ['sol'])
    const walletConnect = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const, chain: 'eip155' as const }
    const [first] = connectRows({ ...input, connectors: [walletConnect, ...connectors], namespaces: ['eip155', 'solana', 'bip122'] })
    assert.deepEqual(first?.namespaces, ['eip155', 'solana', 'bip122'], 'WalletConnect pairs every family')
  })
})

describe('a family connected through WalletConnect', () => {
  beforeEach(resetControllers)

  it("is served by the session's adapter only while that connector holds the family", async () => {
    const { loadAdapter, setConnectedThrough } = await import('../account/adapters.js')
    const { updateAccount } = await import('../account/store.js')
    const through = { namespace: 'bip122' } as unknown as Awaited<ReturnType<typeof loadAdapter>>
    setConnectedThrough('bip122', 'walletConnect', through)
    updateAccount('bip122', { connectorId: 'walletConnect', status: 'connected' })
    assert.equal(await loadAdapter('bip122'), through)
    updateAccount('bip122', { connectorId: 'bip122-test-bitcoin-wallet' })
    assert.notEqual(await loadAdapter('bip122'), through)
    assert.equal((await loadAdapter('bip122')).namespace, 'bip122')
  })
})
