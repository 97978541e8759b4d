import type { ChainAdapter } from '../../adapters/types.js'
import type { WalletConnectSession } from '../../adapters/walletconnect/provider.js'
import type { ChainNamespace, Connector } from '../../types/public.js'
import { loadAdapter, registerFamilyCarrier } from '../account/adapters.js'
import { addConnector } from '../wallets/connectors.js'
import { $options } from '../config/options.js'

/** The WalletConnect connector: what the page needs at start (registering it); the pairing flow is in actions.ts. */

export const WALLET_CONNECT_ID = 'walletConnect'

let session: Promise<WalletConnectSession> | undefined
let loadedSession: WalletConnectSession | undefined
/** The SDK loads here, on the first WalletConnect flow or restore: never with the page. */
export function walletConnectSession(): Promise<WalletConnectSession> {
  const options = $options.get()
  // Checked before the import: without a project there is nothing to pair, so no SDK to load.
  if (!options) return Promise.reject(new Error('Project ID Not Configured'))
  session ??= import('../../adapters/walletconnect/provider.js')
    .then(module =>
      module.startWalletConnect({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        metadata: options.metadata,
        verifyUrl: options.verifyUrl,
        networks: options.networks,
        customRpcUrls: options.customRpcUrls
      })
    )
    .then(loaded => {
      loadedSession = loaded
      return loaded
    })
    .catch(error => {
      session = undefined
      throw error
    })
  return session
}

/** Starts loading the SDK and its relay socket now, so the pairing view finds them (or nearly) ready. */
export function warmWalletConnect(): void {
  walletConnectSession().catch(() => undefined)
}

/**
 * The adapter serving a non-eip155 family through the session (its accounts from the session, its
 * requests to it); balances are read by the family's own adapter. Undefined when the session has no
 * account in `namespace`.
 */
export async function sessionFamilyAdapter(loaded: WalletConnectSession, namespace: ChainNamespace): Promise<ChainAdapter | undefined> {
  const [{ sessionAccountOf, walletConnectFamilyAdapter }, own] = await Promise.all([import('../../adapters/walletconnect/family.js'), loadAdapter(namespace).catch(() => undefined)])
  if (!sessionAccountOf(loaded, namespace)) return undefined
  return walletConnectFamilyAdapter(namespace, loaded, own?.getBalance.bind(own))
}

/** The WalletConnect connector: registered at createAppKit, its SDK resolved on first need. */
export function walletConnectConnector(): Connector {
  return {
    id: WALLET_CONNECT_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    getProvider: async () => (await walletConnectSession()).provider,
    walletInfo: () => loadedSession?.peer()
  }
}

export function registerWalletConnect(): void {
  addConnector(walletConnectConnector())
  registerFamilyCarrier(WALLET_CONNECT_ID, async namespace => {
    const loaded = await walletConnectSession()
    return loaded.hasSession() ? sessionFamilyAdapter(loaded, namespace) : undefined
  })
}
