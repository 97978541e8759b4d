import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { privateKeyToAccount } from 'viem/accounts'
import type { Eip1193Provider } from '../../types/public.js'
import type { SmartSession } from '../../clients/types.js'
import { setCaipAddress, updateAccount } from '../../controllers/account/store.js'
import { setAdapterNamespaces, setNetworks } from '../../controllers/networks/store.js'
import { addConnector } from '../../controllers/wallets/connectors.js'
import { setOptions } from '../../controllers/config/options.js'
import { $smartSessions, activeSessions, INITIAL_SMART_SESSIONS, loadSmartSessions, revokeSmartSession } from '../../controllers/sessions/actions.js'
import { startApiFixture, type ApiFixture } from '../../devnet/api/fixture.js'
import { mainnet } from '../../networks.js'
import { resetControllers } from '../reset-controllers.js'
import { createTestWallet, type TestWallet } from '../wallets/eip1193-wallet.js'
import { recordGrant } from '../wallets/grant-permissions.js'
import { assertRequestLike, assertSameShape, withReplay, type ReplayService, type WireFixture } from './harness.js'

/**
 * Smart sessions as reown-com/blockchain-api answers them (facts read from src/handlers/sessions/
 * {mod,create,list,revoke}.rs, integration/sessions.test.ts and src/error.rs; the revoke body as
 * AppKit's packages/experimental/src/smart-session/utils/CosignerService.ts sends it).
 */

// A funded-nothing key: signing a pci needs no chain.
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OWNER = privateKeyToAccount(KEY).address
const ACCOUNT = `eip155:1:${OWNER}`
const PCI = '2d9b1f4e-8f6a-4b43-9a0e-6a1e1f0c7b11'
const sdk = { projectId: 'w3m-devnet' }

const permission = { type: 'contract-call', data: { address: '0x2E65BAfA07238666c3b239E94F32DaD3cDD6498D' } }
const allowance = { type: 'native-token-recurring-allowance', data: { start: 1714644672, period: 86400, allowance: '0x00000000000000000000000000000000000000000000000000005AF3107A4000' } }

/** One `{pcis}` item (list.rs Pci): project, pci, expiry, createdAt, permissions, policies, context, revokedAt. */
const item = (patch: Partial<SmartSession> = {}): SmartSession => ({
  project: { id: 'w3m-devnet', name: 'Example project', url: null, iconUrl: null },
  pci: PCI,
  expiry: 4102444800,
  createdAt: 1714644672,
  permissions: [permission, allowance],
  policies: [],
  context: null,
  revokedAt: null,
  ...patch
})

const list: WireFixture = {
  call: 'GET /v1/sessions/{caip10}',
  source: 'reown-com/blockchain-api src/handlers/sessions/list.rs, integration/sessions.test.ts',
  request: { method: 'GET', path: `/v1/sessions/${ACCOUNT}` },
  response: { status: 200, body: { pcis: [item(), item({ pci: 'revoked-one', revokedAt: 1714650000 }), item({ pci: 'expired-one', expiry: 1714648272 })] } }
}

const revoke: WireFixture = {
  call: 'POST /v1/sessions/{caip10}/revoke',
  source: 'reown-com/blockchain-api src/handlers/sessions/revoke.rs (Ok(().into_response())); body as appkit CosignerService.revokePermissions',
  request: { method: 'POST', path: `/v1/sessions/${ACCOUNT}/revoke`, body: { pci: PCI, signature: '0x' } },
  response: { status: 200 }
}

const revokeRevoked: WireFixture = {
  call: 'POST /v1/sessions/{caip10}/revoke',
  source: 'reown-com/blockchain-api src/handlers/sessions/revoke.rs, src/error.rs RevokedPermission',
  request: revoke.request,
  response: { status: 400, body: { status: 'FAILED', reasons: [{ field: 'pci', description: `Permission is revoked: ${PCI}` }] } }
}

const create: WireFixture = {
  call: 'POST /v1/sessions/{caip10}',
  source: 'reown-com/blockchain-api src/handlers/sessions/create.rs NewPermissionPayload / NewPermissionResponse, integration/sessions.test.ts',
  request: { method: 'POST', path: `/v1/sessions/${ACCOUNT}`, body: { expiry: 4102444800, signer: { type: 'keys', data: {} }, permissions: [permission], policies: [] } },
  response: { status: 200, body: { pci: PCI, key: { type: 'secp256k1', publicKey: `0x${'3'.repeat(260)}` } } }
}

/** What the kit sent while `check` ran against a service answering `served`. */
const replaying = async (served: WireFixture[], check: (service: ReplayService) => Promise<unknown>) => (await withReplay(served, check)).requests

