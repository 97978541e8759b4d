import assert from 'node:assert/strict'
import { test } from 'node:test'
import { getContractAddress } from 'viem'
import { DETERMINISTIC_DEPLOYER, KIT_ACCOUNT_FACTORY, KIT_ACCOUNT_FACTORY_SALT, KIT_ACCOUNT_IMPLEMENTATION } from '../../types/kit-account.js'
import { loadArtifacts } from './artifacts.js'

test('types/kit-account.ts names where the committed KitAccountFactory bytecode lands through the deterministic deployment proxy, and its implementation', () => {
  const factory = getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: KIT_ACCOUNT_FACTORY_SALT, bytecode: loadArtifacts().contracts.KitAccountFactory.bytecode })
  assert.equal(KIT_ACCOUNT_FACTORY, factory, 'stale: recompute after `tsx devnet/contracts/compile.ts`')
  // The factory's constructor deploys the implementation with its first CREATE (a contract's nonce starts at 1).
  assert.equal(KIT_ACCOUNT_IMPLEMENTATION, getContractAddress({ from: factory, nonce: 1n }))
})
