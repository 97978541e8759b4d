import { map } from 'nanostores'
import type { GetWalletsParams } from '../../clients/wallet-directory.js'
import type { DirectoryWallet } from '../../clients/types.js'
import { $chain } from '../networks/store.js'
import { $connectors, recentWallets } from './connectors.js'
import { $options } from '../config/options.js'
import type { WalletChoice } from '../modal/router.js'
import { directoryClient } from '../config/services.js'
import { registerReset } from '../resets.js'

/** behaviour §9: pages of 40, 4 recommended on Connect, 100 search results. */
export const WALLETS_PAGE_SIZE = 40
export const RECOMMENDED_ENTRIES = 4
export const SEARCH_ENTRIES = 100

/** A directory entry with its logo URL resolved (the URL carries the sdk params an `<img>` cannot add). */
export interface ListedWallet extends DirectoryWallet {
  imageUrl: string
}

export interface WalletDirectoryState {
  /** The 4 recommended for Connect (featured and duplicates left out). */
  recommended: ListedWallet[]
  /** `featuredWalletIds`, in that order. */
  featured: ListedWallet[]
  /** Every loaded page, in directory order, without duplicates. */
  wallets: ListedWallet[]
  /** How many wallets match the site's filters (the directory's `count`). */
  count: number
  /** The last page loaded (0: none yet). */
  page: number
  loading: boolean
  error: string | undefined
  search: string
  searchResults: ListedWallet[]
  searching: boolean
  searchError: string | undefined
  /** Every loaded entry's name and logo by rdns: Connect names an installed wallet of a known rdns with them. */
  verified: ReadonlyMap<string, { name: string; imageUrl: string }>
}

const INITIAL: WalletDirectoryState = {
  recommended: [],
  featured: [],
  wallets: [],
  count: 0,
  page: 0,
  loading: false,
  error: undefined,
  search: '',
  searchResults: [],
  searching: false,
  searchError: undefined,
  verified: new Map()
}

export const $walletDirectory = map<WalletDirectoryState>({ ...INITIAL })

let connectWalletsLoad: Promise<void> | undefined
let pageLoad: Promise<void> | undefined
let searchRun: AbortController | undefined

/** include, exclude and chains every list query carries (the site's options and networks). */
function filters(extraExclude: readonly string[] = []): Pick<GetWalletsParams, 'include' | 'exclude' | 'chains'> {
  const options = $options.get()
  const exclude = [...(options?.excludeWalletIds ?? []), ...extraExclude]
  return {
    include: options?.includeWalletIds ?? [],
    exclude: [...new Set(exclude)],
    chains: [...new Set($chain.get().networks.map(network => network.caipNetworkId))]
  }
}

async function fetchWallets(params: GetWalletsParams): Promise<{ data: ListedWallet[]; count: number }> {
  const directory = await directoryClient()
  const { data, count } = await directory.getWallets(params)
  const listed = data.map(wallet => ({ ...wallet, imageUrl: directory.walletImageUrl(wallet.image_id) }))
  const verified = new Map($walletDirectory.get().verified)
  for (const wallet of listed) if (wallet.rdns && !verified.has(wallet.rdns)) verified.set(wallet.rdns, { name: wallet.name, imageUrl: wallet.imageUrl })
  $walletDirectory.setKey('verified', verified)
  return { data: listed, count }
}

/** behaviour §5: a wallet already announced in this browser or recently used is a duplicate, by rdns or id. */
export function isDuplicateWallet(wallet: Pick<DirectoryWallet, 'id' | 'rdns' | 'name'>): boolean {
  const ids = new Set<string>()
  const rdns = new Set<string>()
  // Wallet Standard and sats-connect wallets announce no rdns or directory id: their name is what they share.
  const names = new Set<string>()
  for (const connector of $connectors.get()) {
    ids.add(connector.id)
    if (connector.explorerId) ids.add(connector.explorerId)
    if (connector.info?.rdns) rdns.add(connector.info.rdns)
    else if (connector.chain !== 'eip155' && connector.type !== 'WALLET_CONNECT') names.add(connector.name.toLowerCase())
  }
  for (const recent of recentWallets()) {
    ids.add(recent.id)
    if (recent.rdns) rdns.add(recent.rdns)
  }
  return ids.has(wallet.id) || Boolean(wallet.rdns && rdns.has(wallet.rdns)) || names.has(wallet.name.toLowerCase())
}

