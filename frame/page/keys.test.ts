import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { verifyMessage } from 'viem'
import { createSplitKey, withKey } from './keys.js'

describe('split key', () => {
  it('any two of the three shares rebuild the same signer; one share does not', async () => {
    const key = await createSplitKey()
    for (const pair of [[key.deviceShare, key.authShare], [key.authShare, key.recoveryShare], [key.deviceShare, key.recoveryShare]] as Array<[string, string]>) {
      const signature = await withKey(pair, key.address, account => account.signMessage({ message: 'hello' }))
      assert.ok(await verifyMessage({ address: key.address, message: 'hello', signature }))
    }
    await assert.rejects(withKey([key.deviceShare, key.deviceShare], key.address, async () => 1))
    const other = await createSplitKey()
    await assert.rejects(withKey([key.deviceShare, other.authShare], key.address, async () => 1))
  })
})
