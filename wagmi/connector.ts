import { ProviderDisconnectedError, SwitchChainError, UserRejectedRequestError, type Address, type Chain, type EIP1193Provider } from 'viem'
import type { AppKit } from '../app-kit/app-kit.js'
import { isUserRejection } from '../adapters/errors.js'
import { toViemChain } from '../adapters/eip155/viem-chain.js'
import { $chain } from '../controllers/networks/store.js'
import { restoreSettled } from '../controllers/connection/entry.js'
import { $connectors } from '../controllers/wallets/connectors.js'
import type { CaipNetwork } from '../types/public.js'
import { kitConnection, watchKitConnection, connectInModal, type KitConnection } from './kit-connection.js'
import type { W3mConnectorFn } from './wagmi-shapes.js'

/** The kit connector's `id` (and `type`) in wagmi: `useAccount().connector?.id === W3M_CONNECTOR_ID` while the modal's connection is wagmi's. */
export const W3M_CONNECTOR_ID = 'w3m-kit'

/**
 * One EIP-1193 provider for wagmi whatever wallet the modal connected: every request goes to the
 * kit's EVM wallet of the moment (`appKit.getWalletProvider('eip155')`: a browser wallet, a
 * WalletConnect session, the embedded wallet, whose approval screen then guards it as any request).
 */
function forwardingProvider(appKit: AppKit): EIP1193Provider {
  return {
    request: async (args: { method: string; params?: unknown }) => {
      const provider = appKit.getWalletProvider('eip155')
      if (!provider) throw new ProviderDisconnectedError(new Error('No EVM wallet is connected in the modal'))
      return provider.request(args as Parameters<typeof provider.request>[0])
    },
    on: () => undefined,
    removeListener: () => undefined
  } as unknown as EIP1193Provider
}

/**
 * The rdns of every browser wallet the modal lists, kept current, for this connector's `rdns`. wagmi's
 * own EIP-6963 discovery (`multiInjectedProviderDiscovery`, on by default) makes a connector of its own
 * for each announced wallet whose rdns no configured connector claims; that connector hears the
 * wallet's `accountsChanged` when the modal connects it, emits `connect`, and takes wagmi's connection
 * (wagmi 2 and 3: createConfig.ts, connectors/injected.ts onAccountsChanged). Claimed here, those
 * wallets are reached through the modal only. The array is live: wagmi reads it at each announcement,
 * after the kit recorded it (the kit's listener was added first, by createAppKit).
 */
function listedWalletRdns(): string[] {
  const rdns: string[] = []
  $connectors.subscribe(connectors => {
    const listed = connectors.flatMap(connector => connector.connectors ?? [connector]).filter(connector => connector.chain === 'eip155')
    rdns.splice(0, rdns.length, ...new Set(listed.flatMap(connector => (connector.info?.rdns ? [connector.info.rdns] : []))))
  })
  return rdns
}

function evmNetwork(chainId: number): CaipNetwork | undefined {
  return $chain.get().networks.find(network => network.chainNamespace === 'eip155' && Number(network.id) === chainId)
}

function accountsWith(connection: KitConnection, withCapabilities: boolean | undefined) {
  // wagmi 3 asks `connect({ withCapabilities: true })` for `{ address, capabilities }` entries; wagmi 2 never does.
  return withCapabilities ? connection.accounts.map(address => ({ address, capabilities: {} })) : connection.accounts
}

/**
 * The kit's wagmi connector, for a wagmi config of the app's own: `connectors: [..., w3mConnector(appKit)]`
 * (wagmi 2 and 3). A connection made in the modal is this connector's connection; wagmi's `connect`
 * (`connectAsync`) opens the modal and resolves with what the person connects there, or rejects with
 * `UserRejectedRequestError` when the wallet refuses (the modal then shows the refusal) or the modal
 * closes with nothing connected; `disconnect` and `switchChain` go through the kit, so each side shows
 * what the other did at once; wagmi's reconnect waits for the kit's restore. It claims the wallets the
 * modal lists (its `rdns`), so wagmi's own EIP-6963 discovery, on by default, does not take them over.
 * It imports nothing from `@wagmi/core`, not even its types, so one build serves both majors.
 */
