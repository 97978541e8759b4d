import { decodeAbiParameters, decodeFunctionData, type Address, type Hex } from 'viem'
import { accountAbi, BATCH_MODE, callsParameters, smartAccountAddress, type AccountCall } from '../../../frame/page/smart-account.js'

/**
 * The one place the paymaster knows the embedded wallet's account: how its user operation's callData
 * names the calls it makes (ERC-7821 execute) and which account a person's owner key has. The
 * policy reads calls from here only, so a new account ABI changes this file alone.
 */

export type { AccountCall }

/** The calls a user operation's callData makes; undefined when it is not the account's batch execute. */
export function accountCalls(callData: Hex): AccountCall[] | undefined {
  try {
    const { args } = decodeFunctionData({ abi: accountAbi, data: callData })
    if (args[0] !== BATCH_MODE) return undefined
    return decodeAbiParameters(callsParameters, args[1])[0].map(call => ({ to: call.target, value: call.value, data: call.data }))
  } catch {
    return undefined
  }
}

/** The accounts that are the person's: the owner address itself (an EOA, or one delegated by EIP-7702) and its smart account (the same address on every chain). */
export function accountsOfOwner(owner: Address): Address[] {
  return [owner, smartAccountAddress(owner)]
}
