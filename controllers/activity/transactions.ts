import { map } from 'nanostores'
import type { ChainNamespace } from '../../types/public.js'
import type { HistoryTransaction } from '../../clients/types.js'
import { $activeAccount } from '../account/store.js'
import { $activeNetwork } from '../networks/store.js'
import { trackEvent } from '../telemetry/events.js'
import { $options } from '../config/options.js'
import { blockchainApiClient } from '../config/services.js'
import { showToast } from '../notices/toast.js'
import { registerReset } from '../resets.js'

/** Activity: the connected chain's transactions, paged by cursor (behaviour §5, §7, §8). */

export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'
/** How long a shown list is trusted (behaviour §9's 30 s portfolio cache): shown again later, it is read afresh. */
export const ACTIVITY_CACHE_MS = 30_000
/** behaviour §9 feature chains: activity on eip155. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155']

export interface TransactionsState {
  /** Every fetched transaction of the connected chain, spam hidden, newest first, no duplicates. */
  items: HistoryTransaction[]
  /** The next page's cursor; null when the last page is in; undefined before the first page. */
  next: string | null | undefined
  loading: boolean
  error: boolean
  /** `address|caipNetworkId` the list belongs to. */
  key?: string
  /** When the first page arrived (ms); the list is read afresh when shown again after ACTIVITY_CACHE_MS. */
  fetchedAt?: number
}

export const $transactions = map<TransactionsState>({ items: [], next: undefined, loading: false, error: false })

/** Cursors already fetched per list: a page is asked once, so a second page never repeats the first. */
const fetchedCursors = new Map<string, Set<string>>()

export function activitySupported(namespace: ChainNamespace | undefined): boolean {
  return namespace !== undefined && ACTIVITY_NAMESPACES.includes(namespace)
}

/** behaviour §5: a transaction whose transfers are all flagged spam is hidden. */
export function isSpam(transaction: HistoryTransaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every(transfer => transfer.nft_info?.flags?.is_spam === true)
}

/** behaviour §5: only transactions on the connected chain are listed, spam hidden, each id once. */
export function visibleTransactions(existing: readonly HistoryTransaction[], page: readonly HistoryTransaction[], caipNetworkId: string): HistoryTransaction[] {
  const seen = new Set(existing.map(item => item.id))
  const added = page.filter(item => item.metadata.chain === caipNetworkId && !isSpam(item) && !seen.has(item.id) && seen.add(item.id))
  return [...existing, ...added]
}

/** behaviour §5 signs: + receive, deposit, borrow, claim; − withdraw, repay, burn; none otherwise. */
export function operationSign(operationType: string): '+' | '-' | '' {
  if (['receive', 'deposit', 'borrow', 'claim'].includes(operationType)) return '+'
  if (['withdraw', 'repay', 'burn'].includes(operationType)) return '-'
  return ''
}

export type Period = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'week' } | { kind: 'month'; year: number; month: number }

/** The list heading a transaction falls under: today, yesterday, the last 7 days, else its calendar month. */
export function periodOf(minedAt: string, now: Date): Period {
  const date = new Date(minedAt)
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
  const day = 86_400_000
  if (date.getTime() >= startOfToday) return { kind: 'today' }
  if (date.getTime() >= startOfToday - day) return { kind: 'yesterday' }
  if (date.getTime() >= startOfToday - 6 * day) return { kind: 'week' }
  return { kind: 'month', year: date.getFullYear(), month: date.getMonth() }
}

/** Consecutive transactions of the same period, in list order (the list is newest first). */
export function groupByPeriod(items: readonly HistoryTransaction[], now: Date): Array<{ period: Period; items: HistoryTransaction[] }> {
  const groups: Array<{ period: Period; items: HistoryTransaction[] }> = []
  for (const item of items) {
    const period = periodOf(item.metadata.minedAt, now)
    const last = groups[groups.length - 1]
    if (last && JSON.stringify(last.period) === JSON.stringify(period)) last.items.push(item)
    else groups.push({ period, items: [item] })
  }
  return groups
}

/** behaviour §5: addresses in descriptions keep 4 leading and 6 trailing characters. */
export function shortAddress(address: string): string {
  return address.length > 10 ? `${address.slice(0, 4)}...${address.slice(-6)}` : address
}

/** behaviour §5: transfer quantities show 3 decimals (cut, exact on the decimal string, no float). */
export function transferQuantity(numeric: string): string {
  const [whole = '0', fraction = ''] = numeric.split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

function listKey(): { key: string; address: string; caipNetworkId: string } | undefined {
  const { address } = $activeAccount.get()
  const network = $activeNetwork.get()
  if (!address || !network || !activitySupported(network.chainNamespace)) return undefined
  return { key: `${address.toLowerCase()}|${network.caipNetworkId}`, address, caipNetworkId: network.caipNetworkId }
}

/** Loads the next page (the first when none is in); a page already fetched or in flight is never asked again. */
export async function fetchNextTransactions(options: { limit?: number; now?: () => number } = {}): Promise<void> {
  const now = options.now ?? Date.now
  const list = listKey()
  if (!list) return
  let state = $transactions.get()
  if (state.key !== list.key) {
    fetchedCursors.delete(list.key)
    $transactions.set({ items: [], next: undefined, loading: false, error: false, key: list.key })
    state = $transactions.get()
  }
  if (state.loading || state.next === null) return
  const cursor = state.next ?? ''
  const cursors = fetchedCursors.get(list.key) ?? new Set<string>()
  if (cursors.has(cursor) && !state.error) return
  fetchedCursors.set(list.key, cursors.add(cursor))
  $transactions.set({ ...state, loading: true, error: false })
  try {
    const client = await blockchainApiClient()
    const page = await client.fetchTransactions({
      account: list.address,
      chainId: list.caipNetworkId,
      ...(cursor ? { cursor } : {}),
      ...(options.limit ? { limit: options.limit } : {})
    })
    const current = $transactions.get()
    if (current.key !== list.key) return
    $transactions.set({
      ...current,
      items: visibleTransactions(current.items, page.data, list.caipNetworkId),
      next: page.next,
      loading: false,
      ...(cursor ? {} : { fetchedAt: now() })
    })
  } catch {
    cursors.delete(cursor)
    const current = $transactions.get()
    if (current.key === list.key) $transactions.set({ ...current, loading: false, error: true })
    showToast(FAILED_TO_FETCH_TRANSACTIONS, 'error')
    trackEvent('ERROR_FETCH_TRANSACTIONS', {
      address: list.address,
      projectId: $options.get()?.projectId,
      cursor: cursor || undefined,
      isSmartAccount: $activeAccount.get().preferredAccountType === 'smartAccount'
    })
  }
}

/**
 * Drops the list so the next fetch starts from the newest page: after every flow the kit ran (a send, a swap,
 * an approval, a purchase), whose transaction is then listed. A shown Activity tab reads it again at once.
 */
export function resetTransactions(): void {
  fetchedCursors.clear()
  $transactions.set({ items: [], next: undefined, loading: false, error: false })
}
registerReset(resetTransactions)

/** The Activity tab is shown: the first page when none is in, or afresh when the list is older than ACTIVITY_CACHE_MS. */
export async function showTransactions(options: { now?: () => number } = {}): Promise<void> {
  const now = options.now ?? Date.now
  const state = $transactions.get()
  const list = listKey()
  if (list && state.key === list.key && !state.loading && state.fetchedAt !== undefined && now() - state.fetchedAt >= ACTIVITY_CACHE_MS) resetTransactions()
  if ($transactions.get().next === undefined || $transactions.get().key !== list?.key) await fetchNextTransactions({ now })
}
