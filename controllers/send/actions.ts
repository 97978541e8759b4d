import { map } from 'nanostores'
import { encodeFunctionData, erc20Abi, formatUnits, isAddress, parseUnits } from 'viem'
import type { ChainNamespace } from '../../types/public.js'
import type { TransactionRequest } from '../../adapters/types.js'
import { errorCode, USER_REJECTED } from '../../adapters/errors.js'
import type { TokenBalance } from '../../clients/types.js'
import { $activeAccount, accountOf } from '../account/store.js'
import { loadAdapter } from '../account/adapters.js'
import { changedTokens, fetchBalances } from '../account/balances.js'
import { $activeNetwork } from '../networks/store.js'
import { rpcUrlFor } from '../networks/rpc-url.js'
import { refreshBalance } from '../connection/actions.js'
import { connectorById } from '../wallets/connectors.js'
import { $options } from '../config/options.js'
import { blockchainApiClient } from '../config/services.js'
import { showToast } from '../notices/toast.js'
import { resetTransactions } from '../activity/transactions.js'

/** Send: token, amount, receiver (address or name), fee, then the wallet; the receipt decides the outcome. */

/** behaviour §9 feature chains: send on eip155 and solana (solana sends come with the Solana adapter); issue #14 adds bip122's native send. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

export const SEND_ERRORS = {
  invalidAddress: 'Invalid address',
  invalidChecksum: 'Invalid checksum: check the address letter by letter',
  nameNotFound: 'No address for this name',
  resolveFailed: 'Error resolving name',
  insufficientFunds: 'Insufficient funds',
  invalidAmount: 'Invalid amount',
  declined: 'Signature declined',
  reverted: 'Transaction reverted',
  failed: 'Transaction failed'
} as const

export type SendStatus = 'editing' | 'signing' | 'pending' | 'confirmed'

export interface Receiver {
  address: string
  name?: string
  avatar?: string
}

export interface SendState {
  token?: TokenBalance
  amount: string
  receiverInput: string
  receiver?: Receiver
  receiverError?: string
  resolving: boolean
  /** Estimated network fee in the native coin's smallest unit. */
  fee?: bigint
  status: SendStatus
  error?: string
  hash?: string
}

const INITIAL: SendState = { amount: '', receiverInput: '', resolving: false, status: 'editing' }

export const $send = map<SendState>({ ...INITIAL })

export function sendSupported(namespace: ChainNamespace | undefined): boolean {
  return namespace !== undefined && SEND_NAMESPACES.includes(namespace)
}

/** A token is the native coin when it has no contract address. */
export function isNative(token: TokenBalance): boolean {
  return !token.address
}

/** The token's balance in its smallest unit, exact (the API's decimal string, never a float). */
export function rawBalance(token: TokenBalance): bigint {
  return parseUnits(token.quantity.numeric, Number(token.quantity.decimals))
}

/** The typed amount in the token's smallest unit; undefined when it is not a positive number. */
export function parseAmount(input: string, decimals: number): bigint | undefined {
  const text = input.trim().replace(',', '.')
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return undefined
  const [, fraction = ''] = text.split('.')
  if (fraction.length > decimals) return undefined
  const value = parseUnits(text, decimals)
  return value > 0n ? value : undefined
}

/** Max keeps twice the estimated fee on a native send, so a slightly higher gas price still goes through. */
export function maxSendable(token: TokenBalance, fee: bigint | undefined): bigint {
  const balance = rawBalance(token)
  if (!isNative(token)) return balance
  const kept = (fee ?? 0n) * 2n
  return balance > kept ? balance - kept : 0n
}

/** The amount's problem, or undefined: native sends need amount + fee, token sends need the amount and the fee in native. */
export function amountError(token: TokenBalance, amount: bigint | undefined, fee: bigint | undefined, nativeBalance: bigint): string | undefined {
  if (amount === undefined) return SEND_ERRORS.invalidAmount
  const balance = rawBalance(token)
  if (isNative(token) ? amount + (fee ?? 0n) > balance : amount > balance || (fee ?? 0n) > nativeBalance) return SEND_ERRORS.insufficientFunds
  return undefined
}

export type ReceiverKind = 'address' | 'name' | 'invalid'

