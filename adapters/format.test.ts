import assert from 'node:assert/strict'
import { it } from 'node:test'
import { familyFormat, formatNativeAmount, parseNativeAmount } from './format.js'

it('formats SOL with 9 decimals and BTC with 8, exactly', () => {
  assert.equal(formatNativeAmount(1_500_000_000n, familyFormat('solana').decimals), '1.5')
  assert.equal(formatNativeAmount(1n, familyFormat('solana').decimals), '0.000000001')
  assert.equal(formatNativeAmount(2_100_000_000_000_000n, familyFormat('bip122').decimals), '21000000')
  assert.equal(formatNativeAmount(123_456_789_012_345_678_901n, familyFormat('eip155').decimals), '123.456789012345678901')
  assert.equal(formatNativeAmount(-5n, 8), '-0.00000005')
})

it('parses amounts back to the smallest unit and refuses extra decimals', () => {
  assert.equal(parseNativeAmount('0.000000001', 9), 1n)
  assert.equal(parseNativeAmount('12.5', 8), 1_250_000_000n)
  assert.throws(() => parseNativeAmount('0.0000000001', 9), /Invalid amount/)
  assert.throws(() => parseNativeAmount('1e3', 9), /Invalid amount/)
})

it('shortens addresses per family', () => {
  assert.equal(familyFormat('solana').shortAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'), '9WzD…AWWM')
  assert.equal(familyFormat('eip155').shortAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F'), '0x71C7…976F')
  assert.equal(familyFormat('bip122').shortAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'), 'bc1qar…5mdq')
  assert.equal(familyFormat('solana').shortAddress('short'), 'short')
})
