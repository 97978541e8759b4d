import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { judge, median, table } from './report.js'

describe('bench report', () => {
  it('passes at the budget for "at most" budgets and fails at it for "less than" ones', () => {
    assert.equal(judge('initialBytes', 25_000).pass, true)
    assert.equal(judge('initialBytes', 25_001).pass, false)
    assert.equal(judge('crossOriginBeforeOpen', 1).pass, false)
    assert.equal(judge('laterOpenMs', 16).pass, true)
    assert.equal(judge('heapGrowthBytes', 999_999).pass, true)
    assert.equal(judge('heapGrowthBytes', 1_000_000).pass, false)
    assert.equal(judge('firstOpenMs', null, 'kit missing').pass, null)
    assert.equal(judge('walletConnectQrMs', 300).pass, true)
    assert.equal(judge('walletConnectQrNoVerifyMs', 300.5).pass, false)
  })

  it('takes the median of odd and even samples without reordering them', () => {
    const samples = [30, 10, 20]
    assert.equal(median(samples), 20)
    assert.deepEqual(samples, [30, 10, 20])
    assert.equal(median([4, 1, 3, 2]), 2.5)
    assert.ok(Number.isNaN(median([])))
  })

  it('prints each figure beside its budget with PASS, MISS or N/A, and the notes', () => {
    const printed = table([judge('initialBytes', 18_240), judge('firstOpenMs', 120.04), judge('heapGrowthBytes', null, 'no CDP')])
    const lines = printed.split('\n')
    assert.match(lines.find(line => line.startsWith('bytes before the button'))!, /18\.2 KB\s+≤ 25\.0 KB\s+PASS/)
    assert.match(lines.find(line => line.startsWith('click → Connect'))!, /120\.0 ms\s+≤ 100\.0 ms\s+MISS/)
    assert.match(lines.find(line => line.startsWith('heap growth'))!, /n\/a\s+< 1\.00 MB\s+N\/A/)
    assert.ok(printed.includes('heap growth over open/close cycles: no CDP'))
  })
})
