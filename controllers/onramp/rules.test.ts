import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { defaultOnrampOptions } from '../../clients/onramp-fallbacks.js'
import type { HistoryTransaction } from '../../clients/types.js'
import { arrivedPurchase, coinbaseNetwork, defaultPurchaseSymbol, isAmountWithinLimits, isEstimate, ONRAMP_PROVIDERS, paymentLimits, providersFor, purchasedTokenId, fiatAmountRounded, wholeFiatAmount } from './rules.js'

const tx = (id: string, status = 'ONRAMP_TRANSACTION_STATUS_SUCCESS') => ({ id, metadata: { status } }) as unknown as HistoryTransaction

describe('on-ramp rules', () => {
  it('behaviour §9 providers: fee range 1-2 %, chains eip155 and solana', () => {
    for (const provider of ONRAMP_PROVIDERS) {
      assert.equal(provider.feeRange, '1-2%')
      assert.deepEqual([...provider.supportedChains], ['eip155', 'solana'])
    }
    assert.equal(providersFor('eip155').length, ONRAMP_PROVIDERS.length)
    assert.equal(providersFor('bip122').length, 0)
    assert.equal(providersFor(undefined).length, 0)
  })

  it('behaviour §9 Coinbase chains, fallback ethereum', () => {
    assert.equal(coinbaseNetwork('eip155', 1), 'ethereum')
    assert.equal(coinbaseNetwork('eip155', 8453), 'base')
    assert.equal(coinbaseNetwork('eip155', '43114'), 'avalanche-c-chain')
    assert.equal(coinbaseNetwork('eip155', 56), 'ethereum')
    assert.equal(coinbaseNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), 'solana')
  })

  it('buys the native coin on a Coinbase chain, ETH where Coinbase falls back to ethereum', () => {
    assert.equal(defaultPurchaseSymbol('eip155', 137, 'POL'), 'POL')
    assert.equal(defaultPurchaseSymbol('eip155', 56, 'BNB'), 'ETH')
    assert.equal(defaultPurchaseSymbol('solana', 'x', 'SOL'), 'SOL')
  })

  it("behaviour §8 a quote with id 'mocked-quote-id' is an estimate", () => {
    assert.equal(isEstimate('mocked-quote-id'), true)
    assert.equal(isEstimate('b1f0c3'), false)
    assert.equal(isEstimate(undefined), false)
  })

  it('behaviour §9 default limits: card 10.00 to 7500.00, compared exactly', () => {
    const limits = paymentLimits(defaultOnrampOptions(), 'USD')
    assert.deepEqual(limits, { min: '10.00', max: '7500.00' })
    assert.equal(isAmountWithinLimits('10', limits), true)
    assert.equal(isAmountWithinLimits('9.99', limits), false)
    assert.equal(isAmountWithinLimits('7500.00', limits), true)
    assert.equal(isAmountWithinLimits('7500.01', limits), false)
    assert.equal(isAmountWithinLimits('1e3', limits), false)
    assert.deepEqual(paymentLimits(defaultOnrampOptions(), 'EUR', 'ach_bank_account'), { min: '10.00', max: '25000.00' })
  })

  it('the purchase that arrived is an on-ramp row not seen before whose Coinbase status says it succeeded', () => {
    const seen = new Set(['a'])
    assert.equal(arrivedPurchase([tx('a')], seen), undefined)
    assert.equal(arrivedPurchase([tx('b', 'ONRAMP_TRANSACTION_STATUS_FAILED'), tx('a')], seen), undefined)
    assert.equal(arrivedPurchase([tx('b', 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'), tx('a')], seen), undefined)
    assert.equal(arrivedPurchase([tx('c'), tx('a')], seen)?.id, 'c')
  })

  it('the token bought, as the balance refresh names it', () => {
    const options = defaultOnrampOptions()
    assert.equal(purchasedTokenId(options, 'USDC', 'eip155:1', 'ethereum'), 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
    assert.equal(purchasedTokenId(options, 'ETH', 'eip155:1', 'ethereum'), undefined)
  })

  it('the provider opens with whole fiat units: cents are rounded half up, and the view is told', () => {
    assert.equal(wholeFiatAmount('25'), 25)
    assert.equal(wholeFiatAmount('25.49'), 25)
    assert.equal(wholeFiatAmount('25.50'), 26)
    assert.equal(wholeFiatAmount('25.5'), 26)
    assert.equal(wholeFiatAmount('abc'), undefined)
    assert.equal(fiatAmountRounded('25.50'), true)
    assert.equal(fiatAmountRounded('25.00'), false)
    assert.equal(fiatAmountRounded('25'), false)
  })
})
