import { createPublicClient, createWalletClient, getContractAddress, http, keccak256, parseAbi, parseEther, toHex, type Address } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { create2Deploy, DEVNET_FEES, viemChain } from '../chains/deploy.js'
import { loadAccountAbstraction } from '../contracts/account-abstraction.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { jsonRpc } from '../chains/json-rpc.js'
import { KIT_ACCOUNT_FACTORY, KIT_ACCOUNT_FACTORY_SALT, KIT_ACCOUNT_IMPLEMENTATION } from '../../types/kit-account.js'

/** The ERC-4337 contracts on one anvil chain: EntryPoint v0.8 at its canonical address and the KitAccount factory at its own (types/kit-account.ts). */

/** alto and viem know v0.8 by this address (alto checks its 0x433708 prefix), so the EntryPoint goes exactly there. */
export const entryPointAddress: Address = entryPoint08Address

/** A deployer of its own (funded with anvil_setBalance), so account 0's fixed-nonce addresses do not move. */
const deployer = privateKeyToAccount(keccak256(toHex('w3m-kit devnet ERC-4337 deployer')))

/** Where the canonical EntryPoint's constructor puts its SenderCreator (alto's simulations assume it there). */
const senderCreator: Address = getContractAddress({ from: entryPointAddress, nonce: 1n })
const senderCreatorAbi = parseAbi(['function senderCreator() view returns (address)', 'function entryPoint() view returns (address)'])

/**
 * The canonical address comes from a CREATE2 salt the npm package does not ship, so the EntryPoint is deployed
 * normally and its runtime code set at the canonical address; its SenderCreator (made by the constructor, an immutable
 * of both, accepting calls from its creator only) goes where the canonical one is, with the canonical EntryPoint in its code.
 */
export async function deployAccountAbstraction(chainId: number, rpcUrl: string): Promise<void> {
  const chain = viemChain(chainId, rpcUrl)
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account: deployer, chain, transport })
  const client = createPublicClient({ chain, transport, pollingInterval: 20 })
  await jsonRpc(rpcUrl, 'anvil_setBalance', [deployer.address, toHex(parseEther('100'))])
  if ((await client.getTransactionCount({ address: deployer.address })) !== 0) throw new Error(`the ERC-4337 deployer already has transactions on chain ${chainId}`)

  const { abi, bytecode } = loadAccountAbstraction().EntryPoint
  const deployed = await client.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi, bytecode, nonce: 0, gas: 8_000_000n, ...DEVNET_FEES }), pollingInterval: 20 })
  const built = deployed.contractAddress
  if (deployed.status !== 'success' || !built) throw new Error(`EntryPoint deployment reverted on chain ${chainId}`)

  const builtCreator = await client.readContract({ address: built, abi: senderCreatorAbi, functionName: 'senderCreator' })
  const [entryPointCode, senderCreatorCode] = await Promise.all([client.getCode({ address: built }), client.getCode({ address: builtCreator })])
  const hex = (address: Address) => address.slice(2).toLowerCase()
  if (!entryPointCode?.toLowerCase().includes(hex(builtCreator)) || !senderCreatorCode?.toLowerCase().includes(hex(built))) throw new Error(`unexpected EntryPoint code on chain ${chainId}`)
  await jsonRpc(rpcUrl, 'anvil_setCode', [entryPointAddress, entryPointCode.toLowerCase().replaceAll(hex(builtCreator), hex(senderCreator))])
  await jsonRpc(rpcUrl, 'anvil_setCode', [senderCreator, senderCreatorCode.toLowerCase().replaceAll(hex(built), hex(entryPointAddress))])

  await deployKitAccountFactory(chainId, rpcUrl)
  const creatorsEntryPoint = await client.readContract({ address: senderCreator, abi: senderCreatorAbi, functionName: 'entryPoint' })
  if (creatorsEntryPoint.toLowerCase() !== entryPointAddress.toLowerCase()) throw new Error(`SenderCreator on chain ${chainId} answers to ${creatorsEntryPoint}`)
}

/**
 * The KitAccount factory as on any chain: its committed creation code through the deterministic deployment proxy
 * (anvil predeploys it), from any funded sender; the factory deploys its implementation. Needs no EntryPoint.
 */
export async function deployKitAccountFactory(chainId: number, rpcUrl: string): Promise<void> {
  const sender = privateKeyToAccount(keccak256(toHex('w3m-kit devnet KitAccount factory deployer')))
  const initCode = loadArtifacts().contracts.KitAccountFactory.bytecode
  await create2Deploy(chainId, rpcUrl, { name: 'KitAccount factory', sender, balance: parseEther('1'), salt: KIT_ACCOUNT_FACTORY_SALT, initCode, gas: 5_000_000n })
  const client = createPublicClient({ chain: viemChain(chainId, rpcUrl), transport: http(rpcUrl) })
  const [factoryCode, implementationCode] = await Promise.all([client.getCode({ address: KIT_ACCOUNT_FACTORY }), client.getCode({ address: KIT_ACCOUNT_IMPLEMENTATION })])
  if (!factoryCode || !implementationCode) throw new Error(`KitAccount factory deployment failed on chain ${chainId}`)
}
