import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { SIWXMessageData } from '../../../types/public.js'
import { formatSiwxMessage } from '../../../controllers/siwx/message.js'
import { parseCaip122Message } from './caip122.js'

const data: SIWXMessageData = {
  accountAddress: 'bcrt1qexample0000000000000000000000000000',
  chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  domain: 'localhost:4173',
  uri: 'http://localhost:4173/html/',
  version: '1',
  nonce: 'k3Ln0Z8aQ2vB7cD1',
  statement: 'Sign in to the w3m-kit demo',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expirationTime: '2026-11-23T10:00:00.000Z',
  notBefore: '2026-11-22T09:00:00.000Z',
  requestId: 'r-1',
  resources: ['https://app.example/terms', 'ipfs://bafy']
}

test('reads back every field the kit writes in a CAIP-122 message, with or without the optional lines', () => {
  const read = parseCaip122Message(formatSiwxMessage(data))
  assert.deepEqual(read, {
    domain: data.domain,
    address: data.accountAddress,
    chainId: data.chainId,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    statement: data.statement,
    expirationTime: new Date(data.expirationTime!),
    notBefore: new Date(data.notBefore!),
    requestId: 'r-1',
    resources: data.resources
  })
  const { statement: _s, expirationTime: _e, notBefore: _n, requestId: _r, resources: _res, ...bare } = data
  assert.deepEqual(parseCaip122Message(formatSiwxMessage({ ...bare, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })), {
    domain: data.domain,
    address: data.accountAddress,
    chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt)
  })
})

test('refuses text with a line out of place, an unknown account name, a bad time or anything left over', () => {
  const text = formatSiwxMessage(data)
  assert.equal(parseCaip122Message(`${text}\nExtra: 1`), undefined)
  assert.equal(parseCaip122Message(text.replace('Bitcoin account', 'Dogecoin account')), undefined)
  assert.equal(parseCaip122Message(text.replace('Issued At: 2026-11-22T10:00:00.000Z', 'Issued At: yesterday')), undefined)
  assert.equal(parseCaip122Message(text.replace(/Version: 1\nChain ID: (.*)/, 'Chain ID: $1\nVersion: 1')), undefined)
  assert.equal(parseCaip122Message(text.replace('URI: http://localhost:4173/html/', 'URI: not a url')), undefined)
})
