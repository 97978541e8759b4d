import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { HttpError, reply, serveHttp, type HttpService } from '../devnet/http.js'
import { httpRequest, parseRetryAfter, ServiceError } from './http.js'

const sdk = { projectId: 'w3m-devnet', sdkType: 'appkit', sdkVersion: 'html-1.7.5' }

describe('httpRequest against a real server with fault plans', () => {
  let service: HttpService
  let seen: Array<{ method: string; url: URL; at: number }> = []
  let dateRetryFailures = 0

  before(async () => {
    service = await serveHttp({
      name: 'http-test',
      routes: [
        { method: 'GET', path: '/v1/echo', handle: ctx => ({ query: Object.fromEntries(ctx.query) }) },
        { method: 'POST', path: '/v1/echo', handle: ctx => ({ body: ctx.body, query: Object.fromEntries(ctx.query) }) },
        {
          method: 'GET',
          path: '/v1/forbidden',
          handle: () => {
            throw new HttpError(403, 'Invalid projectId: nope')
          }
        },
        { method: 'GET', path: '/v1/missing', handle: () => reply(404, { message: 'No such name' }) },
        {
          method: 'GET',
          path: '/v1/date-retry',
          handle: () => {
            if (dateRetryFailures-- > 0) return reply(503, { message: 'busy' }, { 'retry-after': new Date(Date.now() + 2000).toUTCString() })
            return { ok: true }
          }
        }
      ]
    })
    service.server.on('request', (req: { method?: string; url?: string }) => {
      seen.push({ method: req.method ?? '', url: new URL(req.url ?? '/', service.url), at: Date.now() })
    })
  })
  after(() => service.stop())
  beforeEach(() => {
    seen = []
    service.setFaults(undefined)
  })

  it('adds projectId, st and sv to every GET, next to the caller query', async () => {
    const result = await httpRequest<{ query: Record<string, string> }>({
      baseUrl: service.url,
      path: '/v1/echo',
      query: { chainId: 'eip155:1', include: ['a', 'b'], cursor: undefined },
      sdk
    })
    assert.deepEqual(result.query, { projectId: 'w3m-devnet', st: 'appkit', sv: 'html-1.7.5', chainId: 'eip155:1', include: 'a,b' })
    assert.equal(seen.length, 1)
    assert.equal(seen[0]!.url.searchParams.get('projectId'), 'w3m-devnet')
  })

  it('sends a JSON body on POST', async () => {
    const result = await httpRequest<{ body: unknown }>({ baseUrl: service.url, path: '/v1/echo', method: 'POST', body: { a: [1, 'x'] }, sdk })
    assert.deepEqual(result.body, { a: [1, 'x'] })
  })

  it('waits as long as Retry-After (seconds) asks after a 429, then succeeds', async () => {
    service.setFaults({ status: 429, retryAfter: 1, times: 1 })
    const started = Date.now()
    const result = await httpRequest<{ query: unknown }>({ baseUrl: service.url, path: '/v1/echo', sdk, retryDelayMs: 10 })
    const waited = seen[1]!.at - seen[0]!.at
    assert.ok(result.query)
    assert.equal(seen.length, 2)
    assert.ok(waited >= 950, `waited ${waited} ms, Retry-After asked 1000`)
    assert.ok(Date.now() - started < 3000)
  })

  it('honours Retry-After given as an HTTP date', async () => {
    dateRetryFailures = 1
    const result = await httpRequest<{ ok: boolean }>({ baseUrl: service.url, path: '/v1/date-retry', sdk, retryDelayMs: 10 })
    const waited = seen[1]!.at - seen[0]!.at
    assert.deepEqual(result, { ok: true })
    // HTTP dates have one-second resolution: 2 s ahead means at least ~1 s of wait
    assert.ok(waited >= 900, `waited ${waited} ms`)
  })

  it('caps a huge Retry-After', async () => {
    service.setFaults({ status: 503, retryAfter: 3600, times: 1 })
    const started = Date.now()
    await httpRequest({ baseUrl: service.url, path: '/v1/echo', sdk, maxRetryAfterMs: 100 })
    assert.ok(Date.now() - started < 1500)
    assert.equal(seen.length, 2)
  })

  it('ends a 5xx storm with a ServiceError carrying status and message after backoff, not a hang', async () => {
    service.setFaults({ status: 503 })
    const started = Date.now()
    const error = await httpRequest({ baseUrl: service.url, path: '/v1/echo', sdk, retries: 3, retryDelayMs: 50 }).catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.status, 503)
    assert.equal(error.kind, 'http')
    assert.equal(error.message, 'Injected fault: HTTP 503')
    assert.equal(seen.length, 4)
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i]!.at)
    // exponential: 50, 100, 200 ms
    assert.ok(gaps[0]! >= 45 && gaps[1]! >= 95 && gaps[2]! >= 195, `gaps ${gaps.join(',')}`)
    assert.ok(Date.now() - started < 3000)
  })

  it('retries 500 and 502 and recovers', async () => {
    service.setFaults({ status: 502, times: 2 })
    const result = await httpRequest<{ query: unknown }>({ baseUrl: service.url, path: '/v1/echo', sdk, retryDelayMs: 10 })
    assert.ok(result.query)
    assert.equal(seen.length, 3)
  })

  it('gives up on 403 with the server message after the retries', async () => {
    const error = await httpRequest({ baseUrl: service.url, path: '/v1/forbidden', sdk, retries: 1, retryDelayMs: 10 }).catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.status, 403)
    assert.equal(error.message, 'Invalid projectId: nope')
    assert.deepEqual(error.body, { message: 'Invalid projectId: nope' })
    assert.equal(seen.length, 2)
  })

  it('does not retry a 404', async () => {
    const error = await httpRequest({ baseUrl: service.url, path: '/v1/missing', sdk, retryDelayMs: 10 }).catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.status, 404)
    assert.equal(error.message, 'No such name')
    assert.equal(seen.length, 1)
  })

  it('times out a slow answer per attempt', async () => {
    service.setFaults({ latencyMs: 2000 })
    const started = Date.now()
    const error = await httpRequest({ baseUrl: service.url, path: '/v1/echo', sdk, timeoutMs: 150, retries: 1, retryDelayMs: 10 }).catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.kind, 'timeout')
    assert.equal(error.status, 0)
    assert.equal(seen.length, 2)
    assert.ok(Date.now() - started < 1500)
  })

  it('retries a timed-out GET and gets the next answer', async () => {
    service.setFaults({ latencyMs: 2000, times: 1 })
    const result = await httpRequest<{ query: unknown }>({ baseUrl: service.url, path: '/v1/echo', sdk, timeoutMs: 300, retryDelayMs: 10 })
    assert.ok(result.query)
  })

  it('retries a dropped socket on GET', async () => {
    service.setFaults({ drop: true, times: 1 })
    const result = await httpRequest<{ query: unknown }>({ baseUrl: service.url, path: '/v1/echo', sdk, retryDelayMs: 10 })
    assert.ok(result.query)
    assert.equal(seen.length, 2)
  })

  it('does not resend a POST whose socket dropped (it may have been applied)', async () => {
    service.setFaults({ drop: true })
    const error = await httpRequest({ baseUrl: service.url, path: '/v1/echo', method: 'POST', body: {}, sdk, retryDelayMs: 10 }).catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.kind, 'network')
    assert.equal(seen.length, 1)
  })

  it('stops at once when the caller aborts, even while backing off', async () => {
    service.setFaults({ status: 503, retryAfter: 5 })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 150)
    const started = Date.now()
    const error = await httpRequest({ baseUrl: service.url, path: '/v1/echo', sdk, signal: controller.signal }).catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.kind, 'aborted')
    assert.ok(Date.now() - started < 1000)
  })

  it('reports a refused connection as a network ServiceError', async () => {
    const closed = await serveHttp({ name: 'closed', routes: [] })
    await closed.stop()
    const error = await httpRequest({ baseUrl: closed.url, path: '/x', retries: 1, retryDelayMs: 10 }).catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.kind, 'network')
  })
})

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, and ignores junk', () => {
    const now = Date.parse('2025-01-01T00:00:00Z')
    assert.equal(parseRetryAfter('2', now), 2000)
    assert.equal(parseRetryAfter('0.5', now), 500)
    assert.equal(parseRetryAfter('Wed, 01 Jan 2025 00:00:03 GMT', now), 3000)
    assert.equal(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now), 0)
    assert.equal(parseRetryAfter('soon', now), undefined)
    assert.equal(parseRetryAfter(null, now), undefined)
  })
})
