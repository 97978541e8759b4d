import { expect } from '@open-wc/testing'
import { formatSignificantAmount, formatTokenAmount } from './token-format.js'

describe('token-format', () => {
  describe('a swap amount, rate or minimum keeps at least 4 significant digits (issue 22)', () => {
    it('0.001662 ETH is shown as 0.001662, not cut to the token rows’ 0.001', () => {
      expect(formatSignificantAmount('0.001662', 'en')).to.equal('0.001662')
      expect(formatTokenAmount('0.001662', 'en')).to.equal('0.001')
    })
    it('digits past the 4th significant one are cut, never rounded up (the minimum is never overstated)', () => {
      expect(formatSignificantAmount('0.0016629999', 'en')).to.equal('0.001662')
      expect(formatSignificantAmount('0.99999999', 'en')).to.equal('0.9999')
    })
    it('never fewer than 3 decimals: large amounts keep their whole part and 3 decimals', () => {
      expect(formatSignificantAmount('1495.512345', 'en')).to.equal('1,495.512')
      expect(formatSignificantAmount('12.345678', 'en')).to.equal('12.345')
      expect(formatSignificantAmount('123456789012345678.5', 'en')).to.equal('123,456,789,012,345,678.5')
    })
    it('the smallest unit of an 18-decimals token is still visible', () => {
      expect(formatSignificantAmount('0.000000000000000001', 'en')).to.equal('0.000000000000000001')
    })
    it('whole and zero amounts show no decimals; a non-number is shown as it came', () => {
      expect(formatSignificantAmount('5', 'en')).to.equal('5')
      expect(formatSignificantAmount('0', 'en')).to.equal('0')
      expect(formatSignificantAmount('n/a', 'en')).to.equal('n/a')
    })
    it('grouped and pointed as the locale writes numbers', () => {
      expect(formatSignificantAmount('0.001662', 'de')).to.equal('0,001662')
      expect(formatSignificantAmount('1234.56789', 'de')).to.equal('1.234,567')
    })
  })
})
