import { concat, createPublicClient, createWalletClient, defineChain, getContractAddress, http, parseUnits, toHex, type Address, type Chain, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DETERMINISTIC_DEPLOYER } from '../../types/kit-account.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { jsonRpc } from './json-rpc.js'

/** Deploys the devnet tokens and AMM from account 0 with fixed nonces, so addresses match on every chain and run. */

export interface TokenSpec {
  symbol: string
  name: string
  decimals: number
}

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** Deployment order = deployer nonce; changing it moves every address. */
export const tokenSpecs: readonly TokenSpec[] = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18 }
]

const deployer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

export const tokenAddresses: readonly Address[] = tokenSpecs.map((_, nonce) => getContractAddress({ from: deployer.address, nonce: BigInt(nonce) }))
export const ammAddress: Address = getContractAddress({ from: deployer.address, nonce: BigInt(tokenSpecs.length) })
/** Deployed after the tokens, the AMM and each token's four set-up transactions. */
const smartAccountNonce = tokenSpecs.length + 1 + tokenSpecs.length * 4
/** An ERC-1271 smart account owned by account 0 (sign-in tests), at the same address on every chain. */
export const smartAccount = { address: getContractAddress({ from: deployer.address, nonce: BigInt(smartAccountNonce) }), owner: deployer.address } as const

export interface CollectibleSpec {
  name: string
  symbol: string
  /** On the devnet's spam list: the blockchain API flags its transfers `is_spam`, as a hosted indexer's reputation data would. */
  spam: boolean
}

/** ERC-721 collections, deployed after the smart account; anyone may mint (an airdrop). */
export const collectibleSpecs: readonly CollectibleSpec[] = [
  { name: 'Devnet Punks', symbol: 'DPUNK', spam: false },
  { name: 'Claim 5000 USDC at usdc-bonus.example', symbol: 'CLAIM', spam: true }
]
export const collectibleAddresses: readonly Address[] = collectibleSpecs.map((_, index) =>
  getContractAddress({ from: deployer.address, nonce: BigInt(smartAccountNonce + 1 + index) })
)

/** Tokens each funded account receives, in whole units. */
export const mintedPerAccount = 10_000
/** Native units seeded into each pool; the token side follows the native coin's usd price. */
const poolNative = 1_000

export function nativeCurrencyOf(chainId: number): NativeCurrency {
  if (chainId === 56 || chainId === 97) return { name: 'BNB', symbol: 'BNB', decimals: 18 }
  if (chainId === 137) return { name: 'POL', symbol: 'POL', decimals: 18 }
  return { name: 'Ether', symbol: 'ETH', decimals: 18 }
}

/** Fixed usd prices the devnet uses everywhere (pool seeding, balances, quotes). */
export const usdPrices: Readonly<Record<string, number>> = { ETH: 3000, BNB: 600, POL: 0.5, USDC: 1, DAI: 1, SOL: 150, BTC: 60000 }

export function viemChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({ id: chainId, name: `Devnet ${chainId}`, nativeCurrency: nativeCurrencyOf(chainId), rpcUrls: { default: { http: [rpcUrl] } } })
}

/** The fees every devnet deployment sends with its fixed gas (no estimation round-trips; every receipt is still checked). */
export const DEVNET_FEES = { maxFeePerGas: parseUnits('20', 9), maxPriorityFeePerGas: parseUnits('1', 9) } as const

export interface Create2Deployment {
  /** Names the contract in errors. */
  name: string
  /** Sends the deployment, */
  sender: LocalAccount
  /** given this many wei first (anvil_setBalance). */
  balance: bigint
  salt: Hex
  initCode: Hex
  gas: bigint
}

/**
 * Deploys creation code through the deterministic deployment proxy anvil predeploys (DETERMINISTIC_DEPLOYER: calldata
 * `salt ‖ creation code`, so the address is the same on every chain); throws if the proxy is missing or the deployment reverts.
 */
export async function create2Deploy(chainId: number, rpcUrl: string, { name, sender, balance, salt, initCode, gas }: Create2Deployment): Promise<void> {
  const chain = viemChain(chainId, rpcUrl)
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account: sender, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 20 })
  if (!(await client.getCode({ address: DETERMINISTIC_DEPLOYER }))) throw new Error(`no deterministic deployment proxy on chain ${chainId}`)
  await jsonRpc(rpcUrl, 'anvil_setBalance', [sender.address, toHex(balance)])
  const hash = await wallet.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]), gas, ...DEVNET_FEES })
  if ((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status !== 'success') throw new Error(`${name} deployment reverted on chain ${chainId}`)
}

export async function deployContracts(chainId: number, rpcUrl: string, accounts: readonly Address[]): Promise<void> {
  const { contracts } = loadArtifacts()
  const chain = viemChain(chainId, rpcUrl)
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account: deployer, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 20 })

  const startNonce = await client.getTransactionCount({ address: deployer.address })
  if (startNonce !== 0) throw new Error(`deployer nonce on chain ${chainId} is ${startNonce}, expected a fresh chain`)

  // Fixed gas and fees skip estimation round-trips; every receipt is still checked below.
  let nonce = 0
  const next = (gas: bigint) => ({ nonce: nonce++, gas, ...DEVNET_FEES })
  const hashes: Hex[] = []

  for (const spec of tokenSpecs) {
    const { abi, bytecode } = contracts.DevnetToken
    hashes.push(await wallet.deployContract({ abi, bytecode, args: [spec.name, spec.symbol, spec.decimals], ...next(2_000_000n) }))
  }
  hashes.push(await wallet.deployContract({ ...contracts.DevnetAmm, ...next(2_000_000n) }))

  const native = nativeCurrencyOf(chainId)
  const nativePrice = usdPrices[native.symbol] ?? 1
  const token = contracts.DevnetToken.abi
  for (const [index, spec] of tokenSpecs.entries()) {
    const address = tokenAddresses[index]!
    const pooled = parseUnits(String((poolNative * nativePrice) / (usdPrices[spec.symbol] ?? 1)), spec.decimals)
    const send = async (functionName: string, args: readonly unknown[], gas: bigint, value?: bigint) =>
      hashes.push(await wallet.writeContract({ address: functionName === 'addLiquidity' ? ammAddress : address, abi: functionName === 'addLiquidity' ? contracts.DevnetAmm.abi : token, functionName, args, value, ...next(gas) }))
    await send('mintMany', [accounts, parseUnits(String(mintedPerAccount), spec.decimals)], 1_500_000n)
    await send('mint', [deployer.address, pooled], 200_000n)
    await send('approve', [ammAddress, pooled], 100_000n)
    await send('addLiquidity', [address, pooled], 200_000n, parseUnits(String(poolNative), native.decimals))
  }
  if (nonce !== smartAccountNonce) throw new Error(`the smart account would deploy at nonce ${nonce}, not ${smartAccountNonce}`)
  hashes.push(await wallet.deployContract({ ...contracts.DevnetSmartAccount, args: [deployer.address], ...next(400_000n) }))
  for (const spec of collectibleSpecs) hashes.push(await wallet.deployContract({ ...contracts.DevnetCollectible, args: [spec.name, spec.symbol], ...next(1_000_000n) }))

  const receipts = await Promise.all(hashes.map(hash => client.waitForTransactionReceipt({ hash, pollingInterval: 20 })))
  const failed = receipts.find(receipt => receipt.status !== 'success')
  if (failed) throw new Error(`devnet deployment transaction ${failed.transactionHash} reverted on chain ${chainId}`)
}
