import { errorCode, isUserRejection, USER_REJECTED, WalletError } from '../../adapters/errors.js'
import type { ChainAdapter, ConnectedAccount } from '../../adapters/types.js'
import type { CaipAddress, CaipNetwork, ChainNamespace, ConnectionStatus, Connector, SmartSessionGrantRequest, SmartSessionGrantResponse } from '../../types/public.js'
import { $accounts, accountOf, resetAccount, setCaipAddress, updateAccount } from '../account/store.js'
import { carriedFamilyAdapter, loadAdapter, setConnectedThrough } from '../account/adapters.js'
import { $chain, findNetwork, setActiveNetwork, setFamilyNetwork, setUnsupportedChain } from '../networks/store.js'
import { rpcUrlFor } from '../networks/rpc-url.js'
import { $connectors, connectorById } from '../wallets/connectors.js'
import { trackEvent } from '../telemetry/events.js'
import { $modal, closeModal, openModal } from '../modal/modal.js'
import { $options } from '../config/options.js'
import { $router, resetView } from '../modal/router.js'
import { readStored, removeStored, writeStored } from '../config/storage.js'
import { CONNECTION_STATUS_KEY, runConnectionHooks } from './hooks.js'

/** How long a restore waits for the remembered wallet to announce itself. */
export const RESTORE_WAIT_MS = 1500

interface StoredConnection {
  status: ConnectionStatus
  connectorId?: string
}

const unwatchers = new Map<ChainNamespace, () => void>()

/**
 * How many times each namespace was disconnected. A connect, restore or switch notes the count when
 * it starts and gives up if it changed by the time the wallet answers: a wallet that approves after
 * the person disconnected never brings the connection back (issue 24).
 */
const disconnects = new Map<ChainNamespace, number>()
const disconnectCount = (namespace: ChainNamespace) => disconnects.get(namespace) ?? 0

function storedConnections(): Partial<Record<ChainNamespace, StoredConnection>> {
  return readStored(CONNECTION_STATUS_KEY) ?? {}
}

/** Sets the status of a namespace (kept in its account state) and writes the stored connection status (behaviour §4). */
export function setConnectionStatus(namespace: ChainNamespace, status: ConnectionStatus, connectorId?: string): void {
  updateAccount(namespace, { status })
  storeConnectionStatus(namespace, status, connectorId)
}

function storeConnectionStatus(namespace: ChainNamespace, status: ConnectionStatus, connectorId?: string): void {
  const stored = storedConnections()
  if (status === 'disconnected') delete stored[namespace]
  else stored[namespace] = { status, connectorId: connectorId ?? stored[namespace]?.connectorId }
  if (Object.keys(stored).length) writeStored(CONNECTION_STATUS_KEY, stored)
  else removeStored(CONNECTION_STATUS_KEY)
}

function networkOfChainId(namespace: ChainNamespace, chainId: number | string): CaipNetwork | undefined {
  return findNetwork(`${namespace}:${chainId}`)
}

/**
 * A chain the wallet moved to: adopt it if configured (true), else show UnsupportedChain (unless
 * allowed). `activate` false (an event of a family that is not the active one) leaves the active family as it is.
 */
function applyWalletChain(namespace: ChainNamespace, chainId: number | string, activate = true): boolean {
  const network = networkOfChainId(namespace, chainId)
  const { address } = accountOf(namespace)
  if (address) setCaipAddress(namespace, `${namespace}:${chainId}:${address}` as CaipAddress)
  if (network) {
    if (activate) setActiveNetwork(network)
    else setFamilyNetwork(network)
    if ($router.get().view === 'UnsupportedChain') closeModal(true)
    void refreshBalance(namespace)
    return true
  }
  setUnsupportedChain(chainId)
  updateAccount(namespace, { balance: undefined })
  if (!$options.get()?.allowUnsupportedChain) openModal({ view: 'UnsupportedChain' })
  return false
}

