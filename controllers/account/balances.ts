import { computed } from 'nanostores'
import type { AccountState, CaipNetwork, ChainNamespace } from '../../types/public.js'
import { NATIVE_TOKEN_ADDRESS, type TokenBalance } from '../../clients/types.js'
import { $activeAccount } from './store.js'
import { $balances, type BalancesState } from './balances-store.js'
import { $activeNetwork } from '../networks/store.js'
import { blockchainApiClient } from '../config/services.js'
import { registerReset } from '../resets.js'

/** Portfolio balances of the active account (behaviour §7 balance call, §8 'Token Balance Unavailable', §9 30 s cache). */

export const BALANCE_RETRY_BLOCK_MS = 30_000
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'
/** behaviour §9 feature chains: balance on eip155 and solana; issue #14 adds bip122 (its native coin, read from the ledger by the adapter). */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']
/** Namespaces whose balances are the native coin alone, read through the adapter (the portfolio API has no Bitcoin). */
export const NATIVE_ONLY_BALANCE_NAMESPACES: readonly ChainNamespace[] = ['bip122']

/** When the last failed fetch of each key happened (behaviour §8: no retry for 30 s after a failure). */
const failures = new Map<string, number>()

export function balanceSupported(namespace: ChainNamespace | undefined): boolean {
  return namespace !== undefined && BALANCE_NAMESPACES.includes(namespace)
}

/** behaviour §8: after a failure the balance is not asked again for 30 s. */
export function retryBlocked(failedAt: number | undefined, now: number): boolean {
  return failedAt !== undefined && now - failedAt < BALANCE_RETRY_BLOCK_MS
}

/** The total USD value of a portfolio (the API's own USD values; display only, never a payment amount). */
export function portfolioValue(tokens: readonly TokenBalance[]): number {
  return tokens.reduce((sum, token) => sum + valueOf(token), 0)
}

/** A token's USD value; the API may omit it (reown-com/blockchain-api src/handlers/balance.rs), read as 0. */
export function valueOf(token: TokenBalance): number {
  return typeof token.value === 'number' && Number.isFinite(token.value) ? token.value : 0
}

/** Tokens of one network, largest USD value first. */
export function tokensOfNetwork(tokens: readonly TokenBalance[], caipNetworkId: string): TokenBalance[] {
  return tokens.filter(token => token.chainId === caipNetworkId).sort((a, b) => valueOf(b) - valueOf(a))
}

/**
 * The CAIP-10 id of a network's native coin, as the balance call's `forceUpdate` takes it: the 0xeeee…eeee
 * pseudo-address (reown-com/blockchain-api src/handlers/balance.rs H160_EMPTY_ADDRESS; AppKit NATIVE_TOKEN_ADDRESS.eip155).
 */
export function nativeTokenId(caipNetworkId: string): string {
  return `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
}

/**
 * What a flow changed, as the balance call's `forceUpdate` list: the tokens it moved and, on eip155, the
 * native coin that paid the gas. Other namespaces get an empty list (the service refreshes eip155 only;
 * the local cache is still dropped).
 */
export function changedTokens(caipNetworkId: string, tokens: ReadonlyArray<string | undefined>): string[] {
  if (!caipNetworkId.startsWith('eip155:')) return []
  const ids = [nativeTokenId(caipNetworkId), ...tokens.filter((token): token is string => Boolean(token))]
  return [...new Set(ids.map(id => id.toLowerCase()))]
}

/**
 * Loads the active account's tokens on the active network. `force` (after a send, swap or buy) skips the
 * 30 s cache and names the CAIP-10 tokens that changed (see `changedTokens`).
 */
export async function fetchBalances(options: { force?: readonly string[]; now?: () => number } = {}): Promise<void> {
  const now = options.now ?? Date.now
  const { address } = $activeAccount.get()
  const network = $activeNetwork.get()
  if (!address || !network) return $balances.set({ status: 'idle', tokens: [] })
  const key = `${address.toLowerCase()}|${network.caipNetworkId}`
  if (!balanceSupported(network.chainNamespace)) return $balances.set({ status: 'unavailable', tokens: [], key, error: TOKEN_BALANCE_UNAVAILABLE })
  if (retryBlocked(failures.get(key), now())) {
    if ($balances.get().key !== key) $balances.set({ status: 'unavailable', tokens: [], key, error: TOKEN_BALANCE_UNAVAILABLE })
    return
  }
  const previous = $balances.get()
  $balances.set({ status: 'loading', tokens: previous.key === key ? previous.tokens : [], key })
  try {
    const balances = NATIVE_ONLY_BALANCE_NAMESPACES.includes(network.chainNamespace)
      ? [await (await import('./native-balance.js')).nativeBalance(address, network)]
      : (await (await blockchainApiClient()).getBalance({ address, chainId: network.caipNetworkId, ...(options.force ? { forceUpdate: options.force } : {}) })).balances
    if (`${$activeAccount.get().address?.toLowerCase()}|${$activeNetwork.get()?.caipNetworkId}` !== key) return
    const tokens = tokensOfNetwork(balances, network.caipNetworkId)
    failures.delete(key)
    $balances.set(tokens.length ? { status: 'ready', tokens, key } : { status: 'unavailable', tokens: [], key, error: TOKEN_BALANCE_UNAVAILABLE })
  } catch {
    failures.set(key, now())
    $balances.set({ status: 'unavailable', tokens: [], key, error: TOKEN_BALANCE_UNAVAILABLE })
  }
}

/**
 * The native coin as a token at the balance the RPC node gave (the account's `balance`), for when the
 * portfolio API cannot say: no price and no USD value, since nobody gave one.
 */
export function nativeTokenFromRpc(account: AccountState, network: CaipNetwork): TokenBalance | undefined {
  if (account.balance === undefined) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol: account.balanceSymbol ?? symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: account.balance },
    iconUrl: network.assets?.imageUrl ?? ''
  }
}

/**
 * What Send offers: the portfolio's tokens; while the portfolio is unavailable (a failed balance call
 * blocks retries for 30 s), the native coin at the RPC node's balance, so the native send stays possible.
 */
export function sendableTokens(balances: BalancesState, account: AccountState, network: CaipNetwork | undefined): TokenBalance[] {
  if (balances.status !== 'unavailable' || !network) return balances.tokens
  const native = nativeTokenFromRpc(account, network)
  return native ? [native] : []
}

export const $sendableTokens = computed([$balances, $activeAccount, $activeNetwork], sendableTokens)

registerReset(() => failures.clear())
