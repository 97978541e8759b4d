import type { CaipNetwork, ChainNamespace, FetchBalanceResult, SmartSessionGrantRequest, SmartSessionGrantResponse } from '../types/public.js'
import { accountOf } from './account.js'
import { $chain } from './chain.js'
import { CONNECTION_STATUS_KEY } from './connection-hooks.js'
import { readStored } from './storage.js'

/** What a page needs of connections before anyone connects: entry points that load connection.ts on use. */

// One loader for every entry point: the page carries one lazy-load wrapper, not one per method.
const connection = () => import('./connection.js')

/** Restores remembered connections; the connection code loads only when there is one to restore. */
export async function restoreRememberedConnections(): Promise<void> {
  if (!readStored(CONNECTION_STATUS_KEY)) return
  await (await connection()).restoreConnections()
}

/** `disconnect` of connection.ts, its code loaded on use. */
export async function disconnectLazily(namespace?: ChainNamespace): Promise<void> {
  await (await connection()).disconnect(namespace)
}

/** `switchNetwork` of connection.ts, its code loaded on use. */
export async function switchNetworkLazily(network: CaipNetwork): Promise<void> {
  await (await connection()).switchNetwork(network)
}

/** `signMessage` of connection.ts, its code loaded on use. */
export async function signMessageLazily(message: string, namespace?: ChainNamespace): Promise<string> {
  return (await connection()).signMessage(message, namespace)
}

/** `grantPermissions` of connection.ts, its code loaded on use. */
export async function grantPermissionsLazily(request: SmartSessionGrantRequest): Promise<SmartSessionGrantResponse> {
  return (await connection()).grantPermissions(request)
}

/**
 * Reads the active account's native balance again from its network and answers in AppKit's
 * `fetchBalance` shape (packages/appkit/src/utils/BalanceUtil.ts, `updateBalance`): not connected is
 * 'Not able to retrieve balance', a node that does not answer is 'No balance found'.
 */
export async function fetchActiveBalance(): Promise<FetchBalanceResult> {
  const namespace = $chain.get().activeNamespace
  if (!namespace || !accountOf(namespace).address) return { data: undefined, error: 'Not able to retrieve balance', isSuccess: false, isError: true }
  await (await connection()).refreshBalance(namespace)
  const { balance, balanceSymbol } = accountOf(namespace)
  if (balance === undefined || balanceSymbol === undefined) return { data: undefined, error: 'No balance found', isSuccess: false, isError: true }
  return { data: { balance, symbol: balanceSymbol }, error: null, isSuccess: true, isError: false }
}
