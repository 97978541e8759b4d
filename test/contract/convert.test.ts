import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createBlockchainApiClient } from '../../clients/blockchain-api.js'
import { ServiceError } from '../../clients/http.js'
import { startApiFixture, type ApiFixture, type JsonResponse } from '../../devnet/api/fixture.js'
import * as F from './convert.fixtures.js'
import { assertRequestLike, assertSameShape, withReplay, type ShapeOptions, type WireFixture, type WireRequest } from './harness.js'

/** The swap (convert) calls and token prices: each fixture against the kit's client, then against the devnet. */

/** The same token in another case: one call, one price for both spellings. */
const SHIB_CHECKSUMMED = 'eip155:1:0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE'

const sdk = { projectId: 'w3m-devnet', sdkType: 'appkit', sdkVersion: 'html-1.7.5' }

/** Runs `use` on the kit's client against a replay of `fixture`: what it returned and what it sent. */
const replay = <T>(fixture: WireFixture, use: (api: ReturnType<typeof createBlockchainApiClient>) => Promise<T>) =>
  withReplay([fixture], service => use(createBlockchainApiClient({ apiUrl: service.url, ...sdk })))

describe('contract: the kit sends and reads the convert and price calls as the real API', () => {
  it('GET /v1/convert/tokens: CAIP-2 chainId; logoUri and eip2612 may be null', async () => {
    const { result, requests } = await replay(F.tokens, api => api.fetchSwapTokens({ chainId: 'eip155:1' }))
    assertRequestLike(requests[0], F.tokens.request)
    assert.deepEqual(result.tokens.map(token => [token.symbol, token.address, token.decimals]), [['1INCH', F.REAL.token, 18]])
  })

  it('GET /v1/convert/tokens on an unsupported chain: the 400 reads as the API words it', async () => {
    const { result } = await replay(F.tokensUnsupportedChain, api => api.fetchSwapTokens({ chainId: 'eip155:92374624' }).catch((error: unknown) => error))
    assert.ok(result instanceof ServiceError)
    assert.deepEqual([result.status, result.message], [400, 'Conversion parameter error: Chain ID eip155:92374624 is not supported'])
  })

  it('GET /v1/convert/quotes: amount, from, to, gasPrice and no user address; toAmount read from quotes[0]', async () => {
    const { amount, from, to, gasPrice } = F.quotes.request.query!
    const { result, requests } = await replay(F.quotes, api => api.fetchSwapQuote({ amount: amount!, from: from!, to: to!, gasPrice: gasPrice! }))
    assertRequestLike(requests[0], F.quotes.request)
    assert.equal(result.quotes[0]?.toAmount, '10123')
  })

  it('GET /v1/convert/allowance: both ids CAIP-10', async () => {
    const { result, requests } = await replay(F.allowance, api => api.fetchSwapAllowance({ tokenAddress: F.REAL.token, userAddress: F.REAL.user }))
    assertRequestLike(requests[0], F.allowance.request)
    assert.equal(result.allowance, '0')
  })

  it('GET /v1/convert/gas-price', async () => {
    const { result, requests } = await replay(F.gasPrice, api => api.fetchGasPrice({ chainId: 'eip155:1' }))
    assertRequestLike(requests[0], F.gasPrice.request)
    assert.equal(result.standard, '12000000000')
  })

  it('GET /v1/convert/build-approve: from is the token to approve, answered back as tx.from', async () => {
    const { result, requests } = await replay(F.buildApprove, api => api.generateApproveCalldata({ from: F.REAL.token, to: F.REAL.native, amount: '1000000' }))
    assertRequestLike(requests[0], F.buildApprove.request)
    assert.equal(result.tx.from, F.REAL.token)
  })

  it('POST /v1/convert/build-transaction: eip155.slippage is an integer percent (a string is the real 422)', async () => {
    const { result, requests } = await replay(F.buildTransaction, api =>
      api.generateSwapCalldata({ amount: '1000000000000000', from: F.REAL.native, to: F.REAL.token, userAddress: F.REAL.user, slippage: 1 })
    )
    assertRequestLike(requests[0], F.buildTransaction.request)
    assert.deepEqual((requests[0]!.body as { eip155: unknown }).eip155, { slippage: 1 })
    assert.equal(result.tx.eip155.gas, '209000')
  })

  it('POST /v1/fungible/price: one address per call (the API prices addresses[0] only), every token priced', async () => {
    const { result, requests } = await replay(F.price, api => api.fetchTokenPrices([F.REAL.shib, F.REAL.native, SHIB_CHECKSUMMED]))
    assert.equal(requests.length, 2, 'one call per distinct token')
    for (const request of requests) {
      assertRequestLike(request, F.price.request)
      assert.equal((request.body as { addresses: string[] }).addresses.length, 1)
    }
    assert.deepEqual(new Set(requests.map(request => (request.body as { addresses: string[] }).addresses[0])), new Set([F.REAL.shib, F.REAL.native]))
    assert.deepEqual(Object.keys(result).sort(), [F.REAL.native, F.REAL.shib, SHIB_CHECKSUMMED].sort())
  })

  it('POST /v1/fungible/price for a token it cannot price: no price, not a failure', async () => {
    const { result } = await replay(F.priceUnknownToken, api => api.fetchTokenPrice('eip155:1:0x0000000000000000000000000000000000000001'))
    assert.equal(result, undefined)
  })
})

