import { getAddress } from 'viem'
import type { ChainNamespace } from '../../types/public.js'
import { accountOf, updateAccount } from '../account/store.js'
import { AUTH_CONNECTOR_ID } from '../wallets/connectors.js'
import { blockchainApiClient } from '../config/services.js'

/** behaviour §9 feature chains: names on eip155. The client caches each identity 5 min (behaviour §9). */
export function identitySupported(namespace: ChainNamespace | undefined): boolean {
  return namespace === 'eip155'
}

/**
 * Shows the account's registered name and avatar (account button, views); a failed lookup keeps the bare address.
 * The identity service caches its answers for a day (reown-com/blockchain-api src/handlers/identity.rs), so a
 * name registered since reads null there: for the embedded wallet, whose names the kit registers, the names
 * registered for the address (`/v1/profile/reverse`, not cached) are asked then, as AppKit's syncReownName does.
 */
export async function loadIdentity(namespace: ChainNamespace): Promise<void> {
  const { address } = accountOf(namespace)
  if (!address || !identitySupported(namespace)) return
  try {
    const client = await blockchainApiClient()
    const identity = await client.fetchIdentity({ address })
    let name = identity.name
    if (!name && accountOf(namespace).connectorId === AUTH_CONNECTOR_ID) {
      // Names are stored under the checksummed address they were registered with.
      const registered = await client.reverseLookupEnsName({ address: getAddress(address) }).catch(() => [])
      name = registered[0]?.name ?? null
    }
    // The account may have changed while the lookup ran: never paint one account's name on another.
    if (accountOf(namespace).address !== address) return
    updateAccount(namespace, { profileName: name ?? undefined, profileImage: identity.avatar ?? undefined })
  } catch {
    // No identity is not an error a person can act on: the address stays.
  }
}
