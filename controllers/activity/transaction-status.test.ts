import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { transactionOutcome } from './transaction-status.js'

describe('transaction status', () => {
  it("reads the history provider's on-chain words and Coinbase's on-ramp ones", () => {
    assert.equal(transactionOutcome('confirmed'), 'confirmed')
    assert.equal(transactionOutcome('failed'), 'failed')
    assert.equal(transactionOutcome('pending'), 'pending')
    assert.equal(transactionOutcome('ONRAMP_TRANSACTION_STATUS_SUCCESS'), 'confirmed')
    assert.equal(transactionOutcome('ONRAMP_TRANSACTION_STATUS_FAILED'), 'failed')
    assert.equal(transactionOutcome('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'), 'pending')
    assert.equal(transactionOutcome('something else'), 'pending')
  })
})
