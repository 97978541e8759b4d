import type { Hex } from 'viem'
import type { ExplainedRequest, RequestContext } from './explain/model.js'
import { unexplained } from './explain/unexplained.js'
import { FrameAnswerError } from '../channel.js'
import { MAX_PENDING_TRANSACTIONS, NOT_SIGNED_IN_CODE, type FrameMessages } from '../protocol.js'
import { NOT_ALLOWED_CODE, NOT_ALLOWED_MESSAGE, rpcMethodKind } from '../rpc-methods.js'
import { askApproval } from './approval.js'
import { rpcCall } from './rpc.js'
import { accountState, currentUser, delegatedAccounts, smartAccounts } from './wallet-account.js'
import { onScreen, rpcUrlOf, type Wallet } from './wallet-context.js'
import { sign, type KeyUse } from './wallet-key.js'

/** The kit's JSON-RPC requests: safe reads go to the chain, signing requests to the person's approval first. */

const signing = () => import('./sign-request.js')
/** The request decoders (and the viem they use) load when a request needs approval: the first screen stays small. */
const explainer = () => import('./explain/explain-request.js')

/** behaviour §6 lists them as needing approval; this frame has no key or service for them yet. */
const NOT_SUPPORTED_HERE = new Set(['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation', 'solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'])

function isHex32(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

export async function rpc(wallet: Wallet, payload: FrameMessages['rpc-request']['request']): Promise<unknown> {
  const { method } = payload
  const params = Array.isArray(payload.params) ? payload.params : payload.params === undefined ? [] : [payload.params]
  const id = payload.chainId === undefined ? wallet.chainId : Number(String(payload.chainId).replace(/^eip155:/, ''))
  if (method === 'eth_chainId') return `0x${id.toString(16)}`
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return wallet.user ? [(await currentUser(wallet)).address] : []
  const bundlerUrl = wallet.config.bundlerUrls?.[`eip155:${id}`]
  if (method === 'wallet_getCallsStatus' && bundlerUrl && isHex32(params[0])) {
    // A calls id the smart account made is a user operation hash: the bundler's receipt answers it.
    const status = await (await smartAccounts()).userOperationCallsStatus(bundlerUrl, id, params[0]).catch(() => undefined)
    if (status) return status
  }
  const kind = rpcMethodKind(method)
  if (kind === 'safe') return rpcCall(rpcUrlOf(wallet, id), method, params)
  if (kind !== 'approval' || NOT_SUPPORTED_HERE.has(method)) throw new FrameAnswerError(NOT_ALLOWED_MESSAGE, NOT_ALLOWED_CODE)
  if (!wallet.user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
  if (wallet.pending >= MAX_PENDING_TRANSACTIONS) throw new FrameAnswerError('Too many pending requests', -32005)
  wallet.pending++
  try {
    return await approveAndSign(wallet, method, params, id, bundlerUrl)
  } finally {
    wallet.pending--
  }
}

/** The person sees what the request means and approves it; then the account in use signs (and sends) it. */
async function approveAndSign(wallet: Wallet, method: string, params: unknown[], id: number, bundlerUrl: string | undefined): Promise<unknown> {
  const { config, user } = wallet
  // The smart account acts where it is the account in use (current chain, bundler known); the EOA otherwise.
  const state = id === wallet.chainId ? await accountState(wallet) : undefined
  // The paymaster's client loads only where the secure site's config names one for this chain.
  const paymaster = wallet.config.paymasterUrls?.[`eip155:${id}`] ? (await import('./paymaster-access.js')).paymasterOf(wallet, id) : undefined
  const smart =
    state?.type === 'smartAccount' && state.smartAccount && bundlerUrl
      ? { address: state.smartAccount.address, owner: user!.address, bundlerUrl }
      : undefined
  // The EIP-7702 account is the EOA's own address; its sends go through the bundler, the first one with the delegation.
  const delegated = state?.type === 'eip7702' && bundlerUrl ? { bundlerUrl } : undefined
  const address = smart?.address ?? user!.address
  // Read from the account that will act (the smart account's simulation runs from its address).
  const approvalMethod = method as ExplainedRequest['method']
  const requestContext: RequestContext = { origin: config.parentOrigin, chainId: id, account: address }
  const explained = await explainer()
    .then(({ explainRequest }) => explainRequest(approvalMethod, params, requestContext, { rpcUrl: rpcUrlOf(wallet, id), ...(config.blockchainApi ? { blockchainApi: config.blockchainApi } : {}) }))
    .catch(() => unexplained(approvalMethod, params, requestContext))
  // The first send as the EIP-7702 account delegates the address: the screen names it and its target contract.
  if (delegated && !state?.delegated && (method === 'eth_sendTransaction' || method === 'wallet_sendCalls')) {
    const { delegationTarget } = await delegatedAccounts()
    explained.warnings.unshift({ code: 'delegation', target: { address: delegationTarget.address, name: delegationTarget.name } })
  }
  const base = { address, rpcUrl: rpcUrlOf(wallet, id), chainId: id, sign: <T>(use: KeyUse<T>) => sign(wallet, use) }
  const context = smart ? { ...base, smartAccount: smart } : delegated ? { ...base, delegated } : base
  // The screen says who pays the gas of either account the bundler sends for: the paymaster is asked first (it may refuse: then the person pays).
  const sponsoredContext = paymaster && (smart || delegated) ? { ...context, paymaster } : undefined
  const gas = sponsoredContext ? await (await signing()).gasPayerOf(method, params, sponsoredContext) : undefined
  const approved = await onScreen(wallet, 'approve', () => askApproval(gas ? { ...explained, gas } : explained))
  if (!approved) throw new FrameAnswerError('User rejected the request.', 4001)
  // A transaction above the person's value asks the second factor (its code loads with the signing code).
  await (await import('./security.js')).guardValue(wallet, method, params)
  // The paymaster pays only where the approved screen said the sponsor pays; otherwise the account pays its own gas.
  return await (await signing()).signRequest(method, params, sponsoredContext && gas?.payer === 'sponsor' ? sponsoredContext : context)
}
