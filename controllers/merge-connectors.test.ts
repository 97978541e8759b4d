import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { Connector } from '../app-kit/types.js'
import { mergeFamilyConnectors } from './merge-connectors.js'

const evm: Connector = { id: 'io.demo', name: 'Demo Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.demo' } }
const sol: Connector = { id: 'solana:Demo Wallet', name: 'Demo Wallet', type: 'INJECTED', chain: 'solana' }
const btc: Connector = { id: 'bip122:Demo Wallet', name: 'Demo Wallet', type: 'INJECTED', chain: 'bip122' }
const other: Connector = { id: 'other', name: 'Other', type: 'INJECTED', chain: 'solana' }

it('merges a wallet seen in several families into one MULTI_CHAIN entry with chain eip155', () => {
  const merged = mergeFamilyConnectors([sol, other, evm, btc])
  assert.equal(merged.length, 2)
  assert.equal(merged[0]?.type, 'MULTI_CHAIN')
  assert.equal(merged[0]?.chain, 'eip155')
  assert.equal(merged[0]?.id, 'io.demo')
  assert.deepEqual(merged[0]?.chains, ['solana', 'eip155', 'bip122'])
  assert.equal(merged[1], other)
})

it('keeps single-family wallets as they are and makes the embedded wallet one AUTH entry', () => {
  assert.deepEqual(mergeFamilyConnectors([evm]), [evm])
  const auth: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }
  const merged = mergeFamilyConnectors([auth, { ...auth, chain: 'solana' }])
  assert.equal(merged.length, 1)
  assert.equal(merged[0]?.type, 'AUTH')
  assert.deepEqual(merged[0]?.chains, ['eip155', 'solana'])
})
