import { errorCode, isUserRejection, WalletError } from '../adapters/errors.js'
import type { SmartSessionGrantRequest, SmartSessionGrantResponse } from '../app-kit/types.js'
import { accountOf } from './account.js'
import { withProvider } from './connection.js'
import { connectorById } from './connectors.js'

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
