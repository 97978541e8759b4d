import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { SiweMessage } from 'siwe'
import { formatSiwxMessage, isSessionLive } from './message.js'
import type { SIWXMessageData } from '../../types/public.js'

const data: SIWXMessageData = {
  accountAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
  chainId: 'eip155:56',
  domain: 'localhost:4173',
  uri: 'http://localhost:4173/html/',
  version: '1',
  nonce: 'k3Ln0Z8aQ2vB7cD1',
  statement: 'Sign in to the w3m-kit demo',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expirationTime: '2026-11-23T10:00:00.000Z',
  resources: ['https://app.example/terms']
}

describe('SIWX messages (EIP-4361 for eip155, CAIP-122 for others)', () => {
  it('eip155: strict EIP-4361 that viem and the siwe package parse back field by field', () => {
    const text = formatSiwxMessage(data)
    const viem = parseSiweMessage(text)
    assert.equal(viem.address, '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'the address is EIP-55 checksummed')
    assert.equal(viem.chainId, 56)
    assert.equal(viem.domain, data.domain)
    assert.equal(viem.nonce, data.nonce)
    assert.equal(viem.expirationTime?.toISOString(), data.expirationTime)
    assert.deepEqual(viem.resources, data.resources)
    assert.equal(validateSiweMessage({ message: viem, domain: data.domain, nonce: data.nonce, time: new Date('2026-11-22T12:00:00Z') }), true)
    const siwe = new SiweMessage(text)
    assert.equal(siwe.uri, data.uri)
    assert.equal(siwe.statement, data.statement)
    assert.equal(siwe.issuedAt, data.issuedAt)
  })

  it('other namespaces: CAIP-122 text naming the chain family and its reference', () => {
    const text = formatSiwxMessage({ ...data, accountAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', resources: undefined })
    assert.equal(
      text,
      [
        'localhost:4173 wants you to sign in with your Solana account:',
        '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
        '',
        'Sign in to the w3m-kit demo',
        '',
        'URI: http://localhost:4173/html/',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: k3Ln0Z8aQ2vB7cD1',
        'Issued At: 2026-11-22T10:00:00.000Z',
        'Expiration Time: 2026-11-23T10:00:00.000Z'
      ].join('\n')
    )
  })

  it('a session is live until its expiration time', () => {
    assert.equal(isSessionLive(data, Date.parse('2026-11-23T09:59:59Z')), true)
    assert.equal(isSessionLive(data, Date.parse('2026-11-23T10:00:00Z')), false)
  })
})
