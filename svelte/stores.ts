// Svelte stores over the kit's state, for `w3m-kit/svelte`.
// AppKit ships no Svelte binding: its SvelteKit examples copy each `subscribeX` callback into a
// writable of their own (reown-com/appkit examples/sveltekit-ethers/src/lib/store.ts and
// src/routes/+page.svelte). Here the stores are the kit's own, so a component needs no wiring.
//
// The Svelte store contract is plain (`subscribe(run)` calls `run` at once with the current value and
// returns an unsubscribe), so this module imports nothing from svelte: `$appKitAccount` works in a
// component, in runes mode too, and `fromStore(appKitAccount)` in a `.svelte.ts` module.
// Each store derives its value from the controllers' stores on subscribe and keeps none of its own;
// on a server nothing ever connects, so every request renders the initial, disconnected values.
import { computed, type ReadableAtom } from 'nanostores'
import { getAppKit, toAppKitAccount, toAppKitBalance, toAppKitState, toBindingNetwork, type AppKit, type AppKitAccount, type AppKitBalance, type AppKitState, type BindingNetwork } from '../app-kit/app-kit.js'
import { $accounts, $activeAccount } from '../controllers/account/store.js'
import { $balances } from '../controllers/account/balances-store.js'
import { $activeNetwork, $chain } from '../controllers/networks/store.js'
import { appKitWallets as headlessWallets } from '../controllers/headless-wallets/api.js'
import type { AppKitWallets, AppKitWalletsState } from '../controllers/headless-wallets/store.js'
import { $lastEvent, type TrackedEvent } from '../controllers/telemetry/events.js'
import { $modal } from '../controllers/modal/modal.js'
import { $siwxSession } from '../controllers/siwx/session.js'
import { $theme } from '../controllers/locale-theme/theme.js'
import type { AccountState, AppKitSession, ChainNamespace, ThemeMode, ThemeVariables } from '../types/public.js'

/** Svelte's readable store contract: `run` is called at once with the current value, then on every change. */
export interface Readable<T> {
  subscribe(run: (value: T) => void): () => void
}

/** A read-only view of a nanostores store: only `subscribe`, and only the value (no previous value). */
function readable<T>(store: ReadableAtom<T>): Readable<T> {
  return { subscribe: run => store.subscribe(value => run(value)) }
}

/** The active account (as `useAppKitAccount()`): address, caipAddress, allAccounts, isConnected, status, embeddedWalletInfo. */
export const appKitAccount: Readable<AppKitAccount> = readable(computed($activeAccount, toAppKitAccount))

/** One namespace's account (as `useAppKitAccount({ namespace })`). */
export function appKitAccountOf(namespace: ChainNamespace): Readable<AppKitAccount> {
  return readable(computed($accounts, accounts => toAppKitAccount(accounts[namespace])))
}

/** The active network (as `useAppKitNetwork()`, without the action: call `switchNetwork`). */
export const appKitNetwork: Readable<BindingNetwork> = readable(computed($activeNetwork, toBindingNetwork))

/** The modal's state: open, loading, initialized, selectedNetworkId, activeChain. */
export const appKitState: Readable<AppKitState> = readable(computed([$modal, $chain, $activeNetwork], toAppKitState))

/** The theme as set (`themeMode` undefined follows the system); change it with `getAppKit()?.setThemeMode`. */
export const appKitTheme: Readable<{ themeMode: ThemeMode | undefined; themeVariables: ThemeVariables }> = readable(
  computed($theme, theme => ({ themeMode: theme.themeMode, themeVariables: theme.themeVariables }))
)

/** The latest tracked event (behaviour §8 list); undefined until the first. */
export const appKitEvents: Readable<TrackedEvent | undefined> = readable($lastEvent)

/** The active account's balance `{balance, symbol, tokens?}`; tokens appear once the Account view has loaded them. */
export const appKitBalance: Readable<AppKitBalance> = readable(
  computed([$activeAccount, $activeNetwork, $balances], (account, network, balances) => toAppKitBalance(account, network?.caipNetworkId, balances))
)

/** The active account's sign-in (SIWX) session; undefined when signed out. */
export const appKitSession: Readable<AppKitSession | undefined> = readable($siwxSession)

/** The connected wallet's name and icon (as `useWalletInfo()`). */
export const walletInfo: Readable<{ walletInfo: AccountState['connectedWalletInfo'] }> = readable(
  computed($activeAccount, account => ({ walletInfo: account.connectedWalletInfo }))
)

function appKit(action: string): AppKit {
  const kit = getAppKit()
  if (!kit) throw new Error(`Please call "createAppKit" before using "${action}"`)
  return kit
}

/** Opens the modal (optionally on a view, e.g. `{ view: 'Networks' }`). */
export const open: AppKit['open'] = options => appKit('open').open(options)

/** Closes the modal. */
export const close: AppKit['close'] = () => appKit('close').close()

/** Disconnects the active namespace's wallet (or `namespace`'s). */
export const disconnect: AppKit['disconnect'] = namespace => appKit('disconnect').disconnect(namespace)

/** Asks the wallet to switch to `network` (one of the kit's `networks`); rejects when it refuses, unless `{ throwOnFailure: false }`. */
export const switchNetwork: AppKit['switchNetwork'] = (network, options) => appKit('switchNetwork').switchNetwork(network, options)

const { get: _getWallets, ...walletsStore } = headlessWallets

/**
 * The headless wallets API (`features.headless`, your own connect UI): `$appKitWallets` is its state
 * (the lists, the connecting wallet, the WalletConnect URI while pairing), and its actions sit beside
 * `subscribe`: `appKitWallets.connect(wallet)`, `.fetchWallets({ query })`, `.disconnect()`…
 */
export const appKitWallets: Readable<AppKitWalletsState> & Omit<AppKitWallets, 'get' | 'subscribe'> = walletsStore
