import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { HOSTILE_WALLET_IDS, startDirectory, TEST_WALLET_ID, TEST_WALLET_RDNS, type DirectoryService, type Wallet } from './index.js'
import { LONG_WALLET_NAME, MARKUP_WALLET_NAME, RTL_WALLET_NAME, SOLANA_DEVNET, WALLET_COUNT } from './wallets.js'

const SDK = 'projectId=w3m-devnet&st=appkit&sv=1.7.5'

let directory: DirectoryService

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(directory.url + path)
  return { status: response.status, body: (await response.json()) as T }
}

async function wallets(params: string): Promise<{ data: Wallet[]; count: number }> {
  const { status, body } = await getJson<{ data: Wallet[]; count: number }>(`/getWallets?${SDK}&${params}`)
  assert.equal(status, 200)
  return body
}

before(async () => {
  directory = await startDirectory({
    projects: [
      { projectId: 'w3m-devnet', allowedOrigins: ['http://localhost:*'] },
      { projectId: 'other', allowedOrigins: ['https://shop.example'] }
    ]
  })
})

after(() => directory.stop())

describe('wallet directory', () => {
  it('pages through a catalogue of at least 600 wallets with real-looking fields', async () => {
    const first = await wallets('page=1')
    assert.ok(first.count >= 600)
    assert.equal(first.count, WALLET_COUNT)
    assert.equal(first.data.length, 40, 'default page size is 40')
    const wallet = first.data[0]!
    assert.match(wallet.id, /^[0-9a-f]{64}$/)
    for (const key of ['name', 'homepage', 'image_id', 'order', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link', 'app_store', 'play_store', 'chrome_store', 'chains', 'injected', 'badge_type', 'supports_wc']) {
      assert.ok(key in wallet, `wallet has ${key}`)
    }
    const second = await wallets('page=2&entries=100')
    assert.equal(second.data.length, 100)
    assert.equal(second.data[0]!.order, 101, 'page 2 of 100 starts at order 101')
    const last = await wallets(`page=${Math.ceil(WALLET_COUNT / 100)}&entries=100`)
    assert.equal(last.data.length, WALLET_COUNT % 100 || 100)
    const ids = new Set((await Promise.all([1, 2, 3, 4, 5, 6, 7].map(page => wallets(`page=${page}&entries=100`)))).flatMap(result => result.data.map(item => item.id)))
    assert.equal(ids.size, WALLET_COUNT, 'ids are unique across pages')
  })

  it('serves the same catalogue on every start', async () => {
    const again = await startDirectory()
    try {
      const response = await fetch(`${again.url}/getWallets?${SDK}&entries=5`)
      const body = (await response.json()) as { data: Wallet[] }
      const mine = await wallets('entries=5')
      assert.deepEqual(body.data, mine.data)
    } finally {
      await again.stop()
    }
  })

  it('serves a bigger catalogue with walletCount, with unique names and the same first wallets', async () => {
    const big = await startDirectory({ walletCount: 1200 })
    try {
      const response = await fetch(`${big.url}/getWallets?${SDK}&entries=100&page=12`)
      const body = (await response.json()) as { data: Wallet[]; count: number }
      assert.equal(body.count, 1200)
      assert.equal(body.data.at(-1)!.order, 1200)
      const { walletCatalogue } = await import('./wallets.js')
      const names = walletCatalogue(1200).map(wallet => wallet.name)
      assert.equal(new Set(names).size, 1200)
      assert.deepEqual(walletCatalogue(1200).slice(0, WALLET_COUNT), walletCatalogue())
    } finally {
      await big.stop()
    }
  })

  it('lists the hostile names for EVM and Solana networks alike', async () => {
    for (const chain of ['eip155:1', SOLANA_DEVNET]) {
      const { data } = await wallets(`entries=40&chains=${chain}`)
      assert.ok(HOSTILE_WALLET_IDS.every(id => data.some(wallet => wallet.id === id)), chain)
    }
  })

  it('includes the test wallet and the hostile names on the first page', async () => {
    const { data } = await wallets('entries=40')
    const test = data.find(wallet => wallet.id === TEST_WALLET_ID)
    assert.equal(test?.name, 'Test Wallet')
    assert.equal(test?.rdns, TEST_WALLET_RDNS)
    const names = data.map(wallet => wallet.name)
    assert.ok(names.includes(MARKUP_WALLET_NAME))
    assert.ok(names.includes(RTL_WALLET_NAME) && RTL_WALLET_NAME.includes('\u202E'))
    assert.ok(names.includes(LONG_WALLET_NAME) && LONG_WALLET_NAME.length === 300)
    assert.ok(HOSTILE_WALLET_IDS.every(id => data.some(wallet => wallet.id === id)))
  })

  it('searches names case-insensitively', async () => {
    const { data, count } = await wallets('search=TEST%20wALLET')
    assert.ok(count >= 1)
    assert.ok(data.every(wallet => wallet.name.toLowerCase().includes('test wallet')))
    assert.equal((await wallets('search=evil')).data[0]?.name, MARKUP_WALLET_NAME)
    assert.equal((await wallets('search=zzzznotawallet')).count, 0)
  })

  it('filters by include, exclude, chains and badge_type', async () => {
    const some = (await wallets('entries=5')).data.map(wallet => wallet.id)
    const included = await wallets(`include=${some.slice(0, 3).join(',')}`)
    assert.deepEqual(included.data.map(wallet => wallet.id).sort(), some.slice(0, 3).sort())
    assert.equal(included.count, 3)

    const excluded = await wallets(`entries=5&exclude=${some[0]},${some[1]}`)
    assert.equal(excluded.count, WALLET_COUNT - 2)
    assert.ok(!excluded.data.some(wallet => wallet.id === some[0] || wallet.id === some[1]))

    const solana = await wallets(`entries=100&chains=${SOLANA_DEVNET}`)
    assert.ok(solana.count > 0 && solana.count < WALLET_COUNT)
    assert.ok(solana.data.every(wallet => wallet.chains.includes(SOLANA_DEVNET)))
    const either = await wallets(`entries=1&chains=${SOLANA_DEVNET},eip155:1`)
    assert.ok(either.count > solana.count)

    const certified = await wallets('entries=100&badge_type=certified')
    assert.ok(certified.count > 0 && certified.count < WALLET_COUNT)
    assert.ok(certified.data.every(wallet => wallet.badge_type === 'certified'))
    assert.equal((await wallets('entries=1&badge_type=none')).count, WALLET_COUNT, 'none means no badge filter')
  })

  it('answers 400 with a message for bad parameters', async () => {
    for (const params of ['page=0', 'page=abc', 'entries=101', 'entries=0', 'badge_type=gold', 'chains=not-a-chain', 'include=bad%20id', `search=${'x'.repeat(101)}`]) {
      const { status, body } = await getJson<{ message: string }>(`/getWallets?${SDK}&${params}`)
      assert.equal(status, 400, params)
      assert.ok(body.message.length > 0, params)
    }
  })

  it('answers 403 with a message without a known projectId, on every route', async () => {
    const image = (await wallets('entries=1')).data[0]!.image_id
    for (const path of ['/getWallets', `/getWalletImage/${image}`, '/projects/v1/origins', '/getAnalyticsConfig']) {
      const missing = await getJson<{ message: string }>(path)
      assert.equal(missing.status, 403, path)
      assert.match(missing.body.message, /projectId/)
      const unknown = await getJson<{ message: string }>(`${path}?projectId=nope`)
      assert.equal(unknown.status, 403, path)
      assert.match(unknown.body.message, /nope/)
    }
  })

  it('serves a distinct image per wallet with caching headers', async () => {
    const [a, b] = (await wallets('entries=2')).data
    const response = await fetch(`${directory.url}/getWalletImage/${a!.image_id}?${SDK}`)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'image/svg+xml')
    assert.match(response.headers.get('cache-control') ?? '', /max-age=\d+/)
    const svg = await response.text()
    assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    assert.match(svg, />TW<\/text>/, 'Test Wallet initials')
    const other = await (await fetch(`${directory.url}/getWalletImage/${b!.image_id}?${SDK}`)).text()
    assert.notEqual(svg, other)
    const revalidated = await fetch(`${directory.url}/getWalletImage/${a!.image_id}?${SDK}`, { headers: { 'if-none-match': response.headers.get('etag')! } })
    assert.equal(revalidated.status, 304)
    assert.equal((await fetch(`${directory.url}/getWalletImage/no-such-image?${SDK}`)).status, 404)
  })

  it('escapes hostile names inside images', async () => {
    const { data } = await wallets('search=evil')
    const svg = await (await fetch(`${directory.url}/getWalletImage/${data[0]!.image_id}?${SDK}`)).text()
    assert.ok(!svg.includes('<img'), 'no markup from the name leaks into the SVG')
  })

  it('returns the allowed origins of the asking project and the analytics config', async () => {
    assert.deepEqual((await getJson(`/projects/v1/origins?${SDK}`)).body, { allowedOrigins: ['http://localhost:*'] })
    assert.deepEqual((await getJson('/projects/v1/origins?projectId=other')).body, { allowedOrigins: ['https://shop.example'] })
    assert.deepEqual((await getJson(`/getAnalyticsConfig?${SDK}`)).body, { isAnalyticsEnabled: true })
  })
})

