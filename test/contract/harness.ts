import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Contract fixtures: one request and its answer per remote call, as the real service's public
 * source says they look (facts, not code: each names the file it was read from). The same fixture
 * is run both ways:
 * - against the kit's client: `replayService` answers the fixture's response, and
 *   `assertRequestLike` checks the client sent a request of the fixture's shape;
 * - against the devnet: a request of the fixture's shape must get an answer of the response's
 *   shape (`assertSameShape`), with the same status.
 */

export interface WireRequest {
  method: 'GET' | 'POST'
  /** The path with concrete values, e.g. `/v1/account/eip155:1:0xabc…/balance`. */
  path: string
  /** The query the call carries, besides the sdk params (projectId, st, sv) every call carries. */
  query?: Record<string, string>
  body?: unknown
}

export interface WireFixture {
  /** What a person would call it, e.g. 'POST /v1/convert/build-transaction'. */
  call: string
  /** Where the example comes from: `owner/repo path/to/file` (a handler, a type or an integration test). */
  source: string
  request: WireRequest
  response: { status: number; body?: unknown }
}

/** Query params the kit adds to every call of a service (behaviour §7); fixtures need not list them. */
const SDK_PARAMS = new Set(['projectId', 'st', 'sv'])

export interface RecordedRequest {
  method: string
  url: URL
  headers: Record<string, string | string[] | undefined>
  /** Parsed JSON when it parses, else the raw text (a beacon's text/plain body), else undefined. */
  body: unknown
}

export interface ReplayService {
  url: string
  requests: RecordedRequest[]
  stop(): Promise<void>
}

/** A local server answering each fixture's response at its method and (decoded) path, recording every request. */
export async function replayService(fixtures: readonly WireFixture[]): Promise<ReplayService> {
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const text = Buffer.concat(chunks).toString('utf8')
    requests.push({ method: req.method ?? '', url, headers: req.headers, body: parseMaybe(text) })
    const fixture = fixtures.find(f => f.request.method === req.method && decodeURIComponent(f.request.path) === decodeURIComponent(url.pathname))
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end()
    if (!fixture) return void res.writeHead(404, headers).end(JSON.stringify({ status: 'FAILED', reasons: [{ field: '', description: 'no fixture' }] }))
    const { status, body } = fixture.response
    res.writeHead(status, body === undefined ? { 'access-control-allow-origin': '*' } : headers).end(body === undefined ? '' : JSON.stringify(body))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stop: () => new Promise<void>(resolve => server.close(() => resolve()))
  }
}

/**
 * Runs `use` against a replay of `served` (the service stops after, whatever happens) and gives back
 * what `use` returned and every request the kit sent.
 */
export async function withReplay<T>(served: readonly WireFixture[], use: (service: ReplayService) => Promise<T>): Promise<{ result: T; requests: RecordedRequest[] }> {
  const service = await replayService(served)
  try {
    const result = await use(service)
    return { result, requests: service.requests }
  } finally {
    await service.stop()
  }
}

function parseMaybe(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * The shape of a JSON value: 'string' | 'number' | 'boolean' | 'null', `[shape of the first item]`
 * (or `[]`), or an object of shapes. Two values of the same shape are read the same way by a client.
 */
export function shapeOf(value: unknown): unknown {
  if (value === null) return 'null'
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])]
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, shapeOf(item)]))
  return typeof value
}

export interface ShapeOptions {
  /** Dotted paths (`data.0.metadata`; `*` for any key or index) whose value may also be null. */
  nullable?: string[]
  /** Dotted paths whose value may be absent in `actual`. */
  optional?: string[]
}

/**
 * `actual` has the shape of `expected`: the same keys (no more, no fewer), the same types, every
 * array item shaped as the expected's first item. An empty expected array accepts any items.
 */
export function assertSameShape(actual: unknown, expected: unknown, options: ShapeOptions = {}, path: string[] = []): void {
  const where = path.length ? path.join('.') : '(root)'
  if (actual === null && (expected === null || listed(options.nullable, path))) return
  if (expected === null) return assert.equal(actual, null, `${where}: expected null, got ${describe(actual)}`)
  if (Array.isArray(expected)) {
    assert.ok(Array.isArray(actual), `${where}: expected an array, got ${describe(actual)}`)
    if (expected.length === 0) return
    actual.forEach((item, i) => assertSameShape(item, expected[0], options, [...path, String(i)]))
    return
  }
  if (typeof expected === 'object') {
    assert.ok(actual !== null && typeof actual === 'object' && !Array.isArray(actual), `${where}: expected an object, got ${describe(actual)}`)
    const got = actual as Record<string, unknown>
    const want = expected as Record<string, unknown>
    const extra = Object.keys(got).filter(key => !(key in want))
    assert.deepEqual(extra, [], `${where}: keys the real service does not send: ${extra.join(', ')}`)
    for (const key of Object.keys(want)) {
      if (!(key in got)) {
        assert.ok(listed(options.optional, [...path, key]), `${where}: missing key ${key}`)
        continue
      }
      assertSameShape(got[key], want[key], options, [...path, key])
    }
    return
  }
  assert.equal(typeof actual, typeof expected, `${where}: expected a ${typeof expected}, got ${describe(actual)}`)
}

function listed(list: string[] | undefined, path: string[]): boolean {
  return (list ?? []).some(pattern => {
    const parts = pattern.split('.')
    return parts.length === path.length && parts.every((part, i) => part === '*' || part === path[i])
  })
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : `${typeof value} ${JSON.stringify(value)?.slice(0, 80)}`
}

/**
 * The client sent what the fixture's request shows: same method and path, every fixture query
 * param with the same value (sdk params aside) and no other, and a body of the same shape whose
 * leaves have the fixture's types (values may differ; pin the ones that matter in the test itself).
 */
export function assertRequestLike(recorded: RecordedRequest | undefined, expected: WireRequest): void {
  assert.ok(recorded, `no request was sent; expected ${expected.method} ${expected.path}`)
  assert.equal(recorded.method, expected.method)
  assert.equal(decodeURIComponent(recorded.url.pathname), decodeURIComponent(expected.path))
  const query = Object.fromEntries([...recorded.url.searchParams].filter(([key]) => !SDK_PARAMS.has(key) || (expected.query && key in expected.query)))
  assert.deepEqual(query, expected.query ?? {}, `query of ${expected.method} ${expected.path}`)
  if (expected.body === undefined) assert.equal(recorded.body, undefined, 'a request with no body')
  else assertSameShape(recorded.body, expected.body)
}
