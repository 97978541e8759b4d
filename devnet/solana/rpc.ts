import { serveHttp, rawReply, type Route } from '../http.js'
import { SolanaRpcError } from './errors.js'
import { SolanaLedger } from './ledger.js'
import { callSolanaMethod } from './methods.js'

/** A Solana JSON-RPC 2.0 endpoint over an in-process SVM (litesvm), posing as the devnet cluster. */

export const solanaDevnetCaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

export interface SolanaDevnet {
  url: string
  caipNetworkId: string
  ledger: SolanaLedger
  stop(): Promise<void>
}

interface JsonRpcRequest {
  jsonrpc?: unknown
  id?: unknown
  method?: unknown
  params?: unknown
}

function answer(ledger: SolanaLedger, request: unknown): Record<string, unknown> {
  const { id = null, method, params, jsonrpc } = (request ?? {}) as JsonRpcRequest
  try {
    if (jsonrpc !== '2.0' || typeof method !== 'string') throw new SolanaRpcError(-32600, 'Invalid request')
    return { jsonrpc: '2.0', id, result: callSolanaMethod(ledger, method, params) }
  } catch (error) {
    if (error instanceof SolanaRpcError) return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) } }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: error instanceof Error ? error.message : 'Internal error' } }
  }
}

/** u64 values (lamports, rentEpoch) leave as JSON numbers without losing precision. */
function stringifyWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_, entry: unknown) => (typeof entry === 'bigint' ? `__bigint__${entry}` : entry)).replace(/"__bigint__(\d+)"/g, '$1')
}

export async function startSolana(): Promise<SolanaDevnet> {
  const ledger = new SolanaLedger()
  const handle: Route['handle'] = ({ body }) => {
    if (body === undefined) return rawReply(200, stringifyWithBigInts({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }), { 'content-type': 'application/json' })
    const result = Array.isArray(body) ? body.map(request => answer(ledger, request)) : answer(ledger, body)
    return rawReply(200, stringifyWithBigInts(result), { 'content-type': 'application/json' })
  }
  const service = await serveHttp({ name: 'solana', routes: [{ method: 'POST', path: '/', handle }] })
  return { url: service.url, caipNetworkId: solanaDevnetCaipNetworkId, ledger, stop: () => service.stop() }
}