/** The wallet (or the site) moved to another chain after the connection; only the active family's move (or the site's switch) changes the active family. */
function followWalletChain(namespace: ChainNamespace, chainId: number | string, activate = [undefined, namespace].includes($chain.get().activeNamespace)): void {
  const previous = $chain.get().activeNetworks[namespace]?.caipNetworkId
  if (applyWalletChain(namespace, chainId, activate) && previous !== `${namespace}:${chainId}`) void runConnectionHooks(namespace, 'chain')
}

/** Makes a wallet's account the kit's connection: address, stored status, wallet events, chain. */
export async function adopt(adapter: ChainAdapter, connector: Connector, account: ConnectedAccount, reason: 'connect' | 'restore' = 'connect'): Promise<void> {
  const namespace = adapter.namespace
  unwatchers.get(namespace)?.()
  setCaipAddress(namespace, `${namespace}:${account.chainId}:${account.address}` as CaipAddress)
  updateAccount(namespace, {
    connectorId: connector.id,
    connectedWalletInfo: { name: connector.name, icon: connector.imageUrl, ...connector.walletInfo?.(), rdns: connector.info?.rdns },
    allAccounts: (account.accounts ?? [{ address: account.address, type: 'eoa' as const }]).map(each => ({ ...each, namespace }))
  })
  setConnectionStatus(namespace, 'connected', connector.id)
  unwatchers.set(
    namespace,
    adapter.watch(connector, {
      accountsChanged: addresses => {
        const [first] = addresses
        if (!first) return void disconnect(namespace)
        const chainId = accountOf(namespace).caipAddress?.split(':')[1] ?? account.chainId
        setCaipAddress(namespace, `${namespace}:${chainId}:${first}` as CaipAddress)
        void refreshBalance(namespace)
      },
      chainChanged: chainId => followWalletChain(namespace, chainId),
      disconnect: () => void disconnect(namespace)
    })
  )
  if (applyWalletChain(namespace, account.chainId)) await runConnectionHooks(namespace, reason)
}

/**
 * A MULTI_CHAIN wallet connects each configured family it supports, the active family last so it
 * stays active; throws the first error only when no family connected. A modal opened for one family
 * (`open({ namespace })`) connects that family only: the person asked for no other.
 */
async function connectEachFamily(connectors: readonly Connector[]): Promise<void> {
  const { adapterNamespaces, activeNamespace } = $chain.get()
  const asked = $modal.get().namespace
  const wanted = asked ?? activeNamespace
  const families = connectors
    .filter(inner => (asked ? inner.chain === asked : adapterNamespaces.includes(inner.chain)))
    .sort((a, b) => Number(a.chain === wanted) - Number(b.chain === wanted))
  let firstError: unknown
  let connected = 0
  for (const inner of families) {
    try {
      await connectExternal(inner)
      connected++
    } catch (error) {
      firstError ??= error
    }
  }
  if (!connected) throw firstError ?? new Error('The wallet returned no accounts')
}

/** Connects a browser (injected or announced) wallet; throws the wallet's error on rejection. */
export async function connectExternal(connector: Connector): Promise<void> {
  if (connector.type === 'MULTI_CHAIN' && connector.connectors?.length) return connectEachFamily(connector.connectors)
  const namespace = connector.chain
  const previous = accountOf(namespace).status
  const since = disconnectCount(namespace)
  setConnectionStatus(namespace, 'connecting', connector.id)
  try {
    const adapter = await loadAdapter(namespace)
    const account = await adapter.connect(connector, $chain.get().activeNetworks[namespace])
    // The person disconnected while the wallet was asking: its late approval connects nothing.
    if (disconnectCount(namespace) !== since) return
    await adopt(adapter, connector, account)
    trackEvent('CONNECT_SUCCESS', { method: 'browser', name: connector.name })
  } catch (error) {
    if (disconnectCount(namespace) === since) setConnectionStatus(namespace, previous === 'connected' ? 'connected' : 'disconnected')
    trackEvent('CONNECT_ERROR', { message: error instanceof Error ? error.message : String(error), rejected: isUserRejection(error) })
    throw error
  }
}

