import type { AccountState, AppKitOptions, AppKitSession, CaipNetwork, CaipNetworkId, ChainNamespace, Eip1193Provider, Locale, ThemeMode, ThemeVariables, SmartSessionGrantRequest, SmartSessionGrantResponse } from '../types/public.js'
import { $activeAccount, $accounts } from '../controllers/account/store.js'
import { $balances, type BalancesState } from '../controllers/account/balances-store.js'
import type { TokenBalance } from '../clients/types.js'
import { SUPPORTED_NAMESPACES } from '../controllers/account/adapters.js'
import { $activeNetwork, $chain, namespacesOf, setAdapterNamespaces, setNetworks } from '../controllers/networks/store.js'
import { onConnectionChange } from '../controllers/connection/hooks.js'
import { disconnectLazily, grantPermissionsLazily, restoreRememberedConnections, signMessageLazily, switchNetworkLazily } from '../controllers/connection/entry.js'
import { connectorById, watchInjectedConnectors } from '../controllers/wallets/connectors.js'
import { subscribeEvents, trackEvent, type TrackedEvent } from '../controllers/telemetry/events.js'
import { $modal, closeModal, openModal, setInitialized } from '../controllers/modal/modal.js'
import { registerWalletConnect } from '../controllers/walletconnect/connector.js'
import { $options, embeddedWalletOffered, setOptions } from '../controllers/config/options.js'
import type { RouteView } from '../controllers/modal/router.js'
import { startTelemetry } from '../controllers/telemetry/analytics.js'
import { $theme, resolvedThemeMode, setThemeMode, setThemeVariables } from '../controllers/locale-theme/theme.js'
import { $locale } from '../controllers/locale-theme/locale.js'
import { $siwxSession } from '../controllers/siwx/session.js'
import { appKitWallets } from '../controllers/headless-wallets/api.js'
import type { AppKitWallets } from '../controllers/headless-wallets/store.js'
import { startStateCookieSoon } from '../controllers/state-cookie/loader.js'
import { afterNextPaint, whenIdle } from '../controllers/when-idle.js'
import { applyLocale, preferredLocale } from '../elements/locale.js'
import { prefetchModalWhenIdle, preloadModal } from '../elements/modal/preload.js'

export interface AppKitState {
  open: boolean
  loading: boolean
  initialized: boolean
  selectedNetworkId: string | undefined
  activeChain: ChainNamespace | undefined
}

export interface AppKitAccount {
  address: string | undefined
  caipAddress: string | undefined
  allAccounts: AccountState['allAccounts']
  isConnected: boolean
  status: AccountState['status']
  embeddedWalletInfo: undefined | { user: AccountState['user']; accountType: AccountState['preferredAccountType'] }
}

export interface AppKitNetwork {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: string | undefined
  chainId: number | string | undefined
}

/**
 * AppKit's `switchNetwork(network, { throwOnFailure })` (packages/appkit/src/client/appkit-base-client.ts).
 * Ours rejects on failure by default; `throwOnFailure: false` resolves instead, as AppKit does by default.
 */
export interface SwitchNetworkOptions {
  /** Reject when the wallet refuses or fails the switch. @defaultValue true (AppKit: false) */
  throwOnFailure?: boolean
}

/** The active account's balance (API.md): the native coin, and every token once the Account view has loaded them. */
export interface AppKitBalance {
  /** Native balance in whole units as a decimal string (e.g. "1.5"); undefined until read. */
  balance: string | undefined
  /** The native coin's symbol (e.g. "ETH"). */
  symbol: string | undefined
  /** The portfolio of the active network (`/v1/account/{address}/balance`), when loaded. */
  tokens?: TokenBalance[]
}

