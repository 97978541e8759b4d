import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { startApiFixture, type ApiFixture } from './fixture.js'

let devnet: ApiFixture

before(async () => {
  devnet = await startApiFixture({ projects: [{ projectId: 'shop', allowedOrigins: ['https://shop.example', 'https://*.shop.example'] }] })
})
after(async () => {
  await devnet?.stop()
})

// reown-com/blockchain-api src/error.rs (ProjectDataError → 401 authentication) and axum's Query extractor (plain-text 400).
test('an unknown projectId is a 401 in the real words; a missing one is the plain-text 400 of the query', async () => {
  const unknown = await devnet.get('/v1/convert/tokens?chainId=eip155:1', { projectId: 'nope' })
  assert.equal(unknown.status, 401)
  assert.deepEqual(unknown.body, { status: 'FAILED', reasons: [{ field: 'authentication', description: 'We failed to authenticate your request' }] })
  const missing = await devnet.get('/v1/convert/tokens?chainId=eip155:1', { projectId: null })
  assert.equal(missing.status, 400)
  assert.equal(missing.body, 'Failed to deserialize query string: missing field `projectId`')
  const post = await devnet.post('/v1/fungible/price', { currency: 'usd', addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] }, { projectId: 'nope' })
  assert.equal(post.status, 401)
})

test('the projectId may come in a POST body', async () => {
  const response = await devnet.post('/v1/fungible/price', { currency: 'usd', addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], projectId: 'w3m-devnet' }, { projectId: null })
  assert.equal(response.status, 200)
  assert.equal(response.body.fungibles[0].symbol, 'ETH')
})

test('the REST routes do not check the Origin (open CORS), whatever the project lists', async () => {
  for (const origin of ['http://localhost:5173', 'https://evil.example', 'https://shop.example']) {
    assert.equal((await devnet.get('/v1/convert/tokens?chainId=eip155:1', { origin })).status, 200, origin)
    assert.equal((await devnet.get('/v1/convert/tokens?chainId=eip155:1&projectId=shop', { origin })).status, 200, origin)
  }
})

test('supported-chains lists every served chain, for any or no project (src/handlers/supported_chains.rs)', async () => {
  assert.equal((await devnet.get('/v1/supported-chains', { projectId: null })).status, 200)
  const response = await devnet.get('/v1/supported-chains?st=appkit&sv=html-core-1.7.5')
  assert.equal(response.status, 200)
  assert.deepEqual(response.body, { http: ['eip155:1', 'eip155:56', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], ws: [] })
})

test('the RPC proxy forwards single calls and batches to the chain named by chainId', async () => {
  const single = await devnet.post('/v1/?chainId=eip155:56', { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
  assert.equal(single.status, 200)
  assert.equal(single.body.result, '0x38')
  const batch = await devnet.post('/v1/?chainId=eip155:1', [
    { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
    { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] }
  ])
  assert.equal(batch.body.length, 2)
  assert.equal(batch.body.find((entry: { id: number }) => entry.id === 1).result, '0x1')
  const solana = await devnet.post(`/v1/?chainId=${devnet.solana.caipNetworkId}`, { jsonrpc: '2.0', id: 3, method: 'getHealth' })
  assert.equal(solana.body.result, 'ok')
})

// reown-com/blockchain-api src/handlers/proxy.rs with src/handlers/mod.rs RpcQueryParams and src/error.rs UnsupportedChain.
test('the RPC proxy refuses unsupported or missing chains and projects as the real one does', async () => {
  const unknown = await devnet.post('/v1/?chainId=eip155:999', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  assert.equal(unknown.status, 400)
  assert.equal(unknown.body.reasons[0].field, 'chainId')
  assert.match(unknown.message, /^We don't support the chainId you provided: eip155:999\./)
  const bare = await devnet.post('/v1/?chainId=1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  assert.equal(bare.status, 400, 'a bare chain number is not a CAIP-2 id')
  const missing = await devnet.post('/v1/', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  assert.equal(missing.status, 400)
  assert.equal(missing.body, 'Failed to deserialize query string: missing field `chainId`')
  const noProject = await devnet.post('/v1/?chainId=eip155:1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, { projectId: null })
  assert.equal(noProject.body, 'Failed to deserialize query string: missing field `projectId`')
  const noBody = await devnet.post('/v1/?chainId=eip155:1', undefined)
  assert.equal(noBody.status, 400)
  const refused = await devnet.post('/v1/?chainId=eip155:1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, { projectId: 'nope' })
  assert.equal(refused.status, 401)
  const textPlain = await fetch(`${devnet.api.url}/v1?chainId=eip155:1&projectId=w3m-devnet`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) })
  assert.equal(((await textPlain.json()) as { result: string }).result, '0x1', 'text/plain (no preflight) as AppKit sends it')
})

test('token icons are public SVGs; unknown routes are 404 with a message', async () => {
  const icon = await fetch(`${devnet.api.url}/icons/usdc.svg`)
  assert.equal(icon.status, 200)
  assert.equal(icon.headers.get('content-type'), 'image/svg+xml')
  assert.match(await icon.text(), /<svg[^>]*>.*USDC/)
  const missing = await devnet.get('/v1/nothing-here')
  assert.equal(missing.status, 404)
  assert.match(missing.message, /No route/)
})
