import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createAppKit } from './app-kit.js'
import { subscribeEvents, type TrackedEvent } from '../controllers/telemetry/events.js'
import { bsc, mainnet } from '../networks.js'

// createAppKit in plain Node (as a server-rendered page would run it): no DOM, no wallet.
describe('createAppKit (behaviour §4 initialization)', () => {
  const events: TrackedEvent[] = []
  const unsubscribe = subscribeEvents(event => events.push(event))
  // Analytics off: this test must not reach for the public analytics endpoint.
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet, bsc], defaultNetwork: bsc, themeMode: 'dark', features: { analytics: false } })
  unsubscribe()

  it('initializes: INITIALIZE is tracked and the state says initialized', () => {
    assert.equal(events[0]?.data.event, 'INITIALIZE')
    assert.deepEqual(appKit.getState(), { open: false, loading: false, initialized: true, selectedNetworkId: 'eip155:56', activeChain: 'eip155' })
  })

  it('without a locale option it follows the languages Node has (none): en; setLocale/getLocale choose and report', async () => {
    assert.equal(appKit.getLocale(), 'en')
    await appKit.setLocale('ja')
    assert.equal(appKit.getLocale(), 'ja')
    await appKit.setLocale('en')
    assert.equal(appKit.getLocale(), 'en')
  })

  it('a second call returns the same instance', () => {
    assert.equal(createAppKit({ projectId: 'other', networks: [mainnet] }), appKit)
  })

  it('starts disconnected on the default network with the chosen theme', () => {
    assert.deepEqual(appKit.getAccount(), { address: undefined, caipAddress: undefined, allAccounts: [], isConnected: false, status: 'disconnected', embeddedWalletInfo: undefined })
    assert.equal(appKit.getNetwork().chainId, 56)
    assert.equal(appKit.getThemeMode(), 'dark')
  })

  it('switchNetwork while disconnected changes the network and notifies subscribers (called at once with the network, then on the change)', async () => {
    const seen: Array<string | undefined> = []
    const stop = appKit.subscribeNetwork(network => seen.push(network.caipNetworkId))
    await appKit.switchNetwork(mainnet)
    stop()
    assert.deepEqual(seen, ['eip155:56', 'eip155:1'])
  })

  it('every subscribe to state calls back at once with the value the matching get returns (one rule: at once, then on each change)', () => {
    const first = <T>(subscribe: (callback: (value: T) => void) => () => void): T[] => {
      const seen: T[] = []
      subscribe(value => seen.push(value))()
      return seen
    }
    assert.deepEqual(first(appKit.subscribeState), [appKit.getState()])
    assert.deepEqual(first(appKit.subscribeAccount), [appKit.getAccount()])
    assert.deepEqual(first(callback => appKit.subscribeAccount(callback, 'eip155')), [appKit.getAccount('eip155')])
    assert.deepEqual(first(appKit.subscribeNetwork), [appKit.getNetwork()])
    assert.deepEqual(first(appKit.subscribeSession), [appKit.getSession()])
    assert.deepEqual(first(appKit.wallets.subscribe), [appKit.wallets.get()])
  })

  it('open() shows Connect and tracks MODAL_OPEN; close() closes', async () => {
    const seen: string[] = []
    const stop = appKit.subscribeEvents(event => seen.push(event.data.event))
    await appKit.open()
    assert.equal(appKit.getState().open, true)
    await appKit.close()
    stop()
    assert.equal(appKit.getState().open, false)
    assert.deepEqual(seen, ['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})
