import { decodeFunctionData, type Address, type Hex, type PublicClient } from 'viem'
import { accountAbi, smartAccountAddress } from '../../../frame/page/smart-account.js'

/**
 * The one place the paymaster knows the embedded wallet's account: how its user operation's callData
 * names the calls it makes (execute / executeBatch) and which account a person's owner key has. The
 * policy reads calls from here only, so a new account ABI changes this file alone.
 */

export interface AccountCall {
  to: Address
  value: bigint
  data: Hex
}

/** The calls a user operation's callData makes; undefined when it is not the account's execute or executeBatch. */
export function accountCalls(callData: Hex): AccountCall[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: accountAbi, data: callData })
    if (decoded.functionName === 'execute') {
      const [to, value, data] = decoded.args
      return [{ to, value, data }]
    }
    return decoded.args[0].map(call => ({ to: call.target, value: call.value, data: call.data }))
  } catch {
    return undefined
  }
}

/** The accounts that are the person's: the owner address itself (an EOA, or one delegated by EIP-7702) and its smart account. */
export async function accountsOfOwner(client: PublicClient, factoryAddress: Address, owner: Address): Promise<Address[]> {
  return [owner, await smartAccountAddress(client, factoryAddress, owner)]
}
