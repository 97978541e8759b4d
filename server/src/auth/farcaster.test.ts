import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'
import { after, before, describe, it } from 'node:test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startFarcasterRelay, type FarcasterRelay } from '../../../devnet/farcaster/index.js'
import { startIdRegistryChain, type IdRegistryChain } from '../../../devnet/farcaster/registry.js'
import { makeTestUsers } from '../../../devnet/farcaster/users.js'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { approveSignIn } from '../../../test/wallets/farcaster-signer.js'
import { storeBackends } from '../../../test/postgres.js'
import { idRegistryCustody } from './id-registry.js'
import { startAuthService, type AuthService } from './service.js'

// Sign In With Farcaster against the devnet relay stand-in, custody addresses read from the ID
// registry on the devnet's Optimism anvil chain; the test signer plays the Farcaster app.
const SECURE = 'http://127.0.0.1:4997'
let mail: MailService
let relay: FarcasterRelay
let auth: AuthService
/** A second auth service reading another registry chain: the same fids, other custody addresses. */
let strictAuth: AuthService
let otherRegistry: IdRegistryChain
const device = () => crypto.randomUUID().replaceAll('-', '')

async function call(service: AuthService, path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE, ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Start → the Farcaster app signs → finish: the finish answer. */
async function signIn(user: FarcasterRelay['users'][number], deviceId = device(), service = auth) {
  const started = await call(service, '/farcaster/start', { deviceId })
  assert.equal(started.status, 200, JSON.stringify(started.body))
  const signed = await approveSignIn(relay.url, started.body.url as string, user)
  assert.equal(signed.status, 201, JSON.stringify(signed.body))
  return call(service, '/farcaster/finish', { deviceId })
}

async function addressOf(accessToken: string) {
  const bearer = { authorization: `Bearer ${accessToken}` }
  const me = await call(auth, '/me', {}, bearer)
  if (!me.body.hasAuthShare) await call(auth, '/share/put', { address: privateKeyToAccount(generatePrivateKey()).address, share: '01ff' }, bearer)
  return (await call(auth, '/me', {}, bearer)).body
}

/** The store of this backend's services (on PostgreSQL, one database they share). */
let database: string | undefined
const { backends, stop } = storeBackends()
before(async () => {
  mail = await startMail()
  ;[relay, otherRegistry] = await Promise.all([startFarcasterRelay(), startIdRegistryChain(makeTestUsers())])
})
after(async () => {
  await Promise.all([relay.stop(), otherRegistry.stop()])
  await mail.stop()
  await stop()
})

for (const backend of backends) describe(`Farcaster sign-in at the auth service on ${backend.name}`, () => {
  before(async () => {
    database = await backend.database()
    const custodyOf = idRegistryCustody(relay.optimismRpcUrl)
    auth = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: SECURE, smtpPort: mail.smtpPort, farcaster: { relayUrl: relay.url, custodyOf, siweUri: `${SECURE}/`, longPollMs: 300 }, database })
    strictAuth = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: SECURE, smtpPort: mail.smtpPort, farcaster: { relayUrl: relay.url, custodyOf: idRegistryCustody(otherRegistry.rpcUrl), siweUri: `${SECURE}/`, longPollMs: 300 }, database })
  })
  after(async () => {
    await auth.stop()
    await strictAuth.stop()
  })

  it('the channel URL names the secure site; finish is pending until the Farcaster app signs', async () => {
    const deviceId = device()
    const started = await call(auth, '/farcaster/start', { deviceId })
    const url = new URL(started.body.url as string)
    assert.equal(url.protocol, 'farcaster:')
    assert.equal(url.searchParams.get('siweUri'), `${SECURE}/`)
    assert.equal(url.searchParams.get('domain'), '127.0.0.1:4997')
    assert.deepEqual((await call(auth, '/farcaster/finish', { deviceId })).body, { state: 'pending' })
  })

  it('a signed message gives a session whose user name is the Farcaster username; the same fid always the same account, another fid another', async () => {
    const [alice, bob] = relay.users as [FarcasterRelay['users'][number], FarcasterRelay['users'][number]]
    const first = await signIn(alice)
    assert.equal(first.status, 200, JSON.stringify(first.body))
    assert.equal(first.body.state, 'completed')
    assert.equal(first.body.userName, alice.username)
    assert.equal(first.body.email, null)
    const wallet = await addressOf(first.body.accessToken as string)
    const again = await signIn(alice)
    assert.equal((await addressOf(again.body.accessToken as string)).address, wallet.address)
    const other = await signIn(bob)
    assert.notEqual((await addressOf(other.body.accessToken as string)).address, wallet.address)
  })

  it('a channel finishes only for the device that opened it', async () => {
    const deviceId = device()
    const started = await call(auth, '/farcaster/start', { deviceId })
    await approveSignIn(relay.url, started.body.url as string, relay.users[0]!)
    const stranger = await call(auth, '/farcaster/finish', { deviceId: device() })
    assert.equal(stranger.status, 400)
    assert.equal(stranger.body.message, 'Social sign-in failed')
  })

  it('a channel the device replaced (back, then again) cannot drop the new one when it completes late', async () => {
    const custodyOf = idRegistryCustody(relay.optimismRpcUrl)
    // Long polls that outlast the steps below, so the stale poll is still waiting when its channel completes.
    const patient = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: SECURE, smtpPort: mail.smtpPort, farcaster: { relayUrl: relay.url, custodyOf, siweUri: `${SECURE}/`, longPollMs: 10_000 }, database })
    try {
      const deviceId = device()
      const abandoned = await call(patient, '/farcaster/start', { deviceId })
      const stalePoll = call(patient, '/farcaster/finish', { deviceId })
      await new Promise(resolve => setTimeout(resolve, 200))
      const current = await call(patient, '/farcaster/start', { deviceId })
      await approveSignIn(relay.url, abandoned.body.url as string, relay.users[0]!)
      assert.equal((await stalePoll).body.state, 'completed')
      await approveSignIn(relay.url, current.body.url as string, relay.users[0]!)
      const finished = await call(patient, '/farcaster/finish', { deviceId })
      assert.equal(finished.status, 200, JSON.stringify(finished.body))
      assert.equal(finished.body.state, 'completed')
    } finally {
      await patient.stop()
    }
  })

  it('the auth service checks the custody address itself: a message signed by a key its registry does not name is refused', async () => {
    const refused = await signIn(relay.users[1]!, device(), strictAuth)
    assert.equal(refused.status, 400)
    assert.equal(refused.body.message, 'Social sign-in failed')
  })
})
