import assert from 'node:assert/strict'
import { after, afterEach, before, beforeEach, describe, it } from 'node:test'
import { createWalletClient, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBlockchainApiClient } from '../../clients/blockchain-api.js'
import { ServiceError } from '../../clients/http.js'
import { setCaipAddress } from '../../controllers/account/store.js'
import { changedTokens, fetchBalances, TOKEN_BALANCE_UNAVAILABLE } from '../../controllers/account/balances.js'
import { $balances } from '../../controllers/account/balances-store.js'
import { setNetworks } from '../../controllers/networks/store.js'
import { arrivedPurchase } from '../../controllers/onramp/rules.js'
import { setOptions } from '../../controllers/config/options.js'
import { transactionOutcome } from '../../controllers/activity/transaction-status.js'
import { $transactions, fetchNextTransactions, resetTransactions } from '../../controllers/activity/transactions.js'
import { viemChain } from '../../devnet/chains/deploy.js'
import { startApiFixture, type ApiFixture, type JsonResponse } from '../../devnet/api/fixture.js'
import { mainnet } from '../../networks.js'
import { resetControllers } from '../reset-controllers.js'
import { balanceFixtures, BALANCE_SHAPE, HISTORY_SHAPE, historyFixtures, NATIVE_TOKEN_ID, USDC_TOKEN_ID } from './account.fixtures.js'
import { assertRequestLike, assertSameShape, withReplay, type WireFixture } from './harness.js'

/**
 * Balance and history, both ways: the kit's client and controllers against replayed answers of the
 * real service, and the devnet against the same requests (reown-com/blockchain-api src/handlers/balance.rs,
 * src/handlers/history.rs, src/providers/zerion.rs, src/providers/coinbase.rs).
 */

const sdk = { projectId: 'p1', sdkType: 'w3m', sdkVersion: 'html-wagmi-1.0.0' }
/** The kit names its sdk version on every call; the real balance call answers [] without one. */
const SDK_QUERY = { st: 'w3m', sv: 'html-wagmi-1.0.0' }

let devnet: ApiFixture
before(async () => {
  devnet = await startApiFixture()
})
after(async () => {
  await devnet?.stop()
})