/** An EVM address (40 hex), a name with a dot (resolved by the profile API), or neither. */
export function receiverKind(input: string): ReceiverKind {
  const text = input.trim()
  if (/^0x[0-9a-fA-F]{40}$/.test(text)) return 'address'
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text) && !text.startsWith('0x')) return 'name'
  return 'invalid'
}

/** EIP-55: a mixed-case address must carry a valid checksum (all-lower or all-upper has none to check). */
export function addressError(address: string): string | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return SEND_ERRORS.invalidAddress
  return isAddress(address, { strict: true }) ? undefined : SEND_ERRORS.invalidChecksum
}

/** ENSIP-11 coin type of an EVM chain: 60 for chain 1, else 0x80000000 | chainId. */
export function coinTypeOf(chainId: number): string {
  return chainId === 1 ? '60' : String((0x80000000 | chainId) >>> 0)
}

/** The transaction of a transfer: the value itself for the native coin, an ERC-20 `transfer` call otherwise. */
export function transferRequest(from: string, token: TokenBalance, to: string, amount: bigint): TransactionRequest {
  if (isNative(token)) return { from, to, value: amount }
  const contract = token.address!.split(':').pop()!
  return { from, to: contract, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as `0x${string}`, amount] }) }
}

/** A wallet or chain failure in the words a person can act on. */
export function sendErrorMessage(error: unknown): string {
  if (errorCode(error) === USER_REJECTED) return SEND_ERRORS.declined
  const text = error instanceof Error ? `${error.message} ${String((error as { details?: unknown }).details ?? '')}` : String(error)
  if (/insufficient funds/i.test(text)) return SEND_ERRORS.insufficientFunds
  if (/revert/i.test(text)) return SEND_ERRORS.reverted
  return SEND_ERRORS.failed
}

export function startSend(token?: TokenBalance): void {
  $send.set({ ...INITIAL, ...(token ? { token } : {}) })
}

export function setSendToken(token: TokenBalance): void {
  $send.set({ ...$send.get(), token, error: undefined })
  void estimateSendFee()
}

export function setSendAmount(amount: string): void {
  $send.set({ ...$send.get(), amount, error: undefined })
}

export function setMaxAmount(): void {
  const { token, fee } = $send.get()
  if (!token) return
  setSendAmount(formatUnits(maxSendable(token, fee), Number(token.quantity.decimals)))
}

let resolveRun = 0

/** Checks the typed receiver; a name is resolved through the profile API to this chain's address. */
export async function setSendReceiver(input: string): Promise<void> {
  const run = ++resolveRun
  const text = input.trim()
  const base = { ...$send.get(), receiverInput: input, receiver: undefined, receiverError: undefined, error: undefined, resolving: false }
  if (!text) return $send.set(base)
  const network = $activeNetwork.get()
  if (network && network.chainNamespace !== 'eip155') {
    // Other families: the adapter knows its address encodings per network (bech32 bcrt1/tb1/bc1 for bip122); no names.
    const adapter = await loadAdapter(network.chainNamespace)
    if (run !== resolveRun) return
    const valid = adapter.isAddress?.(text, network) ?? false
    $send.set(valid ? { ...base, receiver: { address: text } } : { ...base, receiverError: SEND_ERRORS.invalidAddress })
    if (valid) void estimateSendFee()
    return
  }
  const kind = receiverKind(text)
  if (kind === 'invalid') return $send.set({ ...base, receiverError: SEND_ERRORS.invalidAddress })
  if (kind === 'address') {
    const problem = addressError(text)
    $send.set(problem ? { ...base, receiverError: problem } : { ...base, receiver: { address: text } })
    if (!problem) void estimateSendFee()
    return
  }
  $send.set({ ...base, resolving: true })
  try {
    const profile = await (await blockchainApiClient()).lookupEnsName(text)
    if (run !== resolveRun) return
    const chainId = Number($activeNetwork.get()?.id ?? 1)
    const address = profile?.addresses[coinTypeOf(chainId)]?.address ?? profile?.addresses['60']?.address
    if (!profile || !address) return $send.set({ ...$send.get(), resolving: false, receiverError: SEND_ERRORS.nameNotFound })
    // A name registered without attributes has them null (reown-com/blockchain-api src/database/types.rs).
    const avatar = profile.attributes?.avatar
    $send.set({ ...$send.get(), resolving: false, receiver: { address, name: profile.name, ...(avatar ? { avatar } : {}) } })
    void estimateSendFee()
  } catch {
    if (run === resolveRun) $send.set({ ...$send.get(), resolving: false, receiverError: SEND_ERRORS.resolveFailed })
  }
}

