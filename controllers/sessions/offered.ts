import type { AccountState, ChainNamespace } from '../../types/public.js'
import type { ResolvedOptions } from '../config/options.js'

// Apart from the session rules: the Account view reads this without loading viem's formatting.
/** The Sessions row shows only with `features.smartSessions` on and an EVM account connected. */
export function smartSessionsOffered(options: Pick<ResolvedOptions, 'features'> | undefined, account: Pick<AccountState, 'address' | 'status'>, namespace: ChainNamespace | undefined): boolean {
  return options?.features.smartSessions === true && namespace === 'eip155' && account.status === 'connected' && Boolean(account.address)
}