describe('directory faults', () => {
  it('honours the shared fault plan: 429 with Retry-After once, then normal answers', async () => {
    directory.directory.setFaults({ status: 429, retryAfter: 2, times: 1, pathPrefix: '/getWallets' })
    const limited = await fetch(`${directory.url}/getWallets?${SDK}`)
    assert.equal(limited.status, 429)
    assert.equal(limited.headers.get('retry-after'), '2')
    assert.equal((await fetch(`${directory.url}/getWallets?${SDK}`)).status, 200)
  })
})

describe('analytics', () => {
  // As AppKit sends them (FetchUtil.sendBeacon / post): a JSON text with no content type of its own, i.e. text/plain.
  const post = (path: string, body: unknown, query = SDK, type = 'text/plain;charset=UTF-8') =>
    fetch(`${directory.analyticsUrl}${path}?${query}`, { method: 'POST', headers: { 'content-type': type, origin: 'http://localhost:5173' }, body: JSON.stringify(body) })
  const event = (name: string) => ({ eventId: `id-${name}`, url: 'http://localhost:5173/', domain: 'localhost', timestamp: 1, props: { type: 'track', event: name, properties: {} } })
  const report = { eventId: 'e1', url: 'http://localhost:5173/', domain: 'localhost', timestamp: '2025-01-01T00:00:00.000Z', props: { type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'Error', errorMessage: 'boom' } }

  it('stores error reports and batched events, readable by tests', async () => {
    directory.events.length = 0
    assert.equal((await post('/e', report)).status, 200)
    const batch = await post('/batch', [event('MODAL_OPEN'), event('SELECT_WALLET')])
    assert.equal(batch.status, 200)
    assert.deepEqual(
      directory.events.map(record => [record.kind, record.projectId, record.sdkType, record.sdkVersion, record.origin]),
      [
        ['error', 'w3m-devnet', 'appkit', '1.7.5', 'http://localhost:5173'],
        ['event', 'w3m-devnet', 'appkit', '1.7.5', 'http://localhost:5173'],
        ['event', 'w3m-devnet', 'appkit', '1.7.5', 'http://localhost:5173']
      ]
    )
    const fromRoute = (await (await fetch(`${directory.analyticsUrl}/__events`)).json()) as { events: Array<{ body: { props: { event: string } } }> }
    assert.deepEqual(fromRoute.events.map(record => record.body.props.event), ['INTERNAL_SDK_ERROR', 'MODAL_OPEN', 'SELECT_WALLET'])
    assert.equal((await fetch(`${directory.analyticsUrl}/__events`, { method: 'DELETE' })).status, 200)
    assert.equal(directory.events.length, 0)
  })

  it('accepts only what AppKit sends: an array of events as text/plain; unknown projects get 403', async () => {
    directory.events.length = 0
    assert.equal((await post('/batch', { events: [event('A')] })).status, 400, 'a {events} wrapper is not a batch')
    assert.equal((await post('/batch', [event('A')], SDK, 'application/json')).status, 415, 'a JSON-typed body needs a preflight AppKit never sends')
    assert.equal((await post('/batch', [{ event: 'A' }])).status, 400, 'an event without its envelope')
    assert.equal((await post('/e', { ...report, timestamp: 1 })).status, 400, 'an error report has an ISO timestamp')
    const rejected = await post('/batch', [event('B')], 'projectId=nope')
    assert.equal(rejected.status, 403)
    assert.match(((await rejected.json()) as { message: string }).message, /nope/)
    assert.equal((await post('/e', report, '')).status, 403)
    assert.equal(directory.events.length, 0)
  })

  it("answers each project's analytics switch", async () => {
    const off = await startDirectory({ projects: [{ projectId: 'quiet', allowedOrigins: [], isAnalyticsEnabled: false }] })
    try {
      assert.deepEqual(await (await fetch(`${off.url}/getAnalyticsConfig?projectId=quiet`)).json(), { isAnalyticsEnabled: false })
    } finally {
      await off.stop()
    }
  })
})
