import { createPublicClient, createWalletClient, custom, http, isAddress, isHex, type Chain, type Hex, type PublicClient, type Transport } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { FrameAnswerError } from '../channel.js'
import type { GasPayer } from './explain/model.js'
import { chainOf } from './rpc.js'

/** What signing needs of the wallet: the address in use, the chain, and one use of the rebuilt key. */
export interface SigningContext {
  address: Hex
  chainId: number
  rpcUrl: string
  sign<T>(use: (account: PrivateKeyAccount) => Promise<T>): Promise<T>
  /** Set when the smart account is in use (`address` is then its address): the key signs as its owner, the bundler sends. */
  smartAccount?: { owner: Hex; bundlerUrl: string }
  /** Set when the EIP-7702 account is in use (`address` is the EOA's): the bundler sends, the first time with the signed delegation. */
  delegated?: { bundlerUrl: string }
  /**
   * With either of those: the site's paymaster pays their gas (signing: only once the person approved a screen that
   * said the sponsor pays).
   */
  paymaster?: PaymasterAccess
}

/**
 * The site's ERC-7677 paymaster for this chain: one JSON-RPC request to it (the wallet sends it as the
 * signed-in person), the context it is given (the site's origin, for the policy's site allowlist), and
 * its host (the auth service's), the sponsor's name when the paymaster gives none.
 */
export interface PaymasterAccess {
  request(method: string, params: unknown[]): Promise<unknown>
  context: { origin: string }
  host: string
}

type Call = { to?: unknown; data?: unknown; value?: unknown }

/** An approved request, signed (and sent) with the key rebuilt for it; params checked first. */
export async function signRequest(method: string, params: unknown[], context: SigningContext): Promise<unknown> {
  const ownAddress = (value: unknown) => typeof value === 'string' && value.toLowerCase() === context.address.toLowerCase()
  const transport = http(context.rpcUrl)
  const chain = chainOf(context.chainId, context.rpcUrl)
  const publicClient = createPublicClient({ chain, transport })
  // The EIP-7702 account signs messages as the EOA does (its contract checks the EOA's signature), so only sends need it.
  const smart = context.smartAccount ? await userOperationSender(context, publicClient) : undefined
  if (method === 'personal_sign') {
    const [message, address] = params
    if (!isHex(message) || !ownAddress(address)) throw new FrameAnswerError('Invalid params', -32602)
    return smart ? smart.account.signMessage({ message: { raw: message } }) : context.sign(account => account.signMessage({ message: { raw: message } }))
  }
  if (method === 'eth_signTypedData_v4') {
    const [address, data] = params
    if (!ownAddress(address) || typeof data !== 'string') throw new FrameAnswerError('Invalid params', -32602)
    const typed = JSON.parse(data) as Parameters<PrivateKeyAccount['signTypedData']>[0]
    return smart ? smart.account.signTypedData(typed) : context.sign(account => account.signTypedData(typed))
  }
  const parsed = parsedCalls(method, params)
  const sender = smart ?? (context.delegated ? await userOperationSender(context, publicClient) : undefined)
  if (sender) {
    // All calls in one user operation (the first one also deploys the smart account, or carries the EIP-7702 delegation); answered once it is on chain.
    // The paymaster pays when it is in the context (the approved screen said so); otherwise the account pays its own gas.
    const { paymaster } = context
    const sponsorship = paymaster ? { paymaster: await paymasterClientOf(paymaster), paymasterContext: paymaster.context } : {}
    const hash = await sender.bundler.sendUserOperation({ account: sender.account, calls: parsed, ...(sender.authorization ? { authorization: sender.authorization } : {}), ...sponsorship })
    const { receipt, success } = await sender.bundler.waitForUserOperationReceipt({ hash, pollingInterval: 500, timeout: 120_000 })
    if (method === 'eth_sendTransaction') {
      if (!success) throw new FrameAnswerError('Transaction reverted', -32603)
      return receipt.transactionHash
    }
    return { id: hash }
  }
  const hashes: Hex[] = []
  for (const call of parsed) {
    const hash = await context.sign(account => createWalletClient({ account, chain, transport }).sendTransaction(call))
    hashes.push(hash)
    if (method === 'wallet_sendCalls') await publicClient.waitForTransactionReceipt({ hash })
  }
  return method === 'eth_sendTransaction' ? hashes[0] : { id: hashes.at(-1) }
}

