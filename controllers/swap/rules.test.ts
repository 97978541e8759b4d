import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ServiceError } from '../../clients/http.js'
import {
  assertGasPriceNetwork,
  assertSwapNetwork,
  DEFAULT_SLIPPAGE_PERCENT,
  exchangeRate,
  hasSufficientBalance,
  isQuoteStale,
  minimumReceived,
  needsApproval,
  networkCost,
  parseSlippage,
  priceImpactPercent,
  QUOTE_MAX_AGE_MS,
  quoteErrorKind,
  usdValue
} from './rules.js'

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('swap rules', () => {
  it('behaviour §9 swap chains: only the listed eip155 ids are supported, else "Network not supported for Swaps"', () => {
    assert.equal(assertSwapNetwork('eip155:1'), 1)
    assert.equal(assertSwapNetwork('eip155:56'), 56)
    assert.equal(assertSwapNetwork('eip155:1313161554'), 1313161554)
    assert.throws(() => assertSwapNetwork('eip155:11155111'), { message: 'Network not supported for Swaps' })
    assert.throws(() => assertSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), { message: 'Network not supported for Swaps' })
    assert.throws(() => assertSwapNetwork(undefined), { message: 'Network not supported for Swaps' })
  })

  it('behaviour §5 gas price needs a supported network, else "Network not supported for Gas Price"', () => {
    assert.doesNotThrow(() => assertGasPriceNetwork('eip155:137'))
    assert.throws(() => assertGasPriceNetwork('eip155:31337'), { message: 'Network not supported for Gas Price' })
  })

  it('behaviour §9 slippage tolerance defaults to 1 % and is adjustable in whole percents within 0–50 % (the API takes a usize)', () => {
    assert.equal(DEFAULT_SLIPPAGE_PERCENT, 1)
    assert.equal(parseSlippage('0.5'), undefined)
    assert.equal(parseSlippage('3'), 3)
    assert.equal(parseSlippage('0'), undefined)
    assert.equal(parseSlippage('51'), undefined)
    assert.equal(parseSlippage('1.234'), undefined)
    assert.equal(parseSlippage('abc'), undefined)
  })

  it('minimum received is the quote less the slippage, rounded down, in exact bigint', () => {
    assert.equal(minimumReceived(1_000_000n, 1), 990_000n)
    assert.equal(minimumReceived(999n, 1), 989n)
    assert.equal(minimumReceived(10n ** 30n + 1n, 0.5), ((10n ** 30n + 1n) * 9950n) / 10_000n)
  })

  it('network cost comes from the gas limit and the gas price of the API, not a constant', () => {
    assert.equal(networkCost(150_000n, 2_000_000_000n), 300_000_000_000_000n)
    assert.equal(networkCost(0n, 5n), 0n)
  })

  it('rate compares tokens of different decimals exactly', () => {
    // 1 ETH (18) → 3000 USDC (6): 3000 per ETH, as 18-decimal fixed point
    assert.equal(exchangeRate(10n ** 18n, 18, 3000n * 10n ** 6n, 6), 3000n * 10n ** 18n)
    assert.equal(exchangeRate(0n, 18, 1n, 6), 0n)
  })

  it('price impact is the USD value lost, never negative', () => {
    assert.equal(priceImpactPercent(100, 99), 1)
    assert.equal(priceImpactPercent(100, 101), 0)
    assert.equal(priceImpactPercent(0, 5), 0)
    assert.equal(usdValue(1_500_000n, 6, 2), 3)
  })

  it('approval is needed only for a token whose allowance is below the amount', () => {
    assert.equal(needsApproval(USDC, 9n, 10n), true)
    assert.equal(needsApproval(USDC, 10n, 10n), false)
    assert.equal(needsApproval(NATIVE, 0n, 10n), false)
  })

  it('a stale quote is never signed: changed amount or older than the limit', () => {
    assert.equal(isQuoteStale(100n, 100n, 0, QUOTE_MAX_AGE_MS), false)
    assert.equal(isQuoteStale(100n, 99n, 0, 1), true)
    assert.equal(isQuoteStale(100n, 100n, 0, QUOTE_MAX_AGE_MS + 1), true)
  })

  it('a quote error says what went wrong: liquidity apart from other API errors', () => {
    assert.equal(quoteErrorKind(new ServiceError('Insufficient liquidity: the amount is too small or too large for the pool', 400, 'http', 'x')), 'insufficient-liquidity')
    assert.equal(quoteErrorKind(new ServiceError('Invalid gasPrice: expected an integer amount in wei', 400, 'http', 'x')), 'api')
    assert.equal(hasSufficientBalance(5n, 6n), false)
    assert.equal(hasSufficientBalance(6n, 6n), true)
  })
})
