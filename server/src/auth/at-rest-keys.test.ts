import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { atRestKeys, sameDigest } from './at-rest.js'

// The keys the auth store keeps secrets with: sealed values open only under their secret and row.
const SECRET = 'a server secret of at least thirty-two characters'

describe('at-rest keys', () => {
  it('refuses a short server secret', () => {
    assert.throws(() => atRestKeys('short'), /at least 32 characters \(W3M_SERVER_SECRET/)
  })

  it('seals a value that opens only under the same secret and context, and not once altered', () => {
    const keys = atRestKeys(SECRET)
    const sealed = keys.seal('the verifier', 'social verifier s1')
    assert.ok(!sealed.includes('the verifier'))
    assert.notEqual(keys.seal('the verifier', 'social verifier s1'), sealed, 'a fresh IV each time')
    assert.equal(keys.open(sealed, 'social verifier s1'), 'the verifier')
    assert.equal(keys.open(sealed, 'social verifier s2'), undefined, 'moved to another row')
    assert.equal(atRestKeys(`${SECRET}, another`).open(sealed, 'social verifier s1'), undefined, 'another secret')
    // A character in the middle carries six bits of the ciphertext (the last ones may be base64 padding bits, which decode the same).
    const middle = Math.floor(sealed.length / 2)
    const altered = sealed.slice(0, middle) + (sealed[middle] === 'A' ? 'B' : 'A') + sealed.slice(middle + 1)
    assert.equal(keys.open(altered, 'social verifier s1'), undefined)
    assert.equal(keys.open('plain text', 'social verifier s1'), undefined)
  })

  it('keys the MAC of a code by the secret and its context', () => {
    const keys = atRestKeys(SECRET)
    const mac = keys.mac('123456', 'code login a@example.com')
    assert.ok(sameDigest(mac, keys.mac('123456', 'code login a@example.com')))
    assert.ok(!sameDigest(mac, keys.mac('123456', 'code login b@example.com')))
    assert.ok(!sameDigest(mac, atRestKeys(`${SECRET}, another`).mac('123456', 'code login a@example.com')))
    assert.ok(!sameDigest(mac, ''))
  })
})
