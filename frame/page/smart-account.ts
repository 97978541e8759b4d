import { encodeFunctionData, parseAbi, type Address, type Chain, type Client, type Hex, type LocalAccount, type PublicClient, type Transport } from 'viem'
import { entryPoint08Abi, entryPoint08Address, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'

/** The wallet's ERC-4337 account (devnet/contracts/DevnetAccount.sol, EntryPoint v0.8): the owner key signs, the bundler sends. */

export const accountAbi = parseAbi(['function execute(address target, uint256 value, bytes data)', 'function executeBatch((address target, uint256 value, bytes data)[] calls)'])
export const accountFactoryAbi = parseAbi(['function createAccount(address owner, uint256 salt) returns (address)', 'function getAddress(address owner, uint256 salt) view returns (address)'])

/** One account per owner key: salt 0. */
const SALT = 0n
/** 65 bytes that go through ecrecover like a real signature (so gas estimates hold) and never recover the owner. */
const STUB_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

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
    // ERC-1271: the account accepts the owner's signature of the same hash; toSmartAccount wraps it in ERC-6492 while undeployed.
    signMessage: ({ message }) => withOwner(key => key.signMessage({ message })),
    signTypedData: typedData => withOwner(key => key.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])),
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      const hash = getUserOperationHash({ chainId, entryPointAddress: entryPoint08Address, entryPointVersion: '0.8', userOperation: { ...userOperation, sender: address } })
      // EntryPoint v0.8's hash is already EIP-712: the account recovers it as is, so it is signed raw.
      return withOwner(key => key.sign!({ hash }))
    }
  })
}
