import { createPublicClient, createWalletClient, erc20Abi, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { viemChain } from '../../devnet/chains/deploy.js'
import { demoDevnet, walletAddress } from './demo.js'

/** The swap specs' view of the chain they swap on: its clients per funded account, tokens, the AMM, balances read back. */

export const CHAIN = 'eip155:1'

export function chainClients(account: number) {
  const info = demoDevnet()
  const chain = viemChain(1, info.rpcUrls[CHAIN]!)
  const transport = http(info.rpcUrls[CHAIN])
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    walletClient: createWalletClient({ chain, transport, account: privateKeyToAccount(info.accounts[account]!) })
  }
}

export function token(symbol: string): Address {
  const found = demoDevnet().tokens[CHAIN]!.find(entry => entry.symbol === symbol)
  if (!found) throw new Error(`no ${symbol} on ${CHAIN}`)
  return found.address as Address
}

export const amm = (): Address => demoDevnet().amm[CHAIN] as Address

export async function tokenBalance(symbol: string, account: number): Promise<bigint> {
  return chainClients(account).publicClient.readContract({ address: token(symbol), abi: erc20Abi, functionName: 'balanceOf', args: [walletAddress(account)] })
}

export async function allowance(symbol: string, account: number): Promise<bigint> {
  return chainClients(account).publicClient.readContract({ address: token(symbol), abi: erc20Abi, functionName: 'allowance', args: [walletAddress(account), amm()] })
}

/** Sets the account's allowance for the AMM straight on chain (not through the kit). */
export async function approveDirectly(symbol: string, amount: bigint, account: number): Promise<void> {
  const { publicClient, walletClient } = chainClients(account)
  const hash = await walletClient.writeContract({ address: token(symbol), abi: erc20Abi, functionName: 'approve', args: [amm(), amount] })
  await publicClient.waitForTransactionReceipt({ hash })
}
