/**
 * behaviour §5 and §6: which embedded-wallet RPC methods go straight through, which wait for the
 * person's approval in the frame, and the shapes their answers must have. One table for both ends:
 * the frame enforces it (it holds the key), the kit uses it to show ApproveTransaction and to
 * refuse an unknown method at once.
 */

/** Answered by the frame itself from the signed-in user (no chain, no approval). */
const ACCOUNT_METHODS = new Set(['eth_chainId', 'eth_accounts', 'eth_requestAccounts'])

/** Read-only calls forwarded to the chain (behaviour §6 "safe"). */
const SAFE_METHODS = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance', 'eth_getBlockByHash', 'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash', 'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_getLogs',
  'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex', 'eth_getTransactionByHash',
  'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas', 'eth_newBlockFilter', 'eth_newFilter', 'eth_newPendingTransactionFilter',
  'eth_uninstallFilter', 'eth_syncing', 'eth_protocolVersion', 'eth_blobBaseFee', 'eth_sendRawTransaction', 'wallet_getCapabilities', 'wallet_getCallsStatus',
  'wallet_getAssets', 'eth_getUserOperationByHash', 'eth_getUserOperationReceipt', 'eth_supportedEntryPoints', 'eth_estimateUserOperationGas'
])

/** Requests that sign or spend: the frame shows its own approval screen (behaviour §6 "not safe"). */
const APPROVAL_METHODS = new Set([
  'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation',
  'solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'
])

export type RpcMethodKind = 'account' | 'safe' | 'approval' | 'not-allowed'

export function rpcMethodKind(method: string): RpcMethodKind {
  if (ACCOUNT_METHODS.has(method)) return 'account'
  if (SAFE_METHODS.has(method)) return 'safe'
  return APPROVAL_METHODS.has(method) ? 'approval' : 'not-allowed'
}

/** behaviour §8: an unrecognised method is rejected with this; after 300 ms the UI says 'Action not allowed'. */
export const NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'
export const NOT_ALLOWED_CODE = 4200
export const NOT_ALLOWED_UI_DELAY_MS = 300

/** behaviour §5: a signed message is 0x plus at least 62 hex characters. */
export const isSignatureResult = (value: unknown): value is `0x${string}` => typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
/** behaviour §5: a transaction hash is 0x plus 64 hex characters. */
export const isTransactionHashResult = (value: unknown): value is `0x${string}` => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

/** What a method's answer must look like (behaviour §5), or undefined when behaviour spec gives no shape. */
export function resultShapeOf(method: string): ((value: unknown) => boolean) | undefined {
  if (method === 'personal_sign' || method === 'eth_signTypedData_v4') return isSignatureResult
  if (method === 'eth_sendTransaction') return isTransactionHashResult
  return undefined
}

/** behaviour §5 wallet_sendCalls: every call's `to` starts with 0x and its optional `data` starts with 0x. Returns the problem, or undefined. */
export function sendCallsProblem(params: unknown): string | undefined {
  const request = Array.isArray(params) ? params[0] : params
  const calls = (request as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls) || calls.length === 0) return 'wallet_sendCalls needs a non-empty calls list'
  for (const [index, call] of calls.entries()) {
    const { to, data } = (call ?? {}) as { to?: unknown; data?: unknown }
    if (typeof to !== 'string' || !to.startsWith('0x')) return `Call ${index}: 'to' must start with 0x`
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x'))) return `Call ${index}: 'data' must start with 0x`
  }
  return undefined
}
