import assert from 'node:assert/strict'
import { after, before, it } from 'node:test'
// The SDK's own decoder (@walletconnect/core's verify iframe listener imports it from here); utils does not export it.
import { decodeJWT } from '@walletconnect/relay-auth'
import { verifyP256Jwt } from '@walletconnect/utils'
import { attestationFor, publicKeyOf, startVerify, verifyKey, type VerifyService } from './index.js'

let verify: VerifyService

before(async () => {
  verify = await startVerify()
})

after(async () => {
  await verify.stop()
})

const key = verifyKey()
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>

it('the attestation is a JWT whose payload carries the request id and origin', () => {
  const [header, payload] = attestationFor('ab12', 'http://127.0.0.1:5173', key, 1_000_000).split('.')
  assert.equal(decode(header!).typ, 'JWT')
  assert.deepEqual(decode(payload!), { id: 'ab12', origin: 'http://127.0.0.1:5173', isVerified: true, isScam: false, exp: 1300 })
})

it("the attestation decodes with the SDK's decodeJWT (every part base64url; a signature like 'devnet' made it throw)", () => {
  const attestation = attestationFor('ab12', 'http://127.0.0.1:5173', key, 1_000_000)
  const decoded = decodeJWT(attestation) as unknown as { header: { alg: string }; payload: { id: string } }
  assert.equal(decoded.header.alg, 'ES256')
  assert.equal(decoded.payload.id, 'ab12')
  assert.throws(() => decodeJWT(`${attestation.split('.').slice(0, 2).join('.')}.devnet`), 'the old third part fails the same decoder')
})

it('a wallet checks the signature against GET /public-key as the SDK does (verifyP256Jwt)', async () => {
  const response = await fetch(`${verify.url}/public-key`)
  assert.equal(response.status, 200)
  const { publicKey, expiresAt } = (await response.json()) as ReturnType<typeof publicKeyOf>
  assert.ok(expiresAt > Date.now() / 1000)
  const page = await (await fetch(`${verify.url}/attestation?origin=${encodeURIComponent('http://127.0.0.1:5173')}&id=ab12`)).text()
  const attestation = (JSON.parse(JSON.parse(page.match(/postMessage\(("(?:[^"\\]|\\.)*")/)![1]!)) as { attestation: string }).attestation
  const payload = verifyP256Jwt<{ id: string; origin: string; isVerified: boolean }>(attestation, publicKey as never)
  assert.deepEqual([payload.id, payload.origin, payload.isVerified], ['ab12', 'http://127.0.0.1:5173', true])
  assert.throws(() => verifyP256Jwt(attestationFor('ab12', 'http://127.0.0.1:5173', verifyKey()), publicKey as never), /Invalid signature/)
})

it('the iframe page posts verify_attestation to its parent, addressed to the parent origin only', async () => {
  const origin = 'http://127.0.0.1:5173'
  const response = await fetch(`${verify.url}/attestation?projectId=p&origin=${encodeURIComponent(origin)}&id=ab12&decryptedId=cd`)
  assert.equal(response.status, 200)
  assert.match(response.headers.get('content-type') ?? '', /text\/html/)
  const page = await response.text()
  assert.match(page, /parent\.postMessage\(/)
  assert.ok(page.includes(`, "${origin}")`), 'targetOrigin is the parent origin')
  assert.ok(!page.includes("'*'") && !page.includes('"*"'))
  const message = JSON.parse(JSON.parse(page.match(/postMessage\(("(?:[^"\\]|\\.)*")/)![1]!)) as { type: string; attestation: string }
  assert.equal(message.type, 'verify_attestation')
  assert.equal((decodeJWT(message.attestation) as unknown as { payload: { id: string } }).payload.id, 'ab12')
})

it('refuses a request without a hex id or with a malformed origin (nothing is posted)', async () => {
  for (const query of ['origin=http%3A%2F%2F127.0.0.1', 'id=zz&origin=http%3A%2F%2F127.0.0.1', 'id=ab&origin=javascript%3Aalert(1)']) {
    const response = await fetch(`${verify.url}/attestation?${query}`)
    assert.equal(response.status, 400, query)
    assert.ok(!(await response.text()).includes('postMessage'))
  }
})