function sendContext() {
  const network = $activeNetwork.get()
  const { address, connectorId } = $activeAccount.get()
  const connector = connectorId ? connectorById(connectorId) : undefined
  if (!network || !address || !connector) throw new Error('Address or auth connector not found')
  return { network, address, connector, rpcUrl: rpcUrlFor(network, $options.get()?.customRpcUrls) }
}

/** The fee of the transfer as it stands (the sender itself stands in for a receiver not typed yet). */
export async function estimateSendFee(): Promise<void> {
  const { token, receiver } = $send.get()
  if (!token) return
  try {
    const { network, address, rpcUrl } = sendContext()
    const adapter = await loadAdapter(network.chainNamespace)
    if (!adapter.estimateFee) return
    const amount = isNative(token) ? 0n : rawBalance(token) > 0n ? 1n : 0n
    const fee = await adapter.estimateFee(transferRequest(address, token, receiver?.address ?? address, amount), network, rpcUrl)
    if ($send.get().token === token) $send.setKey('fee', fee)
  } catch {
    // Without an estimate the preview says so; the wallet still shows its own.
  }
}

/** The toasts' words, in the page's language (the view passes them; controllers hold no translations). */
export interface SendToastTexts {
  pending: string
  confirmed: string
  error: (error: string) => string
}

const ENGLISH_TOASTS: SendToastTexts = { pending: 'Transaction pending', confirmed: 'Transaction confirmed', error: error => error }

/** Sends through the wallet and follows the receipt; any failure leaves balances and the form as they were. */
export async function confirmSend(texts: SendToastTexts = ENGLISH_TOASTS): Promise<void> {
  const state = $send.get()
  const { token, receiver } = state
  if (!token || !receiver || state.status !== 'editing') return
  const amount = parseAmount(state.amount, Number(token.quantity.decimals))
  if (amount === undefined) return $send.setKey('error', SEND_ERRORS.invalidAmount)
  let context: ReturnType<typeof sendContext>
  try {
    context = sendContext()
  } catch (error) {
    return $send.setKey('error', error instanceof Error ? error.message : String(error))
  }
  const { network, address, connector, rpcUrl } = context
  $send.set({ ...state, status: 'signing', error: undefined, hash: undefined })
  try {
    const adapter = await loadAdapter(network.chainNamespace)
    if (!adapter.sendTransaction || !adapter.waitForReceipt) throw new Error('Chain is not supported')
    if (!connector.provider && connector.getProvider) connector.provider = await connector.getProvider()
    const hash = await adapter.sendTransaction(connector, transferRequest(address, token, receiver.address, amount), network, rpcUrl)
    $send.set({ ...$send.get(), status: 'pending', hash })
    showToast(texts.pending, 'loading')
    const status = await adapter.waitForReceipt(hash, network, rpcUrl)
    if (status !== 'success') throw new Error(SEND_ERRORS.reverted)
    $send.set({ ...$send.get(), status: 'confirmed' })
    showToast(texts.confirmed, 'success')
    void afterSend(network.chainNamespace, changedTokens(network.caipNetworkId, [token.address]))
  } catch (error) {
    const message = error instanceof Error && error.message === SEND_ERRORS.reverted ? SEND_ERRORS.reverted : sendErrorMessage(error)
    $send.set({ ...$send.get(), status: 'editing', error: message })
    showToast(texts.error(message), 'error')
    if ($send.get().hash) void afterSend(network.chainNamespace, changedTokens(network.caipNetworkId, [token.address]))
  }
}

/** Balances and activity change after a mined send (even a reverted one paid gas); `changed`: the tokens it moved. */
async function afterSend(namespace: ChainNamespace, changed: string[]): Promise<void> {
  resetTransactions()
  await Promise.all([fetchBalances({ force: changed }), accountOf(namespace).address ? refreshBalance(namespace) : undefined])
}

/** The explorer page of a sent transaction, when the network names an explorer. */
export function explorerTxUrl(hash: string): string | undefined {
  const explorer = $activeNetwork.get()?.blockExplorers?.default.url
  return explorer ? `${explorer}/tx/${hash}` : undefined
}