export interface AppKit {
  open(options?: { view?: RouteView; namespace?: ChainNamespace }): Promise<void>
  close(): Promise<void>
  getState(): AppKitState
  /** Calls back at once with the state, then on each change (as every `subscribe…` of the kit); returns the unsubscribe. */
  subscribeState(callback: (state: AppKitState) => void): () => void
  getAccount(namespace?: ChainNamespace): AppKitAccount
  /** Calls back at once with the active account (or `namespace`'s), then when it changes; not on other families' changes. */
  subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: ChainNamespace): () => void
  /** The address of the active account, or of `namespace`'s; undefined when not connected. */
  getAddress(namespace?: ChainNamespace): string | undefined
  /** The CAIP-10 address (`eip155:1:0x…`) of the active account, or of `namespace`'s. */
  getCaipAddress(namespace?: ChainNamespace): string | undefined
  /** The active network's chain id (1, or a Solana genesis hash…). */
  getChainId(): number | string | undefined
  /** Whether the active family has a connected account. */
  getIsConnectedState(): boolean
  getNetwork(): AppKitNetwork
  /** Calls back at once with the active network, then when it changes. */
  subscribeNetwork(callback: (network: AppKitNetwork) => void): () => void
  switchNetwork(network: CaipNetwork, options?: SwitchNetworkOptions): Promise<void>
  /** The connected wallet's name and icon, of the active family or of `namespace`. */
  getWalletInfo(namespace?: ChainNamespace): AccountState['connectedWalletInfo']
  /**
   * The connected wallet's EIP-1193 provider (of `namespace`, else the active family), as ethers'
   * `BrowserProvider` and viem's `custom()` take it.
   */
  getWalletProvider(namespace?: ChainNamespace): Eip1193Provider | undefined
  disconnect(namespace?: ChainNamespace): Promise<void>
  /**
   * Asks the connected wallet of `namespace` (default: the active one) to sign `message`: EIP-191 on
   * eip155 (hex), ed25519 on solana (base58), BIP-322 on bip122 (base64), over any wallet or session.
   * Rejects with 'Address or auth connector not found' when that family is not connected.
   */
  signMessage(message: string, namespace?: ChainNamespace): Promise<string>
  /**
   * Asks the connected EVM wallet for a smart session (ERC-7715 `wallet_grantPermissions`) and resolves
   * with its answer (`context` is the session's id). Rejects with 'Address or auth connector not found'
   * when no EVM account is connected, 'The wallet does not support smart sessions' (4200) and
   * 'Permission request declined' (4001).
   */
  grantPermissions(request: SmartSessionGrantRequest): Promise<SmartSessionGrantResponse>
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  getThemeMode(): ThemeMode
  /** Shows the modal in `locale` (a shipped one; `en` otherwise); resolves once its texts have loaded. */
  setLocale(locale: Locale): Promise<void>
  /** The locale the modal shows now. */
  getLocale(): Locale
  /** Calls back with each tracked event from now on (events have no current value to call back with at once). */
  subscribeEvents(callback: (event: TrackedEvent) => void): () => void
  /** The active account's sign-in (SIWX) session, once checked; undefined when signed out. */
  getSession(): AppKitSession | undefined
  /** Calls back at once with the session (undefined when signed out), then when one starts or ends. */
  subscribeSession(callback: (session: AppKitSession | undefined) => void): () => void
  /** The active account's native balance and, once loaded, its tokens. */
  getBalance(): AppKitBalance
  /** Your own connect UI: the wallet lists, connect and its progress (the WalletConnect URI), disconnect; see `features.headless`. */
  wallets: AppKitWallets
}

let instance: AppKit | undefined

export function getAppKit(): AppKit | undefined {
  return instance
}

function state(): AppKitState {
  return toAppKitState($modal.get(), $chain.get(), $activeNetwork.get())
}

/** The public state shape (API.md) from the modal's and the chain's stores; every binding (React, Svelte…) derives it here. */
export function toAppKitState(
  modal: Pick<AppKitState, 'open' | 'loading' | 'initialized'>,
  chain: { activeNamespace: ChainNamespace | undefined },
  activeNetwork: CaipNetwork | undefined
): AppKitState {
  return {
    open: modal.open,
    loading: modal.loading,
    initialized: modal.initialized,
    selectedNetworkId: activeNetwork?.caipNetworkId,
    activeChain: chain.activeNamespace
  }
}

function account(namespace?: ChainNamespace): AppKitAccount {
  return toAppKitAccount(namespace ? $accounts.get()[namespace] : $activeAccount.get())
}

