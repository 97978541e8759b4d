import type { Address, Hex, SignedAuthorization } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { decodeDelegatedCalls, delegationCode, delegationTarget } from '../../../frame/page/delegated-account.js'
import { decodeAccountCalls, smartAccountAddress, type AccountCall } from '../../../frame/page/smart-account.js'

/**
 * The one place the paymaster knows the embedded wallet's accounts: which addresses are a person's, and how each one's
 * user operation callData names the calls it makes. The policy reads calls from here only; each account's encoder and
 * decoder sit together (frame/page/smart-account.ts: ERC-7821 execute; frame/page/delegated-account.ts: viem's
 * Simple7702Account execute/executeBatch), so a new account ABI changes those files alone.
 */

export type { AccountCall }

/** The person's accounts a paymaster sponsors: their smart account, and their own address as the EIP-7702 account. */
export type SponsoredAccount = 'smartAccount' | 'eip7702'

/**
 * Which of the person's accounts sends a user operation; undefined for any other sender. Their own address counts only
 * as Simple7702Account: the operation carries an EIP-7702 authorization to it or, with none, the address's code is the
 * delegation to it now. Another delegate's callData could mean anything: the policy could not read it.
 */
export async function sponsoredAccountOf(owner: Address, op: { sender: Address; authorization?: { address: Address } }, codeOf: (address: Address) => Promise<Hex | undefined>): Promise<SponsoredAccount | undefined> {
  const sender = op.sender.toLowerCase()
  // The smart account has the same address on every chain, from the owner alone.
  if (sender === smartAccountAddress(owner).toLowerCase()) return 'smartAccount'
  if (sender !== owner.toLowerCase()) return undefined
  if (op.authorization) return op.authorization.address.toLowerCase() === delegationTarget.address.toLowerCase() ? 'eip7702' : undefined
  return (await codeOf(op.sender))?.toLowerCase() === delegationCode(delegationTarget.address) ? 'eip7702' : undefined
}

/** The calls a user operation's callData makes from `account`; undefined when it is not that account's execute. */
export async function accountCalls(account: SponsoredAccount, callData: Hex): Promise<AccountCall[] | undefined> {
  return account === 'smartAccount' ? decodeAccountCalls(callData) : decodeDelegatedCalls(callData)
}

/**
 * Whether a user operation's EIP-7702 authorization would take effect as the owner's: signed by the owner's key, for this
 * chain (or any), at the address's current nonce. Asked before the paymaster signs (its stub comes before approval, with
 * viem's stub signature): an authorization that would be skipped on chain leaves the address's current code in charge,
 * whose callData the policy cannot read.
 */
export async function isOwnersAuthorization(owner: Address, authorization: SignedAuthorization, chainId: number, nonceOf: (address: Address) => Promise<number>): Promise<boolean> {
  if (authorization.chainId !== 0 && authorization.chainId !== chainId) return false
  const signer = await recoverAuthorizationAddress({ authorization }).catch(() => undefined)
  return signer?.toLowerCase() === owner.toLowerCase() && authorization.nonce === (await nonceOf(owner))
}