/** Lazily loaded connectors (WalletConnect) resolve their provider on first need. */
async function withProvider(connector: Connector): Promise<Connector> {
  if (!connector.provider && connector.getProvider) connector.provider = await connector.getProvider()
  return connector
}

function waitForConnector(id: string): Promise<Connector | undefined> {
  const found = connectorById(id)
  if (found) return Promise.resolve(found)
  return new Promise(resolve => {
    const timer = setTimeout(() => {
      unlisten()
      resolve(undefined)
    }, RESTORE_WAIT_MS)
    const unlisten = $connectors.listen(() => {
      const connector = connectorById(id)
      if (!connector) return
      clearTimeout(timer)
      unlisten()
      resolve(connector)
    })
  })
}

/** Restores connections remembered from an earlier visit, without prompting the wallet. */
export async function restoreConnections(): Promise<void> {
  const stored = storedConnections()
  await Promise.all(
    (Object.entries(stored) as Array<[ChainNamespace, StoredConnection]>).map(async ([namespace, entry]) => {
      if (entry.status !== 'connected' || !entry.connectorId) return setConnectionStatus(namespace, 'disconnected')
      const since = disconnectCount(namespace)
      // In memory only: a reload while the wallet is still being asked restores it again.
      updateAccount(namespace, { status: 'reconnecting' })
      try {
        const connector = await waitForConnector(entry.connectorId)
        // A family carried by another family's connector (a WalletConnect session) comes back through it.
        const through = connector && namespace !== connector.chain ? await carriedFamilyAdapter(connector.id, namespace) : undefined
        if (through) setConnectedThrough(namespace, connector!.id, through)
        const adapter = through ?? (await loadAdapter(namespace))
        const account = connector ? await adapter.reconnect(await withProvider(connector)) : undefined
        if (disconnectCount(namespace) !== since) return
        if (connector && account) await adopt(adapter, connector, account, 'restore')
        else {
          // The remembered address (option ssr) goes with the connection: the button shows Connect.
          resetAccount(namespace)
          setConnectionStatus(namespace, 'disconnected')
        }
      } catch {
        // The wallet could not answer (its service down): disconnected for now, and the stored
        // connection kept, so the next load restores it (an outage signs nobody out, issue 24).
        if (disconnectCount(namespace) === since) resetAccount(namespace)
      }
    })
  )
}

/**
 * Asks the connected wallet of `namespace` (the active one by default) to sign a text message, in
 * its family's scheme (EIP-191, ed25519, BIP-322) and through whatever connected it (a browser
 * wallet, a WalletConnect session); resolves with the signature as the family encodes it.
 */
export async function signMessage(message: string, namespace: ChainNamespace = $chain.get().activeNamespace ?? 'eip155'): Promise<string> {
  const { connectorId, address } = accountOf(namespace)
  const connector = connectorId ? connectorById(connectorId) : undefined
  if (!connector || !address) throw new Error('Address or auth connector not found')
  const adapter = await loadAdapter(namespace)
  if (!adapter.signMessage) throw new Error('Method not supported')
  try {
    return await adapter.signMessage(await withProvider(connector), message, address)
  } catch (error) {
    // The caller gets behaviour §8's words and the wallet's code, not a library's wrapped report.
    if (isUserRejection(error)) throw new WalletError('Signature declined', USER_REJECTED)
    throw error
  }
}

/** Reads the native balance of the namespace's account on its active network. */
export async function refreshBalance(namespace: ChainNamespace): Promise<void> {
  const { address } = accountOf(namespace)
  const network = $chain.get().activeNetworks[namespace]
  if (!address || !network) return
  updateAccount(namespace, { balanceLoading: true, balanceSymbol: network.nativeCurrency.symbol })
  try {
    const adapter = await loadAdapter(namespace)
    const { balance, symbol } = await adapter.getBalance(address, network, rpcUrlFor(network, $options.get()?.customRpcUrls))
    if (accountOf(namespace).address === address) updateAccount(namespace, { balance, balanceSymbol: symbol, balanceLoading: false, balanceUnavailable: false })
  } catch {
    // The node did not answer (after the client's retries): the view says the figure is unavailable.
    if (accountOf(namespace).address === address) updateAccount(namespace, { balance: undefined, balanceLoading: false, balanceUnavailable: true })
  }
}

