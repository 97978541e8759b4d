import { map } from 'nanostores'
import { parseUnits } from 'viem'
import type { Connector } from '../../types/public.js'
import type { SwapToken } from '../../clients/types.js'
import { accountOf } from '../account/store.js'
import { changedTokens, fetchBalances } from '../account/balances.js'
import { loadAdapter } from '../account/adapters.js'
import { $chain } from '../networks/store.js'
import { rpcUrlFor } from '../networks/rpc-url.js'
import { refreshBalance } from '../connection/actions.js'
import { connectorById } from '../wallets/connectors.js'
import { $options } from '../config/options.js'
import { blockchainApiClient } from '../config/services.js'
import { resetTransactions } from '../activity/transactions.js'
import {
  assertGasPriceNetwork,
  assertSwapNetwork,
  DEFAULT_SLIPPAGE_PERCENT,
  hasSufficientBalance,
  isNativeToken,
  isQuoteStale,
  needsApproval,
  networkCost,
  quoteErrorKind,
  type QuoteErrorKind
} from './rules.js'

/** The swap flow (issue #10 point 5): tokens, quote, allowance, approve, swap; state in one store. */

export type SwapErrorKind = QuoteErrorKind | 'network' | 'quote-changed' | 'rejected' | 'reverted' | 'amount'

export interface SwapError {
  kind: SwapErrorKind
  message: string
}

export interface SwapQuoteState {
  fromAmount: bigint
  toAmount: bigint
  /** Date.now() when it was fetched. */
  quotedAt: number
}

export type SwapStep = 'edit' | 'approving' | 'swapping'

export interface SwapState {
  /** The network the tokens were loaded for. */
  caipNetworkId?: string
  tokensLoading: boolean
  tokens: SwapToken[]
  from?: SwapToken
  to?: SwapToken
  /** What the person typed, in whole units of `from`. */
  amountText: string
  slippage: number
  /** USD prices by CAIP-10 address (lower case). */
  prices: Record<string, number>
  fromBalance?: bigint
  quoteLoading: boolean
  quote?: SwapQuoteState
  allowance?: bigint
  gas?: bigint
  gasPrice?: bigint
  /** The wallet runs the approval and the swap as one atomic batch (EIP-5792): one approval, no separate Approve step. */
  batch?: boolean
  step: SwapStep
  /** Which side the token picker fills. */
  picking: 'from' | 'to'
  error?: SwapError
}

const INITIAL: SwapState = { tokensLoading: false, tokens: [], amountText: '', slippage: DEFAULT_SLIPPAGE_PERCENT, prices: {}, quoteLoading: false, step: 'edit', picking: 'from' }

export const $swap = map<SwapState>({ ...INITIAL })

/** Errors the person can act on; the view renders the message as text. */
const MESSAGES = {
  'insufficient-balance': 'Insufficient balance',
  'insufficient-liquidity': 'Not enough liquidity for this amount: try a smaller one',
  'quote-changed': 'The price changed: check the new quote and confirm again',
  rejected: 'Signature declined',
  reverted: 'The swap failed on chain: nothing was swapped'
} as const

function fail(kind: SwapErrorKind, message: string): void {
  $swap.setKey('error', { kind, message })
}

function context() {
  const network = $chain.get().activeNetworks.eip155
  const { address, connectorId } = accountOf('eip155')
  return { network, address, connectorId }
}

/** The exact amount typed, or undefined when it is not a valid positive amount for the token. */
export function parsedAmount(state: SwapState = $swap.get()): bigint | undefined {
  if (!state.from || !/^\d*\.?\d*$/.test(state.amountText) || state.amountText === '' || state.amountText === '.') return undefined
  const [, fraction = ''] = state.amountText.split('.')
  if (fraction.length > state.from.decimals) return undefined
  const amount = parseUnits(state.amountText, state.from.decimals)
  return amount > 0n ? amount : undefined
}

/** Entering the Swap view: loads the flow once per network (coming back from the picker keeps the pair). */
export function enterSwap(): void {
  if ($swap.get().caipNetworkId !== context().network?.caipNetworkId) void initSwap()
}

