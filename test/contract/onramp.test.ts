import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { privateKeyToAccount } from 'viem/accounts'
import { createBlockchainApiClient } from '../../clients/blockchain-api.js'
import { ServiceError } from '../../clients/http.js'
import { defaultOnrampOptions } from '../../clients/onramp-fallbacks.js'
import { setCaipAddress } from '../../controllers/account/store.js'
import { setNetworks } from '../../controllers/networks/store.js'
import { $onramp, buyWith, stopWatchingPurchase } from '../../controllers/onramp/actions.js'
import { ONRAMP_PROVIDERS } from '../../controllers/onramp/rules.js'
import { setOptions } from '../../controllers/config/options.js'
import { startApiFixture, type ApiFixture } from '../../devnet/api/fixture.js'
import { mainnet } from '../../networks.js'
import { resetControllers } from '../reset-controllers.js'
import { assertRequestLike, assertSameShape, replayService, type WireFixture } from './harness.js'

/**
 * The on-ramp calls, both ways (reown-com/blockchain-api src/handlers/generators/onrampurl.rs, src/lib.rs):
 * the provider URL takes whole fiat amounts, and the behaviour spec's options and quote routes do not exist.
 */

const BUYER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const sdk = { projectId: 'p1', sdkType: 'w3m', sdkVersion: 'html-wagmi-1.0.0' }

const fixtures = {
  url: {
    call: 'POST /v1/generators/onrampurl',
    source: 'reown-com/blockchain-api src/handlers/generators/onrampurl.rs (OnRampURLRequest: preset amounts are usize; the answer is {url})',
    request: {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      body: { defaultExperience: 'buy', destinationWallets: [{ address: BUYER, blockchains: ['ethereum'], assets: ['ETH'] }], partnerUserId: BUYER, defaultNetwork: 'ethereum', presetFiatAmount: 26 }
    },
    response: {
      status: 200,
      body: { url: `https://pay.coinbase.com/buy/select-asset?appId=app&destinationWallets=%5B%7B%22address%22%3A%22${BUYER}%22%7D%5D&partnerUserId=${BUYER}&defaultNetwork=ethereum&presetFiatAmount=26&defaultExperience=buy` }
    }
  },
  /** What the old kit sent for 25.50: serde cannot read 25.5 into a usize; the handler answers plain text. */
  fiatWithCents: {
    call: 'POST /v1/generators/onrampurl',
    source: 'reown-com/blockchain-api src/handlers/generators/onrampurl.rs (the deserialization failure answer, worded as it is)',
    request: {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      body: { defaultExperience: 'buy', destinationWallets: [{ address: BUYER, blockchains: ['ethereum'], assets: ['ETH'] }], partnerUserId: BUYER, defaultNetwork: 'ethereum', presetFiatAmount: 25.5 }
    },
    response: { status: 400, body: 'Error deserializing request body: {}' }
  },
  options: {
    call: 'GET /v1/onramp/options',
    source: 'reown-com/blockchain-api src/lib.rs (no such route: the on-ramp routes are /v1/onramp/buy/options, /v1/onramp/buy/quotes, …)',
    request: { method: 'GET', path: '/v1/onramp/options' },
    response: { status: 404 }
  },
  quote: {
    call: 'POST /v1/onramp/quote',
    source: 'reown-com/blockchain-api src/lib.rs (no such route)',
    request: { method: 'POST', path: '/v1/onramp/quote', body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300', network: 'ethereum' } },
    response: { status: 404 }
  }
} satisfies Record<string, WireFixture>

/** The purchase watch reads history first (purchases already there are not this one). */
const noPurchases: WireFixture = {
  call: 'GET /v1/account/{address}/history?onramp=coinbase',
  source: 'reown-com/blockchain-api integration/history.test.ts (an empty page)',
  request: { method: 'GET', path: `/v1/account/${BUYER}/history`, query: { onramp: 'coinbase' } },
  response: { status: 200, body: { data: [], next: null } }
}

let devnet: ApiFixture
before(async () => {
  devnet = await startApiFixture()
})
after(async () => {
  await devnet?.stop()
})

describe('POST /v1/generators/onrampurl', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet], mainnet)
    setCaipAddress('eip155', `eip155:1:${BUYER}`)
  })

  it('the kit opens the provider with a whole fiat amount: 25.50 typed opens at 26 (the old kit sent 25.5, a 400)', async () => {
    const service = await replayService([fixtures.url, noPurchases])
    try {
      setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: service.url })
      $onramp.set({ ...$onramp.get(), options: defaultOnrampOptions(), purchaseCurrency: 'ETH', paymentCurrency: 'USD', amountText: '25.50', status: 'idle' })
      const popup = { closed: false, location: { href: '' }, close() {} }
      await buyWith(ONRAMP_PROVIDERS[0]!, popup as unknown as Window)
      stopWatchingPurchase()
      const sent = service.requests.find(request => request.method === 'POST')
      assertRequestLike(sent, fixtures.url.request)
      assert.equal((sent!.body as { presetFiatAmount: unknown }).presetFiatAmount, 26)
      assert.equal($onramp.get().status, 'waiting')
      assert.equal(popup.location.href, fixtures.url.response.body.url)
    } finally {
      stopWatchingPurchase()
      await service.stop()
    }
  })

  it('the kit reads the 400 for an amount with cents as a failure', async () => {
    const service = await replayService([fixtures.fiatWithCents])
    try {
      const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
      const error = await api.generateOnRampURL({ ...fixtures.fiatWithCents.request.body }).catch((e: unknown) => e)
      assert.ok(error instanceof ServiceError && error.status === 400)
    } finally {
      await service.stop()
    }
  })

  it('the devnet answers a URL for whole amounts and the real 400 for cents (the old devnet took 25.5)', async () => {
    const address = privateKeyToAccount(devnet.evm.accounts[1]!).address
    const withAddress = (body: typeof fixtures.url.request.body) => ({ ...body, destinationWallets: [{ ...body.destinationWallets[0]!, address }], partnerUserId: address })
    const ok = await devnet.post(fixtures.url.request.path, withAddress(fixtures.url.request.body))
    assert.equal(ok.status, fixtures.url.response.status)
    assertSameShape(ok.body, fixtures.url.response.body)
    const cents = await devnet.post(fixtures.fiatWithCents.request.path, withAddress(fixtures.fiatWithCents.request.body))
    assert.equal(cents.status, 400)
    assert.equal(cents.body, fixtures.fiatWithCents.response.body)
  })
})

describe('GET /v1/onramp/options and POST /v1/onramp/quote: not on the real service', () => {
  it("the kit falls back to behaviour §8's default options and mocked quote", async () => {
    const service = await replayService([fixtures.options, fixtures.quote])
    try {
      const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
      assert.deepEqual(await api.getOnrampOptions(), defaultOnrampOptions())
      assertRequestLike(service.requests[0], fixtures.options.request)
      const quote = await api.getOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300', network: 'ethereum' })
      assert.equal(quote.quoteId, 'mocked-quote-id')
      assertRequestLike(service.requests.at(-1), fixtures.quote.request)
    } finally {
      await service.stop()
    }
  })

  it('the devnet does not serve them either (the old devnet did)', async () => {
    assert.equal((await devnet.get(fixtures.options.request.path)).status, 404)
    assert.equal((await devnet.post(fixtures.quote.request.path, fixtures.quote.request.body)).status, 404)
  })
})
