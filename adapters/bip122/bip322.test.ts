import assert from 'node:assert/strict'
import { test } from 'node:test'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { NETWORK, WIF, p2pkh, p2sh, p2wpkh } from '@scure/btc-signer'
import { bitcoinTestKey } from '../../devnet/bitcoin/index.js'
import { REGTEST_NETWORK } from '../../devnet/bitcoin/ledger.js'
import { recoverEcdsaMessageKey, signBip322Simple, signEcdsaMessage, verifyBip322Simple, verifyBitcoinMessage, verifyEcdsaMessage } from './bip322.js'

// The BIP-322 text's own test vector (mainnet P2WPKH, deterministic ECDSA).
const VECTOR_KEY = WIF(NETWORK).decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

// Bitcoin Core grinds for low R, so its signatures differ from ours byte for byte: the vectors are checked by verifying.
test('BIP-322 simple: the BIP test vectors for "" and "Hello World" verify, and ours verify for the same key', () => {
  const empty = 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
  const hello = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
  assert.equal(verifyBip322Simple('', VECTOR_ADDRESS, empty, NETWORK), true)
  assert.equal(verifyBip322Simple('Hello World', VECTOR_ADDRESS, hello, NETWORK), true)
  assert.equal(verifyBip322Simple('Hello World', VECTOR_ADDRESS, empty, NETWORK), false)
  assert.equal(verifyBip322Simple('Hello World', VECTOR_ADDRESS, signBip322Simple('Hello World', VECTOR_ADDRESS, VECTOR_KEY, NETWORK), NETWORK), true)
})

test('BIP-322 simple: P2WPKH and P2TR signatures verify, and fail for another message, address or a changed byte', () => {
  const key = bitcoinTestKey(0)
  const other = bitcoinTestKey(1)
  const secret = hex.decode(key.privateKey)
  for (const address of [key.paymentAddress, key.ordinalsAddress]) {
    const signature = signBip322Simple('Sign in to w3m-kit', address, secret, REGTEST_NETWORK)
    assert.equal(verifyBip322Simple('Sign in to w3m-kit', address, signature, REGTEST_NETWORK), true, address)
    assert.equal(verifyBip322Simple('Sign in to w3m-kit!', address, signature, REGTEST_NETWORK), false)
    assert.equal(verifyBip322Simple('Sign in to w3m-kit', address === key.paymentAddress ? other.paymentAddress : other.ordinalsAddress, signature, REGTEST_NETWORK), false)
    const bytes = Buffer.from(signature, 'base64')
    bytes[10] = bytes[10]! ^ 1
    assert.equal(verifyBip322Simple('Sign in to w3m-kit', address, bytes.toString('base64'), REGTEST_NETWORK), false)
  }
})

test('legacy ECDSA message signature recovers the signer key', () => {
  const secret = hex.decode(bitcoinTestKey(0).privateKey)
  const signature = signEcdsaMessage('hello', secret)
  assert.deepEqual(recoverEcdsaMessageKey('hello', signature), secp256k1.getPublicKey(secret, true))
  assert.notDeepEqual(recoverEcdsaMessageKey('hello!', signature), secp256k1.getPublicKey(secret, true))
})

test('legacy ECDSA: the bitcoinjs-message vector (uncompressed P2PKH) verifies, and not for a changed message', () => {
  const signature = 'G9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk='
  assert.equal(verifyEcdsaMessage('This is an example of a signed message.', '1HZwkjkeaoZfTSaJxDw6aKkxp45agDiEzN', signature, NETWORK), true)
  assert.equal(verifyEcdsaMessage('This is an example of a signed message!', '1HZwkjkeaoZfTSaJxDw6aKkxp45agDiEzN', signature, NETWORK), false)
})

test('legacy ECDSA: a compressed-key signature verifies for the key’s P2PKH, P2SH-P2WPKH, P2WPKH and P2TR addresses, whatever the segwit header, and for no other key’s', () => {
  const key = bitcoinTestKey(0)
  const secret = hex.decode(key.privateKey)
  const publicKey = secp256k1.getPublicKey(secret, true)
  const message = 'x'.repeat(300) // longer than 252 bytes: the length prefix takes three bytes, as for a sign-in message
  const signature = signEcdsaMessage(message, secret)
  const addresses = [p2pkh(publicKey, REGTEST_NETWORK).address!, p2sh(p2wpkh(publicKey, REGTEST_NETWORK), REGTEST_NETWORK).address!, key.paymentAddress, key.ordinalsAddress]
  for (const address of addresses) {
    assert.equal(verifyEcdsaMessage(message, address, signature, REGTEST_NETWORK), true, address)
    assert.equal(verifyBitcoinMessage(message, address, signature, REGTEST_NETWORK), true, address)
    assert.equal(verifyEcdsaMessage(`${message}!`, address, signature, REGTEST_NETWORK), false, address)
  }
  // BIP-137's segwit headers (35–38 P2SH-P2WPKH, 39–42 P2WPKH) name the same key.
  const bytes = Buffer.from(signature, 'base64')
  bytes[0] = bytes[0]! - 31 + 39
  assert.equal(verifyEcdsaMessage(message, key.paymentAddress, bytes.toString('base64'), REGTEST_NETWORK), true)
  const other = bitcoinTestKey(1)
  assert.equal(verifyBitcoinMessage(message, other.paymentAddress, signature, REGTEST_NETWORK), false)
  assert.equal(verifyBitcoinMessage(message, other.ordinalsAddress, signature, REGTEST_NETWORK), false)
  assert.equal(verifyBitcoinMessage(message, key.paymentAddress, 'not base64!', REGTEST_NETWORK), false)
})
