import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createAnalyticsClient } from '../../clients/analytics.js'
import { createWalletDirectoryClient } from '../../clients/wallet-directory.js'
import { startDirectory, TEST_WALLET_ID, type DirectoryService } from '../../devnet/directory/index.js'
import { assertRequestLike, assertSameShape, replayService, type WireFixture } from './harness.js'

/**
 * Pulse analytics and the wallet directory are closed services: the reference is what Reown
 * AppKit sends them and reads from them.
 */
const EVENTS = 'reown-com/appkit packages/controllers/src/controllers/EventsController.ts'
const TELEMETRY = 'reown-com/appkit packages/controllers/src/controllers/TelemetryController.ts'
const API = 'reown-com/appkit packages/controllers/src/controllers/ApiController.ts (types in utils/TypeUtil.ts)'
const sdk = { projectId: 'w3m-devnet', sdkType: 'appkit', sdkVersion: 'html-core-1.7.5' }

const batch: WireFixture = {
  call: 'POST /batch',
  source: `${EVENTS} _setPendingEvent/_submitPendingEvents; utils/FetchUtil.ts sendBeacon`,
  request: {
    method: 'POST',
    path: '/batch',
    // A JSON array (not {events}); the connected address beside the event, the caipNetworkId among its properties.
    body: [
      {
        eventId: 'c2b1f0a4-7c1e-4a57-9b1a-2f4d7e9b0c11',
        url: 'https://dapp.example/',
        domain: 'dapp.example',
        timestamp: 1718000000000,
        props: { type: 'track', event: 'MODAL_OPEN', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', properties: { connected: true, caipNetworkId: 'eip155:1' } }
      }
    ]
  },
  // sendBeacon never reads the answer; only the status matters.
  response: { status: 200 }
}

const errorReport: WireFixture = {
  call: 'POST /e',
  source: `${TELEMETRY} sendError`,
  request: {
    method: 'POST',
    path: '/e',
    body: {
      eventId: 'd1e2f3a4-0000-4000-8000-000000000001',
      url: 'https://dapp.example/',
      domain: 'dapp.example',
      timestamp: '2024-06-10T06:13:20.000Z',
      props: { type: 'error', event: 'SECURE_SITE_ERROR', errorType: 'TypeError', errorMessage: 'boom', stackTrace: 'TypeError: boom\n    at x' }
    }
  },
  response: { status: 200 }
}

const wallet = {
  id: TEST_WALLET_ID,
  name: 'Test Wallet',
  homepage: 'https://example.com',
  image_id: 'img-1',
  order: 1,
  mobile_link: 'testwallet://',
  desktop_link: 'testwallet-desktop://',
  webapp_link: 'https://app.example.com',
  app_store: 'https://apps.apple.com/app/id1',
  play_store: 'https://play.google.com/store/apps/details?id=x',
  chrome_store: 'https://chrome.google.com/webstore/detail/x',
  rdns: 'io.example',
  injected: [{ namespace: 'eip155', injected_id: 'isTest' }],
  chains: ['eip155:1'],
  badge_type: 'certified',
  supports_wc: true
}

const getWallets: WireFixture = {
  call: 'GET /getWallets',
  source: `${API} fetchWallets, fetchWalletsByPage (ApiGetWalletsRequest/Response, WcWallet)`,
  request: { method: 'GET', path: '/getWallets', query: { page: '2', entries: '40', chains: 'eip155:1', badge_type: 'certified', exclude: 'a,b' } },
  response: { status: 200, body: { data: [wallet], count: 1 } }
}

const origins: WireFixture = {
  call: 'GET /projects/v1/origins',
  source: `${API} fetchAllowedOrigins (ApiGetAllowedOriginsResponse)`,
  request: { method: 'GET', path: '/projects/v1/origins' },
  response: { status: 200, body: { allowedOrigins: ['https://dapp.example', 'https://*.dapp.example'] } }
}

const analyticsConfig: WireFixture = {
  call: 'GET /getAnalyticsConfig',
  source: `${API} fetchAnalyticsConfig (ApiGetAnalyticsConfigResponse)`,
  request: { method: 'GET', path: '/getAnalyticsConfig' },
  response: { status: 200, body: { isAnalyticsEnabled: false } }
}

describe('pulse analytics: the kit sends what AppKit sends', () => {
  it(`${batch.call}: one JSON array, as text/plain with the sdk params and no preflight (${batch.source})`, async () => {
    const service = await replayService([batch])
    try {
      const client = createAnalyticsClient({ analyticsUrl: service.url, ...sdk, flushMs: 60_000 })
      client.sendEvent({ event: 'MODAL_OPEN', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', properties: { connected: true, caipNetworkId: 'eip155:1' } })
      await client.flush()
      assert.deepEqual(service.requests.map(r => r.method), ['POST'], 'a single POST: no OPTIONS preflight')
      const sent = service.requests[0]!
      assertRequestLike(sent, batch.request)
      assert.match(String(sent.headers['content-type']), /^text\/plain/)
      assert.deepEqual(Object.fromEntries(sent.url.searchParams), { projectId: sdk.projectId, st: sdk.sdkType, sv: sdk.sdkVersion })
      const [event] = sent.body as Array<{ props: { address: string; properties: { caipNetworkId: string } } }>
      assert.equal(event!.props.address, '0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
      assert.equal(event!.props.properties.caipNetworkId, 'eip155:1')
    } finally {
      await service.stop()
    }
  })

  it(`${errorReport.call}: flat props, an ISO timestamp, text/plain (${errorReport.source})`, async () => {
    const service = await replayService([errorReport])
    try {
      const client = createAnalyticsClient({ analyticsUrl: service.url, ...sdk })
      await client.sendError(new TypeError('boom'), 'SECURE_SITE_ERROR')
      assertRequestLike(service.requests[0], errorReport.request)
      assert.match(String(service.requests[0]!.headers['content-type']), /^text\/plain/)
    } finally {
      await service.stop()
    }
  })
})

describe('wallet directory: the kit asks and reads as AppKit does', () => {
  it(`${getWallets.call}, ${origins.call}, ${analyticsConfig.call}`, async () => {
    const service = await replayService([getWallets, origins, analyticsConfig])
    try {
      const client = createWalletDirectoryClient({ walletDirectoryUrl: service.url, ...sdk })
      const page = await client.getWallets({ page: 2, chains: ['eip155:1'], badge_type: 'certified', exclude: ['a', 'b'] })
      assertRequestLike(service.requests[0], getWallets.request)
      assert.deepEqual(page, getWallets.response.body)
      assert.deepEqual(await client.fetchAllowedOrigins(), ['https://dapp.example', 'https://*.dapp.example'])
      assertRequestLike(service.requests[1], origins.request)
      assert.deepEqual(await client.fetchAnalyticsConfig(), { isAnalyticsEnabled: false })
      assertRequestLike(service.requests[2], analyticsConfig.request)
      for (const request of service.requests) assert.equal(request.url.searchParams.get('projectId'), sdk.projectId, 'the sdk params are query params, as AppKit sends them')
      const image = new URL(client.walletImageUrl('img-1'))
      assert.equal(image.pathname, '/getWalletImage/img-1')
      assert.deepEqual(Object.fromEntries(image.searchParams), { projectId: sdk.projectId, st: sdk.sdkType, sv: sdk.sdkVersion })
    } finally {
      await service.stop()
    }
  })
})

describe('the devnet directory and pulse answer the same requests in the same shapes', () => {
  let devnet: DirectoryService
  before(async () => {
    devnet = await startDirectory()
  })
  after(() => devnet.stop())

  const send = (base: string, fixture: WireFixture, contentType = 'text/plain;charset=UTF-8') => {
    const url = new URL(base + fixture.request.path)
    for (const [key, value] of Object.entries({ projectId: sdk.projectId, st: sdk.sdkType, sv: sdk.sdkVersion, ...fixture.request.query })) url.searchParams.set(key, value)
    const body = fixture.request.body === undefined ? undefined : JSON.stringify(fixture.request.body)
    return fetch(url, { method: fixture.request.method, ...(body ? { body, headers: { 'content-type': contentType } } : {}) })
  }

  for (const fixture of [batch, errorReport]) {
    it(`${fixture.call} accepts AppKit's request`, async () => {
      devnet.events.length = 0
      assert.equal((await send(devnet.analyticsUrl, fixture)).status, fixture.response.status)
      assert.equal(devnet.events.length, 1)
    })
  }

  it("POST /batch refuses the kit's old request: {events:[…]} as JSON", async () => {
    const old: WireFixture = { ...batch, request: { ...batch.request, body: { events: batch.request.body } } }
    assert.equal((await send(devnet.analyticsUrl, old)).status, 400)
    assert.equal((await send(devnet.analyticsUrl, batch, 'application/json')).status, 415)
  })

  for (const fixture of [getWallets, origins, analyticsConfig]) {
    it(`${fixture.call} answers in AppKit's shape`, async () => {
      const response = await send(devnet.url, fixture)
      assert.equal(response.status, fixture.response.status)
      assertSameShape(await response.json(), fixture.response.body, { nullable: ['data.*.mobile_link', 'data.*.desktop_link', 'data.*.webapp_link', 'data.*.app_store', 'data.*.play_store', 'data.*.chrome_store', 'data.*.rdns', 'data.*.injected'] })
    })
  }
})
