import { expect } from '@open-wc/testing'
import { decimalString, formatAmount, formatDate, shortAddress, symbolOf } from './format.js'

// What an approval screen shows of an amount is every digit of it, grouped as the visitor's language groups.

describe('frame amounts, dates and addresses', () => {
  it('writes smallest units as exact decimals (no float on the way)', () => {
    expect(decimalString(12_500_000n, 6)).to.equal('12.5')
    expect(decimalString(1n, 18)).to.equal('0.000000000000000001')
    expect(decimalString(-250n, 2)).to.equal('-2.5')
    expect(decimalString(2n ** 256n - 1n, 0)).to.equal('115792089237316195423570985008687907853269984665640564039457584007913129639935')
  })

  it('groups every digit in the locale', () => {
    expect(formatAmount({ value: 1_234_567_891_000_000_000_000n, decimals: 18 }, 'en')).to.equal('1,234.567891')
    expect(formatAmount({ value: 1_234_567_891_000_000_000_000n, decimals: 18 }, 'de')).to.equal('1.234,567891')
    expect(formatAmount({ value: 10n ** 40n, decimals: 18 }, 'en')).to.equal('10,000,000,000,000,000,000,000')
  })

  it('dates in the locale, a non-date as undefined; short addresses; a symbol-less token by its contract', () => {
    expect(formatDate(0, 'en')).to.be.a('string')
    expect(formatDate('not a date', 'en')).to.equal(undefined)
    expect(shortAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).to.equal('0x71C7…976F')
    expect(symbolOf({ token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' })).to.equal('0xA0b8…eB48')
    expect(symbolOf({ symbol: 'USDC' })).to.equal('USDC')
  })
})
