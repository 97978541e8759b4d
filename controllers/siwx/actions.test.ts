import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import type { CaipNetworkId, SIWXConfig, SIWXMessage, SIWXSession } from '../../types/public.js'
import { bsc, mainnet } from '../../networks.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { $activeAccount, setCaipAddress } from '../account/store.js'
import { setActiveNetwork, setAdapterNamespaces, setNetworks } from '../networks/store.js'
import { subscribeEvents, type TrackedEventName } from '../telemetry/events.js'
import { $modal, closeModal, openModal } from '../modal/modal.js'
import { setOptions } from '../config/options.js'
import { $router } from '../modal/router.js'
import { $siwxFlow, cancelSignIn, followConnection, signIn } from './actions.js'
import { $siwxSession } from './session.js'

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

/** A site's sign-in config keeping sessions in memory: the contract the kit calls, implemented plainly. */
class MemorySiwx implements SIWXConfig {
  sessions: SIWXSession[] = []
  signedOut = 0
  signOutOnDisconnect = true
  constructor(private readonly required = false) {}
  async createMessage(): Promise<SIWXMessage> {
    throw new Error('not asked in these rules')
  }
  async addSession(session: SIWXSession) {
    this.sessions.push(session)
  }
  async revokeSession() {
    this.sessions = []
  }
  async setSessions(sessions: SIWXSession[]) {
    if (sessions.length === 0) this.signedOut++
    this.sessions = sessions
  }
  async getSessions(chainId: CaipNetworkId, address: string) {
    return this.sessions.filter(session => session.data.chainId === chainId && session.data.accountAddress === address)
  }
  getRequired() {
    return this.required
  }
}

function sessionFor(chainId: CaipNetworkId, expiresInMs = 60_000): SIWXSession {
  const data = { accountAddress: ADDRESS, chainId, domain: 'app.example', uri: 'https://app.example/', version: '1' as const, nonce: 'abcdefgh1234', issuedAt: new Date().toISOString(), expirationTime: new Date(Date.now() + expiresInMs).toISOString() }
  return { data, message: 'signed text', signature: '0x01' }
}

function setUp(config: SIWXConfig | undefined): void {
  resetControllers()
  setNetworks([mainnet, bsc])
  setAdapterNamespaces(['eip155'])
  setOptions({ projectId: 'test', networks: [mainnet, bsc], ...(config ? { siwx: config } : {}) })
  setActiveNetwork(mainnet)
  setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
}

const connected = { namespace: 'eip155' as const, address: ADDRESS, caipNetworkId: 'eip155:1' }

describe('SIWX flow (behaviour §4 wallet-signature sign-in)', () => {
  let config: MemorySiwx
  beforeEach(() => {
    config = new MemorySiwx()
    setUp(config)
  })

  it('connected on a supported network with no session: SIWXSignMessage opens', async () => {
    await followConnection({ ...connected, reason: 'connect' })
    assert.equal($modal.get().open, true)
    assert.equal($router.get().view, 'SIWXSignMessage')
  })

  it('a live session for that address and chain: nothing opens and the session is published', async () => {
    config.sessions.push(sessionFor('eip155:1'))
    await followConnection({ ...connected, reason: 'connect' })
    assert.equal($modal.get().open, false)
    assert.equal($siwxSession.get()?.address, ADDRESS)
  })

  it('an expired session counts as none: the sign view opens', async () => {
    config.sessions.push(sessionFor('eip155:1', -1000))
    await followConnection({ ...connected, reason: 'connect' })
    assert.equal($router.get().view, 'SIWXSignMessage')
    assert.equal($siwxSession.get(), undefined)
  })

  it('a network switch to a chain without a session asks again', async () => {
    config.sessions.push(sessionFor('eip155:1'))
    await followConnection({ ...connected, caipNetworkId: 'eip155:56', reason: 'chain' })
    assert.equal($router.get().view, 'SIWXSignMessage')
  })

  it('no prompt on a network the site does not list', async () => {
    await followConnection({ ...connected, caipNetworkId: 'eip155:10', reason: 'chain' })
    assert.equal($modal.get().open, false)
  })

  it('after a reload with an expired session, an optional sign-in asks too (behaviour §4), and Cancel leaves the visitor connected', async () => {
    config.sessions.push(sessionFor('eip155:1', -1000))
    await followConnection({ ...connected, reason: 'restore' })
    assert.equal($modal.get().open, true)
    assert.equal($router.get().view, 'SIWXSignMessage')
    assert.equal($siwxFlow.get().required, false)
    await cancelSignIn()
    assert.equal($modal.get().open, false)
    assert.equal($activeAccount.get().address, ADDRESS, 'still connected')
    assert.equal($siwxSession.get(), undefined)
  })

  it('after a reload with no session, a required sign-in asks', async () => {
    setUp(new MemorySiwx(true))
    await followConnection({ ...connected, reason: 'restore' })
    assert.equal($router.get().view, 'SIWXSignMessage')
  })

  it('close is disabled when sign-in is required, on the sign view, and there is no session', async () => {
    setUp(new MemorySiwx(true))
    await followConnection({ ...connected, reason: 'connect' })
    closeModal()
    assert.equal($modal.get().open, true, 'a plain close is refused')
    $siwxSession.set({ address: ADDRESS, chainId: 'eip155:1', message: '', signature: '' })
    closeModal()
    assert.equal($modal.get().open, false, 'with a session the view closes')
  })

  it('not required: the sign view closes like any other', async () => {
    await followConnection({ ...connected, reason: 'connect' })
    closeModal()
    assert.equal($modal.get().open, false)
  })

  it('cancel when not required closes, tracks CLICK_CANCEL_SIWX, then resets to Connect; the account stays connected', async () => {
    const events: TrackedEventName[] = []
    const stop = subscribeEvents(event => events.push(event.data.event))
    await followConnection({ ...connected, reason: 'connect' })
    await cancelSignIn()
    stop()
    assert.equal($modal.get().open, false)
    assert.equal($router.get().view, 'Connect')
    assert.ok(events.includes('CLICK_CANCEL_SIWX'))
  })

  it('disconnect signs out when the config says so', async () => {
    config.sessions.push(sessionFor('eip155:1'))
    await followConnection({ ...connected, reason: 'connect' })
    await followConnection({ ...connected, reason: 'disconnect' })
    assert.equal(config.signedOut, 1)
    assert.equal($siwxSession.get(), undefined)
  })

  it("sign-in without the option fails with 'SIWX is not enabled'; without an account with 'No ActiveCaipAddress found'", async () => {
    setUp(undefined)
    openModal({ view: 'SIWXSignMessage' })
    await signIn()
    assert.equal($siwxFlow.get().error, 'SIWX is not enabled')
    setUp(config)
    resetControllers()
    setOptions({ projectId: 'test', networks: [mainnet, bsc], siwx: config })
    await signIn()
    assert.equal($siwxFlow.get().error, 'No ActiveCaipAddress found')
  })

  it("a connected account without its wallet fails with 'No ActiveCaipNetwork or client found'", async () => {
    await signIn()
    assert.equal($siwxFlow.get().error, 'No ActiveCaipNetwork or client found')
    assert.equal($router.get().view, 'SIWXSignMessage', 'the sign view shows the error')
  })
})
