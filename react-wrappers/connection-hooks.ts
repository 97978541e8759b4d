import { useMemo } from 'react'
import { $accounts } from '../controllers/account/store.js'
import { $chain } from '../controllers/networks/store.js'
import type { AccountState, CaipNetwork, ChainNamespace } from '../types/public.js'
import { useStore } from './initial-state.js'

// AppKit's multi-wallet hooks (packages/controllers/exports/react.ts: useAppKitConnections,
// useAppKitConnection). w3m-kit keeps one connection per chain family, so the list holds that one
// connection (AppKit, without its remote multi-wallet feature, lists none) and there are no
// recent connections to switch to or delete.

/** One wallet connection of a family, in AppKit's `Connection` shape (packages/common/src/utils/TypeUtil.ts). */
export interface AppKitConnection {
  name?: string
  icon?: string
  networkIcon?: string
  connectorId: string
  accounts: Array<{ address: string; type?: string }>
  caipNetwork?: CaipNetwork
}

export interface UseAppKitConnectionOptions {
  namespace?: ChainNamespace
  onSuccess?: (result: { address: string; namespace: ChainNamespace; hasSwitchedAccount: boolean; hasSwitchedWallet: boolean; hasDeletedWallet: boolean }) => void
  onError?: (error: Error) => void
}

function useChainState() {
  const accounts = useStore($accounts)
  const chain = useStore($chain)
  return { accounts, chain }
}

function toConnection(namespace: ChainNamespace, account: AccountState | undefined, network: CaipNetwork | undefined): AppKitConnection | undefined {
  if (!account?.connectorId || account.status !== 'connected' || !account.address) return undefined
  const ofFamily = account.allAccounts.filter(entry => entry.namespace === namespace)
  return {
    name: account.connectedWalletInfo?.name,
    icon: account.connectedWalletInfo?.icon,
    networkIcon: network?.assets?.imageUrl,
    connectorId: account.connectorId,
    accounts: ofFamily.length ? ofFamily.map(({ address, type }) => ({ address, type })) : [{ address: account.address, type: account.preferredAccountType }],
    caipNetwork: network
  }
}

function namespaceOf(namespace: ChainNamespace | undefined, active: ChainNamespace | undefined): ChainNamespace {
  const chosen = namespace ?? active
  if (!chosen) throw new Error('No namespace found')
  return chosen
}

/** The family's connections (here: its one connection, or none) and `recentConnections` (always empty). */
export function useAppKitConnections(namespace?: ChainNamespace): { connections: AppKitConnection[]; recentConnections: AppKitConnection[] } {
  const { accounts, chain } = useChainState()
  const family = namespaceOf(namespace, chain.activeNamespace)
  const account = accounts[family]
  const network = chain.activeNetworks[family]
  return useMemo(() => {
    const connection = toConnection(family, account, network)
    return { connections: connection ? [connection] : [], recentConnections: [] }
  }, [family, account, network])
}

/**
 * The family's active connection. `switchConnection` to the connection already active reports
 * success without change; to another one it reports an error (connect another wallet from the
 * modal instead). `deleteConnection` has no recent connections to delete.
 */
export function useAppKitConnection({ namespace, onSuccess, onError }: UseAppKitConnectionOptions = {}) {
  const { accounts, chain } = useChainState()
  const family = namespaceOf(namespace, chain.activeNamespace)
  const connection = toConnection(family, accounts[family], chain.activeNetworks[family])
  return {
    connection,
    isPending: false,
    async switchConnection({ connection: wanted, address }: { connection: AppKitConnection; address?: string }): Promise<void> {
      const account = $accounts.get()[family]
      const active = toConnection(family, account, $chain.get().activeNetworks[family]) && account?.address
      const same = active && account.connectorId?.toLowerCase() === wanted.connectorId.toLowerCase() && (!address || address.toLowerCase() === active.toLowerCase())
      if (active && same) onSuccess?.({ address: active, namespace: family, hasSwitchedAccount: false, hasSwitchedWallet: false, hasDeletedWallet: false })
      else onError?.(new Error('w3m-kit keeps one connection per chain family: connect the other wallet from the modal'))
    },
    deleteConnection(_recent: { address: string; connectorId: string }): void {}
  }
}
