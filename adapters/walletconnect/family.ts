import { base58 } from '@scure/base'
import type { CaipNetwork, ChainNamespace, Connector } from '../../types/public.js'
import { WalletError } from '../errors.js'
import type { ChainAdapter, ConnectedAccount } from '../types.js'
import type { WalletConnectSession } from './provider.js'

/** The session's first account in `namespace`, as the adapters give accounts. */
export function sessionAccountOf(session: WalletConnectSession, namespace: ChainNamespace): ConnectedAccount | undefined {
  for (const caip of session.accounts()) {
    const [ns, reference, ...rest] = caip.split(':')
    if (ns === namespace && reference && rest.length) return { address: rest.join(':'), chainId: reference }
  }
  return undefined
}

/** The namespaces the session granted accounts in, in session order. */
export function sessionNamespaces(session: WalletConnectSession): ChainNamespace[] {
  return [...new Set(session.accounts().map(caip => caip.split(':')[0] as ChainNamespace))]
}

function chainOf(session: WalletConnectSession, namespace: ChainNamespace): string {
  const account = sessionAccountOf(session, namespace)
  if (!account) throw new WalletError('The wallet returned no accounts')
  return `${namespace}:${account.chainId}`
}

/** Signs a text message through the session in the namespace's own method (WalletConnect's solana and bip122 RPC). */
async function signThroughSession(session: WalletConnectSession, namespace: ChainNamespace, message: string, address: string): Promise<string> {
  const chainId = chainOf(session, namespace)
  if (namespace === 'solana') {
    const result = await session.request<{ signature: string }>(chainId, 'solana_signMessage', { message: base58.encode(new TextEncoder().encode(message)), pubkey: address })
    return result.signature
  }
  if (namespace === 'bip122') {
    const result = await session.request<{ signature: string }>(chainId, 'signMessage', { account: address, address, message })
    return result.signature
  }
  throw new WalletError('Method not supported')
}

/**
 * A non-eip155 family connected over WalletConnect: its accounts come from the session, its
 * requests go to the session; balances are read by the family's own adapter when one is loaded
 * (`readBalance`), since they need no wallet.
 */
export function walletConnectFamilyAdapter(
  namespace: ChainNamespace,
  session: WalletConnectSession,
  readBalance?: ChainAdapter['getBalance']
): ChainAdapter {
  const account = async (): Promise<ConnectedAccount> => {
    const found = sessionAccountOf(session, namespace)
    if (!found) throw new WalletError('The wallet returned no accounts')
    return found
  }
  return {
    namespace,
    connect: account,
    reconnect: async () => sessionAccountOf(session, namespace),
    async disconnect(connector: Connector) {
      await connector.provider?.request({ method: 'wallet_revokePermissions', params: [] })
    },
    async switchNetwork(_connector: Connector, network: CaipNetwork) {
      // A session is granted per chain: moving to a chain it lacks needs a new pairing.
      if (!session.accounts().some(caip => caip.startsWith(`${network.caipNetworkId}:`))) throw new WalletError('Network not found')
    },
    async getBalance(address, network, rpcUrl) {
      if (!readBalance) throw new Error('Adapter not found')
      return readBalance(address, network, rpcUrl)
    },
    watch(connector, events) {
      // The session ending (the wallet disconnected, or it expired) ends every family it carried.
      const ended = (): void => events.disconnect()
      connector.provider?.on?.('disconnect', ended)
      return () => connector.provider?.removeListener?.('disconnect', ended)
    },
    signMessage: (_connector, message, address) => signThroughSession(session, namespace, message, address)
  }
}
