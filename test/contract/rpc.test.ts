import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { eip155Adapter } from '../../adapters/eip155/index.js'
import { rpcUrlFor } from '../../controllers/networks/rpc-url.js'
import { setOptions } from '../../controllers/config/options.js'
import { startApiFixture, type ApiFixture } from '../../devnet/api/fixture.js'
import { bsc, mainnet } from '../../networks.js'
import { resetControllers } from '../reset-controllers.js'
import { assertRequestLike, assertSameShape, replayService, type WireFixture } from './harness.js'

const PROXY = 'reown-com/blockchain-api src/handlers/proxy.rs (routes /v1 and /v1/ in src/lib.rs; RpcQueryParams in src/handlers/mod.rs)'
const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

const balance: WireFixture = {
  call: 'POST /v1/?chainId=eip155:1&projectId=…',
  source: `${PROXY}; the URL as reown-com/appkit packages/appkit-utils/src/CaipNetworkUtil.ts getBlockchainApiRpcUrl builds it`,
  request: { method: 'POST', path: '/v1/', query: { chainId: 'eip155:1' }, body: { jsonrpc: '2.0', id: 0, method: 'eth_getBalance', params: [ADDRESS, 'latest'] } },
  response: { status: 200, body: { jsonrpc: '2.0', id: 0, result: '0xde0b6b3a7640000' } }
}

const unsupported: WireFixture = {
  call: 'POST /v1/?chainId=eip155:999 (a chain the proxy does not serve)',
  source: 'reown-com/blockchain-api src/providers/mod.rs get_rpc_provider_for_chain_id; src/error.rs RpcError::UnsupportedChain',
  request: { method: 'POST', path: '/v1/', query: { chainId: 'eip155:999' }, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] } },
  response: {
    status: 400,
    body: {
      status: 'FAILED',
      reasons: [{ field: 'chainId', description: "We don't support the chainId you provided: eip155:999. See the list of supported chains here: https://docs.reown.com/cloud/blockchain-api#supported-chains" }]
    }
  }
}

describe('RPC: the kit reads the chains the proxy serves through it', () => {
  beforeEach(resetControllers)

  it(`${balance.call}: a balance read goes to the project's proxy, text/plain (${balance.source})`, async () => {
    const service = await replayService([balance])
    try {
      setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: service.url })
      const { balance: read } = await eip155Adapter.getBalance!(ADDRESS, mainnet, rpcUrlFor(mainnet))
      assert.equal(read, '1')
      const sent = service.requests.find(request => request.method === 'POST')
      assertRequestLike(sent, balance.request)
      assert.equal(sent!.url.searchParams.get('projectId'), 'p1')
      assert.match(String(sent!.headers['content-type']), /^text\/plain/, 'no preflight, as AppKit sends it')
      assert.deepEqual(service.requests.map(request => request.method), ['POST'])
    } finally {
      await service.stop()
    }
  })

  it("a site's own RPC URL still wins", () => {
    setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: 'https://api.example' })
    assert.equal(rpcUrlFor(bsc, { 'eip155:56': [{ url: 'https://my.node' }] }), 'https://my.node')
  })
})

describe('the devnet proxy answers as the real one', () => {
  let devnet: ApiFixture
  before(async () => {
    devnet = await startApiFixture()
  })
  after(() => devnet.stop())

  for (const fixture of [balance, unsupported]) {
    it(fixture.call, async () => {
      const query = new URLSearchParams(fixture.request.query)
      const response = await devnet.post(`${fixture.request.path}?${query}`, fixture.request.body)
      assert.equal(response.status, fixture.response.status)
      assertSameShape(response.body, fixture.response.body)
      if (fixture === unsupported) assert.deepEqual(response.body, unsupported.response.body)
    })
  }

  it('a missing chainId or projectId is the plain-text 400 of the query; an unknown project a 401', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }
    assert.equal((await devnet.post('/v1/', call)).body, 'Failed to deserialize query string: missing field `chainId`')
    assert.equal((await devnet.post('/v1/?chainId=eip155:1', call, { projectId: null })).body, 'Failed to deserialize query string: missing field `projectId`')
    assert.equal((await devnet.post('/v1/?chainId=eip155:1', call, { projectId: 'nope' })).status, 401)
  })

  it(`mainnet and BNB Smart Chain are served by the devnet proxy, so the kit's reads reach its chains`, async () => {
    const { http } = (await devnet.get('/v1/supported-chains')).body as { http: string[] }
    for (const network of [mainnet, bsc]) assert.ok(http.includes(network.caipNetworkId), network.caipNetworkId)
  })
})