describe('smart sessions: the kit lists and revokes as the real service speaks', () => {
  let wallet: TestWallet | undefined
  after(() => wallet?.destroy())

  /** An EVM account on mainnet connected through the test wallet, the kit pointed at `apiUrl`. */
  function connect(apiUrl: string): void {
    resetControllers()
    $smartSessions.set({ ...INITIAL_SMART_SESSIONS })
    setOptions({ ...sdk, networks: [mainnet], apiUrl, features: { smartSessions: true } })
    setNetworks([mainnet], mainnet)
    setAdapterNamespaces(['eip155'])
    wallet?.destroy()
    wallet = createTestWallet({ privateKey: KEY, chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Ethereum' }], announce: false, storage: new Map() as unknown as Storage })
    void wallet.provider.request({ method: 'eth_requestAccounts' })
    addConnector({ id: 'com.w3mkit.testwallet', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155', provider: wallet.provider as unknown as Eip1193Provider })
    setCaipAddress('eip155', ACCOUNT as `eip155:1:${string}`)
    updateAccount('eip155', { connectorId: 'com.w3mkit.testwallet' })
  }

  it('asks for the CAIP-10 account and reads {pcis} (revoked and expired ones are listed, not active)', async () => {
    const sent = await replaying([list], async service => {
      connect(service.url)
      await loadSmartSessions()
      const state = $smartSessions.get()
      assert.equal(state.status, 'ready')
      assert.deepEqual(
        state.sessions.map(session => session.pci),
        [PCI, 'revoked-one', 'expired-one']
      )
      assert.deepEqual(
        activeSessions(state.sessions).map(session => session.pci),
        [PCI]
      )
      assert.equal(state.caipAddress, ACCOUNT)
    })
    assertRequestLike(sent[0], list.request)
  })

  it("revoke's empty 200 is success: the row leaves", async () => {
    const sent = await replaying([list, revoke], async service => {
      connect(service.url)
      await loadSmartSessions()
      await revokeSmartSession(PCI)
      assert.equal($smartSessions.get().revokeError, undefined)
      assert.equal($smartSessions.get().sessions.some(session => session.pci === PCI), false)
    })
    assertRequestLike(sent.find(request => request.url.pathname.endsWith('/revoke')), revoke.request)
  })

  it("a refused revoke keeps the row and says the service's words", async () => {
    await replaying([list, revokeRevoked], async service => {
      connect(service.url)
      await loadSmartSessions()
      await assert.rejects(revokeSmartSession(PCI), { message: `Permission is revoked: ${PCI}` })
      assert.deepEqual($smartSessions.get().revokeError, { pci: PCI, message: `Permission is revoked: ${PCI}` })
    })
  })

  it('the test wallet records a grant with the create body and reads {pci, key}', async () => {
    const sent = await replaying([create], async service => {
      const granted = await recordGrant({ apiUrl: service.url, projectId: sdk.projectId }, OWNER, {
        chainId: '0x1',
        expiry: 4102444800,
        signer: { type: 'keys', data: {} },
        permissions: [permission],
        policies: []
      })
      assert.equal(granted.context, PCI)
    })
    assertRequestLike(sent[0], { ...create.request, query: { projectId: sdk.projectId } })
  })
})

describe('smart sessions: the devnet answers in the real shapes', () => {
  let devnet: ApiFixture
  before(async () => {
    devnet = await startApiFixture()
  })
  after(() => devnet?.stop())

  it('create, list, revoke (empty 200), revoke again (400), unknown pci (400), plain address (400)', async () => {
    const { body: grant } = create.request as { body: Record<string, unknown> }
    const created = await devnet.post(`/v1/sessions/${ACCOUNT}`, grant)
    assert.equal(created.status, create.response.status)
    assertSameShape(created.body, create.response.body)
    assert.equal(created.body.key.publicKey.length, 262, 'v1: the hex public key, hex-encoded again')
    const pci = created.body.pci as string

    const listed = await devnet.get(`/v1/sessions/${ACCOUNT}`)
    assert.equal(listed.status, 200)
    assertSameShape(listed.body, { pcis: [item({ permissions: [permission] })] }, { nullable: ['pcis.*.revokedAt', 'pcis.*.context', 'pcis.*.project.url', 'pcis.*.project.iconUrl'] })
    assert.deepEqual(
      listed.body.pcis.map((session: SmartSession) => [session.pci, session.revokedAt]),
      [[pci, null]]
    )

    const revoked = await devnet.post(`/v1/sessions/${ACCOUNT}/revoke`, { pci, signature: '0x' })
    assert.equal(revoked.status, 200)
    assert.equal(revoked.body, '', 'an empty body')
    const after = await devnet.get(`/v1/sessions/${ACCOUNT}`)
    assert.equal(typeof after.body.pcis[0].revokedAt, 'number', 'a revoked session is still listed, with revokedAt')

    const again = await devnet.post(`/v1/sessions/${ACCOUNT}/revoke`, { pci })
    assert.equal(again.status, revokeRevoked.response.status)
    assert.deepEqual(again.body, { status: 'FAILED', reasons: [{ field: 'pci', description: `Permission is revoked: ${pci}` }] })
    const unknown = await devnet.post(`/v1/sessions/${ACCOUNT}/revoke`, { pci: 'nope' })
    assert.deepEqual([unknown.status, unknown.message], [400, 'Permission for PCI is not found: nope'])

    const plain = await devnet.get(`/v1/sessions/${OWNER}`)
    assert.deepEqual([plain.status, plain.message], [400, `Crypto utils error: Wrong CAIP-10 format: ${OWNER}`])
  })
})
