import { concat, decodeAbiParameters, decodeFunctionData, encodeAbiParameters, encodeFunctionData, getContractAddress, keccak256, parseAbi, zeroHash, type Address, type Chain, type Hex, type LocalAccount, type PublicClient, type Transport } from 'viem'
import { entryPoint08Abi, entryPoint08Address, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { encodeExecuteData } from 'viem/experimental/erc7821'
import { hashMessage as erc7739HashMessage, hashTypedData as erc7739HashTypedData, wrapTypedDataSignature } from 'viem/experimental/erc7739'
import { KIT_ACCOUNT_FACTORY, KIT_ACCOUNT_IMPLEMENTATION } from '../../types/kit-account.js'
import { rpcCall } from './rpc.js'

/**
 * The wallet's ERC-4337 account (devnet/contracts/KitAccount.sol: OpenZeppelin's Account, SignerECDSA, ERC7739 and
 * ERC7821, EntryPoint v0.8) at the factory's one address on every chain: the owner key signs, the bundler sends.
 */

/** ERC-7821 with OpenZeppelin's one mode: a batch (one call is a batch of one), reverting on any failed call. */
const accountAbi = parseAbi(['function execute(bytes32 mode, bytes executionData)'])
const BATCH_MODE: Hex = '0x0100000000000000000000000000000000000000000000000000000000000000'
const callsParameters = [{ type: 'tuple[]', components: [{ name: 'target', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'data', type: 'bytes' }] }] as const
const accountFactoryAbi = parseAbi(['function createAccount(address owner, uint256 salt) returns (address)'])

/** One account per owner key: salt 0. */
const SALT = 0n
/**
 * A real signature (a fixed key's, of a fixed hash) for gas estimates: over a user operation's hash it recovers some
 * other address without error, so SignerECDSA reads the stored owner as it will for the real one (a signature that
 * fails to recover skips that read and under-estimates verification gas), and it never validates.
 */
const STUB_SIGNATURE: Hex = '0xfa507ed999d464a99ad91a70aa7e277ca339a8dc3af76b39c0aca59b26e85d934c4694b44f5f82dad952ae4700ede9b2d9041bf0130be12f35909324f8f242511b'

export interface AccountCall {
  to: Address
  value: bigint
  data: Hex
}

/** The account's execute callData for `calls`: viem's ERC-7821 encoding in its default mode, which is BATCH_MODE. */
function encodeAccountCalls(calls: readonly AccountCall[]): Hex {
  return encodeExecuteData({ calls })
}

/** The calls an account's callData makes (the inverse of encodeAccountCalls); undefined when it is not the batch execute. */
export function decodeAccountCalls(callData: Hex): AccountCall[] | undefined {
  try {
    const { args } = decodeFunctionData({ abi: accountAbi, data: callData })
    if (args[0] !== BATCH_MODE) return undefined
    return decodeAbiParameters(callsParameters, args[1])[0].map(call => ({ to: call.target, value: call.value, data: call.data }))
  } catch {
    return undefined
  }
}

/**
 * The account's ERC-7739 domain (its eip712Domain(): name and version from KitAccount.sol, no salt). The salt is
 * there anyway because viem's erc7739 hashTypedData type requires one (TypedDataSign always has a bytes32 salt field):
 * zeroHash is what eip712Domain() reports for no salt; hashMessage drops it.
 */
function accountDomain(address: Address, chainId: number) {
  return { name: 'KitAccount', version: '1', chainId, verifyingContract: address, salt: zeroHash }
}

/** The counterfactual address: where the factory's Clones.cloneDeterministic puts (owner, salt 0), computed here as the factory's getAddress does. */
export function smartAccountAddress(owner: Address): Address {
  // OpenZeppelin's minimal proxy (ERC-1167) creation code for the implementation.
  const cloneCode = concat(['0x3d602d80600a3d3981f3363d3d373d3d3d363d73', KIT_ACCOUNT_IMPLEMENTATION, '0x5af43d82803e903d91602b57fd5bf3'])
  const salt = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, SALT]))
  return getContractAddress({ opcode: 'CREATE2', from: KIT_ACCOUNT_FACTORY, salt, bytecode: cloneCode })
}

export interface SmartAccountOptions {
  client: PublicClient<Transport, Chain>
  owner: Address
  /** One use of the owner key (the frame rebuilds it per signature and wipes it after). */
  withOwner<T>(use: (owner: LocalAccount) => Promise<T>): Promise<T>
}

export async function toOwnedSmartAccount({ client, owner, withOwner }: SmartAccountOptions): Promise<SmartAccount> {
  const factoryData = encodeFunctionData({ abi: accountFactoryAbi, functionName: 'createAccount', args: [owner, SALT] })
  const address = smartAccountAddress(owner)
  const verifierDomain = accountDomain(address, client.chain.id)
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: KIT_ACCOUNT_FACTORY, factoryData }),
    encodeCalls: async calls => encodeAccountCalls(calls.map(call => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))),
    getStubSignature: async () => STUB_SIGNATURE,
    // ERC-1271 through ERC-7739: the owner signs the message nested in the account's domain (not valid for the owner's
    // EOA or another account); toSmartAccount wraps it in ERC-6492 while undeployed.
    signMessage: ({ message }) => withOwner(key => key.sign!({ hash: erc7739HashMessage({ message, verifierDomain }) })),
    async signTypedData(typedData) {
      const { domain = {}, types, primaryType, message } = typedData as unknown as Parameters<typeof wrapTypedDataSignature>[0]
      const signature = await withOwner(key => key.sign!({ hash: erc7739HashTypedData({ domain, types, primaryType, message, verifierDomain } as Parameters<typeof erc7739HashTypedData>[0]) }))
      return wrapTypedDataSignature({ domain, types, primaryType, message, signature } as Parameters<typeof wrapTypedDataSignature>[0])
    },
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      const hash = getUserOperationHash({ chainId, entryPointAddress: entryPoint08Address, entryPointVersion: '0.8', userOperation: { ...userOperation, sender: address } })
      // EntryPoint v0.8's hash is already EIP-712: the account (SignerECDSA) recovers it as is, so it is signed raw.
      return withOwner(key => key.sign!({ hash }))
    }
  })
}

/**
 * The smart account of `owner` on this chain: its counterfactual address and whether code is there yet; undefined
 * where neither the account nor its factory is deployed (nothing could create the account there).
 */
export async function readSmartAccount(client: PublicClient<Transport, Chain>, owner: Address): Promise<{ address: Address; deployed: boolean } | undefined> {
  const address = smartAccountAddress(owner)
  const hasCode = async (at: Address) => {
    const code = await client.getCode({ address: at })
    return Boolean(code && code !== '0x')
  }
  if (await hasCode(address)) return { address, deployed: true }
  return (await hasCode(KIT_ACCOUNT_FACTORY)) ? { address, deployed: false } : undefined
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