function withoutDuplicates(wallets: ListedWallet[], seen: ReadonlySet<string> = new Set()): ListedWallet[] {
  const kept = new Set(seen)
  return wallets.filter(wallet => {
    if (kept.has(wallet.id) || isDuplicateWallet(wallet)) return false
    kept.add(wallet.id)
    return true
  })
}

function messageOf(error: unknown): string {
  // Not adapters/errors' errorMessage: Connect (prefetched at idle) would pull the adapters' shared chunk before any click.
  return error instanceof Error && error.message ? error.message : 'Could not load wallets'
}

/** behaviour §9 featured ids keep the site's order; an id the directory lacks is skipped. */
function inFeaturedOrder(wallets: ListedWallet[], ids: readonly string[]): ListedWallet[] {
  const byId = new Map(wallets.map(wallet => [wallet.id, wallet]))
  return ids.flatMap(id => byId.get(id) ?? [])
}

/** Featured and recommended wallets for Connect, and the directory count; loaded once (again after a failure or a reset). */
let connectWalletsAnswered = false

/** How many directory rows Connect still awaits (featured and recommended, before the directory answers): it reserves their height. */
export function pendingConnectRows(): number {
  if (connectWalletsAnswered || $walletDirectory.get().error) return 0
  return ($options.get()?.featuredWalletIds?.length ?? 0) + RECOMMENDED_ENTRIES
}

export function loadConnectWallets(): Promise<void> {
  connectWalletsLoad ??= (async () => {
    const featuredIds = $options.get()?.featuredWalletIds ?? []
    $walletDirectory.set({ ...$walletDirectory.get(), loading: true, error: undefined })
    try {
      const [featured, recommended] = await Promise.all([
        featuredIds.length
          ? fetchWallets({ page: 1, entries: Math.min(featuredIds.length, 100), include: featuredIds, chains: filters().chains })
          : Promise.resolve({ data: [], count: 0 }),
        fetchWallets({ page: 1, entries: RECOMMENDED_ENTRIES + 8, ...filters(featuredIds) })
      ])
      const featuredKept = withoutDuplicates(inFeaturedOrder(featured.data, featuredIds))
      connectWalletsAnswered = true
      $walletDirectory.set({
        ...$walletDirectory.get(),
        featured: featuredKept,
        // A few extra entries are asked for so dropping duplicates still leaves 4.
        recommended: withoutDuplicates(recommended.data, new Set(featuredKept.map(wallet => wallet.id))).slice(0, RECOMMENDED_ENTRIES),
        count: recommended.count + featuredKept.length,
        loading: false
      })
    } catch (error) {
      connectWalletsLoad = undefined
      $walletDirectory.set({ ...$walletDirectory.get(), loading: false, error: messageOf(error) })
    }
  })()
  return connectWalletsLoad
}

export function hasMoreWallets(): boolean {
  const { page, count } = $walletDirectory.get()
  return page === 0 || page * WALLETS_PAGE_SIZE < count
}

/** Loads the next page of 40 (featured left out: AllWallets shows them first); one load at a time. */
/** The first page of AllWallets, once: a no-op when a page is already loaded or loading. */
export function loadFirstWalletsPage(): Promise<void> {
  return $walletDirectory.get().page === 0 ? loadNextWalletsPage() : Promise.resolve()
}

export function loadNextWalletsPage(): Promise<void> {
  if (pageLoad) return pageLoad
  if (!hasMoreWallets()) return Promise.resolve()
  pageLoad = (async () => {
    const state = $walletDirectory.get()
    const page = state.page + 1
    $walletDirectory.set({ ...state, loading: true, error: undefined })
    try {
      const featuredIds = $options.get()?.featuredWalletIds ?? []
      const { data, count } = await fetchWallets({ page, entries: WALLETS_PAGE_SIZE, ...filters(featuredIds) })
      const current = $walletDirectory.get()
      const seen = new Set([...current.wallets, ...current.featured].map(wallet => wallet.id))
      $walletDirectory.set({
        ...current,
        wallets: [...current.wallets, ...withoutDuplicates(data, seen)],
        count: Math.max(count + current.featured.length, current.count),
        page,
        loading: false
      })
    } catch (error) {
      $walletDirectory.set({ ...$walletDirectory.get(), loading: false, error: messageOf(error) })
    } finally {
      pageLoad = undefined
    }
  })()
  return pageLoad
}

