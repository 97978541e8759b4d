import type { CaipNetwork, ChainNamespace, FetchBalanceResult, SmartSessionGrantRequest, SmartSessionGrantResponse } from '../../types/public.js'
import { accountOf } from '../account/store.js'
import { $chain } from '../networks/store.js'
import { CONNECTION_STATUS_KEY } from './hooks.js'
import { readStored } from '../config/storage.js'

/** What a page needs of connections before anyone connects: entry points that load actions.ts on use. */

// One loader for every entry point: the page carries one lazy-load wrapper, not one per method.
const connection = () => import('./actions.js')

let restoring: Promise<void> = Promise.resolve()

/**
 * Restores remembered connections (after `seeded`, option ssr's seed of the remembered accounts, when
 * given); the connection code loads only when there is one to restore.
 */
export function restoreRememberedConnections(seeded?: Promise<void>): Promise<void> {
  const restore = (): Promise<void> => (readStored(CONNECTION_STATUS_KEY) ? connection().then(module => module.restoreConnections()) : Promise.resolve())
  return (restoring = seeded ? seeded.then(restore) : restore())
}

/**
 * Settles once the restore that createAppKit started is over, whatever its outcome: a binding that
 * restores its own state (wagmi's reconnect) waits for the kit's instead of racing it.
 */
export function restoreSettled(): Promise<void> {
  return restoring.catch(() => undefined)
}

/** `disconnect` of actions.ts, its code loaded on use. */
export async function disconnectLazily(namespace?: ChainNamespace): Promise<void> {
  await (await connection()).disconnect(namespace)
}

/** `switchNetwork` of actions.ts, its code loaded on use. */
export async function switchNetworkLazily(network: CaipNetwork): Promise<void> {
  await (await connection()).switchNetwork(network)
}

/** `signMessage` of actions.ts, its code loaded on use. */
export async function signMessageLazily(message: string, namespace?: ChainNamespace): Promise<string> {
  return (await connection()).signMessage(message, namespace)
}

/** `grantPermissions` of actions.ts, its code loaded on use. */
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
