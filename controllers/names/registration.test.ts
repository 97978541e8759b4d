import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, beforeEach, describe, it } from 'node:test'
import { startApiFixture, type ApiFixture } from '../../devnet/api/fixture.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { createTestWallet, type TestWallet } from '../../test/wallets/eip1193-wallet.js'
import { bsc, mainnet } from '../../networks.js'
import type { CaipNetwork, Connector, Eip1193Provider } from '../../types/public.js'
import { accountOf } from '../account/store.js'
import { $accountName, coinTypeOf, fullName, nameLabel, nameRuleProblem, nameTaken, registerName, resetAccountName, suggestNames, SUGGESTION_DEBOUNCE_MS } from './registration.js'
import { setActiveNetwork, setAdapterNamespaces, setNetworks } from '../networks/store.js'
import { connectExternal } from '../connection/actions.js'
import { addConnector, AUTH_CONNECTOR_ID } from '../wallets/connectors.js'
import { setOptions } from '../config/options.js'
import { $router, resetView } from '../modal/router.js'

// Real parts: the devnet's name service and anvil chains. The secure frame cannot run in Node, so
// the AUTH connector's provider here is the EIP-1193 test wallet (a viem local account) that signs
// the same personal_sign the frame would; the devnet verifies that signature for real.
let devnet: ApiFixture
let wallet: TestWallet
const dir = mkdtempSync(join(tmpdir(), 'w3m-account-name-'))

function useKit(connectorId = AUTH_CONNECTOR_ID, networks: CaipNetwork[] = [mainnet, bsc], keyIndex = 1): Connector {
  resetControllers()
  resetAccountName()
  wallet?.destroy()
  const rpc = (chainId: number) => devnet.evm.chains.find(chain => chain.chainId === chainId)!.rpcUrl
  wallet = createTestWallet({
    privateKey: [devnet.evm.accounts[keyIndex]!],
    chains: [1, 56].map(chainId => ({ chainId, rpcUrl: rpc(chainId), name: `Chain ${chainId}` })),
    announce: false,
    storage: new Map<string, string>() as unknown as Storage
  })
  setNetworks(networks)
  setAdapterNamespaces(['eip155'])
  setOptions({ projectId: 'w3m-devnet', networks, apiUrl: devnet.api.url, customRpcUrls: { 'eip155:1': [{ url: rpc(1) }], 'eip155:56': [{ url: rpc(56) }] } })
  const connector: Connector = { id: connectorId, name: 'Email', type: 'AUTH', chain: 'eip155', provider: wallet.provider as unknown as Eip1193Provider }
  addConnector(connector)
  return connector
}

