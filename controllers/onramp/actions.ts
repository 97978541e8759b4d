import { map } from 'nanostores'
import type { OnrampOptions, OnrampQuote } from '../../clients/types.js'
import { accountOf } from '../account/store.js'
import { $chain } from '../networks/store.js'
import { refreshBalance } from '../connection/actions.js'
import { changedTokens, fetchBalances } from '../account/balances.js'
import { arrivedPurchase, coinbaseNetwork, defaultPurchaseSymbol, isAmountWithinLimits, paymentLimits, purchasedTokenId, wholeFiatAmount, type OnrampProvider } from './rules.js'
import { $router, resetView } from '../modal/router.js'
import { blockchainApiClient } from '../config/services.js'
import { resetTransactions } from '../activity/transactions.js'

/** The buy flow (issue #10 point 6): options, quote, provider URL, then watch history until the funds arrive. */

export type OnrampStatus = 'idle' | 'opening' | 'waiting' | 'arrived' | 'error'

export interface OnrampState {
  /** The network the options and quote were loaded for. */
  caipNetworkId?: string
  options?: OnrampOptions
  purchaseCurrency: string
  paymentCurrency: string
  amountText: string
  quoteLoading: boolean
  quote?: OnrampQuote
  status: OnrampStatus
  provider?: OnrampProvider['name']
  /** The hash of the purchase once it arrived. */
  purchaseHash?: string
  error?: string
}

const INITIAL: OnrampState = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amountText: '100', quoteLoading: false, status: 'idle' }
/** How often history is read while waiting for the funds. */
export const PURCHASE_POLL_MS = 2000

export const $onramp = map<OnrampState>({ ...INITIAL })

function context() {
  const namespace = $chain.get().activeNamespace ?? 'eip155'
  const network = $chain.get().activeNetworks[namespace]
  const { address } = accountOf(namespace)
  return { namespace, network, address }
}

/** Entering the Buy view: loads once per network; a finished or failed purchase starts over. */
export function enterOnramp(): void {
  const state = $onramp.get()
  if (state.caipNetworkId !== context().network?.caipNetworkId || state.status === 'arrived' || state.status === 'error') void initOnramp()
}

export async function initOnramp(): Promise<void> {
  stopWatchingPurchase()
  const { namespace, network } = context()
  const preferred = network ? defaultPurchaseSymbol(namespace, network.id, network.nativeCurrency.symbol) : 'ETH'
  $onramp.set({ ...INITIAL, purchaseCurrency: preferred, ...(network ? { caipNetworkId: network.caipNetworkId } : {}) })
  // The client falls back to the built-in list when the call fails (behaviour §8).
  const options = await (await blockchainApiClient()).getOnrampOptions()
  const purchaseCurrency = options.purchaseCurrencies.some(entry => entry.symbol === preferred) ? preferred : (options.purchaseCurrencies[0]?.symbol ?? preferred)
  $onramp.set({ ...$onramp.get(), options, purchaseCurrency })
  await fetchOnrampQuote()
}

export function onrampLimits(state: OnrampState = $onramp.get()) {
  return state.options ? paymentLimits(state.options, state.paymentCurrency) : undefined
}

let quoteTimer: ReturnType<typeof setTimeout> | undefined
let quoteRequest = 0

export function setOnrampAmount(text: string): void {
  $onramp.set({ ...$onramp.get(), amountText: text.trim(), quote: undefined })
  clearTimeout(quoteTimer)
  quoteTimer = setTimeout(() => void fetchOnrampQuote(), 300)
}

/** A quote for the amount; the client returns the behaviour spec's mocked quote when the call fails. */
export async function fetchOnrampQuote(): Promise<void> {
  const state = $onramp.get()
  const { namespace, network } = context()
  if (!isAmountWithinLimits(state.amountText, onrampLimits(state))) return
  const request = ++quoteRequest
  $onramp.setKey('quoteLoading', true)
  const quote = await (await blockchainApiClient()).getOnrampQuote({
    purchaseCurrency: state.purchaseCurrency,
    paymentCurrency: state.paymentCurrency,
    amount: state.amountText,
    ...(network ? { network: coinbaseNetwork(namespace, network.id) } : {})
  })
  if (request === quoteRequest) $onramp.set({ ...$onramp.get(), quote, quoteLoading: false })
}

let pollTimer: ReturnType<typeof setTimeout> | undefined

export function stopWatchingPurchase(): void {
  clearTimeout(pollTimer)
  pollTimer = undefined
}

/**
 * Opens the provider's checkout in a new window and watches history until the purchase arrives.
 * `popup` is a window opened synchronously in the click (browsers block one opened later).
 */
export async function buyWith(provider: OnrampProvider, popup: Window | null): Promise<void> {
  const state = $onramp.get()
  const { namespace, network, address } = context()
  if (!network || !address) return
  $onramp.set({ ...state, status: 'opening', provider: provider.name, error: undefined, purchaseHash: undefined })
  try {
    const api = await blockchainApiClient()
    // Purchases already in history are not the one being made now.
    const before = await api.fetchTransactions({ account: address, onramp: provider.name })
    const seen = new Set(before.data.map(transaction => transaction.id))
    const blockchain = coinbaseNetwork(namespace, network.id)
    const url = await api.generateOnRampURL({
      destinationWallets: [{ address, blockchains: [blockchain], assets: [state.purchaseCurrency] }],
      partnerUserId: address,
      defaultNetwork: blockchain,
      ...(isAmountWithinLimits(state.amountText, onrampLimits(state)) ? { presetFiatAmount: wholeFiatAmount(state.amountText) } : {})
    })
    if (popup && !popup.closed) popup.location.href = url
    else window.open(url, '_blank', 'noopener')
    $onramp.setKey('status', 'waiting')
    watchPurchase(address, provider.name, seen)
  } catch (error) {
    popup?.close()
    $onramp.set({ ...$onramp.get(), status: 'error', error: (error as Error).message })
  }
}

function watchPurchase(address: string, onramp: string, seen: ReadonlySet<string>): void {
  stopWatchingPurchase()
  const poll = async () => {
    try {
      const api = await blockchainApiClient()
      const page = await api.fetchTransactions({ account: address, onramp })
      const arrived = arrivedPurchase(page.data, seen)
      if (arrived) {
        pollTimer = undefined
        // The delivery is a transaction of the account: Activity lists it.
        resetTransactions()
        const { namespace, network } = context()
        if (network) {
          const state = $onramp.get()
          const bought = state.options ? purchasedTokenId(state.options, state.purchaseCurrency, network.caipNetworkId, coinbaseNetwork(namespace, network.id)) : undefined
          await fetchBalances({ force: changedTokens(network.caipNetworkId, [bought]) })
        }
        await refreshBalance(namespace)
        $onramp.set({ ...$onramp.get(), status: 'arrived', purchaseHash: arrived.metadata.hash })
        // The purchase is tracked even when the person left the view; only that view returns to Account.
        if ($router.get().view === 'OnRampBuyInProgress') resetView('Account')
        return
      }
    } catch {
      // a failed read is retried at the next tick: the purchase is still tracked
    }
    if (pollTimer !== undefined) pollTimer = setTimeout(() => void poll(), PURCHASE_POLL_MS)
  }
  pollTimer = setTimeout(() => void poll(), PURCHASE_POLL_MS)
}