/** Enters the flow: checks the network, loads tokens and prices, picks a default pair. */
export async function initSwap(): Promise<void> {
  const { network, address } = context()
  $swap.set({ ...INITIAL, slippage: $swap.get().slippage, tokensLoading: true, ...(network ? { caipNetworkId: network.caipNetworkId } : {}) })
  try {
    assertSwapNetwork(network?.caipNetworkId)
    assertGasPriceNetwork(network?.caipNetworkId)
  } catch (error) {
    $swap.set({ ...$swap.get(), tokensLoading: false })
    return fail('network', (error as Error).message)
  }
  try {
    const api = await blockchainApiClient()
    const { tokens } = await api.fetchSwapTokens({ chainId: network!.caipNetworkId })
    const from = tokens.find(token => isNativeToken(token.address)) ?? tokens[0]
    const to = tokens.find(token => token !== from)
    $swap.set({ ...$swap.get(), tokens, ...(from ? { from } : {}), ...(to ? { to } : {}), tokensLoading: false })
    await Promise.all([loadPairPrices(), address ? loadFromBalance() : Promise.resolve()])
  } catch (error) {
    $swap.setKey('tokensLoading', false)
    fail('api', (error as Error).message)
  }
}

/**
 * USD prices of the pair shown (they give the USD values and the price impact): one call per
 * token, as the API prices one address a call; the client caches them and shares calls in flight.
 */
async function loadPairPrices(): Promise<void> {
  const { from, to } = $swap.get()
  const addresses = [from, to].flatMap(token => (token ? [token.address.toLowerCase()] : []))
  if (addresses.length === 0) return
  try {
    const prices = await (await blockchainApiClient()).fetchTokenPrices(addresses)
    $swap.setKey('prices', { ...$swap.get().prices, ...prices })
  } catch {
    // prices only add USD values; the swap works without them
  }
}

/** The from-token balance, through the API's 30 s cache (or fresh, naming the CAIP-10 tokens that changed). */
async function loadFromBalance(forceUpdate?: readonly string[]): Promise<void> {
  const { network, address } = context()
  const { from } = $swap.get()
  if (!network || !address || !from) return
  try {
    const { balances } = await (await blockchainApiClient()).getBalance({ address, chainId: network.caipNetworkId, ...(forceUpdate ? { forceUpdate } : {}) })
    const native = isNativeToken(from.address)
    const entry = balances.find(balance => (native ? !balance.address : balance.address?.toLowerCase() === from.address.toLowerCase()))
    $swap.setKey('fromBalance', entry ? parseUnits(entry.quantity.numeric, Number(entry.quantity.decimals)) : 0n)
  } catch {
    $swap.setKey('fromBalance', undefined)
  }
}

export function setPicking(side: 'from' | 'to'): void {
  $swap.setKey('picking', side)
}

/** Puts `token` on the picked side; picking the other side's token swaps the pair. */
export function selectToken(token: SwapToken): void {
  const state = $swap.get()
  const other = state.picking === 'from' ? state.to : state.from
  const swapped = other?.address === token.address
  const from = state.picking === 'from' ? token : swapped ? state.to : state.from
  const to = state.picking === 'to' ? token : swapped ? state.from : state.to
  $swap.set({ ...state, ...(from ? { from } : {}), ...(to ? { to } : {}), quote: undefined, allowance: undefined, gas: undefined, fromBalance: undefined, error: undefined })
  void loadFromBalance()
  void loadPairPrices()
  scheduleQuote()
}

export function flipTokens(): void {
  const { from, to } = $swap.get()
  if (!from || !to) return
  $swap.set({ ...$swap.get(), from: to, to: from, quote: undefined, allowance: undefined, fromBalance: undefined, error: undefined })
  void loadFromBalance()
  scheduleQuote()
}

export function setSwapAmount(text: string): void {
  $swap.set({ ...$swap.get(), amountText: text.trim().replace(',', '.'), quote: undefined, error: undefined })
  scheduleQuote()
}

export function setSlippage(percent: number): void {
  $swap.setKey('slippage', percent)
}

let quoteTimer: ReturnType<typeof setTimeout> | undefined
let quoteRequest = 0

/** Quotes 300 ms after the last keystroke. */
function scheduleQuote(): void {
  clearTimeout(quoteTimer)
  quoteTimer = setTimeout(() => void fetchQuote(), 300)
}

/** Fetches a quote for the typed amount; a later request wins over an earlier one. */
export async function fetchQuote(): Promise<SwapQuoteState | undefined> {
  const state = $swap.get()
  const { address, network } = context()
  const amount = parsedAmount(state)
  if (!state.from || !state.to || !address || !network || amount === undefined) return undefined
  if (!hasSufficientBalance(state.fromBalance, amount)) {
    $swap.setKey('quote', undefined)
    fail('insufficient-balance', MESSAGES['insufficient-balance'])
    return undefined
  }
  const request = ++quoteRequest
  $swap.setKey('quoteLoading', true)
  try {
    const api = await blockchainApiClient()
    const { standard } = await api.fetchGasPrice({ chainId: network.caipNetworkId })
    const { quotes } = await api.fetchSwapQuote({ amount: amount.toString(), from: state.from.address, to: state.to.address, gasPrice: standard })
    const first = quotes[0]
    if (!first) throw new Error('No quote for this pair')
    if (request !== quoteRequest) return undefined
    const quote = { fromAmount: BigInt(first.fromAmount), toAmount: BigInt(first.toAmount), quotedAt: Date.now() }
    $swap.set({ ...$swap.get(), quote, gasPrice: BigInt(standard), quoteLoading: false, error: undefined })
    return quote
  } catch (error) {
    if (request !== quoteRequest) return undefined
    const kind = quoteErrorKind(error)
    $swap.set({ ...$swap.get(), quote: undefined, quoteLoading: false })
    fail(kind, kind === 'insufficient-liquidity' ? MESSAGES['insufficient-liquidity'] : `${(error as Error).message}`)
    return undefined
  }
}

