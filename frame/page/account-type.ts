import type { AccountType, FrameUser, Hex } from '../protocol.js'

/** Which account the frame acts as (behaviour §5: eip155 defaults to the smart account where the network has one). Pure rules, no chain access. */

/** Chain ids whose bundler the frame's own configuration names (keys `eip155:<id>`); anything malformed is left out. */
export function smartAccountNetworks(bundlerUrls: Record<string, string> | undefined): number[] {
  return Object.entries(bundlerUrls ?? {})
    .filter(([, url]) => typeof url === 'string' && /^https?:\/\//.test(url))
    .map(([network]) => /^eip155:(\d+)$/.exec(network)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .filter(Number.isSafeInteger)
}

/**
 * The stored choice if there is one, else the smart account; never the smart account on a network without a bundler;
 * the EIP-7702 account only where the network can delegate (`delegating`), else the EOA (the same address).
 */
export function effectiveAccountType(stored: string | null, chainId: number, enabled: readonly number[], delegating: readonly number[] = []): AccountType {
  if (stored === 'eip7702') return delegating.includes(chainId) ? 'eip7702' : 'eoa'
  if (!enabled.includes(chainId)) return 'eoa'
  return stored === 'eoa' ? 'eoa' : 'smartAccount'
}

export interface AccountState {
  email: string | null
  userName?: string
  eoa: Hex
  chainId: number
  /** Absent where the network has no smart account or its address could not be read (then the EOA is used, behaviour §4). */
  smartAccount?: { address: Hex; deployed: boolean }
  type: AccountType
  /** Where the EIP-7702 account is in use: whether the EOA delegates to the target already (the next send names the delegation if not). */
  delegated?: boolean
}

/** The FrameUser the kit sees: both accounts listed, `address` the one in use (the EIP-7702 account is the EOA's address). */
export function frameUser(state: AccountState): FrameUser {
  const smart = state.type === 'smartAccount' ? state.smartAccount : undefined
  return {
    email: state.email,
    address: smart?.address ?? state.eoa,
    chainId: state.chainId,
    accounts: [{ address: state.eoa, type: 'eoa' }, ...(state.smartAccount ? [{ address: state.smartAccount.address, type: 'smartAccount' as const }] : [])],
    preferredAccountType: smart ? 'smartAccount' : state.type === 'eip7702' ? 'eip7702' : 'eoa',
    ...(state.smartAccount ? { smartAccountDeployed: state.smartAccount.deployed } : {}),
    ...(state.userName ? { userName: state.userName } : {})
  }
}
