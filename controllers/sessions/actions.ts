import { map } from 'nanostores'
import { errorMessage } from '../../adapters/errors.js'
import type { SmartSession } from '../../clients/types.js'
import { accountOf } from '../account/store.js'
import { signMessage } from '../connection/actions.js'
import { blockchainApiClient } from '../config/services.js'

export type SmartSessionsStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface SmartSessionsState {
  /** The CAIP-10 EVM account (`eip155:1:0x…`) the list belongs to: sessions are kept per chain and address. */
  caipAddress: string | undefined
  status: SmartSessionsStatus
  /** As the service listed them: revoked and expired ones too (`activeSessions` picks the ones in force). */
  sessions: SmartSession[]
  /** The API's words when the list could not be read. */
  error: string | undefined
  /** The pci being revoked (signature, then the API). */
  revoking: string | undefined
  /** The last revoke that failed, in the wallet's or the API's words. */
  revokeError: { pci: string; message: string } | undefined
}

export const INITIAL_SMART_SESSIONS: SmartSessionsState = {
  caipAddress: undefined,
  status: 'idle',
  sessions: [],
  error: undefined,
  revoking: undefined,
  revokeError: undefined
}

/** behaviour §1 smart-account sessions of the connected EVM account. */
export const $smartSessions = map<SmartSessionsState>({ ...INITIAL_SMART_SESSIONS })

let listRequest = 0

/** The sessions still in force at `nowMs`: the service lists revoked (`revokedAt`) and expired ones too. */
export function activeSessions(sessions: readonly SmartSession[], nowMs = Date.now()): SmartSession[] {
  return sessions.filter(session => session.revokedAt === null && session.expiry * 1000 > nowMs)
}

/**
 * Reads the active sessions of the connected EVM account on its current chain
 * (`GET /v1/sessions/{caip10}`, reown-com/blockchain-api src/handlers/sessions/list.rs).
 */
export async function loadSmartSessions(): Promise<void> {
  const { caipAddress } = accountOf('eip155')
  const request = ++listRequest
  if (!caipAddress) {
    $smartSessions.set({ ...INITIAL_SMART_SESSIONS, status: 'error', error: 'Address or auth connector not found' })
    return
  }
  $smartSessions.set({ ...INITIAL_SMART_SESSIONS, caipAddress, status: 'loading' })
  try {
    const client = await blockchainApiClient()
    const { pcis } = await client.getSmartSessions(caipAddress)
    if (request !== listRequest) return
    $smartSessions.set({ ...$smartSessions.get(), status: 'ready', sessions: Array.isArray(pcis) ? pcis : [], error: undefined })
  } catch (error) {
    if (request !== listRequest) return
    $smartSessions.set({ ...$smartSessions.get(), status: 'error', sessions: [], error: errorMessage(error, 'Could not load sessions') })
  }
}

/**
 * Revokes one session: the owner signs its pci (EIP-191, through whatever connected the account), then
 * `POST /v1/sessions/{caip10}/revoke`, which answers an empty 200 (src/handlers/sessions/revoke.rs).
 * The row leaves the list only once the API agreed; a declined signature or an API error leaves the
 * list as it was and is kept in `revokeError`.
 */
export async function revokeSmartSession(pci: string): Promise<void> {
  const state = $smartSessions.get()
  const { caipAddress } = state
  if (state.revoking || !caipAddress || !state.sessions.some(session => session.pci === pci)) return
  $smartSessions.set({ ...state, revoking: pci, revokeError: undefined })
  try {
    const signature = await signMessage(pci, 'eip155')
    const client = await blockchainApiClient()
    await client.revokeSmartSession({ caipAddress, pci, signature })
    const now = $smartSessions.get()
    // Another account's list may be shown by now: only the list this revoke belongs to changes.
    if (now.caipAddress === caipAddress) $smartSessions.set({ ...now, revoking: undefined, sessions: now.sessions.filter(session => session.pci !== pci) })
  } catch (error) {
    const now = $smartSessions.get()
    if (now.caipAddress === caipAddress) $smartSessions.set({ ...now, revoking: undefined, revokeError: { pci, message: errorMessage(error, 'Could not revoke the session') } })
    throw new Error(errorMessage(error, 'Could not revoke the session'), { cause: error })
  }
}

export function clearRevokeError(): void {
  $smartSessions.setKey('revokeError', undefined)
}
