import type { Address, Hex } from 'viem'
import { decodeAccountCalls, smartAccountAddress, type AccountCall } from '../../../frame/page/smart-account.js'

/**
 * The one place the paymaster knows the embedded wallet's account: how its user operation's callData
 * names the calls it makes (ERC-7821 execute) and which account a person's owner key has. The
 * policy reads calls from here only; the account's encoder and its decoder sit together in
 * frame/page/smart-account.ts, so a new account ABI changes that file alone.
 */

export type { AccountCall }

/** The calls a user operation's callData makes; undefined when it is not the account's batch execute. */
export function accountCalls(callData: Hex): AccountCall[] | undefined {
  return decodeAccountCalls(callData)
}

/**
 * The person's account a paymaster sponsors: their smart account (the same address on every chain). Not the owner
 * address itself: the frame never asks a paymaster for it, and accountCalls reads only the smart account's execute.
 */
export function sponsoredAccountOf(owner: Address): Address {
  return smartAccountAddress(owner)
}