/** Before the preview: the allowance and the swap's gas (both from the API). */
export async function preparePreview(): Promise<void> {
  const state = $swap.get()
  const { address, network } = context()
  const amount = parsedAmount(state)
  if (!state.from || !state.to || !address || !network || amount === undefined) return
  try {
    const api = await blockchainApiClient()
    const user = `${network.caipNetworkId}:${address}`
    // The native coin is spent directly: there is no allowance to ask for.
    const allowance = isNativeToken(state.from.address) ? undefined : BigInt((await api.fetchSwapAllowance({ tokenAddress: state.from.address, userAddress: user })).allowance)
    const built = await api.generateSwapCalldata({ amount: amount.toString(), from: state.from.address, to: state.to.address, userAddress: user, slippage: state.slippage })
    // Asked only when there is something to batch: a wallet without EIP-5792 is never asked.
    const batch = allowance !== undefined && needsApproval(state.from.address, allowance, amount) && (await wallet().then(signer => signer.canBatch()).catch(() => false))
    $swap.set({ ...$swap.get(), allowance, gas: BigInt(built.tx.eip155.gas), gasPrice: BigInt(built.tx.eip155.gasPrice), batch })
  } catch (error) {
    fail('api', (error as Error).message)
  }
}

export function swapNetworkCost(state: SwapState = $swap.get()): bigint | undefined {
  return state.gas !== undefined && state.gasPrice !== undefined ? networkCost(state.gas, state.gasPrice) : undefined
}

function swapNeedsApproval(state: SwapState = $swap.get()): boolean {
  const amount = parsedAmount(state)
  return !!state.from && amount !== undefined && state.allowance !== undefined && needsApproval(state.from.address, state.allowance, amount)
}

/** An Approve step before the swap: the allowance is short and the wallet cannot batch the approval with the swap. */
export function swapNeedsApprovalStep(state: SwapState = $swap.get()): boolean {
  return swapNeedsApproval(state) && !state.batch
}

async function wallet() {
  const { network, address, connectorId } = context()
  const connector: Connector | undefined = connectorId ? connectorById(connectorId) : undefined
  if (!network || !address || !connector) throw new Error('Address or auth connector not found')
  if (!connector.provider && connector.getProvider) connector.provider = await connector.getProvider()
  const adapter = await loadAdapter('eip155')
  if (!adapter.sendTransaction || !adapter.waitForReceipt) throw new Error('Adapter not found')
  const rpcUrl = rpcUrlFor(network, $options.get()?.customRpcUrls)
  const capabilities = () => adapter.batchCapabilities?.(connector, address, network) ?? Promise.resolve({ atomic: false, paymasterService: false })
  return {
    chainId: Number(network.id),
    send: (tx: Call) => adapter.sendTransaction!(connector, { from: address, to: tx.to, value: tx.value, data: tx.data as `0x${string}` }, network),
    wait: (hash: string) => adapter.waitForReceipt!(hash, network, rpcUrl),
    canBatch: async () => !!adapter.sendCalls && !!adapter.waitForCalls && (await capabilities()).atomic,
    /** The calls as one atomic batch (one approval in the wallet); the site's paymaster goes along when the wallet takes one. */
    async sendBatch(calls: Call[]) {
      const paymasterUrl = (await capabilities()).paymasterService ? $options.get()?.paymasterUrls?.[Number(network.id)] : undefined
      const calling = calls.map(call => ({ to: call.to, value: call.value, data: call.data as `0x${string}` }))
      const id = await adapter.sendCalls!(connector, { from: address, calls: calling, ...(paymasterUrl ? { paymasterUrl } : {}) }, network)
      return adapter.waitForCalls!(connector, id)
    }
  }
}

interface Call {
  to: string
  data: string
  value: bigint
}

/** The address part of a CAIP-10 id. */
const plain = (caip10: string) => caip10.split(':').pop() ?? caip10

