import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fromPackage, loadAccountAbstraction } from './account-abstraction.js'

test('account-abstraction.json holds exactly the EntryPoint and Simple7702Account of @account-abstraction/contracts 0.8.0', async () => {
  assert.deepEqual(loadAccountAbstraction(), await fromPackage(), 'stale: run tsx devnet/contracts/account-abstraction.ts --write')
})
