import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { formatWei, parseWei } from './security.js'

describe('the value threshold as the person types it', () => {
  it('reads an amount of the coin as wei, and refuses what is not one', () => {
    assert.equal(parseWei('0.5'), '500000000000000000')
    assert.equal(parseWei('1,25'), '1250000000000000000')
    assert.equal(parseWei('12'), '12000000000000000000')
    assert.equal(parseWei('0.000000000000000001'), '1')
    for (const wrong of ['', '-1', '1e18', '0.0000000000000000001', 'abc', '1.2.3', ' 1']) assert.equal(parseWei(wrong), undefined, wrong)
  })
  it('shows wei back as the amount typed', () => {
    assert.equal(formatWei('500000000000000000'), '0.5')
    assert.equal(formatWei('12000000000000000000'), '12')
    assert.equal(formatWei('1'), '0.000000000000000001')
    assert.equal(formatWei(parseWei('3.14159')!), '3.14159')
  })
})
