import { encodeAbiParameters, encodeFunctionData, hashMessage, hashTypedData, keccak256, parseAbi, toHex, type Address, type Chain, type Client, type Hex, type LocalAccount, type PublicClient, type Transport } from 'viem'
import { entryPoint08Abi, entryPoint08Address, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { rpcCall } from './rpc.js'

/** The wallet's ERC-4337 account (devnet/contracts/DevnetAccount.sol, EntryPoint v0.8): the owner key signs, the bundler sends. */

export const accountAbi = parseAbi(['function execute(address target, uint256 value, bytes data)', 'function executeBatch((address target, uint256 value, bytes data)[] calls)'])
export const accountFactoryAbi = parseAbi(['function createAccount(address owner, uint256 salt) returns (address)', 'function getAddress(address owner, uint256 salt) view returns (address)'])

/** One account per owner key: salt 0. */
const SALT = 0n
/** 65 bytes that go through ecrecover like a real signature (so gas estimates hold) and never recover the owner. */
const STUB_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const REPLAY_SAFE_TAG = keccak256(toHex('DevnetAccount.replaySafeHash'))

/** DevnetAccount.replaySafeHash: an ERC-1271 hash bound to the account and chain (not valid for the owner's EOA or another account). */
export function replaySafeHash(hash: Hex, account: Address, chainId: number): Hex {
  return keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'address' }, { type: 'uint256' }], [REPLAY_SAFE_TAG, hash, account, BigInt(chainId)]))
}

export interface SmartAccountOptions {
  client: PublicClient<Transport, Chain>
  owner: Address
  factoryAddress: Address
  /** One use of the owner key (the frame rebuilds it per signature and wipes it after). */
  withOwner<T>(use: (owner: LocalAccount) => Promise<T>): Promise<T>
}

/** The counterfactual address: the factory's CREATE2 answer for (owner, salt 0), the same before and after deployment. */
export function smartAccountAddress(client: Client, factoryAddress: Address, owner: Address): Promise<Address> {
  return readContract(client, { address: factoryAddress, abi: accountFactoryAbi, functionName: 'getAddress', args: [owner, SALT] })
}

export async function toOwnedSmartAccount({ client, owner, factoryAddress, withOwner }: SmartAccountOptions): Promise<SmartAccount> {
  const factoryData = encodeFunctionData({ abi: accountFactoryAbi, functionName: 'createAccount', args: [owner, SALT] })
  const address = await smartAccountAddress(client, factoryAddress, owner)
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: factoryAddress, factoryData }),
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [only.to, only.value ?? 0n, only.data ?? '0x'] })
      return encodeFunctionData({ abi: accountAbi, functionName: 'executeBatch', args: [calls.map(call => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))] })
    },
    getStubSignature: async () => STUB_SIGNATURE,
    // ERC-1271: the owner signs the account's replay-safe form of the hash; toSmartAccount wraps it in ERC-6492 while undeployed.
    signMessage: ({ message }) => withOwner(key => key.sign!({ hash: replaySafeHash(hashMessage(message), address, client.chain.id) })),
    signTypedData: typedData => withOwner(key => key.sign!({ hash: replaySafeHash(hashTypedData(typedData), address, client.chain.id) })),
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      const hash = getUserOperationHash({ chainId, entryPointAddress: entryPoint08Address, entryPointVersion: '0.8', userOperation: { ...userOperation, sender: address } })
      // EntryPoint v0.8's hash is already EIP-712: the account recovers it as is, so it is signed raw.
      return withOwner(key => key.sign!({ hash }))
    }
  })
}

/** The smart account of `owner` on this chain: its counterfactual address and whether code is there yet. */
export async function readSmartAccount(client: PublicClient<Transport, Chain>, factoryAddress: Address, owner: Address): Promise<{ address: Address; deployed: boolean }> {
  const address = await smartAccountAddress(client, factoryAddress, owner)
  const code = await client.getCode({ address })
  return { address, deployed: Boolean(code && code !== '0x') }
}

/** EIP-5792 `wallet_getCallsStatus` for a calls id that is a user operation hash; undefined when the bundler does not know it. */
export async function userOperationCallsStatus(bundlerUrl: string, chainId: number, id: Hex): Promise<Record<string, unknown> | undefined> {
  const ask = async (method: string) => (await rpcCall(bundlerUrl, method, [id])) ?? undefined
  const receipt = (await ask('eth_getUserOperationReceipt')) as { success: boolean; receipt: { logs: unknown[]; status: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex } } | undefined
  const base = { version: '2.0.0', id, chainId: `0x${chainId.toString(16)}`, atomic: true }
  if (receipt) {
    const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt.receipt
    // 200 confirmed, 500 reverted on chain (EIP-5792); one user operation = one receipt for all its calls.
    return { ...base, status: receipt.success ? 200 : 500, receipts: [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }] }
  }
  return (await ask('eth_getUserOperationByHash')) ? { ...base, status: 100 } : undefined
}
