import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { TokenBalance } from '../../clients/types.js'
import { mainnet } from '../../networks.js'
import { startFakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { accountOf, setCaipAddress } from './store.js'
import { $sendableTokens, BALANCE_RETRY_BLOCK_MS, balanceSupported, fetchBalances, portfolioValue, retryBlocked, TOKEN_BALANCE_UNAVAILABLE } from './balances.js'
import { $balances } from './balances-store.js'
import { setNetworks } from '../networks/store.js'
import { refreshBalance } from '../connection/actions.js'
import { setOptions } from '../config/options.js'

const token = (symbol: string, value: number, decimals = '18', chainId = 'eip155:1'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  value,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: ''
})

describe('balances rules (behaviour §8, §9)', () => {
  it('balance feature chains: eip155 and solana (behaviour §9), and bip122 (issue #14: its native coin from the ledger)', () => {
    assert.equal(balanceSupported('eip155'), true)
    assert.equal(balanceSupported('solana'), true)
    assert.equal(balanceSupported('bip122'), true)
    assert.equal(balanceSupported('polkadot'), false)
  })

  it('no retry for 30 s after a failure', () => {
    assert.equal(retryBlocked(undefined, 0), false)
    assert.equal(retryBlocked(1000, 1000 + BALANCE_RETRY_BLOCK_MS - 1), true)
    assert.equal(retryBlocked(1000, 1000 + BALANCE_RETRY_BLOCK_MS), false)
  })

  it('portfolio value is the sum of the token values', () => {
    assert.equal(portfolioValue([token('A', 1.5), token('B', 2.25)]), 3.75)
  })
})

describe('balances fetch', () => {
  let api: FakeJsonApi
  let respond: () => { status: number; body: unknown }

  beforeEach(async () => {
    resetControllers()
    // The hosted balance API cannot run offline; this server answers in its shape (behaviour §7).
    api = await startFakeJsonApi(() => respond())
    setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: api.url })
    setNetworks([mainnet], mainnet)
    setCaipAddress('eip155', 'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
  })
  afterEach(() => api.close())

  it('tokens of the active network, largest value first; zero-decimals quantities dropped', async () => {
    respond = () => ({ status: 200, body: { balances: [token('USDT', 5, '6'), token('ETH', 30), token('NFT', 99, '0'), token('BNB', 1, '18', 'eip155:56')] } })
    await fetchBalances()
    assert.equal($balances.get().status, 'ready')
    assert.deepEqual($balances.get().tokens.map(item => item.symbol), ['ETH', 'USDT'])
  })

  it("'Token Balance Unavailable' on an empty result", async () => {
    respond = () => ({ status: 200, body: { balances: [] } })
    await fetchBalances()
    assert.deepEqual({ status: $balances.get().status, error: $balances.get().error }, { status: 'unavailable', error: TOKEN_BALANCE_UNAVAILABLE })
  })

  it('after a failure, no request for 30 s, then one again', async () => {
    let clock = 0
    respond = () => ({ status: 400, body: { message: 'down' } })
    await fetchBalances({ now: () => clock })
    assert.equal($balances.get().error, TOKEN_BALANCE_UNAVAILABLE)
    clock = BALANCE_RETRY_BLOCK_MS - 1
    await fetchBalances({ now: () => clock, force: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] })
    assert.equal(api.requests.length, 1)
    clock = BALANCE_RETRY_BLOCK_MS
    respond = () => ({ status: 200, body: { balances: [token('ETH', 3)] } })
    await fetchBalances({ now: () => clock, force: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] })
    assert.equal(api.requests.length, 2)
    assert.equal($balances.get().status, 'ready')
  })
})

describe('a failed balance call leaves the native send to the RPC balance (issue 24, defect 4)', () => {
  let api: FakeJsonApi
  let rpc: FakeJsonApi
  let rpcAnswers: boolean

  beforeEach(async () => {
    resetControllers()
    // The hosted balance API cannot run offline: it fails here as it does in an outage (503).
    api = await startFakeJsonApi(() => ({ status: 503, body: { message: 'down' } }))
    // The node's eth_getBalance, in JSON-RPC's shape: 10 000 ETH, or a 503 while it is down.
    rpcAnswers = true
    rpc = await startFakeJsonApi(() => (rpcAnswers ? { status: 200, body: { jsonrpc: '2.0', id: 0, result: '0x21e19e0c9bab2400000' } } : { status: 503, body: { message: 'down' } }))
    setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: api.url, customRpcUrls: { 'eip155:1': [{ url: rpc.url }] } })
    setNetworks([mainnet], mainnet)
    setCaipAddress('eip155', 'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
  })
  afterEach(async () => {
    await api.close()
    await rpc.close()
  })

  it('Send offers the native coin at the RPC balance while the portfolio is unavailable, and the whole portfolio once it is back', async () => {
    await refreshBalance('eip155')
    await fetchBalances()
    assert.equal($balances.get().status, 'unavailable')
    assert.deepEqual(
      $sendableTokens.get().map(item => ({ symbol: item.symbol, address: item.address, numeric: item.quantity.numeric, decimals: item.quantity.decimals })),
      [{ symbol: 'ETH', address: undefined, numeric: '10000', decimals: '18' }]
    )
    $balances.set({ status: 'ready', tokens: [token('ETH', 3), token('USDT', 1, '6')], key: $balances.get().key! })
    assert.deepEqual($sendableTokens.get().map(item => item.symbol), ['ETH', 'USDT'])
  })

  it('with neither the portfolio nor the node, Send has nothing to offer (and says the balance is unavailable)', async () => {
    rpcAnswers = false
    await refreshBalance('eip155')
    await fetchBalances()
    assert.deepEqual($sendableTokens.get(), [])
  })

  it('a node that does not answer marks the native balance unavailable; the next good read clears it', async () => {
    rpcAnswers = false
    await refreshBalance('eip155')
    assert.deepEqual(pick(accountOf('eip155')), { balance: undefined, balanceLoading: false, balanceUnavailable: true })
    rpcAnswers = true
    await refreshBalance('eip155')
    assert.deepEqual(pick(accountOf('eip155')), { balance: '10000', balanceLoading: false, balanceUnavailable: false })
  })
})

const pick = ({ balance, balanceLoading, balanceUnavailable }: { balance?: string; balanceLoading?: boolean; balanceUnavailable?: boolean }) => ({ balance, balanceLoading, balanceUnavailable })
