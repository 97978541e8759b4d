import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { serveHttp, type HttpService } from '../devnet/http.js'
import { createBlockchainApiClient } from './blockchain-api.js'
import { rpcProxyUrl } from './rpc-proxy.js'
import { ServiceError } from './http.js'

/** What a scripted server lets us see that the devnet API does not: the exact requests, and odd balances. */

const sdk = { projectId: 'w3m-devnet', sdkType: 'appkit', sdkVersion: 'html-1.7.5' }
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const balance = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: ''
})

describe('blockchain API client, request shapes and caching', () => {
  let service: HttpService
  let seen: Array<{ method: string; url: URL }> = []

  before(async () => {
    const ok = (body: unknown) => () => body
    service = await serveHttp({
      name: 'api-stub',
      routes: [
        { method: 'GET', path: '/v1/supported-chains', handle: ok({ http: ['eip155:1'], ws: [] }) },
        { method: 'GET', path: '/v1/identity/:address', handle: ok({ name: 'alice.reown.id', avatar: null }) },
        { method: 'GET', path: '/v1/account/:account/history', handle: ok({ data: [], next: null }) },
        { method: 'GET', path: '/v1/convert/quotes', handle: ok({ quotes: [] }) },
        { method: 'GET', path: '/v1/convert/tokens', handle: ok({ tokens: [] }) },
        { method: 'GET', path: '/v1/convert/allowance', handle: ok({ allowance: '0' }) },
        { method: 'GET', path: '/v1/convert/gas-price', handle: ok({ standard: '1', fast: '2', instant: '3' }) },
        { method: 'GET', path: '/v1/convert/build-approve', handle: ok({ tx: {} }) },
        { method: 'GET', path: '/v1/account/:address/balance', handle: ok({ balances: [balance('ETH', '18'), balance('ODD', '0'), balance('USDC', '6')] }) },
        { method: 'GET', path: '/v1/profile/account/:name', handle: ok({ name: 'alice.reown.id', addresses: {}, attributes: {} }) },
        { method: 'GET', path: '/v1/profile/reverse/:address', handle: ok([]) },
        { method: 'GET', path: '/v1/profile/suggestions/:name', handle: ok({ suggestions: [] }) },
        { method: 'GET', path: '/v1/onramp/options', handle: ok({ paymentCurrencies: [], purchaseCurrencies: [] }) },
        { method: 'GET', path: '/v1/sessions/:address', handle: ok({ sessions: [] }) },
        { method: 'POST', path: '/v1/convert/build-transaction', handle: ctx => ({ tx: ctx.body }) },
        { method: 'POST', path: '/v1/profile/account', handle: ok({ success: true }) }
      ]
    })
    service.server.on('request', (req: { method?: string; url?: string }) => seen.push({ method: req.method ?? '', url: new URL(req.url ?? '/', service.url) }))
  })
  after(() => service.stop())
  beforeEach(() => {
    seen = []
    service.setFaults(undefined)
  })

  it('puts projectId, st and sv on every GET', async () => {
    const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
    await api.fetchSupportedChains()
    await api.fetchIdentity({ address })
    await api.fetchTransactions({ account: address, chainId: 'eip155:1' })
    await api.fetchSwapQuote({ amount: '1', from: 'a', to: 'b', gasPrice: '1' })
    await api.fetchSwapTokens({ chainId: 'eip155:1' })
    await api.fetchSwapAllowance({ tokenAddress: 'a', userAddress: address })
    await api.fetchGasPrice({ chainId: 'eip155:1' })
    await api.generateApproveCalldata({ from: 'a', to: 'b' })
    await api.getBalance({ address, chainId: 'eip155:1' })
    await api.lookupEnsName('alice.reown.id')
    await api.reverseLookupEnsName({ address })
    await api.getEnsNameSuggestions('alice')
    await api.getOnrampOptions()
    await api.getSmartSessions(`eip155:1:${address}`)
    const gets = seen.filter(s => s.method === 'GET')
    assert.equal(gets.length, 14)
    for (const { url } of gets) {
      assert.deepEqual([url.searchParams.get('projectId'), url.searchParams.get('st'), url.searchParams.get('sv')], ['w3m-devnet', 'appkit', 'html-1.7.5'], url.pathname)
    }
    assert.equal(gets.find(g => g.url.pathname.startsWith('/v1/profile/suggestions'))!.url.searchParams.get('zone'), 'reown.id')
    assert.equal(gets.find(g => g.url.pathname.startsWith('/v1/profile/account'))!.url.searchParams.get('apiVersion'), '2')
    assert.equal(gets.find(g => g.url.pathname.endsWith('/balance'))!.url.searchParams.get('currency'), 'usd')
  })

  it('sends the swap body the real API deserializes: eip155.slippage an integer percent, disableEstimate as AppKit', async () => {
    const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
    const { tx } = await api.generateSwapCalldata({ amount: '10', from: 'eip155:1:0xa', to: 'eip155:1:0xb', userAddress: `eip155:1:${address}` })
    assert.deepEqual(tx, {
      amount: '10',
      from: 'eip155:1:0xa',
      to: 'eip155:1:0xb',
      userAddress: `eip155:1:${address}`,
      projectId: 'w3m-devnet',
      disableEstimate: true,
      eip155: { slippage: 1 }
    })
    await assert.rejects(api.generateSwapCalldata({ amount: '10', from: 'eip155:1:0xa', to: 'eip155:1:0xb', userAddress: `eip155:1:${address}`, slippage: 0.5 }), RangeError)
  })

  it('drops zero-decimals balances and serves balances from cache for 30 s unless forced', async () => {
    let clock = 0
    const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk, now: () => clock })
    const first = await api.getBalance({ address, chainId: 'eip155:1' })
    assert.deepEqual(first.balances.map(b => b.symbol), ['ETH', 'USDC'])
    service.setFaults({ status: 500 })
    clock += 29_000
    assert.deepEqual((await api.getBalance({ address, chainId: 'eip155:1' })).balances.map(b => b.symbol), ['ETH', 'USDC'])
    clock += 1_000
    await assert.rejects(api.getBalance({ address, chainId: 'eip155:1' }), ServiceError)
    service.setFaults(undefined)
    await api.getBalance({ address, chainId: 'eip155:1' })
    seen = []
    // reown-com/blockchain-api src/handlers/balance.rs: the CAIP-10 tokens whose balance changed, comma separated.
    await api.getBalance({ address, chainId: 'eip155:1', forceUpdate: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'] })
    assert.equal(seen.length, 1)
    assert.equal(seen[0]!.url.searchParams.get('forceUpdate'), 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee,eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
    // Only eip155 tokens can be refreshed by the service: a Solana refresh drops the local cache and sends none.
    seen = []
    await api.getBalance({ address, chainId: 'eip155:1', forceUpdate: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111'] })
    assert.equal(seen.length, 1)
    assert.equal(seen[0]!.url.searchParams.has('forceUpdate'), false)
  })

  it('caches identity and names for 5 minutes and forgets them on registration', async () => {
    let clock = 0
    const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk, now: () => clock })
    await api.fetchIdentity({ address })
    await api.fetchIdentity({ address: address.toLowerCase() })
    await api.reverseLookupEnsName({ address })
    await api.lookupEnsName('alice.reown.id')
    clock += 299_000
    await api.fetchIdentity({ address })
    await api.reverseLookupEnsName({ address })
    await api.lookupEnsName('Alice.reown.id')
    assert.equal(seen.length, 3)
    clock += 1_000
    await api.fetchIdentity({ address })
    assert.equal(seen.length, 4)
    await api.reverseLookupEnsName({ address })
    await api.lookupEnsName('alice.reown.id')
    seen = []
    await api.fetchIdentity({ address })
    await api.reverseLookupEnsName({ address })
    assert.equal(seen.length, 0, 'all three are fresh in the cache')

    await api.registerEnsName({ coinType: 60, address, message: JSON.stringify({ name: 'alice.reown.id', timestamp: 1 }), signature: '0x' })
    seen = []
    await api.fetchIdentity({ address })
    await api.reverseLookupEnsName({ address })
    await api.lookupEnsName('alice.reown.id')
    assert.equal(seen.length, 3)
  })

  it('builds the RPC proxy URL from apiUrl', () => {
    const url = new URL(rpcProxyUrl(`${service.url}/`, 'eip155:56', sdk.projectId))
    assert.equal(url.origin + url.pathname, `${service.url}/v1/`)
    assert.equal(url.searchParams.get('chainId'), 'eip155:56')
    assert.equal(url.searchParams.get('projectId'), 'w3m-devnet')
  })
})
