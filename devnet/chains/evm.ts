import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilAccountKeys } from './accounts.js'
import { startAnvil, type AnvilProcess } from './anvil.js'
import { startGate, type Gate } from '../gate.js'
import { deploySimple7702Account } from './simple-7702-account.js'
import { ammAddress, collectibleAddresses, collectibleSpecs, deployContracts, nativeCurrencyOf, tokenAddresses, tokenSpecs, type NativeCurrency } from './deploy.js'

/** Local EVM chains: one anvil per chain id, with the devnet tokens and AMM deployed at the same addresses. */

export interface EvmToken {
  symbol: string
  name: string
  decimals: number
  address: Address
}

export interface EvmChain {
  chainId: number
  caipNetworkId: `eip155:${number}`
  /** The node as every client reaches it: through its gate, so a test can stop it, slow it or make it fail. */
  rpcUrl: string
  /** anvil itself, behind the gate (for the devnet's own deployers). */
  nodeUrl: string
  /** The node's fault switch: `down()`/`up()` stop and restart it with its state kept; `setFaults` as on any service. */
  gate: Gate
  nativeCurrency: NativeCurrency
  tokens: EvmToken[]
  amm: { address: Address }
  /** ERC-721 collections; `spam` ones the blockchain API flags in history. */
  collectibles: EvmCollectible[]
}

export interface EvmCollectible {
  name: string
  symbol: string
  spam: boolean
  address: Address
}

export interface EvmDevnet {
  chains: EvmChain[]
  /** Private keys of the funded accounts (native coin plus minted tokens on every chain). */
  accounts: Hex[]
  stop(): Promise<void>
}

export async function startEvmChains(options: { chainIds?: number[] } = {}): Promise<EvmDevnet> {
  const chainIds = options.chainIds ?? [1, 56]
  const accounts = [...anvilAccountKeys]
  const addresses = accounts.map(key => privateKeyToAccount(key).address)
  const started: Array<AnvilProcess | Gate> = []
  const stop = async () => {
    await Promise.all(started.map(each => each.stop()))
  }

  try {
    const chains = await Promise.all(
      chainIds.map(async (chainId): Promise<EvmChain> => {
        const anvil = await startAnvil(chainId)
        started.push(anvil)
        await deployContracts(chainId, anvil.rpcUrl, addresses)
        // On every chain, bundler or not: an EOA delegating to it with EIP-7702 batches calls without any other service.
        await deploySimple7702Account(chainId, anvil.rpcUrl)
        const gate = await startGate(`evm:${chainId}`, anvil.rpcUrl)
        started.push(gate)
        return {
          chainId,
          caipNetworkId: `eip155:${chainId}`,
          rpcUrl: gate.url,
          nodeUrl: anvil.rpcUrl,
          gate,
          nativeCurrency: nativeCurrencyOf(chainId),
          tokens: tokenSpecs.map((spec, index) => ({ ...spec, address: tokenAddresses[index]! })),
          amm: { address: ammAddress },
          collectibles: collectibleSpecs.map((spec, index) => ({ ...spec, address: collectibleAddresses[index]! }))
        }
      })
    )
    return { chains, accounts, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
