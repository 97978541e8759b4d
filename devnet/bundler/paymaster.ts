import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createPublicClient, createWalletClient, http, keccak256, parseAbi, parseEther, toFunctionSelector, toHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { PaymasterPolicy } from '../../server/src/paymaster/policy.js'
import { ammAddress, create2Deploy, DEVNET_FEES, tokenAddresses, viemChain } from '../chains/deploy.js'

/**
 * The devnet's verifying paymaster: Pimlico's SingletonPaymasterV8 (EntryPoint v0.8, MIT,
 * github.com/pimlicolabs/singleton-paymaster), its published creation code as
 * @pimlico/mock-paymaster ships it, deployed through the deterministic CREATE2 deployer anvil
 * predeploys (the same address on every chain for one owner), with a deposit at the EntryPoint
 * that pays the sponsored gas. The server's paymaster service signs for it with the signer key.
 */

/** The devnet's signer (also the contract's owner and manager): w3m-kit-server reads it from W3M_PAYMASTER_SIGNER_KEY. */
export const paymasterSignerKey: Hex = keccak256(toHex('w3m-kit devnet paymaster signer'))
/** What the devnet deposits at the EntryPoint for each chain's paymaster. */
export const PAYMASTER_DEPOSIT = parseEther('10')

const paymasterAbi = parseAbi(['function deposit() payable', 'function getDeposit() view returns (uint256)', 'function signers(address) view returns (bool)'])

interface SingletonPaymasterPackage {
  getSingletonPaymaster08InitCode(owner: Address): Hex
  getSingletonPaymaster08Address(owner: Address): Address
  constants: { create2Salt: Hex }
}

/** The package exports only its mock server; its constants module (viem only) holds the creation code. */
async function singletonPaymaster(): Promise<SingletonPaymasterPackage> {
  const require = createRequire(import.meta.url)
  // The package's entry (_cjs/index.js, or _esm/index.js) sits beside the ES module build.
  const esm = join(dirname(require.resolve('@pimlico/mock-paymaster')), '../_esm/constants.js')
  return (await import(pathToFileURL(esm).href)) as SingletonPaymasterPackage
}

/** The paymaster's address for the devnet signer (the same on every chain). */
export async function paymasterAddress(): Promise<Address> {
  return (await singletonPaymaster()).getSingletonPaymaster08Address(privateKeyToAccount(paymasterSignerKey).address)
}

/** Deploys the paymaster on one chain (owner, manager and signer: the devnet signer) and deposits for it at the EntryPoint. */
export async function deployPaymaster(chainId: number, rpcUrl: string): Promise<Address> {
  const pack = await singletonPaymaster()
  const signer = privateKeyToAccount(paymasterSignerKey)
  const chain = viemChain(chainId, rpcUrl)
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account: signer, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 20 })
  const initCode = pack.getSingletonPaymaster08InitCode(signer.address)
  await create2Deploy(chainId, rpcUrl, { name: 'paymaster', sender: signer, balance: PAYMASTER_DEPOSIT + parseEther('1'), salt: pack.constants.create2Salt, initCode, gas: 6_000_000n })
  const address = pack.getSingletonPaymaster08Address(signer.address)
  if (!(await client.readContract({ address, abi: paymasterAbi, functionName: 'signers', args: [signer.address] }))) throw new Error(`the paymaster on chain ${chainId} does not know its signer`)
  const funded = await wallet.writeContract({ address, abi: paymasterAbi, functionName: 'deposit', value: PAYMASTER_DEPOSIT, gas: 200_000n, ...DEVNET_FEES })
  if ((await client.waitForTransactionReceipt({ hash: funded, pollingInterval: 20 })).status !== 'success') throw new Error(`paymaster deposit reverted on chain ${chainId}`)
  return address
}

/** The devnet's policy: the tokens' transfer and approve and the AMM's swaps, for the devnet projects' sites, a day's gas per person. */
export function devnetPaymasterPolicy(allowedOrigins: string[]): PaymasterPolicy {
  const selectors = (signatures: string[]) => signatures.map(signature => toFunctionSelector(signature))
  return {
    sponsorName: 'w3m-kit devnet',
    allowedOrigins,
    contracts: [
      ...tokenAddresses.map(address => ({ address, selectors: selectors(['function transfer(address,uint256)', 'function approve(address,uint256)']) })),
      {
        address: ammAddress,
        selectors: selectors(['function swapExactNativeForTokens(address,uint256,address)', 'function swapExactTokensForNative(address,uint256,uint256,address)', 'function swapExactTokensForTokens(address,address,uint256,uint256,address)'])
      }
    ],
    dailyGasPerPerson: DEVNET_DAILY_GAS
  }
}

/** A day's sponsored gas per person on the devnet: a few dozen transfers (each user operation counts at its gas limits). */
export const DEVNET_DAILY_GAS = 20_000_000
