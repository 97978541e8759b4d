import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { bsc, mainnet } from '../../networks.js'
import { setCaipAddress } from '../account/store.js'
import { setAdapterNamespaces, setNetworks } from '../networks/store.js'
import { subscribeEvents, type TrackedEventName } from '../telemetry/events.js'
import { $modal, closeModal, modalReady, openModal, SHAKE_MS, shakeModal } from './modal.js'
import { setOptions } from '../config/options.js'
import { $router, resetView } from './router.js'

/** Node has no matchMedia: stand in for a phone or a desktop (the only browser API these rules read). */
function deviceIs(kind: 'mobile' | 'desktop'): void {
  ;(globalThis as { matchMedia?: unknown }).matchMedia = () => ({ matches: kind === 'mobile' })
}

describe('modal (behaviour §2 opening and closing rules)', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet, bsc])
    setAdapterNamespaces(['eip155'])
    setOptions({ projectId: 'test', networks: [mainnet, bsc] })
    deviceIs('desktop')
  })
  afterEach(() => {
    delete (globalThis as { matchMedia?: unknown }).matchMedia
  })

  it('a view named by the caller is shown', () => {
    openModal({ view: 'Networks' })
    assert.equal($router.get().view, 'Networks')
    assert.equal($modal.get().open, true)
  })

  it('not connected, with adapters: Connect is shown', () => {
    openModal()
    assert.equal($router.get().view, 'Connect')
  })

  it('an address is connected: Account is shown', () => {
    setCaipAddress('eip155', 'eip155:1:0x0000000000000000000000000000000000000001')
    openModal()
    assert.equal($router.get().view, 'Account')
  })

  it('no adapters, no address, on mobile: AllWallets is shown', () => {
    setAdapterNamespaces([])
    deviceIs('mobile')
    openModal()
    assert.equal($router.get().view, 'AllWallets')
  })

  it('no adapters, no address, on another device: ConnectingWalletConnectBasic is shown', () => {
    setAdapterNamespaces([])
    openModal()
    assert.equal($router.get().view, 'ConnectingWalletConnectBasic')
  })

  it('loading is set on open and cleared when the view is ready, and on close', () => {
    openModal()
    assert.equal($modal.get().loading, true)
    modalReady()
    assert.equal($modal.get().loading, false)
    openModal()
    closeModal()
    assert.equal($modal.get().loading, false)
  })

  it('closing is blocked while ApproveTransaction is showing (the modal shakes), unless forced', () => {
    openModal({ view: 'ApproveTransaction' })
    closeModal()
    assert.equal($modal.get().open, true)
    assert.equal($modal.get().shake, true)
    closeModal(true)
    assert.equal($modal.get().open, false)
  })

  it('shake lasts 500 ms', t => {
    const mock = t.mock
    mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 })
    shakeModal()
    assert.equal($modal.get().shake, true)
    mock.timers.tick(SHAKE_MS - 1)
    assert.equal($modal.get().shake, true)
    mock.timers.tick(1)
    assert.equal($modal.get().shake, false)
  })

  it('in embedded mode, closing goes to Account if connected, else Connect', () => {
    setOptions({ projectId: 'test', networks: [mainnet], enableEmbedded: true })
    resetView('Networks')
    closeModal()
    assert.equal($router.get().view, 'Connect')
    setCaipAddress('eip155', 'eip155:1:0x0000000000000000000000000000000000000001')
    resetView('Networks')
    closeModal()
    assert.equal($router.get().view, 'Account')
  })

  it('tracks MODAL_OPEN and MODAL_CLOSE once each', () => {
    const events: TrackedEventName[] = []
    const unsubscribe = subscribeEvents(event => events.push(event.data.event))
    openModal()
    openModal({ view: 'Networks' })
    closeModal()
    closeModal()
    unsubscribe()
    assert.deepEqual(events, ['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})
