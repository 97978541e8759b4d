import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createPublicClient, http } from 'viem'
import { startIdRegistryChain, type IdRegistryChain } from '../../../devnet/farcaster/registry.js'
import { makeTestUsers } from '../../../devnet/farcaster/users.js'
import { freePort } from '../../../devnet/free-port.js'
import { ID_REGISTRY_ABI, ID_REGISTRY_ADDRESS, idRegistryCustody } from './id-registry.js'

// The Farcaster ID registry read over an Optimism RPC URL: the devnet's anvil chain holding a
// registry of the same interface at the real address.
const users = makeTestUsers()
let chain: IdRegistryChain
before(async () => {
  chain = await startIdRegistryChain(users)
})
after(() => chain.stop())

describe('the Farcaster ID registry reader', () => {
  it('answers the custody address the registry names for a fid, and undefined for an unregistered fid', async () => {
    const custodyOf = idRegistryCustody(chain.rpcUrl)
    for (const user of users) assert.equal(await custodyOf(user.fid), user.custodyAddress)
    assert.equal(await custodyOf(99_999), undefined)
  })

  it('reads the chain with the registry ABI at the registry address: idOf agrees, and the chain is Optimism', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    assert.equal(await client.getChainId(), 10)
    assert.equal(await client.readContract({ address: ID_REGISTRY_ADDRESS, abi: ID_REGISTRY_ABI, functionName: 'idOf', args: [users[0]!.custodyAddress] }), BigInt(users[0]!.fid))
  })

  it('a failed read rejects (it never answers "unregistered")', async () => {
    const down = idRegistryCustody(`http://127.0.0.1:${await freePort()}`)
    await assert.rejects(down(users[0]!.fid))
  })
})
