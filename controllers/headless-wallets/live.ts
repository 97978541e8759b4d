import { errorMessage } from '../../adapters/errors.js'
import type { ChainNamespace, Connector } from '../../types/public.js'
import { $activeAccount, accountOf } from '../account/store.js'
import { $chain, setActiveNamespace } from '../networks/store.js'
import { connectRows, type ConnectRow } from '../wallets/connect-list.js'
import { disconnectLazily } from '../connection/entry.js'
import { $connectors, recentWallets } from '../wallets/connectors.js'
import { connectorFor } from '../wallets/wallet-choice.js'
import { trackEvent } from '../telemetry/events.js'
import { $headlessWallets, type AppKitWallet, type AppKitWalletsState, type FetchWalletsOptions } from './store.js'
import { $modal } from '../modal/modal.js'
import { $options } from '../config/options.js'
import type { WalletChoice } from '../modal/router.js'
import { $walletDirectory, allWalletsEntries, hasMoreWallets, loadConnectWallets, loadNextWalletsPage, searchWallets, type WalletEntry } from '../wallets/directory.js'

/**
 * The headless wallets API's working part (loaded by api.ts at the first subscription
 * or action): the lists from the connectors and the wallet directory, and connections through the
 * same flows as the modal's views (connection/actions.ts for browser wallets, walletconnect/actions.ts for pairing;
 * each loads on first use).
 */

