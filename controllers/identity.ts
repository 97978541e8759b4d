import type { ChainNamespace } from '../app-kit/types.js'
import { accountOf, updateAccount } from './account.js'
import { blockchainApiClient } from './services.js'

/** SPEC §9 feature chains: names on eip155. The client caches each identity 5 min (SPEC §9). */
export function identitySupported(namespace: ChainNamespace | undefined): boolean {
  return namespace === 'eip155'
}

/** Shows the account's registered name and avatar (account button, views); a failed lookup keeps the bare address. */
export async function loadIdentity(namespace: ChainNamespace): Promise<void> {
  const { address } = accountOf(namespace)
  if (!address || !identitySupported(namespace)) return
  try {
    const client = await blockchainApiClient()
    const identity = await client.fetchIdentity({ address })
    // The account may have changed while the lookup ran: never paint one account's name on another.
    if (accountOf(namespace).address !== address) return
    updateAccount(namespace, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined })
  } catch {
    // No identity is not an error a person can act on: the address stays.
  }
}
