import { expect } from '@open-wc/testing'
import { formatBalance, formatFiat, formatRelativeTime } from './locale-format.js'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const S = 1_000
const MIN = 60 * S
const H = 60 * MIN
const D = 24 * H
const ago = (ms: number, locale = 'en') => formatRelativeTime(NOW - ms, NOW, locale)
const ahead = (ms: number, locale = 'en') => formatRelativeTime(NOW + ms, NOW, locale)

describe('locale-format', () => {
  describe('balances: at most 3 decimals, grouped as the locale groups, then the symbol', () => {
    it('English groups with commas and keeps a point', () => {
      expect(formatBalance('10000.123456', 'ETH', 'en')).to.equal('10,000.123 ETH')
    })
    it('German groups with points and uses a decimal comma', () => {
      expect(formatBalance('10000.5', 'ETH', 'de')).to.equal('10.000,5 ETH')
    })
    it('French groups with a narrow no-break space and a decimal comma', () => {
      expect(formatBalance('1234.5', 'BNB', 'fr')).to.equal('1\u202f234,5 BNB')
    })
    it('Arabic uses the locale’s digits and separators (Intl decides)', () => {
      expect(formatBalance('1234.5', 'ETH', 'ar')).to.equal(`${new Intl.NumberFormat('ar', { maximumFractionDigits: 3 }).format(1234.5)} ETH`)
    })
    it('cuts like the token rows, never rounding up (12.3459 SOL is not shown as 12.346), exactly past 2^53', () => {
      expect(formatBalance('12.345678901', 'SOL', 'en')).to.equal('12.345 SOL')
      expect(formatBalance('0.9999', 'ETH', 'en')).to.equal('0.999 ETH')
      expect(formatBalance('123456789012345678.5', 'ETH', 'en')).to.equal('123,456,789,012,345,678.5 ETH')
    })
    it('no balance shows nothing; a non-number is shown as it came; no symbol, no trailing space', () => {
      expect(formatBalance(undefined, 'ETH', 'en')).to.equal('')
      expect(formatBalance('n/a', 'ETH', 'en')).to.equal('n/a ETH')
      expect(formatBalance('2', undefined, 'en')).to.equal('2')
    })
  })

  describe('fiat values are US dollars in the locale’s currency format', () => {
    it('en: $1,234.50; de: 1.234,50 $; ja: $1,234.50', () => {
      expect(formatFiat(1234.5, 'en')).to.equal('$1,234.50')
      expect(formatFiat(1234.5, 'de')).to.equal('1.234,50\u00a0$')
      expect(formatFiat(1234.5, 'ja')).to.equal('$1,234.50')
    })
  })

  describe('relative dates (behaviour §9): in %s / %s ago, sec min hr d mo yr', () => {
    it('seconds up to 44 s', () => {
      expect(ago(44 * S)).to.equal('44 sec. ago')
      expect(ahead(10 * S)).to.equal('in 10 sec.')
    })
    it('one minute from 45 s up to 89 s', () => {
      expect(ago(45 * S)).to.equal('1 min. ago')
      expect(ago(89 * S)).to.equal('1 min. ago')
    })
    it('minutes from 90 s up to 44 min, then one hour up to 89 min', () => {
      expect(ago(90 * S)).to.equal('2 min. ago')
      expect(ago(44 * MIN)).to.equal('44 min. ago')
      expect(ago(45 * MIN)).to.equal('1 hr. ago')
      expect(ago(89 * MIN)).to.equal('1 hr. ago')
    })
    it('hours up to 21 h, then one day up to 35 h, then days up to 25 d', () => {
      expect(ago(21 * H)).to.equal('21 hr. ago')
      expect(ago(22 * H)).to.equal('1 day ago')
      expect(ago(36 * H)).to.equal('2 days ago')
      expect(ago(25 * D)).to.equal('25 days ago')
    })
    it('one month from 26 d up to 45 d, months up to 10, then years', () => {
      expect(ago(26 * D)).to.equal('1 mo. ago')
      expect(ago(45 * D)).to.equal('1 mo. ago')
      expect(ago(300 * D)).to.equal('10 mo. ago')
      expect(ago(400 * D)).to.equal('1 yr. ago')
      expect(ahead(3 * 365 * D)).to.equal('in 3 yr.')
    })
    it('speaks the locale: Japanese, French and Arabic', () => {
      expect(ago(5 * MIN, 'ja')).to.equal('5 分前')
      expect(ahead(2 * H, 'fr')).to.equal('dans 2\u00a0h')
      expect(ago(3 * D, 'ar')).to.equal(new Intl.RelativeTimeFormat('ar', { style: 'short' }).format(-3, 'day'))
    })
  })
})
