import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** A Farcaster account of the devnet: what the ID registry and a hub would say about it, and its custody key. */
export interface FarcasterTestUser {
  fid: number
  username: string
  displayName: string
  bio: string
  /** The custody key the test signer (playing the Farcaster app) signs with. */
  custodyPrivateKey: Hex
  custodyAddress: Address
}

/** Fresh custody keys on every start: nothing secret is committed. */
export function makeTestUsers(): FarcasterTestUser[] {
  return [
    { fid: 20001, username: 'alice.devnet', displayName: 'Alice Devnet', bio: 'Signs in with Farcaster on the devnet' },
    { fid: 20002, username: 'bob.devnet', displayName: 'Bob Devnet', bio: 'The second test user' }
  ].map(user => {
    const custodyPrivateKey = generatePrivateKey()
    return { ...user, custodyPrivateKey, custodyAddress: privateKeyToAccount(custodyPrivateKey).address }
  })
}
