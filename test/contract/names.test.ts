import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createBlockchainApiClient } from '../../clients/blockchain-api.js'
import { ServiceError } from '../../clients/http.js'
import { accountOf, updateAccount } from '../../controllers/account/store.js'
import { AUTH_CONNECTOR_ID } from '../../controllers/wallets/connectors.js'
import { loadIdentity } from '../../controllers/names/identity.js'
import { setOptions } from '../../controllers/config/options.js'
import { $send, SEND_ERRORS, setSendReceiver } from '../../controllers/send/actions.js'
import { startApiFixture, type ApiFixture } from '../../devnet/api/fixture.js'
import { mainnet } from '../../networks.js'
import { resetControllers } from '../reset-controllers.js'
import { assertRequestLike, assertSameShape, withReplay, type ReplayService, type WireFixture } from './harness.js'
import * as fixtures from './names.fixtures.js'

const sdk = { projectId: 'w3m-devnet', sdkType: 'appkit', sdkVersion: 'html-1.7.5' }

/** What the kit sent while `check` ran against a service answering `served`. */
const replaying = async (served: WireFixture[], check: (service: ReplayService) => Promise<unknown>) => (await withReplay(served, check)).requests

describe('names and identity: the kit client reads the real answers and sends the real requests', () => {
  const client = (service: ReplayService) => createBlockchainApiClient({ apiUrl: service.url, ...sdk })

  it('a registered name is its NameAndAddresses profile (registered_at, addresses with created_at)', async () => {
    const sent = await replaying([fixtures.lookupKnown], async service => {
      assert.deepEqual(await client(service).lookupEnsName('alice-contract.reown.id'), fixtures.lookupKnown.response.body)
    })
    assertRequestLike(sent[0], fixtures.lookupKnown.request)
  })

  it('an unknown name (200 []) is no profile, and neither is a zone the service does not hold (400 on name)', async () => {
    await replaying([fixtures.lookupUnknown, fixtures.lookupOtherZone], async service => {
      // Before: the client returned the [] itself as the profile.
      assert.equal(await client(service).lookupEnsName('nobody-here.reown.id'), undefined)
      assert.equal(await client(service).lookupEnsName('vitalik.eth.link'), undefined)
      assertRequestLike(service.requests[0], fixtures.lookupUnknown.request)
    })
  })

  it('a name typed in capitals is asked in lower case (the service refuses upper case with a 400)', async () => {
    const sent = await replaying([fixtures.lookupKnown], async service => {
      assert.equal((await client(service).lookupEnsName('Alice-Contract.reown.id'))?.name, 'alice-contract.reown.id')
    })
    assertRequestLike(sent[0], fixtures.lookupKnown.request)
  })

  it('reverse lookup with apiVersion=2: none is []', async () => {
    const sent = await replaying([fixtures.reverseNone], async service => {
      assert.deepEqual(await client(service).reverseLookupEnsName({ address: fixtures.OWNER }), [])
    })
    assertRequestLike(sent[0], fixtures.reverseNone.request)
  })

  it('suggestions are asked with the zone and read as {suggestions:[{name, registered}]}', async () => {
    const sent = await replaying([fixtures.suggestions], async service => {
      assert.deepEqual(await client(service).getEnsNameSuggestions('alice'), fixtures.suggestions.response.body)
    })
    assertRequestLike(sent[0], fixtures.suggestions.request)
  })

  it('register sends RegisterRequest (coin_type a number) and answers the registered profile', async () => {
    const { body } = fixtures.register.request as { body: { message: string } }
    const sent = await replaying([fixtures.register], async service => {
      const registered = await client(service).registerEnsName({ coinType: 60, address: fixtures.OWNER, message: body.message, signature: '0xabcd' })
      assert.deepEqual(registered, fixtures.register.response.body)
    })
    assertRequestLike(sent[0], fixtures.register.request)
  })

  it("a taken name is a 400 whose reason is the service's words", async () => {
    const { body } = fixtures.registerTaken.request as { body: { message: string } }
    await replaying([fixtures.registerTaken], async service => {
      const error = await client(service)
        .registerEnsName({ coinType: 60, address: fixtures.OWNER, message: body.message, signature: '0xabcd' })
        .catch((e: unknown) => e)
      assert.ok(error instanceof ServiceError)
      assert.equal(error.status, 400)
      assert.equal(error.message, 'Name is already registered: carol-contract.reown.id')
    })
  })

  it('identity reads name and avatar (resolvedAt besides), null when none', async () => {
    const sent = await replaying([fixtures.identityNone], async service => {
      const identity = await client(service).fetchIdentity({ address: fixtures.OWNER })
      assert.deepEqual([identity.name, identity.avatar], [null, null])
    })
    assertRequestLike(sent[0], fixtures.identityNone.request)
  })
})

describe('names: what a person sending to a name sees', () => {
  const receiverFor = async (service: ReplayService, input: string) => {
    resetControllers()
    setOptions({ projectId: sdk.projectId, networks: [mainnet], apiUrl: service.url })
    await setSendReceiver(input)
    return $send.get()
  }

  it("an unregistered name says 'No address for this name', not 'Error resolving name'", async () => {
    await replaying([fixtures.lookupUnknown], async service => {
      const state = await receiverFor(service, 'nobody-here.reown.id')
      assert.equal(state.receiverError, SEND_ERRORS.nameNotFound)
      assert.equal(state.receiver, undefined)
    })
  })

  it('a name whose attributes are null resolves to its address', async () => {
    await replaying([fixtures.lookupNullAttributes], async service => {
      const state = await receiverFor(service, 'bare-contract.reown.id')
      assert.equal(state.receiverError, undefined)
      assert.deepEqual(state.receiver, { address: fixtures.OWNER, name: 'bare-contract.reown.id' })
    })
  })
})

