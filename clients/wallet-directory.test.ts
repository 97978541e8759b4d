import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { startDirectory, TEST_WALLET_ID, type DirectoryService } from '../devnet/directory/index.js'
import { ServiceError } from './http.js'
import { createWalletDirectoryClient } from './wallet-directory.js'

const sdk = { projectId: 'w3m-devnet', sdkType: 'appkit', sdkVersion: 'html-1.7.5' }

describe('wallet directory client against the devnet directory', () => {
  let service: DirectoryService
  let seen: URL[] = []

  before(async () => {
    service = await startDirectory()
    service.directory.server.on('request', (req: { url?: string }) => seen.push(new URL(req.url ?? '/', service.url)))
  })
  after(() => service.stop())
  beforeEach(() => {
    seen = []
    service.directory.setFaults(undefined)
  })

  const client = () => createWalletDirectoryClient({ walletDirectoryUrl: service.url, ...sdk })

  it('pages the catalogue 40 at a time by default, with projectId, st and sv on the request', async () => {
    const first = await client().getWallets()
    const second = await client().getWallets({ page: 2 })
    assert.equal(first.data.length, 40)
    assert.ok(first.count >= 600)
    assert.equal(second.count, first.count)
    const firstIds = new Set(first.data.map(w => w.id))
    assert.ok(second.data.every(w => !firstIds.has(w.id)))
    for (const url of seen) {
      assert.equal(url.searchParams.get('projectId'), 'w3m-devnet')
      assert.equal(url.searchParams.get('st'), 'appkit')
      assert.equal(url.searchParams.get('sv'), 'html-1.7.5')
    }
    assert.equal(seen.length, 2)
  })

  it('searches, includes, excludes and filters by chain and badge', async () => {
    const found = await client().getWallets({ search: 'test wallet', entries: 100 })
    assert.ok(found.data.some(w => w.id === TEST_WALLET_ID && w.rdns === 'com.w3mkit.testwallet'))

    const some = (await client().getWallets({ entries: 3 })).data.map(w => w.id)
    const included = await client().getWallets({ include: some })
    assert.deepEqual(included.data.map(w => w.id).sort(), [...some].sort())
    const excluded = await client().getWallets({ include: some, exclude: [some[0]!] })
    assert.equal(excluded.count, 2)
    assert.equal(seen.at(-1)!.searchParams.get('include'), some.join(','))

    const solana = await client().getWallets({ chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], entries: 100 })
    const all = await client().getWallets({ entries: 1 })
    assert.ok(solana.count > 0 && solana.count < all.count)
    assert.ok(solana.data.every(w => w.chains.includes('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')))

    const certified = await client().getWallets({ badge_type: 'certified', entries: 100 })
    assert.ok(certified.count > 0)
    assert.ok(certified.data.every(w => w.badge_type === 'certified'))
  })

  it('builds image URLs that load a real image', async () => {
    const { data } = await client().getWallets({ include: [TEST_WALLET_ID] })
    const src = client().walletImageUrl(data[0]!.image_id)
    assert.equal(new URL(src).searchParams.get('projectId'), 'w3m-devnet')
    const response = await fetch(src)
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type') ?? '', /^image\//)
    assert.ok((await response.text()).length > 50)
  })

  it('reads allowed origins and the analytics config', async () => {
    assert.deepEqual(await client().fetchAllowedOrigins(), ['http://localhost:*', 'http://127.0.0.1:*'])
    assert.deepEqual(await client().fetchAnalyticsConfig(), { isAnalyticsEnabled: true })
  })

  it('surfaces 403 for an unknown project and 400 for bad params as ServiceErrors with the message', async () => {
    const stranger = createWalletDirectoryClient({ walletDirectoryUrl: service.url, ...sdk, projectId: 'nope' })
    const forbidden = await stranger.getWallets().catch((e: unknown) => e)
    assert.ok(forbidden instanceof ServiceError)
    assert.equal(forbidden.status, 403)
    assert.match(forbidden.message, /projectId/)

    const bad = await client().getWallets({ entries: 1000 }).catch((e: unknown) => e)
    assert.ok(bad instanceof ServiceError)
    assert.equal(bad.status, 400)
    assert.match(bad.message, /entries/)
  })

  it('rides out a 429 with Retry-After from the directory', async () => {
    service.directory.setFaults({ status: 429, retryAfter: 1, times: 1 })
    const started = Date.now()
    const page = await client().getWallets({ entries: 4 })
    assert.equal(page.data.length, 4)
    assert.ok(Date.now() - started >= 950)
  })
})