/** The public account shape (API.md) from a namespace's account state. */
export function toAppKitAccount(state: AccountState | undefined): AppKitAccount {
  const value = state ?? { allAccounts: [], status: 'disconnected' as const }
  return {
    address: value.address,
    caipAddress: value.caipAddress,
    allAccounts: value.allAccounts,
    isConnected: value.status === 'connected' && Boolean(value.caipAddress),
    status: value.status,
    embeddedWalletInfo: value.user ? { user: value.user, accountType: value.preferredAccountType } : undefined
  }
}

/** The public balance shape (API.md): tokens only when they belong to the active account and network. */
export function toAppKitBalance(account: AccountState, caipNetworkId: string | undefined, balances: BalancesState): AppKitBalance {
  const key = `${account.address?.toLowerCase()}|${caipNetworkId}`
  const tokens = balances.status === 'ready' && balances.key === key ? balances.tokens : undefined
  return { balance: account.balance, symbol: account.balanceSymbol, ...(tokens ? { tokens } : {}) }
}

function accountState(namespace?: ChainNamespace): AccountState | undefined {
  return namespace ? $accounts.get()[namespace] : $activeAccount.get()
}

/** Calls back at once, then when the account of `namespace` (or the active one) changes, not on other families' changes. */
function subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: ChainNamespace): () => void {
  if (!namespace) return $activeAccount.subscribe(() => callback(account()))
  let last = $accounts.get()[namespace]
  callback(account(namespace))
  return $accounts.listen(accounts => {
    if (accounts[namespace] === last) return
    last = accounts[namespace]
    callback(account(namespace))
  })
}

async function switchNetwork(network: CaipNetwork, { throwOnFailure = true }: SwitchNetworkOptions = {}): Promise<void> {
  try {
    await switchNetworkLazily(network)
  } catch (error) {
    if (throwOnFailure) throw error
  }
}

function network(): AppKitNetwork {
  return toAppKitNetwork($activeNetwork.get())
}

/** The public network shape (API.md) from the active network. */
export function toAppKitNetwork(caipNetwork: CaipNetwork | undefined): AppKitNetwork {
  return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id }
}

/** The network as the framework bindings give it (React's `useAppKitNetwork`, Svelte's `appKitNetwork`). */
export interface BindingNetwork extends AppKitNetwork {
  /**
   * AppKit lists the chains a WalletConnect session approved here; w3m-kit does not restrict the
   * network list by the session, so this is always `[]` with `supportsAllNetworks` true (AppKit's
   * answer for every other wallet).
   */
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
}

export function toBindingNetwork(caipNetwork: CaipNetwork | undefined): BindingNetwork {
  return { ...toAppKitNetwork(caipNetwork), approvedCaipNetworkIds: [], supportsAllNetworks: true }
}

/** What `useAppKitNetwork` gives, in React (a value) and Vue (a ref of it): the binding's network and its switch. */
export interface UseAppKitNetworkReturn extends BindingNetwork {
  switchNetwork: (network: CaipNetwork, options?: SwitchNetworkOptions) => Promise<void>
}

function injectModal(): void {
  if (typeof document === 'undefined' || document.querySelector('w3m-modal, appkit-modal')) return
  document.body.append(document.createElement('w3m-modal'))
}

