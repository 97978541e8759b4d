import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { startApiFixture, type ApiFixture } from '../../devnet/api/fixture.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { createTestWallet, type TestWallet } from '../../test/wallets/eip1193-wallet.js'
import { bsc, mainnet } from '../../networks.js'
import type { Connector, Eip1193Provider, SmartSessionGrantRequest } from '../../types/public.js'
import { setAdapterNamespaces, setNetworks } from '../networks/store.js'
import { connectExternal, GRANT_DECLINED, GRANT_UNSUPPORTED, grantPermissions } from '../connection/actions.js'
import { addConnector } from '../wallets/connectors.js'
import { setOptions, $options } from '../config/options.js'
import { chainOfAccount, describeGrant, periodUnit, summarizeSession } from './rules.js'
import { smartSessionsOffered } from './offered.js'
import type { SmartSession } from '../../clients/types.js'
import { $smartSessions, activeSessions, INITIAL_SMART_SESSIONS, loadSmartSessions, revokeSmartSession } from './actions.js'

// Real parts: the devnet's session routes and anvil chains, and the EIP-1193 test wallet (a viem
// local account) that signs the pci as any browser wallet would; the devnet verifies it for real.
let devnet: ApiFixture
let wallet: TestWallet
const dir = mkdtempSync(join(tmpdir(), 'w3m-smart-sessions-'))

