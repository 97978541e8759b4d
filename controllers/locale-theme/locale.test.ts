import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { LOCALES, matchLocale, textDirection } from './locale.js'

describe('locale (the kit follows the visitor’s languages)', () => {
  it('an exact tag wins, whatever its case', () => {
    assert.equal(matchLocale(['pt-BR']), 'pt-BR')
    assert.equal(matchLocale(['zh-cn']), 'zh-CN')
    assert.equal(matchLocale(['ja']), 'ja')
  })

  it('else the base language: pt → pt-BR, zh → zh-CN, de-AT → de', () => {
    assert.equal(matchLocale(['pt']), 'pt-BR')
    assert.equal(matchLocale(['pt-PT']), 'pt-BR')
    assert.equal(matchLocale(['zh']), 'zh-CN')
    assert.equal(matchLocale(['zh-TW']), 'zh-CN')
    assert.equal(matchLocale(['de-AT']), 'de')
  })

  it('preferences count in order: a base match of the first beats an exact match of a later one', () => {
    assert.equal(matchLocale(['de-AT', 'fr']), 'de')
    assert.equal(matchLocale(['nl', 'fr-CA', 'es']), 'fr')
  })

  it('falls back to en when nothing matches or nothing is asked', () => {
    assert.equal(matchLocale(['nl', 'sv-SE']), 'en')
    assert.equal(matchLocale([]), 'en')
  })

  it('Arabic is written right to left, the other shipped languages left to right', () => {
    assert.deepEqual(
      LOCALES.filter(locale => textDirection(locale) === 'rtl'),
      ['ar']
    )
  })

  it('ships en, es, fr, de, pt-BR, ja, zh-CN, ko and ar', () => {
    assert.deepEqual([...LOCALES].sort(), ['ar', 'de', 'en', 'es', 'fr', 'ja', 'ko', 'pt-BR', 'zh-CN'])
  })
})