/** The fixture's request sent to the devnet, on `address` when given (the devnet's chains hold the devnet's accounts). */
function onDevnet(fixture: WireFixture, address?: string): Promise<JsonResponse> {
  const path = address ? fixture.request.path.replace(/\/v1\/account\/[^/]+\//, `/v1/account/${address}/`) : fixture.request.path
  const query = new URLSearchParams({ ...fixture.request.query, ...SDK_QUERY })
  return fixture.request.method === 'GET' ? devnet.get(`${path}?${query}`) : devnet.post(`${path}?${query}`, fixture.request.body)
}

function assertAnswersLike(actual: JsonResponse, fixture: WireFixture, shape = {}): void {
  assert.equal(actual.status, fixture.response.status, `${fixture.call}: status`)
  assertSameShape(actual.body, fixture.response.body, shape)
  const reasons = (fixture.response.body as { reasons?: Array<{ description: string }> } | undefined)?.reasons
  if (reasons) assert.equal(actual.message, reasons[0]!.description)
}

describe('GET /v1/account/{address}/balance', () => {
  const holder = '0x2aae531a81461f029cd55cb46703211c9227ba05'

  describe('the kit', () => {
    beforeEach(() => {
      resetControllers()
      setNetworks([mainnet], mainnet)
      setCaipAddress('eip155', `eip155:1:${holder}`)
    })

    it('after sending the native coin, asks the service to re-read it by its CAIP-10 pseudo-address (the old kit sent forceUpdate=true)', async () => {
      const fixture = balanceFixtures.forceUpdateNative
      await withReplay([fixture], async service => {
        setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: service.url })
        await fetchBalances({ force: changedTokens('eip155:1', [undefined]) })
        assertRequestLike(service.requests.at(-1), fixture.request)
        assert.deepEqual($balances.get().tokens.map(token => token.symbol), ['USDC', 'ETH'])
      })
    })

    it('after sending a token, names that token and the coin that paid the gas, comma separated', async () => {
      const fixture = balanceFixtures.forceUpdateToken
      await withReplay([fixture], async service => {
        setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: service.url })
        // A balance row's address as the service lists it: the send names it as it is.
        await fetchBalances({ force: changedTokens('eip155:1', [USDC_TOKEN_ID]) })
        assertRequestLike(service.requests.at(-1), fixture.request)
        assert.equal($balances.get().status, 'ready')
      })
    })

    it("reads the service's answer to forceUpdate=true as the failure it is ('Token Balance Unavailable')", async () => {
      const fixture = balanceFixtures.forceUpdateTrue
      await withReplay([fixture], async service => {
        const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
        const error = await api.getBalance({ address: holder, chainId: 'eip155:1' }).catch((e: unknown) => e)
        assert.ok(error instanceof ServiceError && error.status === 400)
        assert.equal(error.message, 'The address provided is invalid')
        setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: service.url })
        await fetchBalances()
        assert.equal($balances.get().error, TOKEN_BALANCE_UNAVAILABLE)
      })
    })

    it('an empty list is no tokens', async () => {
      await withReplay([balanceFixtures.empty], async service => {
        const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
        assert.deepEqual(await api.getBalance({ address: '0x5b6262592954B925B510651462b63ddEbcc22eaD', chainId: 'eip155:1' }), { balances: [] })
        assertRequestLike(service.requests[0], balanceFixtures.empty.request)
      })
    })
  })

  describe('the devnet', () => {
    const funded = () => privateKeyToAccount(devnet.evm.accounts[1]!).address

    it('answers a forceUpdate of the native coin, and of a token with the coin, in the real shape', async () => {
      for (const fixture of [balanceFixtures.forceUpdateNative, balanceFixtures.forceUpdateToken]) {
        const usdc = devnet.evm.chains[0]!.tokens.find(token => token.symbol === 'USDC')!
        const request = { ...fixture, request: { ...fixture.request, query: { ...fixture.request.query, forceUpdate: fixture.request.query.forceUpdate.replace(USDC_TOKEN_ID, `eip155:1:${usdc.address}`) } } }
        const answer = await onDevnet(request, funded())
        assertAnswersLike(answer, fixture, BALANCE_SHAPE)
        assert.ok(answer.body.balances.length >= 2)
      }
      // An account holding nothing still gets the coin it named, at zero, without an address.
      const fresh = privateKeyToAccount(generatePrivateKey()).address
      const zero = await onDevnet(balanceFixtures.forceUpdateNative, fresh)
      assertAnswersLike(zero, balanceFixtures.forceUpdateNative, BALANCE_SHAPE)
      assert.deepEqual(zero.body.balances.map((b: { symbol: string; address?: string }) => [b.symbol, b.address]), [['ETH', undefined]])
      assert.equal(NATIVE_TOKEN_ID, 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
    })

    it('rejects forceUpdate=true as the real one does (the old devnet accepted it)', async () => {
      assertAnswersLike(await onDevnet(balanceFixtures.forceUpdateTrue, funded()), balanceFixtures.forceUpdateTrue)
    })

    it('answers an empty list for an account holding nothing', async () => {
      assertAnswersLike(await onDevnet(balanceFixtures.empty, privateKeyToAccount(generatePrivateKey()).address), balanceFixtures.empty)
    })
  })
})

