// Vue 3 composables over the kit's stores: the React hooks' shapes (react-wrappers/hooks.ts), as
// readonly refs. Learned from AppKit's packages/appkit/src/library/vue/index.ts and
// packages/appkit/exports/vue.ts (refs fed by store subscriptions, dropped when the component goes);
// ours follow nanostores atoms, unbind on effect-scope dispose, and never subscribe during a server
// render, where no scope is ever disposed and the stores never change.
import { computed, getCurrentInstance, getCurrentScope, inject, onScopeDispose, shallowRef, ssrContextKey, type ComputedRef, type Ref } from 'vue'
import type { ReadableAtom } from 'nanostores'
import { getAppKit, toAppKitAccount, toAppKitBalance, toAppKitState, toBindingNetwork, type AppKit, type AppKitAccount, type AppKitBalance, type AppKitState, type SwitchNetworkOptions, type UseAppKitNetworkReturn } from '../app-kit/app-kit.js'
import { $accounts, $activeAccount } from '../controllers/account/store.js'
import { $balances } from '../controllers/account/balances-store.js'
import { $activeNetwork, $chain } from '../controllers/networks/store.js'
import { appKitWallets } from '../controllers/headless-wallets/api.js'
import type { UseAppKitWalletsReturn } from '../controllers/headless-wallets/store.js'
import { disconnectLazily, fetchActiveBalance } from '../controllers/connection/entry.js'
import { $lastEvent, type TrackedEvent } from '../controllers/telemetry/events.js'
import { $modal } from '../controllers/modal/modal.js'
import { $siwxSession } from '../controllers/siwx/session.js'
import { $theme, setThemeMode, setThemeVariables } from '../controllers/locale-theme/theme.js'
import type { AccountState, AppKitSession, CaipNetwork, ChainNamespace, Eip1193Provider, FetchBalanceResult, ThemeMode, ThemeVariables } from '../types/public.js'

/** True while Vue renders a component on the server (its SSR context is provided to the app). */
function renderingOnServer(): boolean {
  return getCurrentInstance() !== null && inject(ssrContextKey, null) !== null
}

/**
 * A ref that follows `store` (the composables hand out only computed, readonly views of it). In a component or effect scope it unbinds when the scope is
 * disposed; outside any scope it follows the store for the page's life, as a `watch` there would.
 */
function useStore<T>(store: Pick<ReadableAtom<T>, 'get' | 'subscribe'>): Readonly<Ref<T>> {
  const value = shallowRef(store.get())
  if (renderingOnServer()) return value
  const unbind = store.subscribe(next => {
    value.value = next
  })
  if (getCurrentScope()) onScopeDispose(unbind)
  return value
}

function requireAppKit(composable: string): AppKit {
  const appKit = getAppKit()
  if (!appKit) throw new Error(`Please call "createAppKit" before using "${composable}" composable`)
  return appKit
}

/**
 * Opens and closes the modal. Callable anywhere, a server render included (where createAppKit never
 * runs): the kit is looked up when `open` or `close` is called, which throws if createAppKit has not run.
 */
export function useAppKit(): { open: AppKit['open']; close: () => Promise<void> } {
  return {
    open: options => requireAppKit('useAppKit').open(options),
    close: () => requireAppKit('useAppKit').close()
  }
}

/** The active account (or `namespace`'s), as `useAppKitAccount().value.address`. */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): ComputedRef<AppKitAccount> {
  const active = useStore($activeAccount)
  const accounts = useStore($accounts)
  return computed(() => toAppKitAccount(options.namespace ? accounts.value[options.namespace] : active.value))
}

/**
 * The active account's balance `{balance, symbol, tokens?}`; tokens appear once the Account view has
 * loaded them. `fetchBalance()` reads the native balance again, in AppKit's `{ data, error, isSuccess, isError }` shape.
 */
export function useAppKitBalance(): ComputedRef<AppKitBalance & { fetchBalance: () => Promise<FetchBalanceResult> }> {
  const account = useStore($activeAccount)
  const caipNetwork = useStore($activeNetwork)
  const balances = useStore($balances)
  return computed(() => ({ ...toAppKitBalance(account.value, caipNetwork.value?.caipNetworkId, balances.value), fetchBalance: fetchActiveBalance }))
}

