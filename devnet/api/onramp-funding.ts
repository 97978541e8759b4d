import { createTestClient, createWalletClient, encodeFunctionData, erc20Abi, http, keccak256, parseEther, toBytes, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { viemChain } from '../chains/deploy.js'
import type { EvmChain } from '../chains/evm.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { HttpError } from '../http.js'
import { assetsOf } from './assets.js'
import { clientOf, type ApiContext } from './context.js'

/**
 * Delivers on-ramp purchases for real: a dedicated faucet account sends the coin or token on the local chain,
 * so the buyer sees an ordinary incoming transfer (from a sender the history API can recognise as the on-ramp).
 */

const faucet = privateKeyToAccount(keccak256(toBytes('w3m-devnet onramp faucet')))
export const onrampFaucetAddress: Address = faucet.address
/** anvil's account 0 deployed the tokens and is their only minter; anvil keeps it unlocked. */
const minter: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const { contracts } = loadArtifacts()

// Faucet transactions on one chain run one after another so their nonces never collide.
const queues = new Map<string, Promise<unknown>>()
function serially<T>(key: string, task: () => Promise<T>): Promise<T> {
  const next = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(task)
  queues.set(key, next)
  return next
}

export function fundEvm(ctx: ApiContext, chain: EvmChain, to: Address, symbol: string, amount: bigint): Promise<Hex> {
  const asset = assetsOf(chain).find(candidate => candidate.symbol === symbol)
  if (!asset) throw new HttpError(400, `Unsupported asset ${symbol} on ${chain.caipNetworkId}`)
  return serially(chain.caipNetworkId, async () => {
    const client = clientOf(ctx, chain)
    const transport = http(chain.rpcUrl)
    const viem = viemChain(chain.chainId, chain.rpcUrl)
    const tester = createTestClient({ mode: 'anvil', chain: viem, transport })
    const balance = await client.getBalance({ address: faucet.address })
    // Top up native (value plus gas) out of thin air; tokens are minted to the faucet first.
    await tester.setBalance({ address: faucet.address, value: balance + (asset.address ? 0n : amount) + parseEther('1') })
    const wallet = createWalletClient({ account: faucet, chain: viem, transport })
    let hash: Hex
    if (asset.address) {
      const mint = await createWalletClient({ account: minter, chain: viem, transport }).sendTransaction({
        to: asset.address,
        data: encodeFunctionData({ abi: contracts.DevnetToken.abi, functionName: 'mint', args: [faucet.address, amount] })
      })
      await client.waitForTransactionReceipt({ hash: mint, pollingInterval: 20 })
      hash = await wallet.sendTransaction({ to: asset.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })
    } else {
      hash = await wallet.sendTransaction({ to, value: amount })
    }
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new HttpError(502, `On-ramp delivery ${hash} reverted`)
    return hash
  })
}

export async function fundSolana(ctx: ApiContext, to: string, lamports: bigint): Promise<string> {
  const response = await fetch(ctx.solana!.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [to, Number(lamports)] })
  })
  const reply = (await response.json()) as { result?: string; error?: { message: string } }
  if (!reply.result) throw new HttpError(502, `On-ramp delivery failed: ${reply.error?.message ?? 'no signature'}`)
  return reply.result
}
