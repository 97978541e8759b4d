import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { createBlockchainApiClient } from '../../clients/blockchain-api.js'
import { ServiceError } from '../../clients/http.js'
import { $alert } from '../../controllers/notices/alert.js'
import { setOptions } from '../../controllers/config/options.js'
import { checkAllowedOrigins } from '../../controllers/config/origin-check.js'
import { startApiFixture, type ApiFixture } from '../../devnet/api/fixture.js'
import { mainnet } from '../../networks.js'
import { resetControllers } from '../reset-controllers.js'
import { assertRequestLike, assertSameShape, replayService, type WireFixture } from './harness.js'

const sdk = { projectId: 'not-a-project', sdkType: 'appkit', sdkVersion: 'html-core-1.7.5' }

/** Any REST route with an unknown project: the project check answers before the route does. */
const unknownProject: WireFixture = {
  call: 'GET /v1/convert/tokens with an unknown projectId',
  source: 'reown-com/blockchain-api src/state.rs validate_project_access; src/error.rs (ProjectDataError/RegistryError → 401 authentication)',
  request: { method: 'GET', path: '/v1/convert/tokens', query: { chainId: 'eip155:1' } },
  response: { status: 401, body: { status: 'FAILED', reasons: [{ field: 'authentication', description: 'We failed to authenticate your request' }] } }
}

const refusedOrigins: WireFixture = {
  call: 'GET /projects/v1/origins for a refused project',
  source: 'reown-com/appkit packages/controllers/src/controllers/ApiController.ts fetchAllowedOrigins (a 4xx is read as no list)',
  request: { method: 'GET', path: '/projects/v1/origins' },
  response: { status: 403, body: { message: 'Invalid projectId' } }
}

const listedOrigins: WireFixture = {
  call: 'GET /projects/v1/origins',
  source: 'reown-com/appkit packages/controllers/src/controllers/ApiController.ts fetchAllowedOrigins (ApiGetAllowedOriginsResponse)',
  request: { method: 'GET', path: '/projects/v1/origins' },
  response: { status: 200, body: { allowedOrigins: ['https://shop.example'] } }
}

describe('unknown project id', () => {
  let devnet: ApiFixture
  before(async () => {
    devnet = await startApiFixture()
  })
  after(() => devnet.stop())

  it(`the kit reads the real 401 once (not retried) with its words (${unknownProject.source})`, async () => {
    const service = await replayService([unknownProject])
    try {
      const client = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
      const error = await client.fetchSwapTokens({ chainId: 'eip155:1' }).catch((e: unknown) => e)
      assert.ok(error instanceof ServiceError)
      assert.equal(error.status, 401)
      assert.equal(error.message, 'We failed to authenticate your request')
      assert.equal(service.requests.length, 1, 'a 401 is not retried (behaviour §8 retries 403, not 401)')
      assertRequestLike(service.requests[0], unknownProject.request)
    } finally {
      await service.stop()
    }
  })

  it('the devnet answers the same status and shape', async () => {
    const response = await devnet.get(`${unknownProject.request.path}?chainId=eip155:1`, { projectId: 'not-a-project' })
    assert.equal(response.status, unknownProject.response.status)
    assertSameShape(response.body, unknownProject.response.body)
    assert.deepEqual(response.body, unknownProject.response.body)
  })

  it("a missing projectId is axum's plain-text 400 of the query", async () => {
    const response = await devnet.get(`${unknownProject.request.path}?chainId=eip155:1`, { projectId: null })
    assert.equal(response.status, 400)
    assert.equal(response.body, 'Failed to deserialize query string: missing field `projectId`')
  })

  it('the REST routes do not check the Origin (open CORS): a page off the project list still gets its answer', async () => {
    const response = await devnet.get(`${unknownProject.request.path}?chainId=eip155:1`, { origin: 'https://not-on-the-list.example' })
    assert.equal(response.status, 200)
  })
})

describe('allowed origins (behaviour §9 defaults; AppKit ConstantsUtil.DEFAULT_ALLOWED_ANCESTORS)', () => {
  beforeEach(resetControllers)

  const withDirectory = async (fixture: WireFixture, origin: string) => {
    const service = await replayService([fixture])
    try {
      setOptions({ projectId: 'p1', networks: [mainnet], walletDirectoryUrl: service.url })
      await checkAllowedOrigins(origin)
      return { alert: $alert.get(), requests: service.requests.length, first: service.requests[0] }
    } finally {
      await service.stop()
    }
  }

  it('localhost and the preview hosts never see the alert, even when the directory refuses the project', async () => {
    for (const origin of ['http://localhost:5173', 'https://my-app.pages.dev', 'https://pr-1.vercel.app', 'https://ab.ngrok-free.app']) {
      resetControllers()
      const { alert } = await withDirectory(refusedOrigins, origin)
      assert.equal(alert.open, false, origin)
    }
    resetControllers()
    assert.equal((await withDirectory(listedOrigins, 'http://127.0.0.1:8080')).alert.open, false)
  })

  it("an origin neither listed nor a default shows 'Invalid App Configuration'", async () => {
    const { alert, requests, first } = await withDirectory(listedOrigins, 'https://elsewhere.example')
    assert.equal(requests, 1)
    assertRequestLike(first, listedOrigins.request)
    assert.equal(alert.open, true)
    assert.equal(alert.message, 'Invalid App Configuration')
  })

  it('a listed origin passes', async () => {
    assert.equal((await withDirectory(listedOrigins, 'https://shop.example')).alert.open, false)
  })
})