function switchNetwork(network: CaipNetwork, options?: SwitchNetworkOptions): Promise<void> {
  return requireAppKit('useAppKitNetwork').switchNetwork(network, options)
}

/** The active network and `switchNetwork`. */
export function useAppKitNetwork(): ComputedRef<UseAppKitNetworkReturn> {
  const caipNetwork = useStore($activeNetwork)
  return computed(() => ({ ...toBindingNetwork(caipNetwork.value), switchNetwork }))
}

/** Whether the modal is open or loading, the kit initialized, and the active network and chain. */
export function useAppKitState(): ComputedRef<AppKitState> {
  const modal = useStore($modal)
  const chain = useStore($chain)
  const network = useStore($activeNetwork)
  return computed(() => toAppKitState(modal.value, chain.value, network.value))
}

/** The theme set by the site (mode and variables) and its setters. */
export function useAppKitTheme(): ComputedRef<{
  themeMode: ThemeMode | undefined
  themeVariables: ThemeVariables
  setThemeMode: typeof setThemeMode
  setThemeVariables: typeof setThemeVariables
}> {
  const theme = useStore($theme)
  return computed(() => ({ themeMode: theme.value.themeMode, themeVariables: theme.value.themeVariables, setThemeMode, setThemeVariables }))
}

/** The latest tracked event (behaviour §8 list); undefined before the first. */
export function useAppKitEvents(): ComputedRef<TrackedEvent | undefined> {
  const event = useStore($lastEvent)
  return computed(() => event.value)
}

/** The active account's sign-in (SIWX) session, or undefined when signed out. */
export function useAppKitSession(): ComputedRef<AppKitSession | undefined> {
  const session = useStore($siwxSession)
  return computed(() => session.value)
}

/**
 * `disconnect()` disconnects every family; `disconnect('solana')` or AppKit's `disconnect({ namespace: 'solana' })` one.
 * The connection code loads on use, not with the page.
 */
export function useDisconnect(): { disconnect: (namespace?: ChainNamespace | { namespace?: ChainNamespace }) => Promise<void> } {
  return { disconnect: target => disconnectLazily(typeof target === 'object' ? target.namespace : target) }
}

/** The connected wallet's name and icon, of the active family or of `namespace`: `useWalletInfo().value.walletInfo`. */
export function useWalletInfo(namespace?: ChainNamespace): ComputedRef<{ walletInfo: AccountState['connectedWalletInfo'] }> {
  const active = useStore($activeAccount)
  const accounts = useStore($accounts)
  return computed(() => ({ walletInfo: (namespace ? accounts.value[namespace] : active.value)?.connectedWalletInfo }))
}

/**
 * The wallet's provider of a family, for a library such as ethers or viem. `T` names the provider's
 * type as AppKit's `useAppKitProvider<T>(namespace)` does; the kit does not check it.
 */
export function useAppKitProvider<T = Eip1193Provider>(namespace: ChainNamespace): ComputedRef<{ walletProvider: T | undefined; walletProviderType: string | undefined }> {
  const accounts = useStore($accounts)
  return computed(() => {
    const connectorId = accounts.value[namespace]?.connectorId
    const walletProvider = getAppKit()?.getWalletProvider(namespace) as T | undefined
    return { walletProvider, walletProviderType: walletProvider ? (connectorId ?? undefined) : undefined }
  })
}

const { get: _getWallets, subscribe: _subscribeWallets, ...walletActions } = appKitWallets

/**
 * Your own connect UI (`features.headless`): the wallet lists, `connect` and its progress (the
 * WalletConnect URI while pairing), `fetchWallets` for directory pages and search, `disconnect`; the
 * React hook's shape as a readonly ref. The lists start filling at the first use in the browser.
 */
export function useAppKitWallets(): ComputedRef<UseAppKitWalletsReturn> {
  const state = useStore(appKitWallets)
  return computed(() => ({ ...state.value, ...walletActions }))
}
