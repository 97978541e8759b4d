import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { toHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { explainRequest } from './explain-request.js'
import type { RequestContext } from './model.js'

// personal_sign reads no chain: the RPC URL is a closed port, which also shows no request is made.
const deps = { rpcUrl: 'http://127.0.0.1:9', now: () => Date.parse('2026-11-25T12:00:00Z') }
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const context: RequestContext = { origin: 'https://shop.example', chainId: 1, account }
const sign = (message: string) => explainRequest('personal_sign', [message, account], context, deps)

const siwe = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    domain: 'shop.example',
    address: account,
    statement: 'Sign in to the shop.',
    uri: 'https://shop.example/login',
    version: '1',
    chainId: 1,
    nonce: 'abcdef12345678',
    issuedAt: new Date('2026-11-25T11:59:00Z'),
    expirationTime: new Date('2026-11-25T12:10:00Z'),
    ...overrides
  })

describe('personal_sign explained', () => {
  it('a text message is its text, with the network named and no warning', async () => {
    const explained = await sign(toHex('Hello from w3m-kit\nLine two'))
    assert.deepEqual(explained.explanation, { kind: 'message', text: 'Hello from w3m-kit\nLine two' })
    assert.deepEqual(explained.warnings, [])
    assert.equal(explained.context.chainName, 'Ethereum')
  })

  it('bytes that are not UTF-8 text stay hex, with the unreadable warning', async () => {
    const hash = '0x8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b'
    const explained = await sign(hash)
    assert.deepEqual(explained.explanation, { kind: 'message-hex', hex: hash })
    assert.deepEqual(explained.warnings, [{ code: 'unreadable-message' }])
  })

  it('valid UTF-8 with control characters is not printable text either', async () => {
    const explained = await sign(toHex('pay\u0000me'))
    assert.equal(explained.explanation.kind, 'message-hex')
    assert.deepEqual(explained.warnings, [{ code: 'unreadable-message' }])
  })

  it('a sign-in message from the requesting site is shown as its parts, without warnings', async () => {
    const message = siwe({ resources: ['https://shop.example/terms'] })
    const explained = await sign(toHex(message))
    assert.deepEqual(explained.explanation, {
      kind: 'sign-in',
      domain: 'shop.example',
      address: account,
      statement: 'Sign in to the shop.',
      uri: 'https://shop.example/login',
      version: '1',
      chainId: '1',
      nonce: 'abcdef12345678',
      issuedAt: '2026-11-25T11:59:00.000Z',
      expirationTime: '2026-11-25T12:10:00.000Z',
      resources: ['https://shop.example/terms'],
      text: message
    })
    assert.deepEqual(explained.warnings, [])
  })

  it('a sign-in message for another domain warns with both names, and an expired one warns too', async () => {
    const explained = await sign(toHex(siwe({ domain: 'bank.example', expirationTime: new Date('2026-11-25T11:00:00Z') })))
    assert.equal(explained.explanation.kind, 'sign-in')
    assert.deepEqual(explained.warnings, [
      { code: 'sign-in-domain-mismatch', domain: 'bank.example', origin: 'https://shop.example' },
      { code: 'sign-in-expired', expirationTime: '2026-11-25T11:00:00.000Z' }
    ])
  })

  it('the port and the stated scheme are part of the domain the origin must match', async () => {
    const onPort = await explainRequest('personal_sign', [toHex(siwe({ domain: 'localhost:3000', scheme: 'http' })), account], { ...context, origin: 'http://localhost:3000' }, deps)
    assert.deepEqual(onPort.warnings, [])
    const otherPort = await explainRequest('personal_sign', [toHex(siwe({ domain: 'localhost:3001' })), account], { ...context, origin: 'http://localhost:3000' }, deps)
    assert.equal(otherPort.warnings[0]?.code, 'sign-in-domain-mismatch')
    const otherScheme = await sign(toHex(siwe({ scheme: 'http' })))
    assert.deepEqual(otherScheme.warnings, [{ code: 'sign-in-domain-mismatch', domain: 'http://shop.example', origin: 'https://shop.example' }])
  })

  it('a CAIP-122 sign-in names another chain in its first line and is still recognised', async () => {
    const message = siwe().replace('with your Ethereum account', 'with your Solana account').replace(account, '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    const explained = await sign(toHex(message))
    assert.equal(explained.explanation.kind, 'sign-in')
    assert.equal(explained.explanation.kind === 'sign-in' && explained.explanation.address, '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
  })

  it('text that only looks like a sign-in (fields out of order) is a plain message', async () => {
    const message = siwe().replace(/URI: .*\nVersion: 1/, 'Version: 1\nURI: https://shop.example/login')
    assert.equal((await sign(toHex(message))).explanation.kind, 'message')
  })

  it('hostile text is returned as data: 10 000 characters, right-to-left overrides, markup', async () => {
    const text = `${'\u202Egnp.exe'}<img src=x onerror=alert(1)>${'W'.repeat(10_000)}`
    const explained = await sign(toHex(text))
    assert.deepEqual(explained.explanation, { kind: 'message', text })
  })

  it('params that are not a message still give an approvable, raw explanation', async () => {
    const explained = await explainRequest('personal_sign', [{ not: 'a message' }, account], context, deps)
    assert.equal(explained.explanation.kind, 'raw')
    assert.match(explained.explanation.kind === 'raw' ? explained.explanation.text : '', /not/)
    assert.deepEqual(explained.warnings, [{ code: 'unexplained' }])
  })
})