/** The calls of eth_sendTransaction or wallet_sendCalls, checked (Invalid params otherwise); values in wei. */
export function parsedCalls(method: string, params: unknown[]) {
  const calls: Call[] = method === 'eth_sendTransaction' ? [params[0] as Call] : (((params[0] as { calls?: Call[] } | undefined)?.calls ?? []) as Call[])
  if (!calls.length || calls.some(call => !isAddress(String(call.to)) || (call.data !== undefined && !isHex(call.data)) || (call.value !== undefined && !isHex(call.value))))
    throw new FrameAnswerError('Invalid params', -32602)
  return calls.map(call => ({ to: call.to as Hex, data: call.data as Hex | undefined, value: call.value === undefined ? undefined : BigInt(call.value as Hex) }))
}

/** The smart account's code (viem's account abstraction) loads with its first use: an EOA's signing never needs it. */
const accountAbstraction = () => import('viem/account-abstraction')

async function paymasterClientOf(paymaster: PaymasterAccess) {
  const { createPaymasterClient } = await accountAbstraction()
  return createPaymasterClient({ transport: custom({ request: ({ method, params }) => paymaster.request(method, (params ?? []) as unknown[]) }) })
}

/**
 * Asks the paymaster, before the approval screen, whether it sponsors these calls (ERC-7677
 * pm_getPaymasterStubData for the user operation the smart account or the EIP-7702 account would send):
 * the sponsor's name, or the person pays, with the paymaster's refusal in its own words.
 */
export async function gasPayerOf(method: string, params: unknown[], context: SigningContext): Promise<GasPayer | undefined> {
  const { paymaster } = context
  if (!paymaster || !(context.smartAccount || context.delegated) || (method !== 'eth_sendTransaction' && method !== 'wallet_sendCalls')) return undefined
  const publicClient = createPublicClient({ chain: chainOf(context.chainId, context.rpcUrl), transport: http(context.rpcUrl) })
  try {
    // The EIP-7702 account's first operation carries its delegation, here with viem's stub signature: nothing is signed before approval.
    const { account, authorization } = await userOperationSender(context, publicClient, { stubAuthorization: true })
    const [callData, nonce, factoryArgs, deployed] = await Promise.all([account.encodeCalls(parsedCalls(method, params)), account.getNonce(), account.getFactoryArgs(), account.isDeployed()])
    const operation = { sender: account.address, nonce, callData, ...(deployed ? {} : factoryArgs), ...(authorization ? { authorization } : {}) }
    const stub = await (await paymasterClientOf(paymaster)).getPaymasterStubData({
      chainId: context.chainId,
      entryPointAddress: account.entryPoint.address,
      context: paymaster.context,
      // viem's parameter type leaves the authorization out, yet sends it (`eip7702Auth`), as its own prepareUserOperation does.
      ...(operation as Omit<typeof operation, 'authorization'>)
    })
    return { payer: 'sponsor', sponsor: stub.sponsor?.name ?? paymaster.host }
  } catch (error) {
    const details = (error as { details?: unknown; shortMessage?: unknown }).details ?? (error as Error).message
    return { payer: 'self', refusal: String(details).slice(0, 300) }
  }
}

/**
 * The account whose user operations the bundler sends (the smart account, or the EIP-7702 account with its delegation
 * when it does not delegate yet: signed, or with `stubAuthorization` viem's stub) and its bundler.
 */
async function userOperationSender(context: SigningContext, client: PublicClient<Transport, Chain>, { stubAuthorization = false } = {}) {
  const bundlerUrl = context.smartAccount?.bundlerUrl ?? context.delegated?.bundlerUrl
  if (!bundlerUrl) throw new Error('No account here sends user operations')
  const bundler = accountAbstraction().then(({ createBundlerClient }) => createBundlerClient({ client, transport: http(bundlerUrl), pollingInterval: 500 }))
  if (context.smartAccount) {
    const { toOwnedSmartAccount } = await import('./smart-account.js')
    return { account: await toOwnedSmartAccount({ client, owner: context.smartAccount.owner, withOwner: context.sign }), authorization: undefined, bundler: await bundler }
  }
  const { toDelegatedAccount } = await import('./delegated-account.js')
  return { ...(await toDelegatedAccount({ client, eoa: context.address, withKey: context.sign, stubAuthorization })), bundler: await bundler }
}
