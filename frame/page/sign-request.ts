import { createPublicClient, createWalletClient, http, isAddress, isHex, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { FrameAnswerError } from '../channel.js'

/** What signing needs of the wallet: the signed-in address, the chain, and one use of the rebuilt key. */
export interface SigningContext {
  address: Hex
  chainId: number
  rpcUrl: string
  sign<T>(use: (account: PrivateKeyAccount) => Promise<T>): Promise<T>
}

type Call = { to?: unknown; data?: unknown; value?: unknown }

/** An approved request, signed (and sent) with the key rebuilt for it; params checked first. */
export async function signRequest(method: string, params: unknown[], context: SigningContext): Promise<unknown> {
  const ownAddress = (value: unknown) => typeof value === 'string' && value.toLowerCase() === context.address.toLowerCase()
  if (method === 'personal_sign') {
    const [message, address] = params
    if (!isHex(message) || !ownAddress(address)) throw new FrameAnswerError('Invalid params', -32602)
    return context.sign(account => account.signMessage({ message: { raw: message } }))
  }
  if (method === 'eth_signTypedData_v4') {
    const [address, data] = params
    if (!ownAddress(address) || typeof data !== 'string') throw new FrameAnswerError('Invalid params', -32602)
    const typed = JSON.parse(data) as Parameters<PrivateKeyAccount['signTypedData']>[0]
    return context.sign(account => account.signTypedData(typed))
  }
  const calls: Call[] = method === 'eth_sendTransaction' ? [params[0] as Call] : (((params[0] as { calls?: Call[] } | undefined)?.calls ?? []) as Call[])
  if (!calls.length || calls.some(call => !isAddress(String(call.to)) || (call.data !== undefined && !isHex(call.data)) || (call.value !== undefined && !isHex(call.value))))
    throw new FrameAnswerError('Invalid params', -32602)
  const transport = http(context.rpcUrl)
  const publicClient = createPublicClient({ transport })
  const chain = { id: context.chainId, name: `eip155:${context.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [context.rpcUrl] } } }
  const hashes: Hex[] = []
  for (const call of calls) {
    const hash = await context.sign(account =>
      createWalletClient({ account, chain, transport }).sendTransaction({ to: call.to as Hex, data: call.data as Hex | undefined, value: call.value === undefined ? undefined : BigInt(call.value as Hex) })
    )
    hashes.push(hash)
    if (method === 'wallet_sendCalls') await publicClient.waitForTransactionReceipt({ hash })
  }
  return method === 'eth_sendTransaction' ? hashes[0] : { id: hashes.at(-1) }
}