describe('GET /v1/account/{address}/history', () => {
  describe('the kit', () => {
    const sender = '0x63755B7B300228254FB7d16321eCD3B87f98ca2a'

    beforeEach(() => {
      resetControllers()
      resetTransactions()
      setNetworks([mainnet], mainnet)
      setCaipAddress('eip155', `eip155:1:${sender}`)
    })

    it("lists the connected chain's rows and reads the provider's status 'confirmed' as confirmed (the old kit showed Pending)", async () => {
      const fixture = historyFixtures.onchain
      await withReplay([fixture], async service => {
        setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: service.url })
        await fetchNextTransactions()
        assertRequestLike(service.requests[0], fixture.request)
        const [row] = $transactions.get().items
        assert.equal(row?.metadata.hash, fixture.response.body.data[0]!.metadata.hash)
        assert.equal($transactions.get().next, fixture.response.body.next)
        assert.equal(transactionOutcome(row!.metadata.status), 'confirmed')
        assert.equal(transactionOutcome('failed'), 'failed')
        assert.equal(transactionOutcome('pending'), 'pending')
      })
    })

    it('finds the purchase that arrived in the Coinbase rows (the old kit waited for ONCHAIN_TRANSACTION_STATUS_CONFIRMED forever)', async () => {
      const fixture = historyFixtures.onramp
      await withReplay([fixture], async service => {
        const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
        const page = await api.fetchTransactions({ account: sender, onramp: 'coinbase' })
        assertRequestLike(service.requests[0], fixture.request)
        assert.equal(arrivedPurchase(page.data, new Set())?.id, fixture.response.body.data[0]!.id)
        const inProgress = page.data.map(row => ({ ...row, metadata: { ...row.metadata, status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' } }))
        assert.equal(arrivedPurchase(inProgress, new Set()), undefined)
      })
    })

    it('reads null transfers as none, an empty page as the end, and a refused provider as an error', async () => {
      const nullTransfers: WireFixture = {
        ...historyFixtures.onchain,
        response: { status: 200, body: { data: [{ ...historyFixtures.onchain.response.body.data[0], transfers: null }], next: null } }
      }
      await withReplay([nullTransfers], async service => {
        const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
        const page = await api.fetchTransactions({ account: sender, chainId: 'eip155:1' })
        assert.deepEqual(page.data[0]!.transfers, [])
      })
      await withReplay([historyFixtures.empty], async service => {
        const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
        assert.deepEqual(await api.fetchTransactions({ account: '0x5b6262592954B925B510651462b63ddEbcc22eaD', chainId: 'eip155:1' }), { data: [], next: null })
      })
      await withReplay([historyFixtures.wrongProvider], async service => {
        const api = createBlockchainApiClient({ apiUrl: service.url, ...sdk })
        const error = await api.fetchTransactions({ account: sender, onramp: 'some' }).catch((e: unknown) => e)
        assert.ok(error instanceof ServiceError)
        assert.equal(error.message, 'Provider some is not supported')
      })
    })
  })

  describe('the devnet', () => {
    const wallet = (key: Hex) => {
      const chain = devnet.evm.chains[0]!
      return createWalletClient({ account: privateKeyToAccount(key), chain: viemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
    }

    it("answers on-chain rows in the real shape, with the provider's statuses (the old devnet sent ONCHAIN_TRANSACTION_STATUS_*)", async () => {
      const sender = wallet(devnet.evm.accounts[2]!)
      await sender.sendTransaction({ to: privateKeyToAccount(generatePrivateKey()).address, value: parseEther('0.01') })
      const answer = await onDevnet(historyFixtures.onchain, sender.account.address)
      assertAnswersLike(answer, historyFixtures.onchain, HISTORY_SHAPE)
      assert.ok(answer.body.data.length > 0)
      for (const row of answer.body.data) assert.ok(['confirmed', 'failed', 'pending'].includes(row.metadata.status), row.metadata.status)
    })

    it("answers a purchase as Coinbase's row: in progress, then ONRAMP_TRANSACTION_STATUS_SUCCESS once delivered", async () => {
      const buyer = privateKeyToAccount(generatePrivateKey()).address
      const { body } = await devnet.post('/v1/generators/onrampurl', { destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }], partnerUserId: buyer, presetFiatAmount: 300 })
      const pending = await onDevnet(historyFixtures.onramp, buyer)
      assertAnswersLike(pending, historyFixtures.onramp, HISTORY_SHAPE)
      assert.deepEqual(pending.body.data.map((row: { metadata: { status: string } }) => row.metadata.status), ['ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'])
      const page = await (await fetch(body.url)).text()
      const action = new URL(/<form method="post" action="([^"]+)"/.exec(page)![1]!, body.url)
      assert.equal((await fetch(action, { method: 'POST' })).status, 200)
      const done = await onDevnet(historyFixtures.onramp, buyer)
      assertAnswersLike(done, historyFixtures.onramp, HISTORY_SHAPE)
      assert.equal(done.body.data[0].metadata.status, 'ONRAMP_TRANSACTION_STATUS_SUCCESS')
      assert.equal(done.body.data[0].metadata.sentFrom, 'Coinbase')
      assert.equal(done.body.data[0].metadata.operationType, 'buy')
    })

    it('answers an empty history, a refused provider and a wrong address as the real one', async () => {
      assertAnswersLike(await onDevnet(historyFixtures.empty, privateKeyToAccount(generatePrivateKey()).address), historyFixtures.empty, HISTORY_SHAPE)
      assertAnswersLike(await onDevnet(historyFixtures.wrongProvider), historyFixtures.wrongProvider)
      assertAnswersLike(await onDevnet(historyFixtures.wrongAddress), historyFixtures.wrongAddress)
    })
  })
})

afterEach(() => {
  resetControllers()
})
