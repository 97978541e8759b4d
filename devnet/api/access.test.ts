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

test('a missing or unknown projectId is refused with 403 and a message', async () => {
  const missing = await devnet.get('/v1/supported-chains', { projectId: null })
  assert.equal(missing.status, 403)
  assert.match(missing.message, /Invalid projectId: missing/)
  const unknown = await devnet.get('/v1/supported-chains', { projectId: 'nope' })
  assert.equal(unknown.status, 403)
  assert.match(unknown.message, /Invalid projectId: nope/)
  const post = await devnet.post('/v1/fungible/price', { currency: 'usd', addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] }, { projectId: null })
  assert.equal(post.status, 403)
})

test('the projectId may come in a POST body', async () => {
  const response = await devnet.post('/v1/fungible/price', { currency: 'usd', addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], projectId: 'w3m-devnet' }, { projectId: null })
  assert.equal(response.status, 200)
  assert.equal(response.body.fungibles[0].symbol, 'ETH')
})

test("origins are checked against the project's list, with port and subdomain wildcards", async () => {
  assert.equal((await devnet.get('/v1/supported-chains', { origin: 'http://localhost:5173' })).status, 200)
  assert.equal((await devnet.get('/v1/supported-chains', { origin: 'http://127.0.0.1:8080' })).status, 200)
  const evil = await devnet.get('/v1/supported-chains', { origin: 'https://evil.example' })
  assert.equal(evil.status, 403)
  assert.match(evil.message, /Origin https:\/\/evil\.example is not allowed for project w3m-devnet/)
  assert.equal((await devnet.get('/v1/supported-chains?projectId=shop', { origin: 'https://shop.example' })).status, 200)
  assert.equal((await devnet.get('/v1/supported-chains?projectId=shop', { origin: 'https://eu.shop.example' })).status, 200)
  assert.equal((await devnet.get('/v1/supported-chains?projectId=shop', { origin: 'http://localhost:5173' })).status, 403)
  assert.equal((await devnet.get('/v1/supported-chains?projectId=shop', { origin: 'https://shop.example.evil' })).status, 403)
})

test('supported-chains lists every served chain; st and sv are accepted', async () => {
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

test('the RPC proxy refuses unknown or missing chains and bodies with 400', async () => {
  const unknown = await devnet.post('/v1/?chainId=eip155:999', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  assert.equal(unknown.status, 400)
  assert.match(unknown.message, /Unsupported chainId: eip155:999/)
  const missing = await devnet.post('/v1/', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  assert.equal(missing.status, 400)
  assert.match(missing.message, /Missing required parameter: chainId/)
  const noBody = await devnet.post('/v1/?chainId=eip155:1', undefined)
  assert.equal(noBody.status, 400)
  const forbidden = await devnet.post('/v1/?chainId=eip155:1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, { projectId: 'nope' })
  assert.equal(forbidden.status, 403)
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
