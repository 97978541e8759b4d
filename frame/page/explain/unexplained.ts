import type { ExplainedRequest, RequestContext } from './model.js'

/** The shape the raw fallback keeps: enough to read, never the whole of a hostile request. */
const MAX_RAW_LENGTH = 20_000

/**
 * What the approval screen shows when a request cannot be explained (malformed params, a decoder's
 * failure, the decoders' chunk not loading): the request as given, with the `unexplained` warning.
 * Never nothing: the person can still read, reject or approve. Small on purpose: wallet.ts imports it
 * into the first screen for the case where the decoders do not load.
 */
export function unexplained(method: ExplainedRequest['method'], params: unknown[], context: RequestContext): ExplainedRequest {
  let text = ''
  try {
    text = JSON.stringify(params, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2).slice(0, MAX_RAW_LENGTH)
  } catch {
    // Too deep for JSON.stringify (a page can send that): the warning still says the request was not read.
  }
  return { context, method, explanation: { kind: 'raw', text }, warnings: [{ code: 'unexplained' }] }
}
