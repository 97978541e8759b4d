import { concat, createClient, custom, zeroAddress, type Address, type Chain, type Hex, type PublicClient, type SignedAuthorization, type Transport } from 'viem'
import { toSimple7702SmartAccount, type SmartAccount } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { prepareAuthorization } from 'viem/actions'
import { SIMPLE_7702_ACCOUNT } from '../../types/simple-7702.js'
import type { AccountCall } from './smart-account.js'

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
function ownerOf({ eoa, withKey }: Pick<DelegatedAccountOptions, 'eoa' | 'withKey'>): PrivateKeyAccount {
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

export interface DelegatedAccount {
  account: SmartAccount
  /** The signed delegation its next user operation carries, when the EOA does not delegate to the target yet. */
  authorization?: SignedAuthorization
}

/**
 * viem's stub signature for an authorization (what its prepareUserOperation puts in a gas estimate): well-formed, by no
 * key. An authorization with it asks the paymaster before the approval screen, so nothing is signed before approval.
 */
const STUB_AUTHORIZATION_SIGNATURE = { r: '0xfffffffffffffffffffffffffffffff000000000000000000000000000000000', s: '0x7aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', yParity: 1 } as const

/**
 * viem's Simple7702 account for the EOA and, when it does not delegate yet, the delegation its next user operation
 * carries: signed by the key, or with `stubAuthorization` (asking the paymaster before approval) viem's stub signature.
 */
export async function toDelegatedAccount(options: DelegatedAccountOptions & { stubAuthorization?: boolean }): Promise<DelegatedAccount> {
  const owner = ownerOf(options)
  const account = await toSimple7702SmartAccount({ client: options.client, owner, implementation: delegationTarget.address })
  if (await isDelegated(options.client, options.eoa)) return { account }
  // The authorization's nonce is the EOA's transaction count: the bundler's transaction carries it, so the EOA sends nothing itself.
  const unsigned = await prepareAuthorization(options.client, { account: owner, contractAddress: delegationTarget.address })
  return { account, authorization: options.stubAuthorization ? { ...unsigned, ...STUB_AUTHORIZATION_SIGNATURE } : await owner.signAuthorization(unsigned) }
}

/** viem's Simple7702 account of no key on no chain: only its decodeCalls is used, which reads neither. */
let callReader: Promise<SmartAccount> | undefined

/**
 * The calls a delegated user operation's callData makes: viem's own decodeCalls for Simple7702Account (BaseAccount's
 * `execute` and `executeBatch`), the inverse of the encodeCalls that wrote it; undefined for anything else.
 */
export async function decodeDelegatedCalls(callData: Hex): Promise<AccountCall[] | undefined> {
  const offline = () => Promise.reject(new Error('decoding only'))
  callReader ??= toSimple7702SmartAccount({ client: createClient({ transport: custom({ request: offline }) }), owner: ownerOf({ eoa: zeroAddress, withKey: offline }), implementation: delegationTarget.address })
  try {
    const calls = await (await callReader).decodeCalls!(callData)
    return calls.map(call => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))
  } catch {
    return undefined
  }
}