describe('names: the embedded account shows the name it registered', () => {
  it('identity is cached a day by the service (null right after registering): the names registered for the address are asked then', async () => {
    const sent = await replaying([fixtures.identityNone, fixtures.reverseNamed], async service => {
      resetControllers()
      setOptions({ projectId: sdk.projectId, networks: [mainnet], apiUrl: service.url })
      updateAccount('eip155', { address: fixtures.OWNER, connectorId: AUTH_CONNECTOR_ID, status: 'connected' })
      await loadIdentity('eip155')
      assert.equal(accountOf('eip155').profileName, 'alice-contract.reown.id')
    })
    assertRequestLike(sent.find(request => request.url.pathname.startsWith('/v1/profile/reverse/')), fixtures.reverseNamed.request)
  })

  it('another wallet shows what identity says (no reverse lookup)', async () => {
    const sent = await replaying([fixtures.identityNone, fixtures.reverseNamed], async service => {
      resetControllers()
      setOptions({ projectId: sdk.projectId, networks: [mainnet], apiUrl: service.url })
      updateAccount('eip155', { address: fixtures.OWNER, connectorId: 'io.metamask', status: 'connected' })
      await loadIdentity('eip155')
      assert.equal(accountOf('eip155').profileName, undefined)
    })
    assert.equal(sent.length, 1)
  })
})

describe('names and identity: the devnet answers in the real shapes', () => {
  let devnet: ApiFixture
  let alice: PrivateKeyAccount
  let carol: PrivateKeyAccount
  const now = () => Math.floor(Date.now() / 1000)
  const registration = async (account: PrivateKeyAccount, name: string, attributes: Record<string, string>, signer = account) => {
    const message = JSON.stringify({ name, attributes, timestamp: now() })
    return { coin_type: 60, address: account.address, message, signature: await signer.signMessage({ message }) }
  }

  before(async () => {
    devnet = await startApiFixture()
    alice = privateKeyToAccount(devnet.evm.accounts[1]!)
    carol = privateKeyToAccount(devnet.evm.accounts[2]!)
    const registered = await devnet.post('/v1/profile/account', await registration(alice, 'alice-contract.reown.id', { bio: 'integration test domain' }))
    assert.equal(registered.status, 200, registered.message)
  })
  after(() => devnet?.stop())

  it('a registered name', async () => {
    const answer = await devnet.get('/v1/profile/account/alice-contract.reown.id?apiVersion=2')
    assert.equal(answer.status, fixtures.lookupKnown.response.status)
    assertSameShape(answer.body, fixtures.lookupKnown.response.body, { nullable: ['attributes'] })
  })

  it('an unknown name: 200 []; another zone: 400 on name', async () => {
    const unknown = await devnet.get('/v1/profile/account/nobody-here.reown.id?apiVersion=2')
    assert.equal(unknown.status, 200)
    assert.deepEqual(unknown.body, [])
    const zone = await devnet.get('/v1/profile/account/vitalik.eth.link?apiVersion=2')
    assert.equal(zone.status, fixtures.lookupOtherZone.response.status)
    assert.deepEqual(zone.body, fixtures.lookupOtherZone.response.body)
  })

  it('reverse lookup: none is [], a registered address lists its profiles', async () => {
    const none = await devnet.get(`/v1/profile/reverse/${privateKeyToAccount(generatePrivateKey()).address}?apiVersion=2`)
    assert.deepEqual([none.status, none.body], [200, []])
    const named = await devnet.get(`/v1/profile/reverse/${alice.address}?apiVersion=2`)
    assertSameShape(named.body, [fixtures.lookupKnown.response.body], { nullable: ['*.attributes'] })
  })

  it('suggestions', async () => {
    const answer = await devnet.get('/v1/profile/suggestions/alice?zone=reown.id')
    assert.equal(answer.status, 200)
    assertSameShape(answer.body, fixtures.suggestions.response.body)
  })

  it('register answers the profile; taken is 400, a wrong signer 401, in the real words', async () => {
    const body = await registration(carol, 'carol-contract.reown.id', {})
    const registered = await devnet.post('/v1/profile/account', body)
    assert.equal(registered.status, 200, registered.message)
    assertSameShape(registered.body, fixtures.register.response.body, { nullable: ['attributes'] })
    const taken = await devnet.post('/v1/profile/account', body)
    assert.equal(taken.status, fixtures.registerTaken.response.status)
    assert.deepEqual(taken.body, fixtures.registerTaken.response.body)
    const forged = await devnet.post('/v1/profile/account', await registration(carol, 'carol-forged.reown.id', {}, privateKeyToAccount(generatePrivateKey())))
    assert.equal(forged.status, fixtures.registerBadSignature.response.status)
    assert.deepEqual(forged.body, fixtures.registerBadSignature.response.body)
  })

  it('identity: none, and a registered name', async () => {
    const none = await devnet.get(`/v1/identity/${privateKeyToAccount(generatePrivateKey()).address}`)
    assert.equal(none.status, 200)
    assertSameShape(none.body, fixtures.identityNone.response.body)
    const named = await devnet.get(`/v1/identity/${alice.address}`)
    assertSameShape(named.body, fixtures.identityNamed.response.body, { nullable: ['avatar'] })
    assert.equal(named.body.name, 'alice-contract.reown.id')
  })
})
