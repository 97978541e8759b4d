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
  const registered = await register(alice, 'alice-devnet.reown.id', { attributes: { avatar: 'https://example.test/alice.png', bio: 'hi' } })
  assert.equal(registered.status, 200)
  assert.deepEqual(registered.body, { success: true })

  const profile = await devnet.get('/v1/profile/account/alice-devnet.reown.id?apiVersion=2')
  assert.equal(profile.status, 200)
  assert.equal(profile.body.name, 'alice-devnet.reown.id')
  assert.deepEqual(profile.body.addresses, { 60: { address: alice.address } })
  assert.deepEqual(profile.body.attributes, { avatar: 'https://example.test/alice.png', bio: 'hi' })
  assert.ok(Math.abs(profile.body.registered - now()) < 60)
  assert.equal(profile.body.updated, profile.body.registered)

  const reverse = await devnet.get(`/v1/profile/reverse/${alice.address.toLowerCase()}?sender=${alice.address}&apiVersion=2`)
  assert.deepEqual(reverse.body.map((entry: { name: string }) => entry.name), ['alice-devnet.reown.id'])
  const identity = await devnet.get(`/v1/identity/${alice.address}?sender=${alice.address}`)
  assert.deepEqual(identity.body, { name: 'alice-devnet.reown.id', avatar: 'https://example.test/alice.png' })
})

test('an EVM coin type for another chain (0x80000000 | 56) is accepted and stored under that coin type', async () => {
  const bob = privateKeyToAccount(devnet.evm.accounts[2]!)
  assert.equal((await register(bob, 'bob-on-bsc.reown.id', { coinType: 0x80000000 + 56 })).status, 200)
  const profile = await devnet.get('/v1/profile/account/bob-on-bsc.reown.id')
  assert.deepEqual(profile.body.addresses, { [String(0x80000000 + 56)]: { address: bob.address } })
})

test('refuses a taken name (409), a bad signature (401), an invalid name and a stale timestamp (400)', async () => {
  const carol = privateKeyToAccount(devnet.evm.accounts[3]!)
  assert.equal((await register(carol, 'carol-name.reown.id')).status, 200)
  const taken = await register(privateKeyToAccount(devnet.evm.accounts[4]!), 'carol-name.reown.id')
  assert.equal(taken.status, 409)
  assert.match(taken.message, /carol-name\.reown\.id is already registered/)

  const forged = await register(carol, 'carol-forged.reown.id', { signer: privateKeyToAccount(generatePrivateKey()) })
  assert.equal(forged.status, 401)
  assert.match(forged.message, /Invalid signature/)
  assert.equal((await devnet.get('/v1/profile/account/carol-forged.reown.id')).status, 404)

  for (const name of ['abc.reown.id', 'bad_name.reown.id', 'spa ce.reown.id', 'émoji.reown.id']) {
    const invalid = await register(carol, name)
    assert.equal(invalid.status, 400, name)
    assert.match(invalid.message, /Invalid name/)
  }
  const stale = await register(carol, 'carol-late.reown.id', { timestamp: now() - 3600 })
  assert.equal(stale.status, 400)
  assert.match(stale.message, /stale/)
})

test('malformed registration bodies are 400 with a message', async () => {
  const dave = privateKeyToAccount(devnet.evm.accounts[5]!)
  const message = JSON.stringify({ name: 'dave-name.reown.id', timestamp: now() })
  const signature = await dave.signMessage({ message })
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ coin_type: 0, address: dave.address, message, signature }, /Invalid coin_type/],
    [{ coin_type: 60, address: 'dave', message, signature }, /Invalid address/],
    [{ coin_type: 60, address: dave.address, message: 'not json', signature }, /not valid JSON/],
    [{ coin_type: 60, address: dave.address, message: JSON.stringify({ name: 'dave-name.reown.id' }), signature }, /timestamp/],
    [{ coin_type: 60, address: dave.address, message }, /signature/]
  ]
  for (const [body, expected] of cases) {
    const response = await devnet.post('/v1/profile/account', body)
    assert.equal(response.status, 400, JSON.stringify(body))
    assert.match(response.message, expected)
  }
})

test('lookups: unknown names are 404, bad input 400, unknown addresses have no names', async () => {
  const missing = await devnet.get('/v1/profile/account/nobody-here.reown.id?apiVersion=2')
  assert.equal(missing.status, 404)
  assert.match(missing.message, /nobody-here\.reown\.id is not registered/)
  assert.equal((await devnet.get('/v1/profile/account/x!.reown.id')).status, 400)
  assert.equal((await devnet.get('/v1/profile/reverse/0x12')).status, 400)
  assert.equal((await devnet.get('/v1/identity/not-an-address')).status, 400)
  const stranger = privateKeyToAccount(generatePrivateKey()).address
  assert.deepEqual((await devnet.get(`/v1/profile/reverse/${stranger}`)).body, [])
  assert.deepEqual((await devnet.get(`/v1/identity/${stranger}`)).body, { name: null, avatar: null })
})

test('suggestions offer the name and variants, flagging the registered ones', async () => {
  const erin = privateKeyToAccount(devnet.evm.accounts[6]!)
  assert.equal((await register(erin, 'erin-web3.reown.id')).status, 200)
  const { status, body } = await devnet.get('/v1/profile/suggestions/erin?zone=reown.id')
  assert.equal(status, 200)
  assert.deepEqual(body.suggestions[0], { name: 'erin.reown.id', registered: false })
  assert.deepEqual(body.suggestions.find((entry: { name: string }) => entry.name === 'erin-web3.reown.id'), { name: 'erin-web3.reown.id', registered: true })
  assert.ok(body.suggestions.every((entry: { name: string }) => /^[a-z0-9-]{4,}\.reown\.id$/.test(entry.name)))
  const short = (await devnet.get('/v1/profile/suggestions/ab')).body.suggestions
  assert.ok(short.length > 0 && short.every((entry: { name: string }) => entry.name.split('.')[0]!.length >= 4))
  assert.equal((await devnet.get('/v1/profile/suggestions/bad_name')).status, 400)
  assert.equal((await devnet.get('/v1/profile/suggestions/erin?zone=evil.id')).status, 400)
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
