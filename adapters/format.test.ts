import assert from 'node:assert/strict'
import { it } from 'node:test'
import { formatNativeAmount, parseNativeAmount } from './format.js'

it('formats SOL with 9 decimals and BTC with 8, exactly', () => {
  assert.equal(formatNativeAmount(1_500_000_000n, 9), '1.5')
  assert.equal(formatNativeAmount(1n, 9), '0.000000001')
  assert.equal(formatNativeAmount(2_100_000_000_000_000n, 8), '21000000')
  assert.equal(formatNativeAmount(123_456_789_012_345_678_901n, 18), '123.456789012345678901')
  assert.equal(formatNativeAmount(-5n, 8), '-0.00000005')
})

it('parses amounts back to the smallest unit and refuses extra decimals', () => {
  assert.equal(parseNativeAmount('0.000000001', 9), 1n)
  assert.equal(parseNativeAmount('12.5', 8), 1_250_000_000n)
  assert.throws(() => parseNativeAmount('0.0000000001', 9), /Invalid amount/)
  assert.throws(() => parseNativeAmount('1e3', 9), /Invalid amount/)
})