export function w3mConnector(appKit: AppKit): W3mConnectorFn {
  return config => {
    const provider = forwardingProvider(appKit)
    const connected = (): KitConnection => {
      const connection = kitConnection()
      if (!connection) throw new ProviderDisconnectedError(new Error('No EVM wallet is connected in the modal'))
      return connection
    }
    /** The kit switches (asking the wallet, adding the chain if needed); the kit's chain change reaches wagmi as an event. */
    const switchChain = async ({ chainId }: { chainId: number }): Promise<Chain> => {
      const network = evmNetwork(chainId)
      if (!network) throw new SwitchChainError(new Error(`Chain ${chainId} is not among the kit's networks`))
      try {
        await appKit.switchNetwork(network)
      } catch (error) {
        if (isUserRejection(error)) throw new UserRejectedRequestError(error as Error)
        throw new SwitchChainError(error as Error)
      }
      return config.chains.find(chain => chain.id === chainId) ?? toViemChain(network)
    }
    return {
      id: W3M_CONNECTOR_ID,
      name: 'w3m-kit',
      type: W3M_CONNECTOR_ID,
      // Only where wallets announce (a browser): a server render leaves no listener behind.
      rdns: typeof window === 'undefined' ? undefined : listedWalletRdns(),

      async setup() {
        // No window, no connection to follow: a server render (which may make a config per request)
        // leaves no listener on the kit's stores behind. wagmi skips its own discovery the same way.
        if (typeof window === 'undefined') return
        // The kit's stores drive wagmi's: a connection, account or chain change, or disconnect made
        // anywhere (the modal, the wallet, appKit's methods) reaches wagmi as this connector's event.
        watchKitConnection({
          connect: connection => config.emitter.emit('connect', connection),
          change: change => config.emitter.emit('change', change),
          disconnect: () => config.emitter.emit('disconnect')
        })
        // Already connected when the config is made (a config created after the modal connected):
        // tell wagmi once its config exists; wagmi ignores it while its own reconnect runs.
        queueMicrotask(() => {
          const connection = kitConnection()
          if (connection) config.emitter.emit('connect', connection)
        })
      },

      async connect(parameters = {}) {
        const { chainId, isReconnecting, withCapabilities } = parameters
        // wagmi's reconnect waits for the kit's own restore rather than racing it: until the restore ends the
        // kit has no connection to report, and wagmi would show 'disconnected' on the way to 'connected'.
        if (isReconnecting) await restoreSettled()
        let connection = kitConnection()
        if (!connection && isReconnecting) throw new ProviderDisconnectedError(new Error('The kit restored no EVM connection'))
        if (!connection) {
          connection = await connectInModal(
            () => appKit.open({ namespace: 'eip155' }),
            () => new UserRejectedRequestError(new Error('The modal was closed without connecting')),
            message => new UserRejectedRequestError(new Error(message))
          )
        }
        if (chainId && chainId !== connection.chainId && !isReconnecting) {
          await switchChain({ chainId })
          connection = connected()
        }
        return { accounts: accountsWith(connection, withCapabilities), chainId: connection.chainId } as never
      },

      async disconnect() {
        await appKit.disconnect('eip155')
      },

      async getAccounts() {
        return kitConnection()?.accounts ?? []
      },

      async getChainId() {
        return kitConnection()?.chainId ?? Number($chain.get().activeNetworks.eip155?.id ?? config.chains[0].id)
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        await restoreSettled()
        return Boolean(kitConnection())
      },

      switchChain,

      // The kit watches the wallet itself (watchKitConnection above); these serve callers that call them directly.
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts as Address[] })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      }
    }
  }
}
