import type { ChainNamespace } from '../../types/public.js'
import { accountOf } from '../account/store.js'
import { $chain } from '../networks/store.js'

/** The stored connection key and the hooks features (sign-in) register to follow connections. */

export const CONNECTION_STATUS_KEY = 'connection-status'

/** Why a connection hook runs: a new connection, one restored after a reload, a chain change, a disconnect. */
export type ConnectionChange = 'connect' | 'restore' | 'chain' | 'disconnect'
export type ConnectionHook = (change: { namespace: ChainNamespace; reason: ConnectionChange; address?: string; caipNetworkId?: string }) => void | Promise<void>

const connectionHooks = new Set<ConnectionHook>()

/** Features that follow the connection (sign-in) register here; connecting waits for them. Returns the unregister. */
export function onConnectionChange(hook: ConnectionHook): () => void {
  connectionHooks.add(hook)
  return () => connectionHooks.delete(hook)
}

export async function runConnectionHooks(namespace: ChainNamespace, reason: ConnectionChange): Promise<void> {
  const { address } = accountOf(namespace)
  const caipNetworkId = $chain.get().activeNetworks[namespace]?.caipNetworkId
  for (const hook of connectionHooks) {
    try {
      await hook({ namespace, reason, ...(address ? { address } : {}), ...(caipNetworkId ? { caipNetworkId } : {}) })
    } catch {
      // A feature's failure (a sign-in service down) never undoes the connection itself.
    }
  }
}