describe('contract: the devnet answers the convert and price calls as the real API', () => {
  let devnet: ApiFixture
  /** The fixtures' mainnet values, swapped for the devnet's: its USDC for 1INCH, its DAI for SHIB, one of its accounts for the user. */
  let devnetValues: (text: string) => string

  before(async () => {
    devnet = await startApiFixture()
    const chain = devnet.evm.chains.find(candidate => candidate.caipNetworkId === 'eip155:1')!
    const tokenOf = (symbol: string) => chain.tokens.find(token => token.symbol === symbol)!.address.toLowerCase()
    const user = (await import('viem/accounts')).privateKeyToAccount(devnet.evm.accounts[7]!).address
    devnetValues = text =>
      text
        .replaceAll(F.REAL.token.split(':')[2]!, tokenOf('USDC'))
        .replaceAll(F.REAL.shib.split(':')[2]!, tokenOf('DAI'))
        .replaceAll(F.REAL.user.split(':')[2]!, user)
  })
  after(() => devnet?.stop())

  async function ask(request: WireRequest): Promise<JsonResponse> {
    const query = new URLSearchParams(request.query ?? {}).toString()
    const path = devnetValues(`${request.path}${query ? `?${query}` : ''}`)
    return request.method === 'GET' ? devnet.get(path) : devnet.post(path, JSON.parse(devnetValues(JSON.stringify(request.body))))
  }

  async function answersLike(fixture: WireFixture, shape: ShapeOptions = {}): Promise<JsonResponse> {
    const response = await ask(fixture.request)
    assert.equal(response.status, fixture.response.status, `${fixture.call}: ${JSON.stringify(response.body)}`)
    assertSameShape(response.body, fixture.response.body, shape)
    return response
  }

  it('GET /v1/convert/tokens', async () => {
    await answersLike(F.tokens, F.tokensShape)
    const unsupported = await answersLike(F.tokensUnsupportedChain)
    assert.equal(unsupported.message, 'Conversion parameter error: Chain ID eip155:92374624 is not supported')
  })

  it('GET /v1/convert/quotes: quotes[] of {id, fromAmount, fromAccount, toAmount, toAccount}, the ids as asked', async () => {
    const { body } = await answersLike(F.quotes, F.quotesShape)
    assert.deepEqual([body.quotes[0].fromAccount, body.quotes[0].toAccount], [F.REAL.native, devnetValues(F.REAL.token)])
  })

  it('GET /v1/convert/allowance and /gas-price', async () => {
    await answersLike(F.allowance)
    await answersLike(F.gasPrice)
  })

  it('GET /v1/convert/build-approve: tx.from is the `from` id as sent, tx.to the other side', async () => {
    const { body } = await answersLike(F.buildApprove)
    assert.deepEqual([body.tx.from, body.tx.to], [devnetValues(F.REAL.token), F.REAL.native])
  })

  it('POST /v1/convert/build-transaction: an integer slippage is served, tx.amount is the expected output', async () => {
    const { body } = await answersLike(F.buildTransaction)
    assert.equal(body.tx.from, devnetValues(F.REAL.user))
    const quote = await ask(F.quotes.request)
    assert.equal(body.tx.amount, quote.body.quotes[0].toAmount)
  })

  it('POST /v1/convert/build-transaction with a string slippage: axum\'s 422 in plain text, as the real API', async () => {
    const response = await ask(F.buildTransactionStringSlippage.request)
    assert.equal(response.status, 422)
    // The devnet leaves out serde's " at line L column C" (devnet/api/serde-shape.ts).
    assert.equal(response.body, (F.buildTransactionStringSlippage.response.body as string).replace(/ at line \d+ column \d+$/, ''))
  })

  it('POST /v1/convert/build-transaction with a plain user address: 400 Crypto utils error', async () => {
    const response = await answersLike(F.buildTransactionPlainUser)
    assert.equal(response.message, 'Crypto utils error: Wrong CAIP-10 format: 0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
  })

  it('POST /v1/fungible/price prices addresses[0] only, whatever else is sent', async () => {
    await answersLike(F.price)
    const both = await ask({ ...F.price.request, body: { ...(F.price.request.body as object), addresses: [F.REAL.shib, F.REAL.native] } })
    assert.equal(both.status, 200)
    assertSameShape(both.body, F.price.response.body)
    assert.deepEqual(
      both.body.fungibles.map((item: { address: string }) => item.address),
      [devnetValues(F.REAL.shib)]
    )
  })

  it('POST /v1/fungible/price refuses what it cannot price, with the real statuses', async () => {
    assert.equal((await answersLike(F.priceUnknownToken)).body.reasons[0].field, 'asset')
    assert.equal((await answersLike(F.priceNoAddress)).body.reasons[0].field, 'address')
    const currency = await ask(F.priceUnknownCurrency.request)
    assert.equal(currency.status, 422)
    assert.equal(currency.body, (F.priceUnknownCurrency.response.body as string).replace(/ at line \d+ column \d+$/, ''))
  })
})
