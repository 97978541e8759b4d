import assert from 'node:assert/strict'
import { it } from 'node:test'
import { bsc, mainnet, solana } from '../../networks.js'
import { BIP122_METHODS, buildNamespaces, EIP155_METHODS, SOLANA_METHODS } from './namespaces.js'

it('builds eip155 and solana namespaces from the configured networks, custom RPC first', () => {
  const namespaces = buildNamespaces([mainnet, bsc, solana], { 'eip155:56': [{ url: 'http://127.0.0.1:8556' }] })
  assert.deepEqual(namespaces.eip155?.chains, ['eip155:1', 'eip155:56'])
  assert.equal(namespaces.eip155?.rpcMap['56'], 'http://127.0.0.1:8556')
  assert.equal(namespaces.eip155?.rpcMap['1'], mainnet.rpcUrls.default.http[0])
  assert.deepEqual(namespaces.eip155?.events, ['chainChanged', 'accountsChanged'])
  assert.deepEqual(namespaces.solana?.chains, [solana.caipNetworkId])
  assert.ok(namespaces.solana?.methods.includes('solana_signMessage'))
})

it('asks for the behaviour §9 session methods (24, personal_sign and the wallet_* calls among them)', () => {
  const methods = buildNamespaces([mainnet]).eip155?.methods ?? []
  assert.equal(methods.length, EIP155_METHODS.length)
  for (const method of ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_sendCalls', 'wallet_getAssets']) {
    assert.ok(methods.includes(method), method)
  }
})

it('pairs every family at once: eip155, solana and bip122 with the session methods of each', () => {
  const bitcoin = { ...mainnet, id: '000000000019d6689c085ae165831e93', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', chainNamespace: 'bip122' } as const
  const namespaces = buildNamespaces([mainnet, solana, bitcoin])
  assert.deepEqual(Object.keys(namespaces), ['eip155', 'solana', 'bip122'])
  assert.deepEqual(namespaces.bip122?.chains, [bitcoin.caipNetworkId])
  assert.deepEqual(namespaces.bip122?.methods, [...BIP122_METHODS])
  assert.deepEqual(namespaces.solana?.methods, [...SOLANA_METHODS])
})

it('leaves out namespaces WalletConnect does not carry, and duplicate networks', () => {
  const polkadot = { ...mainnet, id: '91b171bb158e2d3848fa23a9f1c25182', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', chainNamespace: 'polkadot' } as const
  const namespaces = buildNamespaces([mainnet, mainnet, polkadot])
  assert.deepEqual(Object.keys(namespaces), ['eip155'])
  assert.deepEqual(namespaces.eip155?.chains, ['eip155:1'])
})
