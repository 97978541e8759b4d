/**
 * JSON-RPC framing for the relay. Clients send ids far above 2^53 (`getBigIntRpcId`), so the relay
 * echoes each request's id as the exact token it received instead of a re-serialised number.
 */

export interface RpcRequest {
  /** The id token exactly as sent (`123`, `"123"`), or `null` for a notification. */
  rawId: string
  method: string
  params: unknown
}

export interface RpcResponse {
  id: unknown
  result?: unknown
  error?: unknown
}

export type Frame = { kind: 'request'; request: RpcRequest } | { kind: 'response'; response: RpcResponse } | { kind: 'invalid'; rawId: string; code: number; message: string }

function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '"') return i + 1
  }
  return text.length
}

function skipSpace(text: string, index: number): number {
  while (index < text.length && /\s/.test(text[index]!)) index++
  return index
}

/** The raw token of the top-level `"id"` member, or undefined when there is none. */
export function rawIdOf(text: string): string | undefined {
  let depth = 0
  let expectKey = false
  for (let i = 0; i < text.length; ) {
    const char = text[i]!
    if (char === '"') {
      const end = stringEnd(text, i)
      if (depth === 1 && expectKey) {
        expectKey = false
        const colon = skipSpace(text, end)
        if (text[colon] !== ':') return undefined
        const valueStart = skipSpace(text, colon + 1)
        if (text.slice(i, end) === '"id"') {
          const valueEnd = text[valueStart] === '"' ? stringEnd(text, valueStart) : valueStart + (/^[^,}\s]*/.exec(text.slice(valueStart))?.[0].length ?? 0)
          return text.slice(valueStart, valueEnd)
        }
        i = valueStart
        continue
      }
      i = end
      continue
    }
    if (char === '{') {
      depth++
      expectKey = depth === 1
    } else if (char === '[') depth++
    else if (char === '}' || char === ']') depth--
    else if (char === ',' && depth === 1) expectKey = true
    i++
  }
  return undefined
}

const VALID_ID = /^(?:-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|"(?:[^"\\]|\\.)*"|null)$/

/** Classifies one incoming text frame as a request, a response (an ack of a push) or something to reject. */
export function parseFrame(text: string): Frame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', rawId: 'null', code: -32700, message: 'Parse error: frame is not valid JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'invalid', rawId: 'null', code: -32600, message: 'Invalid request: expected a JSON-RPC object' }
  const raw = rawIdOf(text) ?? 'null'
  const rawId = VALID_ID.test(raw) ? raw : 'null'
  const message = value as { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown }
  if (typeof message.method === 'string') return { kind: 'request', request: { rawId, method: message.method, params: message.params } }
  if ('result' in message || 'error' in message) return { kind: 'response', response: { id: message.id, result: message.result, error: message.error } }
  return { kind: 'invalid', rawId, code: -32600, message: 'Invalid request: missing method' }
}

export function resultFrame(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function errorFrame(rawId: string, code: number, message: string): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}
