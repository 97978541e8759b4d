import { createPublicClient, createWalletClient, http, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilAccountKeys } from '../chains/accounts.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { startAnvil } from '../chains/anvil.js'
import { jsonRpc } from '../chains/json-rpc.js'
import { viemChain } from '../chains/deploy.js'
import { ID_REGISTRY_ADDRESS } from '../../server/src/auth/id-registry.js'
import type { FarcasterTestUser } from './users.js'

/**
 * The devnet's Farcaster ID registry: an anvil chain with Optimism's chain id whose registry contract
 * (devnet/contracts/DevnetIdRegistry.sol, the read interface of Farcaster's IdRegistry) sits at the
 * real registry's address (anvil_setCode), with the test users' fids registered to their custody
 * addresses. The auth service reads it as it reads OP Mainnet: over an RPC URL.
 */

const OPTIMISM_CHAIN_ID = 10
/** Anvil's first funded account (a published test key): it deploys and registers. */
const registrar = privateKeyToAccount(anvilAccountKeys[0]!)

export interface IdRegistryChain {
  /** The Optimism RPC URL to give the auth service (`auth.farcaster.optimismRpcUrl`). */
  rpcUrl: string
  stop(): Promise<void>
}

export async function startIdRegistryChain(users: readonly FarcasterTestUser[]): Promise<IdRegistryChain> {
  const anvil = await startAnvil(OPTIMISM_CHAIN_ID)
  try {
    const { abi, bytecode } = loadArtifacts().contracts.DevnetIdRegistry
    const chain = viemChain(OPTIMISM_CHAIN_ID, anvil.rpcUrl)
    const wallet = createWalletClient({ account: registrar, chain, transport: http(anvil.rpcUrl) })
    const client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 20 })
    // Deployed once to learn its runtime code, which then goes to the real address (no constructor state to carry).
    const deployed = await client.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi, bytecode }), pollingInterval: 20 })
    const code = await client.getCode({ address: deployed.contractAddress! })
    await jsonRpc(anvil.rpcUrl, 'anvil_setCode', [ID_REGISTRY_ADDRESS, code])
    for (const user of users) {
      const hash = await wallet.writeContract({ address: ID_REGISTRY_ADDRESS, abi, functionName: 'devnetRegister', args: [BigInt(user.fid), user.custodyAddress, zeroAddress] })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      if (receipt.status !== 'success') throw new Error(`registering fid ${user.fid} reverted`)
    }
    return { rpcUrl: anvil.rpcUrl, stop: () => anvil.stop() }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
