import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { generatePrivateKey } from 'viem/accounts'
import { approveSignIn, parseSignInUrl } from '../../test/wallets/farcaster-signer.js'
import { startFarcasterRelay, type FarcasterRelay } from './index.js'
import { verifySignInMessage } from '../../server/src/auth/siwf.js'
import { idRegistryCustody } from '../../server/src/auth/id-registry.js'

const APP = { siweUri: 'http://127.0.0.1:4173/login', domain: '127.0.0.1:4173' }
let relay: FarcasterRelay
let clock = Date.now()

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(relay.url + path, {
    method: init.method ?? 'GET',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {})
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function openChannel(extra: Record<string, unknown> = {}) {
  const { status, body } = await call('/v1/channel', { method: 'POST', body: { ...APP, ...extra } })
  assert.equal(status, 201)
  return body as { channelToken: string; url: string; nonce: string }
}

before(async () => {
  relay = await startFarcasterRelay({ channelTtlMs: 60_000, now: () => clock })
})
after(() => relay.stop())

describe('the Farcaster auth relay stand-in', () => {
  it('a channel is pending until the Farcaster app signs; then its status carries the message, signature and profile', async () => {
    const channel = await openChannel()
    assert.deepEqual(parseSignInUrl(channel.url), { channelToken: channel.channelToken, domain: APP.domain, siweUri: APP.siweUri, nonce: channel.nonce, notBefore: undefined, expirationTime: undefined, requestId: undefined })
    const pending = await call('/v1/channel/status', { token: channel.channelToken })
    assert.equal(pending.status, 202)
    assert.equal(pending.body.state, 'pending')

    const [alice] = relay.users
    const signed = await approveSignIn(relay.url, channel.url, alice!)
    assert.equal(signed.status, 201)

    const done = await call('/v1/channel/status', { token: channel.channelToken })
    assert.equal(done.status, 200)
    assert.equal(done.body.state, 'completed')
    assert.equal(done.body.fid, alice!.fid)
    assert.equal(done.body.username, alice!.username)
    assert.equal(done.body.custody, alice!.custodyAddress)
    // What the app (the auth service) then checks for itself passes.
    const proof = await verifySignInMessage(done.body.message as string, done.body.signature as `0x${string}`, { ...APP, uri: APP.siweUri, nonce: channel.nonce, custodyOf: idRegistryCustody(relay.optimismRpcUrl) })
    assert.deepEqual(proof, { fid: alice!.fid, custody: alice!.custodyAddress })
  })

  it('a signature by a key other than the custody address is refused and the channel stays pending', async () => {
    const channel = await openChannel()
    const refused = await approveSignIn(relay.url, channel.url, relay.users[0]!, { signWith: generatePrivateKey() })
    assert.equal(refused.status, 401)
    assert.match(String(refused.body.message), /not signed by the custody address/)
    assert.equal((await call('/v1/channel/status', { token: channel.channelToken })).status, 202)
  })

  it('a message for another channel (its nonce) is refused', async () => {
    const first = await openChannel()
    const second = await openChannel()
    const url = new URL(second.url)
    url.searchParams.set('nonce', first.nonce)
    const refused = await approveSignIn(relay.url, url.toString(), relay.users[1]!)
    assert.equal(refused.status, 401)
    assert.match(String(refused.body.message), /nonce/)
  })

  it('a fid the registry does not know is refused', async () => {
    const channel = await openChannel()
    const stranger = { ...relay.users[0]!, fid: 99999 }
    const refused = await approveSignIn(relay.url, channel.url, stranger)
    assert.equal(refused.status, 401)
    assert.match(String(refused.body.message), /Unknown fid 99999/)
  })

  it('a completed channel cannot be signed again; an unknown or expired token gets 401', async () => {
    const channel = await openChannel()
    assert.equal((await approveSignIn(relay.url, channel.url, relay.users[0]!)).status, 201)
    assert.equal((await approveSignIn(relay.url, channel.url, relay.users[1]!)).status, 409)
    assert.equal((await call('/v1/channel/status', { token: '00000000-0000-4000-8000-000000000000' })).status, 401)
    const late = await openChannel()
    clock += 61_000
    assert.equal((await call('/v1/channel/status', { token: late.channelToken })).status, 401)
  })

  it('bad channel requests say what is wrong', async () => {
    assert.equal((await call('/v1/channel', { method: 'POST', body: { domain: APP.domain } })).status, 400)
    assert.equal((await call('/v1/channel', { method: 'POST', body: { ...APP, siweUri: 'javascript:alert(1)' } })).status, 400)
    const short = await call('/v1/channel', { method: 'POST', body: { ...APP, nonce: 'abc' } })
    assert.equal(short.status, 400)
    assert.match(String(short.body.message), /nonce/)
  })
})
