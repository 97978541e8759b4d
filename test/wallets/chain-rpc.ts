import type { PrivateKeyAccount } from 'viem/accounts'
import { getAddress, hexToBigInt, isAddress, isHex, type Hex, type SignedAuthorizationList } from 'viem'
import { invalidParams, ProviderErrorCode, ProviderRpcError } from './provider-rpc-error.js'

export interface TestWalletChain {
  chainId: number
  rpcUrl: string
  name: string
}

const CHAIN_NAMES: Record<number, string> = { 1: 'Ethereum', 56: 'BNB Smart Chain', 11155111: 'Sepolia' }

/** The devnet's EVM chains (the `eip155:` entries of its info's `rpcUrls`, in that order) as wallets take them. */
export function devnetChains(rpcUrls: Record<string, string> = {}): TestWalletChain[] {
  return Object.entries(rpcUrls)
    .filter(([caip]) => caip.startsWith('eip155:'))
    .map(([caip, rpcUrl]) => {
      const chainId = Number(caip.slice('eip155:'.length))
      return { chainId, rpcUrl, name: CHAIN_NAMES[chainId] ?? `Chain ${chainId}` }
    })
}

let nextId = 1

/** Sends one JSON-RPC call to a chain; node errors keep their code, an unreachable node is 4901. */
export async function callChain(chain: TestWalletChain, method: string, params: unknown = []): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params })
    })
  } catch (error) {
    throw new ProviderRpcError(
      ProviderErrorCode.chainDisconnected,
      `Chain ${chain.chainId} is unreachable at ${chain.rpcUrl}: ${(error as Error).message}`
    )
  }
  const text = await response.text()
  let body: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    throw new ProviderRpcError(ProviderErrorCode.internal, `Chain ${chain.chainId} answered HTTP ${response.status}: ${text.slice(0, 200)}`)
  }
  if (body.error) {
    throw new ProviderRpcError(body.error.code ?? ProviderErrorCode.internal, body.error.message ?? 'RPC error', body.error.data)
  }
  return body.result
}

/** The eth_sendTransaction parameter object as dapps send it (quantities as hex). */
export interface TransactionParams {
  from?: string
  to?: string | null
  value?: string
  data?: string
  input?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
  chainId?: string
}

function quantity(value: string | undefined, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (!isHex(value)) throw invalidParams(`${field} must be a hex quantity`)
  return hexToBigInt(value)
}

/** Fills nonce, gas and fees from the chain, signs with the local key and broadcasts the raw transaction. */
/** Fills what the request leaves out (nonce, gas, fees) and broadcasts; with EIP-7702 authorizations it is a type-4 transaction. */
export async function signAndSend(chain: TestWalletChain, account: PrivateKeyAccount, tx: TransactionParams, authorizationList: SignedAuthorizationList = []): Promise<Hex> {
  if (tx.to != null && !isAddress(tx.to, { strict: false })) throw invalidParams('to must be an address')
  // Dapps send lowercase or checksummed addresses alike; signing wants one canonical form.
  const to = tx.to != null ? getAddress(tx.to) : undefined
  const data = tx.data ?? tx.input
  if (data !== undefined && !isHex(data)) throw invalidParams('data must be hex')
  const txChainId = quantity(tx.chainId, 'chainId')
  if (txChainId !== undefined && Number(txChainId) !== chain.chainId) {
    throw invalidParams(`chainId ${Number(txChainId)} does not match the active chain ${chain.chainId}`)
  }
  const value = quantity(tx.value, 'value') ?? 0n
  const call = { from: account.address, to, value: `0x${value.toString(16)}`, data }

  const nonce = quantity(tx.nonce, 'nonce') ?? hexToBigInt((await callChain(chain, 'eth_getTransactionCount', [account.address, 'pending'])) as Hex)
  const gas = quantity(tx.gas, 'gas') ?? hexToBigInt((await callChain(chain, 'eth_estimateGas', [call])) as Hex)
  const base = { chainId: chain.chainId, to, value, data, nonce: Number(nonce), gas }

  const gasPrice = quantity(tx.gasPrice, 'gasPrice')
  if (authorizationList.length > 0 && gasPrice !== undefined) throw invalidParams('an EIP-7702 transaction takes EIP-1559 fees, not gasPrice')
  if (gasPrice !== undefined) {
    return broadcast(chain, await account.signTransaction({ ...base, type: 'legacy', gasPrice }))
  }
  const block = (await callChain(chain, 'eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: Hex } | null
  if (!block?.baseFeePerGas) {
    const legacyPrice = hexToBigInt((await callChain(chain, 'eth_gasPrice')) as Hex)
    return broadcast(chain, await account.signTransaction({ ...base, type: 'legacy', gasPrice: legacyPrice }))
  }
  const maxPriorityFeePerGas =
    quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas') ?? hexToBigInt((await callChain(chain, 'eth_maxPriorityFeePerGas')) as Hex)
  const maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas') ?? hexToBigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas
  const fees = { maxFeePerGas, maxPriorityFeePerGas }
  // A type-4 transaction only with authorizations (an empty list is invalid), an EIP-1559 one otherwise.
  return broadcast(chain, await account.signTransaction(authorizationList.length > 0 ? { ...base, ...fees, type: 'eip7702', authorizationList } : { ...base, ...fees, type: 'eip1559' }))
}

async function broadcast(chain: TestWalletChain, raw: Hex): Promise<Hex> {
  return (await callChain(chain, 'eth_sendRawTransaction', [raw])) as Hex
}