before(async () => {
  devnet = await startApiFixture({ dbPath: join(dir, 'api.sqlite') })
})
after(async () => {
  wallet?.destroy()
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('the name rule (behaviour §5: letters, digits and hyphens only, at least 4 characters)', () => {
  it('accepts letters, digits and hyphens from 4 characters, with or without the suffix, in any case', () => {
    for (const name of ['alice', 'a-b-c', '1234', 'Alice-99', 'alice.reown.id', 'ALICE.wcn.id']) assert.equal(nameRuleProblem(name), undefined, name)
    assert.equal(fullName(' Alice.reown.id '), 'alice.reown.id')
    assert.equal(nameLabel('bob.wcn.id'), 'bob')
  })
  it('refuses other characters, then too short names', () => {
    for (const name of ['bad_name', 'spa ce', 'émoji', 'dot.ted', 'a!b?']) assert.equal(nameRuleProblem(name), 'characters', name)
    for (const name of ['', 'abc', 'ab.reown.id']) assert.equal(nameRuleProblem(name), 'too-short', name)
  })
})

describe('coin type from the chain id (ENSIP-11, below 2^31)', () => {
  it('is 60 on Ethereum mainnet and 0x80000000 | chainId elsewhere', () => {
    assert.equal(coinTypeOf(1), 60)
    assert.equal(coinTypeOf(56), 0x80000038)
    assert.equal(coinTypeOf(2 ** 31 - 1), 0xffffffff)
  })
  it("is 'Invalid chainId' from 2^31, and for a chain id that is no positive integer", () => {
    for (const chainId of [2 ** 31, 2 ** 40, 0, -1, 1.5, Number.NaN]) assert.throws(() => coinTypeOf(chainId), { message: 'Invalid chainId' }, String(chainId))
  })
})

describe('suggestions (debounced, the fixed zone)', () => {
  beforeEach(() => {
    useKit()
  })

  it('asks once for the last of quick keystrokes, after the debounce, and lists the devnet suggestions', async () => {
    const started = Date.now()
    void suggestNames('sta')
    void suggestNames('star-')
    await suggestNames('star')
    assert.ok(Date.now() - started >= SUGGESTION_DEBOUNCE_MS - 5)
    const state = $accountName.get()
    assert.equal(state.query, 'star')
    assert.equal(state.suggesting, false)
    // The name typed, then free dictionary words starting with it (src/handlers/profile/suggestions.rs).
    assert.ok(state.suggestions.length > 1)
    assert.ok(state.suggestions.every(suggestion => suggestion.name.startsWith('star') && suggestion.name.endsWith('.reown.id')))
    assert.deepEqual(state.suggestions[0], { name: 'star.reown.id', registered: false })
  })

  it('characters the rule refuses ask nothing and clear the list', async () => {
    await suggestNames('alice-sugg')
    assert.ok($accountName.get().suggestions.length > 0)
    await suggestNames('bad_name')
    assert.deepEqual($accountName.get().suggestions, [])
    assert.equal($accountName.get().error, undefined)
    // Fewer than 3 characters: the service would answer 400 'Invalid name length', so nothing is asked.
    await suggestNames('ab')
    assert.deepEqual($accountName.get().suggestions, [])
    assert.equal($accountName.get().error, undefined)
  })

  it("a failed fetch is 'Error fetching name suggestions'", async () => {
    setOptions({ projectId: 'w3m-devnet', networks: [mainnet], apiUrl: 'http://127.0.0.1:9' })
    await suggestNames('alice-offline')
    assert.equal($accountName.get().error, 'Error fetching name suggestions')
    assert.deepEqual($accountName.get().suggestions, [])
  })
})

describe('registerName (behaviour §4)', () => {
  it("needs an eip155 network, a connected address and the auth connector: else 'Address or auth connector not found'", async () => {
    useKit()
    await assert.rejects(registerName('nobody-here'), { message: 'Address or auth connector not found' })
    const other = useKit('com.w3mkit.testwallet')
    await connectExternal(other)
    await assert.rejects(registerName('not-embedded'), { message: 'Address or auth connector not found' })
    assert.equal($router.get().transactionStack.length, 0)
    assert.equal((await devnet.get('/v1/profile/account/not-embedded.reown.id')).status, 404)
  })

  it("a chain id of 2^31 or more is 'Invalid chainId' and nothing is signed", async () => {
    const huge: CaipNetwork = { ...mainnet, id: 2 ** 31, caipNetworkId: `eip155:${2 ** 31}` }
    const connector = useKit(AUTH_CONNECTOR_ID, [mainnet, huge])
    await connectExternal(connector)
    setActiveNetwork(huge)
    await assert.rejects(registerName('too-far-chain'), { message: 'Invalid chainId' })
    assert.ok(!wallet.requests.some(request => request.method === 'personal_sign'))
  })

  it('signs, registers with coin type 60 on mainnet, sets the profile name and shows RegisterAccountNameSuccess; the devnet resolves it', async () => {
    const connector = useKit()
    await connectExternal(connector)
    resetView('RegisterAccountName')
    await registerName('Carol-Named')
    assert.equal(accountOf('eip155').profileName, 'carol-named.reown.id')
    assert.equal($router.get().view, 'RegisterAccountNameSuccess')
    assert.deepEqual($router.get().transactionStack, [])
    assert.equal($accountName.get().loading, false)
    assert.equal($accountName.get().error, undefined)
    assert.ok(wallet.requests.some(request => request.method === 'personal_sign'))
    const profile = await devnet.get('/v1/profile/account/carol-named.reown.id?apiVersion=2')
    assert.deepEqual(Object.keys(profile.body.addresses), ['60'])
    assert.equal(profile.body.addresses['60'].address, wallet.address)
    // Now the suggestions say it is taken.
    await suggestNames('carol-named')
    assert.ok(nameTaken('carol-named'))
  })

  it('on BNB Smart Chain the coin type is 0x80000000 | 56', async () => {
    const connector = useKit(AUTH_CONNECTOR_ID, [mainnet, bsc], 2)
    await connectExternal(connector)
    setActiveNetwork(bsc)
    resetView('RegisterAccountName')
    await registerName('dave-on-bsc')
    const profile = await devnet.get('/v1/profile/account/dave-on-bsc.reown.id?apiVersion=2')
    // The coin type signed for, and 60 besides (src/handlers/profile/register.rs).
    assert.deepEqual(Object.keys(profile.body.addresses).sort(), [String(0x80000038), '60'])
    assert.equal(profile.body.addresses[String(0x80000038)].address, wallet.address)
  })

  it("a taken name fails with the API's reason, RegisterAccountName shows again, the stack is clean and the name unchanged", async () => {
    const connector = useKit(AUTH_CONNECTOR_ID, [mainnet, bsc], 3)
    await connectExternal(connector)
    resetView('RegisterAccountName')
    await assert.rejects(registerName('carol-named'), { message: 'Name is already registered: carol-named.reown.id' })
    assert.equal($accountName.get().error, 'Name is already registered: carol-named.reown.id')
    assert.equal($accountName.get().loading, false)
    assert.equal($router.get().view, 'RegisterAccountName')
    assert.deepEqual($router.get().transactionStack, [])
    assert.equal(accountOf('eip155').profileName, undefined)
  })

  it("a declined signature is 'Error registering name {name}' and nothing is registered", async () => {
    const connector = useKit(AUTH_CONNECTOR_ID, [mainnet, bsc], 4)
    await connectExternal(connector)
    resetView('RegisterAccountName')
    wallet.rejectNext('personal_sign')
    await assert.rejects(registerName('erin-declined'), { message: 'Error registering name erin-declined.reown.id' })
    assert.equal($router.get().view, 'RegisterAccountName')
    assert.deepEqual($router.get().transactionStack, [])
    assert.equal((await devnet.get('/v1/profile/account/erin-declined.reown.id')).status, 404)
  })
})