before(async () => {
  devnet = await startApiFixture({ dbPath: join(dir, 'api.sqlite') })
})
after(async () => {
  wallet?.destroy()
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const ONE_DAY = 86_400

/** A `{pcis}` item as reown-com/blockchain-api src/handlers/sessions/list.rs answers it. */
function listedSession(patch: Partial<SmartSession> = {}): SmartSession {
  return {
    project: { id: 'w3m-devnet', name: 'w3m-devnet', url: null, iconUrl: null },
    pci: 'p1',
    expiry: 1_900_000_000,
    createdAt: 1_700_000_000,
    permissions: [],
    policies: [],
    context: null,
    revokedAt: null,
    ...patch
  }
}

describe('permission text: what a session may do, read from ERC-7715 permissions and policies', () => {
  it('a contract-call names its target and its functions (functionName objects or plain names)', () => {
    const target = '0x2E234DAe75C793f67A35089C9d99245E1C58470b'
    assert.deepEqual(describeGrant({ type: 'contract-call', data: { address: target, functions: [{ functionName: 'increment' }, { functionName: 'reset' }] } }), {
      kind: 'contract-call',
      target,
      functions: ['increment', 'reset']
    })
    assert.deepEqual(describeGrant({ type: 'contract-call', data: { address: target, calls: ['transfer'] } }), { kind: 'contract-call', target, functions: ['transfer'] })
    assert.deepEqual(describeGrant({ type: 'contract-call', data: { address: target } }), { kind: 'contract-call', target, functions: [] })
  })

  it('a native allowance is exact in whole units (formatUnits over a bigint, never a float), with its period', () => {
    assert.deepEqual(describeGrant({ type: 'native-token-recurring-allowance', data: { allowance: '0x6f05b59d3b20000', start: 1, period: ONE_DAY } }), {
      kind: 'native-allowance',
      amount: '0.5',
      periodSeconds: ONE_DAY
    })
    // 2^64 + 1 wei: a float would lose the last wei.
    assert.deepEqual(describeGrant({ type: 'native-token-limit', data: { limit: '18446744073709551617' } }), {
      kind: 'native-allowance',
      amount: '18.446744073709551617',
      periodSeconds: undefined
    })
  })

  it('a gas limit keeps its exact count', () => {
    assert.deepEqual(describeGrant({ type: 'gas-limit', data: { limit: '0x989680' } }), { kind: 'gas-limit', limit: '10000000' })
  })

  it('an unknown type, or a known one whose data cannot be read, is shown by its type name', () => {
    assert.deepEqual(describeGrant({ type: 'rate-limit', data: { count: 5 } }), { kind: 'other', type: 'rate-limit' })
    assert.deepEqual(describeGrant({ type: 'contract-call', data: { functions: [] } }), { kind: 'other', type: 'contract-call' })
    assert.deepEqual(describeGrant({ type: 'native-token-recurring-allowance', data: { allowance: '1.5' } }), { kind: 'other', type: 'native-token-recurring-allowance' })
    assert.deepEqual(describeGrant('nonsense'), { kind: 'other', type: 'unknown' })
    assert.deepEqual(describeGrant({ data: {} }), { kind: 'other', type: 'unknown' })
  })

  it('a session lists its permissions then its policies, on the chain of the account it was listed for; a missing expiry or list is read as none', () => {
    const summary = summarizeSession(
      listedSession({
        permissions: [{ type: 'contract-call', data: { address: '0x01', functions: [{ functionName: 'a' }] } }],
        policies: [{ type: 'gas-limit', data: { limit: '10' } }]
      }),
      chainOfAccount('eip155:56:0x0000000000000000000000000000000000000001')
    )
    assert.deepEqual(summary.grants.map(grant => grant.kind), ['contract-call', 'gas-limit'])
    assert.equal(summary.expiry, 1_900_000_000)
    assert.equal(summary.chainId, 'eip155:56')
    const odd = { pci: 'p2', expiry: 'soon' } as unknown as SmartSession
    assert.deepEqual(summarizeSession(odd, ''), { pci: 'p2', chainId: '', expiry: undefined, grants: [] })
  })

  it('only sessions neither revoked nor expired are active (the service lists all of them)', () => {
    const now = 1_800_000_000_000
    const sessions = [listedSession({ pci: 'live' }), listedSession({ pci: 'revoked', revokedAt: 1_700_000_000 }), listedSession({ pci: 'expired', expiry: 1_799_999_999 })]
    assert.deepEqual(activeSessions(sessions, now).map(session => session.pci), ['live'])
  })
})

describe('expiry and period text: the largest whole unit', () => {
  it('a period is said in days, hours, minutes or seconds, whichever divides it', () => {
    assert.deepEqual(periodUnit(ONE_DAY), { value: 1, unit: 'day' })
    assert.deepEqual(periodUnit(7 * ONE_DAY), { value: 7, unit: 'day' })
    assert.deepEqual(periodUnit(7_200), { value: 2, unit: 'hour' })
    assert.deepEqual(periodUnit(5_400), { value: 90, unit: 'minute' })
    assert.deepEqual(periodUnit(61), { value: 61, unit: 'second' })
  })
})

describe('option gating: the Sessions row only with features.smartSessions and an EVM account connected', () => {
  const connected = { address: '0xabc', status: 'connected' as const }
  it('is off by default (behaviour §9) and on only when the option is true', () => {
    setOptions({ projectId: 'w3m-devnet', networks: [mainnet] })
    assert.equal($options.get()!.features.smartSessions, false)
    assert.equal(smartSessionsOffered($options.get(), connected, 'eip155'), false)
    setOptions({ projectId: 'w3m-devnet', networks: [mainnet], features: { smartSessions: true } })
    assert.equal(smartSessionsOffered($options.get(), connected, 'eip155'), true)
  })
  it('needs a connected EVM account', () => {
    setOptions({ projectId: 'w3m-devnet', networks: [mainnet], features: { smartSessions: true } })
    assert.equal(smartSessionsOffered($options.get(), connected, 'solana'), false)
    assert.equal(smartSessionsOffered($options.get(), { address: undefined, status: 'disconnected' }, 'eip155'), false)
    assert.equal(smartSessionsOffered($options.get(), { address: '0xabc', status: 'connecting' }, 'eip155'), false)
    assert.equal(smartSessionsOffered(undefined, connected, 'eip155'), false)
  })
})

function useKit(keyIndex: number, apiUrl = devnet.api.url, recordSessions = true): Connector {
  resetControllers()
  $smartSessions.set({ ...INITIAL_SMART_SESSIONS })
  wallet?.destroy()
  const rpc = (chainId: number) => devnet.evm.chains.find(chain => chain.chainId === chainId)!.rpcUrl
  wallet = createTestWallet({
    privateKey: [devnet.evm.accounts[keyIndex]!],
    chains: [1, 56].map(chainId => ({ chainId, rpcUrl: rpc(chainId), name: `Chain ${chainId}` })),
    announce: false,
    storage: new Map<string, string>() as unknown as Storage,
    ...(recordSessions ? { sessionsApi: { apiUrl: devnet.api.url, projectId: 'w3m-devnet' } } : {})
  })
  setNetworks([mainnet, bsc])
  setAdapterNamespaces(['eip155'])
  setOptions({ projectId: 'w3m-devnet', networks: [mainnet, bsc], apiUrl, features: { smartSessions: true }, customRpcUrls: { 'eip155:1': [{ url: rpc(1) }] } })
  const connector: Connector = { id: 'com.w3mkit.testwallet', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155', provider: wallet.provider as unknown as Eip1193Provider }
  addConnector(connector)
  return connector
}

/** Records a session at the devnet's create route for a CAIP-10 account, as a wallet granting one does (src/handlers/sessions/create.rs). */
async function createSession(address: string, chainId = 'eip155:1'): Promise<string> {
  const expiry = Math.floor(Date.now() / 1000) + ONE_DAY
  const permissions = [{ type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000001', functions: [{ functionName: 'ping' }] } }]
  const response = await devnet.post(`/v1/sessions/${chainId}:${address}`, { expiry, signer: { type: 'keys', data: {} }, permissions, policies: [] })
  assert.equal(response.status, 200)
  return response.body.pci as string
}

/** The pcis the devnet lists as still active for an account on a chain. */
async function activeAt(address: string, chainId = 'eip155:1'): Promise<string[]> {
  const listed = await devnet.get(`/v1/sessions/${chainId}:${address}`)
  return (listed.body.pcis as SmartSession[]).filter(session => session.revokedAt === null).map(session => session.pci)
}

describe('the session list and revoke, against the devnet', () => {
  it('lists the active sessions of the connected CAIP-10 account on its chain; none is an empty list', async () => {
    await connectExternal(useKit(3))
    await loadSmartSessions()
    assert.equal($smartSessions.get().status, 'ready')
    assert.deepEqual($smartSessions.get().sessions, [])
    const pci = await createSession(wallet.address)
    await createSession(wallet.address, 'eip155:56')
    await loadSmartSessions()
    assert.deepEqual($smartSessions.get().sessions.map(session => session.pci), [pci], 'sessions are kept per chain: the BSC one is not on the mainnet list')
    assert.equal($smartSessions.get().caipAddress, `eip155:1:${wallet.address}`)
  })

  it("an API failure is an error state in the API's words, with no sessions", async () => {
    await connectExternal(useKit(3))
    setOptions({ projectId: 'not-a-project', networks: [mainnet], apiUrl: devnet.api.url, features: { smartSessions: true } })
    await loadSmartSessions()
    const state = $smartSessions.get()
    assert.equal(state.status, 'error')
    assert.match(state.error!, /We failed to authenticate your request/)
    assert.deepEqual(state.sessions, [])
  })

  it('revoke signs the pci itself (personal_sign), then the devnet lists the session no more', async () => {
    await connectExternal(useKit(4))
    const pci = await createSession(wallet.address)
    const kept = await createSession(wallet.address)
    await loadSmartSessions()
    await revokeSmartSession(pci)
    const signs = wallet.requests.filter(request => request.method === 'personal_sign')
    assert.equal(signs.length, 1)
    assert.deepEqual($smartSessions.get().sessions.map(session => session.pci), [kept])
    assert.equal($smartSessions.get().revoking, undefined)
    assert.deepEqual(await activeAt(wallet.address), [kept])
  })

  it("a declined signature ('Signature declined') leaves the list and the devnet unchanged, and says so", async () => {
    await connectExternal(useKit(5))
    const pci = await createSession(wallet.address)
    await loadSmartSessions()
    wallet.rejectNext('personal_sign')
    await assert.rejects(revokeSmartSession(pci), { message: 'Signature declined' })
    assert.deepEqual($smartSessions.get().sessions.map(session => session.pci), [pci])
    assert.deepEqual($smartSessions.get().revokeError, { pci, message: 'Signature declined' })
    assert.equal($smartSessions.get().revoking, undefined)
    assert.deepEqual(await activeAt(wallet.address), [pci])
  })

  it("an API refusal keeps the row and says the API's words", async () => {
    await connectExternal(useKit(6))
    const pci = await createSession(wallet.address)
    await loadSmartSessions()
    // Revoked elsewhere meanwhile: the API answers 400 with its reason.
    assert.equal((await devnet.post(`/v1/sessions/eip155:1:${wallet.address}/revoke`, { pci })).status, 200)
    await assert.rejects(revokeSmartSession(pci), { message: `Permission is revoked: ${pci}` })
    assert.deepEqual($smartSessions.get().sessions.map(session => session.pci), [pci])
    assert.equal($smartSessions.get().revokeError!.message, `Permission is revoked: ${pci}`)
  })
})

const grantRequest = (patch: Partial<SmartSessionGrantRequest> = {}): SmartSessionGrantRequest => ({
  chainId: '0x1',
  expiry: Math.floor(Date.now() / 1000) + ONE_DAY,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04aa' }] } },
  permissions: [{ type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000002', functions: [{ functionName: 'increment' }] } }],
  policies: [{ type: 'gas-limit', data: { limit: '0x989680' } }],
  ...patch
})

describe('grantPermissions (ERC-7715 wallet_grantPermissions) through the test wallet, recorded by the devnet', () => {
  it('the wallet grants, the devnet records it, the answer carries the pci as context, and the list shows it', async () => {
    await connectExternal(useKit(7))
    const answer = await grantPermissions(grantRequest())
    assert.equal(answer.address, wallet.address)
    assert.equal(typeof answer.context, 'string')
    assert.deepEqual(answer.policies, [{ type: 'gas-limit', data: { limit: '0x989680' } }])
    await loadSmartSessions()
    const [listed] = $smartSessions.get().sessions
    assert.equal(listed?.pci, answer.context)
    const summary = summarizeSession(listed!, chainOfAccount($smartSessions.get().caipAddress))
    assert.equal(summary.chainId, 'eip155:1')
    assert.deepEqual(summary.grants.map(grant => grant.kind), ['contract-call', 'gas-limit'])
  })

  it('a request of the wrong shape is refused by the wallet in words (-32602) and nothing is recorded', async () => {
    await connectExternal(useKit(8))
    const bad: Array<[Partial<SmartSessionGrantRequest>, RegExp]> = [
      [{ expiry: 1 }, /expiry must be a future unix time/],
      [{ permissions: [] }, /permissions must not be empty/],
      [{ signer: { type: 'keys', data: { keys: [] } } }, /signer\.data\.keys/],
      [{ policies: [{ type: 'gas-limit' } as never] }, /policies\[0\] needs a type/]
    ]
    for (const [patch, message] of bad) await assert.rejects(grantPermissions(grantRequest(patch)), { code: -32602, message } as never)
    assert.deepEqual(await activeAt(wallet.address), [])
  })

  it(`a wallet without wallet_grantPermissions (4200) is '${GRANT_UNSUPPORTED}'; a declined one '${GRANT_DECLINED}'`, async () => {
    await connectExternal(useKit(8, devnet.api.url, false))
    await assert.rejects(grantPermissions(grantRequest()), { message: GRANT_UNSUPPORTED, code: 4200 } as never)
    await connectExternal(useKit(8))
    wallet.rejectNext('wallet_grantPermissions')
    await assert.rejects(grantPermissions(grantRequest()), { message: GRANT_DECLINED, code: 4001 } as never)
    assert.deepEqual(await activeAt(wallet.address), [])
  })

  it("with no EVM account connected it is 'Address or auth connector not found'", async () => {
    useKit(8)
    await assert.rejects(grantPermissions(grantRequest()), { message: 'Address or auth connector not found' })
  })
})
