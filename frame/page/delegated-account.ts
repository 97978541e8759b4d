import { concat, type Address, type Chain, type Hex, type PublicClient, type Transport } from 'viem'
import { toSimple7702SmartAccount, type SmartAccount } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { prepareAuthorization } from 'viem/actions'
import { SIMPLE_7702_ACCOUNT } from '../../types/simple-7702.js'

/**
 * The EIP-7702 account (frame/SECURITY.md, Smart account): the person's own address (the EOA) delegates to
 * eth-infinitism's Simple7702Account v0.8 (audited with EntryPoint v0.8, at the address viem's
 * toSimple7702SmartAccount uses), so the same address batches calls and sends user operations through the bundler.
 */

/** The delegation's target contract and its name, as the approval screen shows them. */
export const delegationTarget = { address: SIMPLE_7702_ACCOUNT, name: 'Simple7702Account v0.8' } as const satisfies { address: Address; name: string }

/** The code an EOA has once it delegates (EIP-7702's delegation designator): 0xef0100 followed by the target. */
export function delegationCode(target: Address): Hex {
  return concat(['0xef0100', target]).toLowerCase() as Hex
}

/** Whether `eoa` delegates to our target now: anything else (no code, or another target) needs an authorization first. */
export async function isDelegated(client: PublicClient<Transport, Chain>, eoa: Address): Promise<boolean> {
  const code = await client.getCode({ address: eoa })
  return code?.toLowerCase() === delegationCode(delegationTarget.address)
}

/** Whether the chain can delegate to the target: its code is there (a chain without it, or without EIP-7702, gets the EOA). */
export async function delegationAvailable(client: PublicClient<Transport, Chain>): Promise<boolean> {
  const code = await client.getCode({ address: delegationTarget.address })
  return Boolean(code && code !== '0x' && !code.startsWith('0xef0100'))
}

export interface DelegatedAccountOptions {
  client: PublicClient<Transport, Chain>
  eoa: Address
  /** One use of the key (the frame rebuilds it per signature and wipes it after). */
  withKey<T>(use: (key: PrivateKeyAccount) => Promise<T>): Promise<T>
}

/** The key as viem's owner: each signature rebuilds it through `withKey`; it is never held. */
function ownerOf({ eoa, withKey }: DelegatedAccountOptions): PrivateKeyAccount {
  return {
    address: eoa,
    type: 'local',
    source: 'privateKey',
    publicKey: '0x',
    sign: parameters => withKey(key => key.sign(parameters)),
    signAuthorization: parameters => withKey(key => key.signAuthorization(parameters)),
    signMessage: parameters => withKey(key => key.signMessage(parameters)),
    signTransaction: (transaction, options) => withKey(key => key.signTransaction(transaction, options)),
    signTypedData: parameters => withKey(key => key.signTypedData(parameters as Parameters<PrivateKeyAccount['signTypedData']>[0]))
  } as PrivateKeyAccount
}

/** viem's Simple7702 account for the EOA; `authorization` is the signed delegation its next user operation carries when it does not delegate yet. */
export async function toDelegatedAccount(options: DelegatedAccountOptions): Promise<{ account: SmartAccount; authorization?: Awaited<ReturnType<PrivateKeyAccount['signAuthorization']>> }> {
  const owner = ownerOf(options)
  const account = await toSimple7702SmartAccount({ client: options.client, owner, implementation: delegationTarget.address })
  if (await isDelegated(options.client, options.eoa)) return { account }
  // The authorization's nonce is the EOA's transaction count: the bundler's transaction carries it, so the EOA sends nothing itself.
  const unsigned = await prepareAuthorization(options.client, { account: owner, contractAddress: delegationTarget.address })
  return { account, authorization: await owner.signAuthorization(unsigned) }
}
