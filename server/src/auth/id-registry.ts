import { createPublicClient, http, parseAbi, zeroAddress, type Address } from 'viem'

/**
 * The Farcaster ID registry on Optimism, read over the operator's Optimism RPC URL: the custody
 * address of a fid is who may sign in as it. The ABI is the registry's own (farcasterxyz/contracts
 * src/interfaces/IIdRegistry.sol, the `custodyOf` and `idOf` public mappings); the devnet puts a
 * contract of the same interface at the same address on its own Optimism chain (devnet/farcaster).
 */

/** IdRegistry on OP Mainnet (docs.farcaster.xyz, "Contracts"). */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

export const ID_REGISTRY_ABI = parseAbi(['function custodyOf(uint256 fid) view returns (address)', 'function idOf(address owner) view returns (uint256 fid)'])

/** Reads the custody address of a fid (undefined for an unregistered one); a failed read throws. */
export type CustodyReader = (fid: number) => Promise<Address | undefined>

export function idRegistryCustody(optimismRpcUrl: string): CustodyReader {
  const client = createPublicClient({ transport: http(optimismRpcUrl, { retryCount: 1, timeout: 10_000 }) })
  return async fid => {
    const custody = await client.readContract({ address: ID_REGISTRY_ADDRESS, abi: ID_REGISTRY_ABI, functionName: 'custodyOf', args: [BigInt(fid)] })
    return custody === zeroAddress ? undefined : custody
  }
}
