import assert from 'node:assert/strict'
import { Buffer as NodeBuffer } from 'node:buffer'
import { test } from 'node:test'
import { Buffer } from './node-buffer.js'

test("the SDK's Buffer calls give what Node's Buffer gives (recaps, transaction ids)", () => {
  const recap = JSON.stringify({ att: { eip155: { 'request/personal_sign': [{}] } }, prf: ['é'] })
  assert.equal(Buffer.from(recap).toString('base64'), NodeBuffer.from(recap).toString('base64'))
  const unpadded = NodeBuffer.from(recap).toString('base64').replace(/=/g, '')
  assert.equal(Buffer.from(unpadded, 'base64').toString('utf-8'), recap)
  assert.equal(Buffer.from('00ff10', 'hex').toString('hex'), '00ff10')
  assert.deepEqual([...Buffer.from('AQIDBA==', 'base64').slice(1, 3)], [2, 3])
  assert.equal(Buffer.concat([Buffer.from([10]), Buffer.from('ab', 'hex')]).toString('hex'), '0aab')
})
