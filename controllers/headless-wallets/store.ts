import { map } from 'nanostores'
import type { ChainNamespace } from '../../types/public.js'

/** The headless wallets API's public shapes and its one store (filled by live.ts). */

/** Where a wallet of the lists comes from: the Connect groups (behaviour §9), or a directory page or search. */
export type AppKitWalletSource = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended' | 'directory'

/** One wallet to show; pass it back to `connect`. Its texts and image come from outside: render them as text, never HTML. */
export interface AppKitWallet {
  /** The connector id of an installed wallet, else the directory id ('walletConnect' for the WalletConnect entry). */
  id: string
  /** The wallet's name (from the wallet or the directory: text, never HTML). */
  name: string
  /** Its logo's URL, for an `<img src>`. */
  imageUrl?: string
  /** Its EIP-6963 reverse-DNS id, when known. */
  rdns?: string
  /** The list group it comes from. */
  source: AppKitWalletSource
  /** Installed in this browser (an announced or injected wallet): connecting asks it directly. */
  isInjected: boolean
  /** Connected from this browser before. */
  isRecent: boolean
  /** The directory's certified badge. */
  isCertified: boolean
  /** The families it connects, for an installed wallet (a multi-chain one lists several). */
  namespaces?: ChainNamespace[]
  /** The directory's deep link to the phone app (`scheme://` or `https://…`), for a `wc?uri=` link on phones. */
  mobileLink?: string
  /** The App Store page. */
  appStore?: string
  /** The Google Play page. */
  playStore?: string
}

/** How the last `connect` went: idle (none, or reset), connecting, connected (an account is connected), error. */
export type AppKitWalletsStatus = 'idle' | 'connecting' | 'connected' | 'error'

export interface AppKitWalletsState {
  /** `createAppKit` has run (installed wallets keep arriving after it, as they announce themselves). */
  isInitialized: boolean
  /** The Connect list, in the modal's order: WalletConnect, recent, installed, featured, custom, recommended. */
  wallets: AppKitWallet[]
  /** The directory: the search results while searching, else recent, featured and every page loaded by `fetchWallets`. */
  wcWallets: AppKitWallet[]
  /** The search `wcWallets` shows results of ('' when listing pages). */
  search: string
  /** The last directory page loaded (0: none yet). */
  page: number
  /** How many wallets the directory has for this site's filters. */
  count: number
  /** A directory page or a search is loading. */
  isFetchingWallets: boolean
  /** Why the last directory load or search failed. */
  walletsError: string | undefined
  /** 'connecting' during an attempt, 'error' after a failed one (until reset), else 'connected' or 'idle' as an account is connected or not. */
  status: AppKitWalletsStatus
  /** The wallet `connect` is connecting, until it connects, fails or is reset. */
  connectingWallet: AppKitWallet | undefined
  /** Why the last connect failed (the wallet declined, the pairing expired…). */
  error: string | undefined
  /** The WalletConnect pairing URI to show as a QR code (or open in a phone wallet) while pairing. */
  wcUri: string | undefined
  /** When `wcUri` expires (epoch ms); call `refreshWcUri` for a new one. */
  wcPairingExpiry: number | undefined
  /** A pairing is starting: the URI is on its way. */
  isFetchingWcUri: boolean
}

export interface FetchWalletsOptions {
  /** Loads the directory's pages up to this one (40 wallets each). @defaultValue 1 */
  page?: number
  /** Searches the directory by name instead (up to 100 results); '' ends the search. */
  query?: string
}

/** The store contract every binding wraps: `get`, and `subscribe`, which calls back at once and on each change. */
export interface AppKitWallets {
  /** The state now. */
  get(): AppKitWalletsState
  /** Calls back at once with the state, then on each change; returns the unsubscribe. The first subscriber starts filling the lists. */
  subscribe(callback: (state: AppKitWalletsState) => void): () => void
  /** Loads directory pages or searches it; resolves when `wcWallets` has them. */
  fetchWallets(options?: FetchWalletsOptions): Promise<void>
  /**
   * Connects a wallet of the lists: an installed one asks the browser wallet (only `namespace`'s
   * family of a multi-chain wallet when given); any other pairs through WalletConnect: show `wcUri`.
   * Resolves once connected; rejects with the wallet's error (also in `error`).
   */
  connect(wallet: AppKitWallet, namespace?: ChainNamespace): Promise<void>
  /** A fresh WalletConnect URI for the wallet being paired (the shown one expired, or failed). */
  refreshWcUri(): Promise<void>
  /** Ends a WalletConnect attempt (its QR code closed): clears `wcUri` and its connecting wallet; nothing for a browser wallet's attempt. */
  resetWcUri(): void
  /** Clears `connectingWallet` and a failed attempt's `error`. */
  resetConnectingWallet(): void
  /** Disconnects one family, or all. */
  disconnect(namespace?: ChainNamespace): Promise<void>
}

/** What the framework bindings give (React's and Vue's `useAppKitWallets`): the state and the actions side by side. */
export type UseAppKitWalletsReturn = AppKitWalletsState & Omit<AppKitWallets, 'get' | 'subscribe'>

export const INITIAL_WALLETS_STATE: AppKitWalletsState = {
  isInitialized: false,
  wallets: [],
  wcWallets: [],
  search: '',
  page: 0,
  count: 0,
  isFetchingWallets: false,
  walletsError: undefined,
  status: 'idle',
  connectingWallet: undefined,
  error: undefined,
  wcUri: undefined,
  wcPairingExpiry: undefined,
  isFetchingWcUri: false
}

export const $headlessWallets = map<AppKitWalletsState>({ ...INITIAL_WALLETS_STATE })
