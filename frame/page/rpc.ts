import type { Chain } from 'viem'
import { FrameAnswerError } from '../channel.js'

/** What the frame needs of a chain: its JSON-RPC (the node or a bundler) and viem's description of it. */

/** One JSON-RPC call over HTTP; an error answer becomes a FrameAnswerError in the server's words (capped). */
export async function rpcCall<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params }) })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string; code?: number } }
  if (body.error) throw new FrameAnswerError(String(body.error.message ?? 'An error occurred').slice(0, 300), body.error.code)
  return body.result as T
}

/** The frame's chains as viem wants them: named by CAIP-2 id, paid in ETH, read at `rpcUrl`. */
export function chainOf(id: number, rpcUrl: string): Chain {
  return { id, name: `eip155:${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
}
