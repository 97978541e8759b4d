import type { Hex } from 'viem'
import { FrameAnswerError } from '../channel.js'
import { NOT_SIGNED_IN_CODE, type AccountType, type FrameUser } from '../protocol.js'
import { effectiveAccountType, frameUser, type AccountState } from './account-type.js'
import { chainOf } from './rpc.js'
import { frameStorage } from './storage.js'
import { KEYS, rpcUrlOf, type Wallet } from './wallet-context.js'

/** The account in use: the EOA, or the smart account where there is one and the person chose it. */

export const smartAccounts = () => import('./smart-account.js')
export const delegatedAccounts = () => import('./delegated-account.js')

/** The smart account on the current chain, or undefined where there is none (no bundler, no factory) or it cannot be read (the EOA is used then, behaviour §4). */
export async function smartAccountHere(wallet: Wallet, owner: Hex): Promise<{ address: Hex; deployed: boolean } | undefined> {
  const { chainId } = wallet
  if (!wallet.smartNetworks.includes(chainId)) return undefined
  try {
    const { createPublicClient, http } = await import('viem')
    const client = createPublicClient({ chain: chainOf(chainId, rpcUrlOf(wallet, chainId)), transport: http() })
    return await (await smartAccounts()).readSmartAccount(client, owner)
  } catch {
    return undefined
  }
}

/**
 * The EIP-7702 account on a chain: undefined where it cannot delegate (no bundler, no target contract, or the chain
 * cannot be read), else whether `eoa` (when given) delegates to the target already.
 */
export async function delegationHere(wallet: Wallet, eoa: Hex | undefined, chainId = wallet.chainId): Promise<{ delegated: boolean } | undefined> {
  if (!wallet.delegationNetworks.includes(chainId)) return undefined
  try {
    const [{ createPublicClient, http }, { delegationAvailable, isDelegated }] = await Promise.all([import('viem'), delegatedAccounts()])
    const client = createPublicClient({ chain: chainOf(chainId, rpcUrlOf(wallet, chainId)), transport: http() })
    if (!(await delegationAvailable(client))) return undefined
    return { delegated: eoa ? await isDelegated(client, eoa) : false }
  } catch {
    return undefined
  }
}

export async function accountState(wallet: Wallet): Promise<AccountState> {
  const { user, chainId } = wallet
  if (!user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
  const stored = frameStorage.getItem(KEYS.preferredAccountType)
  // The chain is asked about delegation only when the person chose the EIP-7702 account.
  const delegation = stored === 'eip7702' ? await delegationHere(wallet, user.address) : undefined
  const type = effectiveAccountType(stored, chainId, wallet.smartNetworks, delegation ? [chainId] : [])
  const smartAccount = await smartAccountHere(wallet, user.address)
  return {
    email: user.email,
    eoa: user.address,
    chainId,
    type,
    ...(smartAccount ? { smartAccount } : {}),
    ...(delegation ? { delegated: delegation.delegated } : {}),
    ...(user.userName ? { userName: user.userName } : {})
  }
}

export async function currentUser(wallet: Wallet): Promise<FrameUser> {
  return frameUser(await accountState(wallet))
}

/** The kit's remembered choice (get-user) or the site's `defaultAccountTypes.eip155` (connect-email, connect-social) becomes the frame's. */
export function remember(type: AccountType | undefined): void {
  if (type) frameStorage.setItem(KEYS.preferredAccountType, type)
}