/**
 * Switches the active network. Connected: asks the wallet (behaviour §4 switch/add flow) and adopts
 * the network once it agrees; not connected: just makes it active.
 */
export async function switchNetwork(network: CaipNetwork): Promise<void> {
  if (!findNetwork(network.caipNetworkId)) throw new Error('Network not found')
  const namespace = network.chainNamespace
  const { connectorId, status } = accountOf(namespace)
  const connector = connectorId ? connectorById(connectorId) : undefined
  if (status !== 'connected' || !connector) {
    setActiveNetwork(network)
    return
  }
  const since = disconnectCount(namespace)
  const adapter = await loadAdapter(namespace)
  await adapter.switchNetwork(await withProvider(connector), network, rpcUrlFor(network, $options.get()?.customRpcUrls))
  if (disconnectCount(namespace) !== since) return
  followWalletChain(namespace, network.id, true)
  trackEvent('SWITCH_NETWORK', { network: network.caipNetworkId })
}

/**
 * Disconnects one namespace, or all; the modal returns to Connect. The stored connection goes and
 * the wallet's events stop at once, at the click: a reload while the wallet or the sign-in service
 * is still being told (or a wallet event arriving meanwhile) cannot bring the connection back.
 */
export async function disconnect(namespace?: ChainNamespace): Promise<void> {
  const namespaces = namespace ? [namespace] : (Object.keys($accounts.get()) as ChainNamespace[])
  await Promise.all(
    namespaces.map(async ns => {
      disconnects.set(ns, disconnectCount(ns) + 1)
      storeConnectionStatus(ns, 'disconnected')
      unwatchers.get(ns)?.()
      unwatchers.delete(ns)
      const { connectorId } = accountOf(ns)
      const connector = connectorId ? connectorById(connectorId) : undefined
      await runConnectionHooks(ns, 'disconnect')
      try {
        if (connector) await (await loadAdapter(ns)).disconnect(await withProvider(connector))
      } finally {
        resetAccount(ns)
        setConnectionStatus(ns, 'disconnected')
      }
    })
  )
  setUnsupportedChain(undefined)
  trackEvent('DISCONNECT_SUCCESS')
  if ($modal.get().open) closeModal(true)
  resetView('Connect')
}

export const GRANT_UNSUPPORTED = 'The wallet does not support smart sessions'
export const GRANT_DECLINED = 'Permission request declined'

/** EIP-1193 4200 and JSON-RPC -32601: the wallet has no such method. */
const UNSUPPORTED_CODES = new Set([4200, -32601])

/**
 * Asks the connected EVM wallet to grant a smart session (ERC-7715 `wallet_grantPermissions`) and
 * resolves with its answer as given; the session list reads what the wallet recorded.
 */
export async function grantPermissions(request: SmartSessionGrantRequest): Promise<SmartSessionGrantResponse> {
  const { connectorId, address } = accountOf('eip155')
  const connector = connectorId ? connectorById(connectorId) : undefined
  if (!connector || !address) throw new Error('Address or auth connector not found')
  const { provider } = await withProvider(connector)
  if (!provider) throw new Error('Address or auth connector not found')
  let answer: unknown
  try {
    answer = await provider.request({ method: 'wallet_grantPermissions', params: [{ address, ...request }] })
  } catch (error) {
    const code = errorCode(error)
    if (code !== undefined && UNSUPPORTED_CODES.has(code)) throw new WalletError(GRANT_UNSUPPORTED, code)
    if (isUserRejection(error)) throw new WalletError(GRANT_DECLINED, code)
    throw error
  }
  const context = (answer as { context?: unknown } | null)?.context
  if (typeof context !== 'string' || !context) throw new Error('The wallet answered without a session context')
  return answer as SmartSessionGrantResponse
}