const INSTALLED_TYPES = new Set<Connector['type']>(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'])

function installed(choice: WalletChoice): boolean {
  const connector = connectorFor(choice)
  return Boolean(connector && INSTALLED_TYPES.has(connector.type))
}

/** Only what a wallet choice carries: the fields the lists add stay out of recents and pairing. */
function choiceOf({ id, name, imageUrl, rdns, mobileLink, appStore, playStore }: AppKitWallet): WalletChoice {
  return { id, name, imageUrl, rdns, mobileLink, appStore, playStore }
}

function fromRow({ group, tag: _tag, namespaces, contested: _contested, ...choice }: ConnectRow): AppKitWallet {
  return { ...choice, source: group, isInjected: installed(choice), isRecent: group === 'recent', isCertified: false, ...(namespaces ? { namespaces } : {}) }
}

function fromEntry({ certified, recent, installed: isInstalled, ...choice }: WalletEntry): AppKitWallet {
  return { ...choice, source: recent ? 'recent' : isInstalled ? 'injected' : 'directory', isInjected: isInstalled || installed(choice), isRecent: recent, isCertified: certified }
}

type WalletConnectModule = typeof import('../walletconnect/actions.js')
/** Set once a pairing loaded the WalletConnect flow; its state is followed from then on. */
let walletConnect: WalletConnectModule | undefined

async function loadWalletConnect(): Promise<WalletConnectModule> {
  if (walletConnect) return walletConnect
  const module = await import('../walletconnect/actions.js')
  if (!walletConnect) {
    walletConnect = module
    module.$walletConnect.listen(update)
  }
  return module
}

/** The connect attempt in progress or failed; undefined when none (or reset, or connected). */
interface Attempt {
  wallet: AppKitWallet
  namespace: ChainNamespace | undefined
  viaWalletConnect: boolean
  failure?: string
}

let attempt: Attempt | undefined
/** Counts attempts: only the newest may report its end. */
let attempts = 0

function progress(): Pick<AppKitWalletsState, 'status' | 'connectingWallet' | 'error' | 'wcUri' | 'wcPairingExpiry' | 'isFetchingWcUri'> {
  const failed = attempt?.failure !== undefined
  const pairing = attempt?.viaWalletConnect && !failed ? walletConnect?.$walletConnect.get() : undefined
  const connected = $activeAccount.get().status === 'connected'
  return {
    status: failed ? 'error' : attempt ? 'connecting' : connected ? 'connected' : 'idle',
    connectingWallet: attempt?.wallet,
    error: attempt?.failure ?? pairing?.wcError,
    wcUri: pairing?.wcUri,
    wcPairingExpiry: pairing?.wcPairingExpiry,
    isFetchingWcUri: pairing?.buffering ?? false
  }
}

function lists(): Omit<AppKitWalletsState, keyof ReturnType<typeof progress>> {
  const options = $options.get()
  const directory = $walletDirectory.get()
  const rows = connectRows({
    connectors: $connectors.get(),
    namespaces: $chain.get().adapterNamespaces,
    recents: recentWallets(),
    featured: directory.featured,
    recommended: directory.recommended,
    customWallets: options?.customWallets,
    excludeWalletIds: options?.excludeWalletIds,
    verified: directory.verified
  })
  return {
    isInitialized: $modal.get().initialized,
    wallets: rows.map(fromRow),
    wcWallets: allWalletsEntries(directory).map(fromEntry),
    search: directory.search,
    page: directory.page,
    count: directory.count,
    isFetchingWallets: directory.loading || directory.searching,
    walletsError: directory.search ? directory.searchError : directory.error
  }
}

function update(): void {
  $headlessWallets.set({ ...lists(), ...progress() })
}

/** Follows the controllers into the store until the returned stop; the Connect list's directory wallets load now. */
export function followControllers(): () => void {
  const stops = [$connectors, $walletDirectory, $chain, $modal, $activeAccount, $options].map(store => store.listen(update))
  update()
  void loadConnectWallets()
  return () => stops.forEach(stop => stop())
}

/** Loads directory pages up to `page`, or searches (`query`); `wcWallets` shows the result. */
export async function fetchWallets({ page = 1, query }: FetchWalletsOptions = {}): Promise<void> {
  if (query !== undefined && query.trim()) return searchWallets(query)
  if ($walletDirectory.get().search) await searchWallets('')
  while ($walletDirectory.get().page < page && hasMoreWallets()) {
    await loadNextWalletsPage()
    if ($walletDirectory.get().error) return
  }
}

/** The connector of `namespace`'s family (inside a multi-chain wallet, or the wallet itself); every family when none is asked for. */
function familyConnector(connector: Connector, namespace: ChainNamespace | undefined): Connector {
  if (!namespace) return connector
  const family = (connector.connectors?.length ? connector.connectors : [connector]).find(inner => inner.chain === namespace)
  if (!family) throw new Error(`${connector.name} does not connect ${namespace}`)
  return family
}

async function run(wallet: AppKitWallet, namespace: ChainNamespace | undefined, refresh: boolean): Promise<void> {
  const mine = ++attempts
  const connector = connectorFor(choiceOf(wallet))
  const viaWalletConnect = !connector || connector.type === 'WALLET_CONNECT'
  attempt = { wallet, namespace, viaWalletConnect }
  update()
  if (!refresh) trackEvent('SELECT_WALLET', { name: wallet.name, installed: !viaWalletConnect })
  try {
    if (viaWalletConnect) {
      const flow = await loadWalletConnect()
      // The WalletConnect row pairs with whatever wallet scans; a listed wallet names the connection and becomes a recent one.
      const choice = connector ? undefined : choiceOf(wallet)
      await (refresh ? flow.refreshPairing(choice) : flow.connectWalletConnect(choice))
      // A pairing grants every configured family at once: the one asked for becomes the active one.
      if (mine === attempts && namespace && accountOf(namespace).caipAddress) setActiveNamespace(namespace)
    } else {
      const { connectExternal } = await import('../connection/actions.js')
      await connectExternal(familyConnector(connector, namespace))
    }
    if (mine === attempts) attempt = undefined
  } catch (error) {
    if (mine === attempts) attempt = { wallet, namespace, viaWalletConnect, failure: errorMessage(error, 'Connection declined') }
    throw error
  } finally {
    if (mine === attempts) update()
  }
}

export function connect(wallet: AppKitWallet, namespace?: ChainNamespace): Promise<void> {
  return run(wallet, namespace, false)
}

/** A new pairing URI for the wallet being paired; nothing when no WalletConnect attempt is on. */
export async function refreshWcUri(): Promise<void> {
  if (!attempt?.viaWalletConnect) return
  await run(attempt.wallet, attempt.namespace, true)
}

/** Ends the attempt: a newer one, or none, is what the store shows. */
function forgetAttempt(): void {
  if (attempt?.viaWalletConnect && attempt.failure === undefined) walletConnect?.leavePairing()
  attempts++
  attempt = undefined
  update()
}

export function resetWcUri(): void {
  if (attempt?.viaWalletConnect) forgetAttempt()
}

export function resetConnectingWallet(): void {
  if (attempt) forgetAttempt()
}

export async function disconnect(namespace?: ChainNamespace): Promise<void> {
  if (attempt) forgetAttempt()
  await disconnectLazily(namespace)
}
