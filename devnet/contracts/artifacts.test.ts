import assert from 'node:assert/strict'
import { test } from 'node:test'
import { loadArtifacts } from './artifacts.js'
import { compileContracts } from './compile.js'

test('committed artifacts.json matches the Solidity sources (run `tsx devnet/contracts/compile.ts` if not)', () => {
  const fresh = compileContracts()
  const committed = loadArtifacts()
  for (const name of ['DevnetToken', 'DevnetAmm', 'DevnetSmartAccount', 'DevnetCollectible', 'KitAccount', 'KitAccountFactory', 'DevnetIdRegistry'] as const) {
    assert.deepEqual(committed.contracts[name].abi, fresh.contracts[name].abi, `${name} ABI is stale`)
    assert.equal(committed.contracts[name].bytecode, fresh.contracts[name].bytecode, `${name} bytecode is stale`)
  }
})
