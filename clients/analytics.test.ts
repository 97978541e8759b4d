import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { serveHttp } from '../devnet/http.js'
import { startDirectory, type DirectoryService } from '../devnet/directory/index.js'
import { until } from '../test/until.js'
import { createAnalyticsClient, type AnalyticsEnvelope, type ErrorReport } from './analytics.js'

const sdk = { projectId: 'w3m-devnet', sdkType: 'appkit', sdkVersion: 'html-1.7.5' }

describe('analytics client against the devnet analytics sink', () => {
  let service: DirectoryService
  let batches = 0

  before(async () => {
    service = await startDirectory()
    service.analytics.server.on('request', (req: { url?: string }) => {
      if (req.url?.startsWith('/batch')) batches++
    })
  })
  after(() => service.stop())
  beforeEach(() => {
    service.events.length = 0
    batches = 0
    service.analytics.setFaults(undefined)
  })

  const bodies = (kind: 'event' | 'error') => service.events.filter(e => e.kind === kind).map(e => e.body as AnalyticsEnvelope)
  const errors = () => service.events.filter(e => e.kind === 'error').map(e => e.body as ErrorReport)

  it('sends queued events as one JSON array to POST /batch, as text/plain with the sdk params', async () => {
    const client = createAnalyticsClient({ analyticsUrl: service.analyticsUrl, ...sdk, flushMs: 60_000 })
    client.sendEvent({ event: 'INITIALIZE', address: '0xabc', timestamp: 1234, properties: { networks: ['eip155:1'], caipNetworkId: 'eip155:1' } })
    client.sendEvent({ event: 'MODAL_OPEN', properties: { connected: false } })
    client.sendEvent({ event: 'MODAL_CLOSE' })
    assert.equal(service.events.length, 0)
    await client.flush()
    assert.equal(batches, 1)
    assert.deepEqual(
      bodies('event').map(b => b.props.event),
      ['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE']
    )
    const first = bodies('event')[0]!
    assert.deepEqual(first.props, { type: 'track', event: 'INITIALIZE', address: '0xabc', properties: { networks: ['eip155:1'], caipNetworkId: 'eip155:1' } })
    assert.equal(first.timestamp, 1234)
    assert.deepEqual(bodies('event')[2]!.props, { type: 'track', event: 'MODAL_CLOSE', properties: {} })
    assert.ok(service.events.every(e => e.projectId === 'w3m-devnet' && e.sdkType === 'appkit' && e.sdkVersion === 'html-1.7.5'))
    assert.ok(service.events.every(e => e.contentType === 'text/plain;charset=UTF-8'))
  })

  it('flushes on its own after flushMs, and at once when the batch is full', async () => {
    const timed = createAnalyticsClient({ analyticsUrl: service.analyticsUrl, ...sdk, flushMs: 50 })
    timed.sendEvent({ event: 'MODAL_OPEN' })
    await until(() => bodies('event').length === 1, 'the timed flush')

    const full = createAnalyticsClient({ analyticsUrl: service.analyticsUrl, ...sdk, flushMs: 60_000, maxBatch: 3 })
    for (let i = 0; i < 3; i++) full.sendEvent({ event: `E${i}` })
    await until(() => bodies('event').length === 4, 'the full batch flushes at once')
    assert.equal(bodies('event').length, 4)
    assert.equal(batches, 2)
  })

  it('sends at most 5 errors a minute to POST /e', async () => {
    let clock = 1_000_000
    const client = createAnalyticsClient({ analyticsUrl: service.analyticsUrl, ...sdk, now: () => clock })
    for (let i = 0; i < 8; i++) await client.sendError(new TypeError(`boom ${i}`), 'SECURE_SITE_ERROR')
    const sent = errors()
    assert.equal(sent.length, 5)
    assert.deepEqual(sent[0]!.props, { type: 'error', event: 'SECURE_SITE_ERROR', errorType: 'TypeError', errorMessage: 'boom 0', stackTrace: sent[0]!.props.stackTrace })
    assert.match(String(sent[0]!.props.stackTrace), /boom 0/)
    assert.equal(sent[0]!.timestamp, new Date(1_000_000).toISOString())
    clock += 59_999
    await client.sendError(new Error('still capped'))
    assert.equal(bodies('error').length, 5)
    clock += 1
    await client.sendError(new Error('a new minute'))
    assert.equal(bodies('error').length, 6)
  })

  it('never throws into the caller when the sink fails or the input is odd', async () => {
    service.analytics.setFaults({ status: 500 })
    const client = createAnalyticsClient({ analyticsUrl: service.analyticsUrl, ...sdk, flushMs: 60_000 })
    const circular: Record<string, unknown> = {}
    circular['self'] = circular
    client.sendEvent({ event: 'CIRCULAR', properties: circular })
    await client.flush()
    client.sendEvent({ event: 'MODAL_OPEN' })
    await client.flush()
    await client.sendError('a string, not an Error')
    await client.sendError({ toString: () => { throw new Error('hostile') } })

    const closed = await serveHttp({ name: 'closed', routes: [] })
    await closed.stop()
    const gone = createAnalyticsClient({ analyticsUrl: closed.url, ...sdk })
    await gone.sendError(new Error('nobody listening'))
    gone.sendEvent({ event: 'X' })
    await gone.flush()
    assert.equal(service.events.length, 0)
  })
})