/** Creates the kit once per page, in the behaviour §4 initialization order. */
export function createAppKit(options: AppKitOptions): AppKit {
  if (instance) return instance
  const optionsReady = setOptions(options)
  setNetworks(options.networks ?? [], options.defaultNetwork)
  setThemeMode(options.themeMode)
  if (options.themeVariables) setThemeVariables(options.themeVariables)
  // English is built in: another language's texts load now, before anyone opens the modal.
  void applyLocale(options.locale ?? preferredLocale())

  const resolved = $options.get()
  const adapterNamespaces = optionsReady ? namespacesOf(options.networks).filter(ns => SUPPORTED_NAMESPACES.includes(ns)) : []
  setAdapterNamespaces(adapterNamespaces)
  if (resolved && adapterNamespaces.includes('eip155')) {
    watchInjectedConnectors({ eip6963: resolved.enableEIP6963, injected: resolved.enableInjected })
  }
  // Bitcoin discovery loads only when a bip122 network is configured (nothing on the button's path).
  if (resolved && adapterNamespaces.includes('bip122')) void import('../controllers/wallets/bitcoin-connectors.js').then(module => module.watchBitcoinConnectors())
  if (resolved && adapterNamespaces.includes('solana')) void import('../controllers/wallets/solana-connectors.js').then(module => module.watchSolanaConnectors())
  // Email and social sign-in need the secure frame's site; its connector entry loads only then (the frame, at first need), and restores a session either left.
  if (embeddedWalletOffered(adapterNamespaces)) {
    void import('../controllers/embedded-wallet/connector.js').then(module => module.registerEmbeddedWallet())
  }
  // Only the connector entry: the WalletConnect SDK loads when a pairing or a restore needs it.
  if (resolved?.enableWalletConnect) registerWalletConnect()
  // Sign-in code loads with the first connection, and only on sites that ask for sign-in.
  if (resolved && (resolved.siwx || resolved.siweConfig)) onConnectionChange(change => import('../controllers/siwx/actions.js').then(siwx => siwx.followConnection(change)))

  // Headless: the site draws its own UI over `wallets`; the modal's code never loads.
  const modal = !options.features?.headless
  if (modal && !options.enableEmbedded) injectModal()
  // The modal's code loads with the first open, not with the page; the origin check waits until the open has painted and the page is idle.
  $modal.subscribe(({ open }) => {
    if (!open) return
    if (modal) void preloadModal()
    if (optionsReady && typeof location !== 'undefined') afterNextPaint(() => whenIdle(() => void import('../controllers/config/origin-check.js').then(check => check.checkAllowedOrigins(location.origin))))
  })

  // The first click should only render: fetch the shell and the first view once the page is idle.
  if (modal && resolved?.features.prefetch !== false) prefetchModalWhenIdle()

  if (optionsReady) startTelemetry()
  trackEvent('INITIALIZE', { projectId: options.projectId, networks: options.networks?.map(n => n.caipNetworkId) })
  // Server rendering: the remembered account shows at once (as the server rendered it), the cookie
  // follows the state. Its code is only on sites that ask for it; a restore waits for the seed.
  const seeded = optionsReady && options.ssr ? startStateCookieSoon() : undefined
  setInitialized()
  if (optionsReady) void restoreRememberedConnections(seeded)

  instance = {
    async open(openOptions) {
      openModal(openOptions)
      if (modal) await preloadModal()
    },
    async close() {
      closeModal(true)
    },
    getState: state,
    subscribeState: callback => {
      callback(state())
      const unbindModal = $modal.listen(() => callback(state()))
      const unbindChain = $chain.listen(() => callback(state()))
      return () => {
        unbindModal()
        unbindChain()
      }
    },
    getAccount: account,
    subscribeAccount,
    getAddress: namespace => accountState(namespace)?.address,
    getCaipAddress: namespace => accountState(namespace)?.caipAddress,
    getChainId: () => $activeNetwork.get()?.id,
    getIsConnectedState: () => account().isConnected,
    getNetwork: network,
    subscribeNetwork: callback => $activeNetwork.subscribe(() => callback(network())),
    switchNetwork,
    getWalletInfo: namespace => accountState(namespace)?.connectedWalletInfo,
    getWalletProvider(namespace) {
      const connectorId = accountState(namespace)?.connectorId
      return connectorId ? connectorById(connectorId)?.provider : undefined
    },
    disconnect: disconnectLazily,
    signMessage: signMessageLazily,
    grantPermissions: grantPermissionsLazily,
    setThemeMode,
    setThemeVariables,
    getThemeMode: () => $theme.get().themeMode ?? resolvedThemeMode(),
    async setLocale(locale) {
      await applyLocale(locale)
    },
    getLocale: () => $locale.get(),
    subscribeEvents,
    getSession: () => $siwxSession.get(),
    subscribeSession: callback => $siwxSession.subscribe(callback),
    getBalance: () => toAppKitBalance($activeAccount.get(), $activeNetwork.get()?.caipNetworkId, $balances.get()),
    wallets: appKitWallets
  }
  return instance
}
