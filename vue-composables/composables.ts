// Vue 3 composables over the kit's stores: the React hooks' shapes (react-wrappers/hooks.ts), as
// readonly refs. Learned from AppKit's packages/appkit/src/library/vue/index.ts and
// packages/appkit/exports/vue.ts (refs fed by store subscriptions, dropped when the component goes);
// ours follow nanostores atoms, unbind on effect-scope dispose, and never subscribe during a server
// render, where no scope is ever disposed and the stores never change.
import { computed, getCurrentInstance, getCurrentScope, inject, onScopeDispose, shallowRef, ssrContextKey, type ComputedRef, type Ref } from 'vue'
import type { ReadableAtom } from 'nanostores'
import { getAppKit, toAppKitAccount, toAppKitBalance, toAppKitNetwork, toAppKitState, type AppKit, type AppKitAccount, type AppKitBalance, type AppKitNetwork, type AppKitState } from '../app-kit/app-kit.js'
import { $accounts, $activeAccount } from '../controllers/account.js'
import { $balances } from '../controllers/balances-store.js'
import { $activeNetwork, $chain } from '../controllers/chain.js'
import { disconnectLazily } from '../controllers/connection-start.js'
import { $lastEvent, type TrackedEvent } from '../controllers/events.js'
import { $modal } from '../controllers/modal.js'
import { $siwxSession } from '../controllers/siwx-session.js'
import { $theme, setThemeMode, setThemeVariables } from '../controllers/theme.js'
import type { AccountState, AppKitSession, CaipNetwork, ChainNamespace, Eip1193Provider, ThemeMode, ThemeVariables } from '../types/public.js'

/** True while Vue renders a component on the server (its SSR context is provided to the app). */
function renderingOnServer(): boolean {
  return getCurrentInstance() !== null && inject(ssrContextKey, null) !== null
}

/**
 * A ref that follows `store` (the composables hand out only computed, readonly views of it). In a component or effect scope it unbinds when the scope is
 * disposed; outside any scope it follows the store for the page's life, as a `watch` there would.
 */
function useStore<T>(store: ReadableAtom<T>): Readonly<Ref<T>> {
  const value = shallowRef(store.get())
  if (renderingOnServer()) return value
  const unbind = store.listen(next => {
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

/** The active account's balance `{balance, symbol, tokens?}`; tokens appear once the Account view has loaded them. */
export function useAppKitBalance(): ComputedRef<AppKitBalance> {
  const account = useStore($activeAccount)
  const caipNetwork = useStore($activeNetwork)
  const balances = useStore($balances)
  return computed(() => toAppKitBalance(account.value, caipNetwork.value?.caipNetworkId, balances.value))
}

function switchNetwork(network: CaipNetwork): Promise<void> {
  return requireAppKit('useAppKitNetwork').switchNetwork(network)
}

/** The active network and `switchNetwork`. */
export function useAppKitNetwork(): ComputedRef<AppKitNetwork & { switchNetwork: (network: CaipNetwork) => Promise<void> }> {
  const caipNetwork = useStore($activeNetwork)
  return computed(() => ({ ...toAppKitNetwork(caipNetwork.value), switchNetwork }))
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

/** The latest tracked event (SPEC §8 list); undefined before the first. */
export function useAppKitEvents(): ComputedRef<TrackedEvent | undefined> {
  const event = useStore($lastEvent)
  return computed(() => event.value)
}

/** The active account's sign-in (SIWX) session, or undefined when signed out. */
export function useAppKitSession(): ComputedRef<AppKitSession | undefined> {
  const session = useStore($siwxSession)
  return computed(() => session.value)
}

/** Disconnects the wallet of `namespace` (default: every connected one); the connection code loads on use. */
export function useDisconnect(): { disconnect: (namespace?: ChainNamespace) => Promise<void> } {
  return { disconnect: disconnectLazily }
}

/** The connected wallet's name and icon, as `useWalletInfo().value.walletInfo`. */
export function useWalletInfo(): ComputedRef<{ walletInfo: AccountState['connectedWalletInfo'] }> {
  const account = useStore($activeAccount)
  return computed(() => ({ walletInfo: account.value.connectedWalletInfo }))
}

/** The EIP-1193 provider of `namespace`'s connected wallet, for a library such as ethers or viem. */
export function useAppKitProvider(namespace: ChainNamespace): ComputedRef<{ walletProvider: Eip1193Provider | undefined; walletProviderType: string | undefined }> {
  const accounts = useStore($accounts)
  return computed(() => {
    const connectorId = accounts.value[namespace]?.connectorId
    const walletProvider = getAppKit()?.getWalletProvider(namespace)
    return { walletProvider, walletProviderType: walletProvider ? (connectorId ?? undefined) : undefined }
  })
}
