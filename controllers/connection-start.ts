import type { CaipNetwork, ChainNamespace, SmartSessionGrantRequest, SmartSessionGrantResponse } from '../app-kit/types.js'
import { CONNECTION_STATUS_KEY } from './connection-hooks.js'
import { readStored } from './storage.js'

/** What a page needs of connections before anyone connects: entry points that load connection.ts on use. */

/** Restores remembered connections; the connection code loads only when there is one to restore. */
export async function restoreRememberedConnections(): Promise<void> {
  if (!readStored(CONNECTION_STATUS_KEY)) return
  await (await import('./connection.js')).restoreConnections()
}

/** `disconnect` of connection.ts, its code loaded on use. */
export async function disconnectLazily(namespace?: ChainNamespace): Promise<void> {
  await (await import('./connection.js')).disconnect(namespace)
}

/** `switchNetwork` of connection.ts, its code loaded on use. */
export async function switchNetworkLazily(network: CaipNetwork): Promise<void> {
  await (await import('./connection.js')).switchNetwork(network)
}

/** `signMessage` of connection.ts, its code loaded on use. */
export async function signMessageLazily(message: string, namespace?: ChainNamespace): Promise<string> {
  return (await import('./connection.js')).signMessage(message, namespace)
}

/** `grantPermissions` of smart-session-grant.ts, its code loaded on use. */
export async function grantPermissionsLazily(request: SmartSessionGrantRequest): Promise<SmartSessionGrantResponse> {
  return (await import('./smart-session-grant.js')).grantPermissions(request)
}
