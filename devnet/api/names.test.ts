import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { startApiFixture, type ApiFixture } from './fixture.js'
import { startApi } from './index.js'

let devnet: ApiFixture
const dir = mkdtempSync(join(tmpdir(), 'w3m-api-names-'))
const dbPath = join(dir, 'api.sqlite')

before(async () => {
  devnet = await startApiFixture({ dbPath })
})
after(async () => {
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const now = () => Math.floor(Date.now() / 1000)

async function register(account: PrivateKeyAccount, name: string, options: { timestamp?: number; signer?: PrivateKeyAccount; coinType?: number; attributes?: Record<string, string> } = {}) {
  const message = JSON.stringify({ name, attributes: options.attributes ?? {}, timestamp: options.timestamp ?? now() })
  const signature = await (options.signer ?? account).signMessage({ message })
  return devnet.post('/v1/profile/account', { coin_type: options.coinType ?? 60, address: account.address, message, signature })
}

test('registers a name with a real signature, then resolves, reverse-resolves and identifies it', async () => {
  const alice = privateKeyToAccount(devnet.evm.accounts[1]!)
  const registered = await register(alice, 'alice-devnet.reown.id', { attributes: { bio: 'hi there' } })
  assert.equal(registered.status, 200)
  assert.equal(registered.body.name, 'alice-devnet.reown.id')
  assert.deepEqual(Object.keys(registered.body).sort(), ['addresses', 'attributes', 'name', 'registered_at', 'updated_at'])

  const profile = await devnet.get('/v1/profile/account/alice-devnet.reown.id?apiVersion=2')
  assert.equal(profile.status, 200)
  assert.equal(profile.body.name, 'alice-devnet.reown.id')
  assert.deepEqual(Object.keys(profile.body.addresses), ['60'])
  assert.equal(profile.body.addresses['60'].address, alice.address)
  assert.equal(typeof profile.body.addresses['60'].created_at, 'string')
  assert.deepEqual(profile.body.attributes, { bio: 'hi there' })
  assert.ok(Math.abs(Date.parse(profile.body.registered_at) / 1000 - now()) < 60)
  assert.equal(profile.body.updated_at, profile.body.registered_at)

  // Reverse lookups match the address as registered (checksummed), as the real SQL does.
  const reverse = await devnet.get(`/v1/profile/reverse/${alice.address}?sender=${alice.address}&apiVersion=2`)
  assert.deepEqual(reverse.body.map((entry: { name: string }) => entry.name), ['alice-devnet.reown.id'])
  assert.deepEqual((await devnet.get(`/v1/profile/reverse/${alice.address.toLowerCase()}?apiVersion=2`)).body, [])
  const identity = await devnet.get(`/v1/identity/${alice.address.toLowerCase()}?sender=${alice.address}`)
  assert.equal(identity.body.name, 'alice-devnet.reown.id')
  assert.equal(identity.body.avatar, null)
  assert.equal(typeof identity.body.resolvedAt, 'string')
})

test('another EVM coin type (0x80000000 | 56) is stored under it and under 60', async () => {
  const bob = privateKeyToAccount(devnet.evm.accounts[2]!)
  assert.equal((await register(bob, 'bob-on-bsc.reown.id', { coinType: 0x80000000 + 56 })).status, 200)
  const profile = await devnet.get('/v1/profile/account/bob-on-bsc.reown.id')
  assert.deepEqual(Object.keys(profile.body.addresses).sort(), [String(0x80000000 + 56), '60'])
  assert.deepEqual(profile.body.attributes, {})
})

test('refuses a taken name (400), a bad or unchecksummed signer (401), an invalid name, a stale timestamp and unknown attributes (400)', async () => {
  const carol = privateKeyToAccount(devnet.evm.accounts[3]!)
  assert.equal((await register(carol, 'carol-name.reown.id')).status, 200)
  const taken = await register(privateKeyToAccount(devnet.evm.accounts[4]!), 'carol-name.reown.id')
  assert.equal(taken.status, 400)
  assert.equal(taken.message, 'Name is already registered: carol-name.reown.id')

  const forged = await register(carol, 'carol-forged.reown.id', { signer: privateKeyToAccount(generatePrivateKey()) })
  assert.equal(forged.status, 401)
  assert.equal(forged.message, 'Signature validation error: Signature verification error')
  const message = JSON.stringify({ name: 'carol-lower.reown.id', attributes: {}, timestamp: now() })
  const lower = await devnet.post('/v1/profile/account', { coin_type: 60, address: carol.address.toLowerCase(), message, signature: await carol.signMessage({ message }) })
  assert.equal(lower.status, 401)
  assert.equal(lower.message, 'Signature validation error: Invalid signature')
  assert.deepEqual((await devnet.get('/v1/profile/account/carol-forged.reown.id?apiVersion=2')).body, [])

  const invalid: Array<[string, string]> = [
    ['ab.reown.id', 'Invalid name length: ab.reown.id'],
    ['bad_name.reown.id', 'Invalid name format: bad_name.reown.id'],
    ['Carol.reown.id', 'Invalid name format: Carol.reown.id'],
    ['sub.carol.reown.id', 'Invalid name length: sub.carol.reown.id'],
    ['carol.other.id', 'Name is not in the allowed zones: carol.other.id']
  ]
  for (const [name, words] of invalid) {
    const refused = await register(carol, name)
    assert.equal(refused.status, 400, name)
    assert.equal(refused.message, words)
  }
  const stale = await register(carol, 'carol-late.reown.id', { timestamp: now() - 60 })
  assert.equal(stale.status, 400)
  assert.match(stale.message, /^Signature UNIXTIME timestamp is too old: \d+$/)
  const avatar = await register(carol, 'carol-avatar.reown.id', { attributes: { avatar: 'https://example.test/a.png' } })
  assert.equal(avatar.status, 400)
  assert.equal(avatar.message, 'Unsupported name attribute in payload')
})

test('malformed registration bodies: 422 plain text for the body, 422 JSON for the message', async () => {
  const dave = privateKeyToAccount(devnet.evm.accounts[5]!)
  const message = JSON.stringify({ name: 'dave-name.reown.id', timestamp: now() })
  const signature = await dave.signMessage({ message })
  const plain: Array<[Record<string, unknown>, string]> = [
    [{ coin_type: '60', address: dave.address, message, signature }, 'coin_type: invalid type: string "60", expected u32'],
    [{ coin_type: 60, address: dave.address, message }, 'missing field `signature`']
  ]
  for (const [body, words] of plain) {
    const response = await devnet.post('/v1/profile/account', body)
    assert.equal(response.status, 422, JSON.stringify(body))
    assert.equal(response.body, `Failed to deserialize the JSON body into the target type: ${words}`)
  }
  const notJson = await devnet.post('/v1/profile/account', { coin_type: 60, address: dave.address, message: 'not json', signature })
  assert.equal(notJson.status, 422)
  assert.match(notJson.message, /^Deserialization error: /)
  const noTimestamp = await devnet.post('/v1/profile/account', { coin_type: 60, address: dave.address, message: JSON.stringify({ name: 'dave-name.reown.id' }), signature })
  assert.equal(noTimestamp.message, 'Deserialization error: missing field `timestamp`')
  const coin = await devnet.post('/v1/profile/account', { coin_type: 0x80000000 + 999_999, address: dave.address, message, signature })
  assert.equal(coin.status, 400)
  assert.equal(coin.message, `Unsupported coin type: ${0x80000000 + 999_999}`)
})

test('lookups: an unknown name is 200 [] with apiVersion=2 and 404 without; bad input 400; unknown addresses have no names', async () => {
  const missing = await devnet.get('/v1/profile/account/nobody-here.reown.id?apiVersion=2')
  assert.equal(missing.status, 200)
  assert.deepEqual(missing.body, [])
  const v1 = await devnet.get('/v1/profile/account/nobody-here.reown.id')
  assert.equal(v1.status, 404)
  assert.equal(v1.message, 'Name is not found in the database: nobody-here.reown.id')
  assert.equal((await devnet.get('/v1/profile/account/x!.reown.id')).status, 400)
  assert.equal((await devnet.get('/v1/identity/not-an-address')).status, 400)
  const stranger = privateKeyToAccount(generatePrivateKey()).address
  assert.deepEqual((await devnet.get(`/v1/profile/reverse/${stranger}?apiVersion=2`)).body, [])
  const noName = await devnet.get(`/v1/profile/reverse/${stranger}`)
  assert.equal(noName.status, 404)
  assert.equal(noName.message, 'No name for address is found')
  const identity = await devnet.get(`/v1/identity/${stranger}`)
  assert.deepEqual([identity.body.name, identity.body.avatar], [null, null])
})

test('suggestions: the exact name first (registered or not), then free dictionary words starting with it, at most 5', async () => {
  const erin = privateKeyToAccount(devnet.evm.accounts[6]!)
  assert.equal((await register(erin, 'cosmos.reown.id')).status, 200)
  const { status, body } = await devnet.get('/v1/profile/suggestions/cos?zone=reown.id')
  assert.equal(status, 200)
  assert.deepEqual(body.suggestions, [
    { name: 'cos.reown.id', registered: false },
    { name: 'cosmic.reown.id', registered: false }
  ])
  assert.deepEqual((await devnet.get('/v1/profile/suggestions/cosmos')).body.suggestions, [{ name: 'cosmos.reown.id', registered: true }])
  assert.equal((await devnet.get('/v1/profile/suggestions/sta')).body.suggestions.length, 5)
  assert.equal((await devnet.get('/v1/profile/suggestions/ab')).message, 'Invalid name length: ab')
  assert.equal((await devnet.get('/v1/profile/suggestions/bad_name')).message, 'Invalid name format: bad_name')
  assert.deepEqual((await devnet.get('/v1/profile/suggestions/erin?zone=wcn.id')).body.suggestions, [{ name: 'erin.wcn.id', registered: false }])
})

test('names survive a restart when the API uses a database file', async () => {
  const frank = privateKeyToAccount(devnet.evm.accounts[7]!)
  assert.equal((await register(frank, 'frank-persists.reown.id')).status, 200)
  const again = await startApi({ evm: devnet.evm, dbPath })
  try {
    const response = await fetch(`${again.url}/v1/profile/account/frank-persists.reown.id?projectId=w3m-devnet`)
    assert.equal(response.status, 200)
    assert.equal(((await response.json()) as { addresses: Record<string, { address: string }> }).addresses['60']!.address, frank.address)
  } finally {
    await again.stop()
  }
})