function walletFailure(error: unknown): void {
  const code = (error as { code?: number })?.code ?? (error as { cause?: { code?: number } })?.cause?.code
  if (code === 4001 || /reject|denied|declined/i.test((error as Error)?.message ?? '')) fail('rejected', MESSAGES.rejected)
  else fail('api', (error as Error)?.message ?? String(error))
}

/** The call approving exactly `amount` of `from` for the swap to `to`. */
async function approvalCall(api: Awaited<ReturnType<typeof blockchainApiClient>>, from: SwapToken, to: SwapToken, amount: bigint): Promise<Call> {
  const { tx } = await api.generateApproveCalldata({ from: from.address, to: to.address, amount: amount.toString() })
  // The approval goes to the token being approved: the API answers it as `tx.from` (its `tx.to` is the other side).
  return { to: plain(tx.from), data: tx.data, value: BigInt(tx.value) }
}

/** Approves exactly the amount for the AMM, waits for it, then reads the allowance again. */
export async function approveSwap(): Promise<boolean> {
  const state = $swap.get()
  const { address, network } = context()
  const amount = parsedAmount(state)
  if (!state.from || !state.to || !address || !network || amount === undefined || state.step !== 'edit') return false
  $swap.set({ ...state, step: 'approving', error: undefined })
  try {
    const api = await blockchainApiClient()
    const user = `${network.caipNetworkId}:${address}`
    const approval = await approvalCall(api, state.from, state.to, amount)
    const signer = await wallet()
    const receipt = await signer.wait(await signer.send(approval))
    // Mined (even reverted, it paid gas): Activity lists it.
    resetTransactions()
    if (receipt !== 'success') throw Object.assign(new Error(MESSAGES.reverted), { kind: 'reverted' })
    const { allowance } = await api.fetchSwapAllowance({ tokenAddress: state.from.address, userAddress: user })
    $swap.set({ ...$swap.get(), allowance: BigInt(allowance), step: 'edit' })
    await preparePreview()
    return true
  } catch (error) {
    $swap.setKey('step', 'edit')
    walletFailure(error)
    return false
  }
}

/**
 * Signs only the quote that was shown: a fresh quote is fetched first, and when it differs or
 * the shown one aged, the new one replaces it and nothing is signed.
 */
export async function confirmSwap(): Promise<boolean> {
  const state = $swap.get()
  const { address, network } = context()
  const amount = parsedAmount(state)
  const shown = state.quote
  if (!state.from || !state.to || !address || !network || amount === undefined || !shown || state.step !== 'edit') return false
  if (swapNeedsApprovalStep(state)) return false
  const approveFirst = swapNeedsApproval(state)
  $swap.set({ ...state, step: 'swapping', error: undefined })
  try {
    const fresh = await fetchQuote()
    if (!fresh) {
      $swap.setKey('step', 'edit')
      return false
    }
    if (isQuoteStale(shown.toAmount, fresh.toAmount, shown.quotedAt, Date.now())) {
      $swap.setKey('step', 'edit')
      fail('quote-changed', MESSAGES['quote-changed'])
      return false
    }
    const api = await blockchainApiClient()
    const { tx } = await api.generateSwapCalldata({ amount: amount.toString(), from: state.from.address, to: state.to.address, userAddress: `${network.caipNetworkId}:${address}`, slippage: state.slippage })
    const signer = await wallet()
    // `tx.amount` is the expected output: the value sent is the amount itself when selling the native coin.
    const swapCall = { to: plain(tx.to), data: tx.data, value: isNativeToken(state.from.address) ? amount : 0n }
    // A wallet that batches approves the exact amount and swaps it in one atomic batch (as approveSwap does in two steps).
    const receipt = approveFirst ? await signer.sendBatch([await approvalCall(api, state.from, state.to, amount), swapCall]) : await signer.wait(await signer.send(swapCall))
    // Mined (even reverted, it paid gas): Activity lists it.
    resetTransactions()
    if (receipt !== 'success') {
      $swap.setKey('step', 'edit')
      fail('reverted', MESSAGES.reverted)
      return false
    }
    // The portfolio is read afresh once, naming what the swap changed; the from-token balance then reads that fresh answer.
    await Promise.all([fetchBalances({ force: changedTokens(network.caipNetworkId, [state.from.address, state.to.address]) }).then(() => loadFromBalance()), refreshBalance('eip155')])
    $swap.set({ ...$swap.get(), step: 'edit', amountText: '', quote: undefined, allowance: undefined, gas: undefined })
    return true
  } catch (error) {
    $swap.setKey('step', 'edit')
    walletFailure(error)
    return false
  }
}

/** Leaves the flow: timers stop, state resets (slippage is kept for the session). */
export function resetSwap(): void {
  clearTimeout(quoteTimer)
  quoteRequest++
  $swap.set({ ...INITIAL, slippage: $swap.get().slippage })
}