/** Searches the directory by name (100 results); a newer search cancels an older one. Debounce in the view. */
export async function searchWallets(query: string): Promise<void> {
  searchRun?.abort()
  const search = query.trim().slice(0, 100)
  if (!search) {
    searchRun = undefined
    $walletDirectory.set({ ...$walletDirectory.get(), search: '', searchResults: [], searching: false, searchError: undefined })
    return
  }
  const run = new AbortController()
  searchRun = run
  $walletDirectory.set({ ...$walletDirectory.get(), search, searching: true, searchError: undefined })
  try {
    const { data } = await fetchWallets({ page: 1, entries: SEARCH_ENTRIES, search, ...filters(), signal: run.signal })
    if (searchRun !== run) return
    $walletDirectory.set({ ...$walletDirectory.get(), searchResults: data, searching: false })
  } catch (error) {
    if (searchRun !== run) return
    $walletDirectory.set({ ...$walletDirectory.get(), searchResults: [], searching: false, searchError: messageOf(error) })
  }
}

registerReset(() => {
  searchRun?.abort()
  searchRun = undefined
  connectWalletsLoad = undefined
  connectWalletsAnswered = false
  pageLoad = undefined
  $walletDirectory.set({ ...INITIAL })
})

/** A directory wallet as a choice: with its deep link and store pages for phones. */
export function choiceOf(wallet: ListedWallet): WalletChoice {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    rdns: wallet.rdns ?? undefined,
    mobileLink: wallet.mobile_link ?? undefined,
    appStore: wallet.app_store ?? undefined,
    playStore: wallet.play_store ?? undefined
  }
}

/** One row of a wallet list, whatever its source; choosing it passes the row to `selectWallet`. */
export interface WalletEntry extends WalletChoice {
  certified: boolean
  recent: boolean
  installed: boolean
}

function entryOf(wallet: ListedWallet): WalletEntry {
  return { ...choiceOf(wallet), certified: wallet.badge_type === 'certified', recent: false, installed: false }
}

/** Recent wallets the site has not excluded, as rows tagged recent. */
export function recentEntries(): WalletEntry[] {
  const excluded = new Set($options.get()?.excludeWalletIds ?? [])
  return recentWallets()
    .filter(wallet => !excluded.has(wallet.id))
    .map(wallet => ({ ...wallet, certified: false, recent: true, installed: false }))
}

/** Wallets of this browser, listed in AllWallets only when Connect collapses them (`collapseWallets`). */
function installedEntries(): WalletEntry[] {
  if (!$options.get()?.features.collapseWallets) return []
  const namespaces = $chain.get().adapterNamespaces
  return $connectors
    .get()
    .filter(connector => ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'].includes(connector.type) && namespaces.includes(connector.chain))
    .map(connector => ({ id: connector.id, name: connector.name, imageUrl: connector.imageUrl, rdns: connector.info?.rdns, certified: false, recent: false, installed: true }))
}

/** What AllWallets lists: the search results while searching, else recent wallets first, then featured, then the loaded pages; each wallet once by id or rdns. */
export function allWalletsEntries(state: WalletDirectoryState = $walletDirectory.get()): WalletEntry[] {
  if (state.search) return state.searchResults.map(entryOf)
  const ids = new Set<string>()
  const rdns = new Set<string>()
  return [...recentEntries(), ...installedEntries(), ...state.featured.map(entryOf), ...state.wallets.map(entryOf)].filter(entry => {
    if (ids.has(entry.id) || (entry.rdns && rdns.has(entry.rdns))) return false
    ids.add(entry.id)
    if (entry.rdns) rdns.add(entry.rdns)
    return true
  })
}
