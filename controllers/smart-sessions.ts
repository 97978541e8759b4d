import { map } from 'nanostores'
import { errorMessage } from '../adapters/errors.js'
import type { SmartSession } from '../clients/types.js'
import { accountOf } from './account.js'
import { signMessage } from './connection.js'
import { blockchainApiClient } from './services.js'

export type SmartSessionsStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface SmartSessionsState {
  /** The EVM account the list belongs to. */
  address: string | undefined
  status: SmartSessionsStatus
  sessions: SmartSession[]
  /** The API's words when the list could not be read. */
  error: string | undefined
  /** The pci being revoked (signature, then the API). */
  revoking: string | undefined
  /** The last revoke that failed, in the wallet's or the API's words. */
  revokeError: { pci: string; message: string } | undefined
}

export const INITIAL_SMART_SESSIONS: SmartSessionsState = {
  address: undefined,
  status: 'idle',
  sessions: [],
  error: undefined,
  revoking: undefined,
  revokeError: undefined
}

/** SPEC §1 smart-account sessions of the connected EVM account. */
export const $smartSessions = map<SmartSessionsState>({ ...INITIAL_SMART_SESSIONS })

let listRequest = 0

/** Reads the active sessions of the connected EVM account (`GET /v1/sessions/{address}`). */
export async function loadSmartSessions(): Promise<void> {
  const { address } = accountOf('eip155')
  const request = ++listRequest
  if (!address) {
    $smartSessions.set({ ...INITIAL_SMART_SESSIONS, status: 'error', error: 'Address or auth connector not found' })
    return
  }
  $smartSessions.set({ ...INITIAL_SMART_SESSIONS, address, status: 'loading' })
  try {
    const client = await blockchainApiClient()
    const { sessions } = await client.getSmartSessions(address)
    if (request !== listRequest) return
    $smartSessions.set({ ...$smartSessions.get(), status: 'ready', sessions: Array.isArray(sessions) ? sessions : [], error: undefined })
  } catch (error) {
    if (request !== listRequest) return
    $smartSessions.set({ ...$smartSessions.get(), status: 'error', sessions: [], error: errorMessage(error, 'Could not load sessions') })
  }
}

/**
 * Revokes one session: the owner signs its pci (EIP-191, through whatever connected the account), then
 * `POST /v1/sessions/{address}/revoke`. The row leaves the list only once the API says success; a
 * declined signature or an API error leaves the list as it was and is kept in `revokeError`.
 */
export async function revokeSmartSession(pci: string): Promise<void> {
  const state = $smartSessions.get()
  const { address } = state
  if (state.revoking || !address || !state.sessions.some(session => session.pci === pci)) return
  $smartSessions.set({ ...state, revoking: pci, revokeError: undefined })
  try {
    const signature = await signMessage(pci, 'eip155')
    const client = await blockchainApiClient()
    const { success } = await client.revokeSmartSession({ address, pci, signature })
    if (success !== true) throw new Error('Could not revoke the session')
    const now = $smartSessions.get()
    // Another account's list may be shown by now: only the list this revoke belongs to changes.
    if (now.address === address) $smartSessions.set({ ...now, revoking: undefined, sessions: now.sessions.filter(session => session.pci !== pci) })
  } catch (error) {
    const now = $smartSessions.get()
    if (now.address === address) $smartSessions.set({ ...now, revoking: undefined, revokeError: { pci, message: errorMessage(error, 'Could not revoke the session') } })
    throw new Error(errorMessage(error, 'Could not revoke the session'), { cause: error })
  }
}

export function clearRevokeError(): void {
  $smartSessions.setKey('revokeError', undefined)
}
