import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import type { Connector } from '../../types/public.js'
import {
  $connectors,
  addConnector,
  addRecentWallet,
  announcedIcon,
  isExcluded,
  mergeConnectors,
  recentWallets,
  setExcludedWallets
} from './connectors.js'
import { connectorFor, selectWallet } from './wallet-choice.js'
import { $router } from '../modal/router.js'

const wallet = (id: string, name: string, chain: Connector['chain'] = 'eip155', extra: Partial<Connector> = {}): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain,
  info: { rdns: id },
  ...extra
})

describe('connectors (behaviour §4 merge, behaviour §5 dedupe and exclude, behaviour §9 recents)', () => {
  beforeEach(resetControllers)

  it('the families one object announces (one provider) merge into one MULTI_CHAIN entry on eip155', () => {
    const phantom = { request: async () => undefined }
    const merged = mergeConnectors([wallet('app.phantom', 'Phantom', 'eip155', { provider: phantom }), wallet('solana-phantom', 'Phantom', 'solana', { provider: phantom })])
    assert.equal(merged.length, 1)
    assert.equal(merged[0]!.type, 'MULTI_CHAIN')
    assert.equal(merged[0]!.chain, 'eip155')
    assert.deepEqual(merged[0]!.chains, ['eip155', 'solana'])
    assert.equal(merged[0]!.connectors?.length, 2)
  })

  it('a wallet whose families load one by one stays one entry listing every family, named by its EVM face', () => {
    const demo = { request: async () => undefined }
    addConnector(wallet('demo.sol', 'Demo Wallet', 'solana', { provider: demo }))
    addConnector(wallet('other', 'Other', 'solana', { provider: { request: async () => undefined } }))
    addConnector(wallet('io.demo', 'Demo Wallet', 'eip155', { provider: demo }))
    addConnector(wallet('demo.btc', 'Demo Wallet', 'bip122', { provider: demo }))
    const [merged, other] = $connectors.get()
    assert.equal($connectors.get().length, 2)
    assert.equal(merged!.type, 'MULTI_CHAIN')
    assert.equal(merged!.id, 'io.demo')
    assert.deepEqual(merged!.chains, ['solana', 'eip155', 'bip122'])
    assert.deepEqual(
      merged!.connectors?.map(connector => connector.id),
      ['demo.sol', 'io.demo', 'demo.btc']
    )
    assert.equal(other!.id, 'other')
  })

  it('never merges on a name: a Solana wallet that calls itself MetaMask beside MetaMask is its own entry', () => {
    addConnector(wallet('io.metamask', 'MetaMask', 'eip155', { provider: { request: async () => undefined } }))
    addConnector(wallet('solana-metamask', 'MetaMask', 'solana', { provider: { request: async () => undefined } }))
    assert.deepEqual(
      $connectors.get().map(connector => [connector.id, connector.type, connector.chain]),
      [
        ['io.metamask', 'ANNOUNCED', 'eip155'],
        ['solana-metamask', 'ANNOUNCED', 'solana']
      ]
    )
  })

  it('never drops on an rdns: a second announcement of io.metamask keeps its own entry under a free id, whichever came first', () => {
    const impostor = { request: async () => undefined }
    const real = { request: async () => undefined }
    addConnector(wallet('io.metamask', 'MetaMask', 'eip155', { provider: impostor }))
    addConnector(wallet('io.metamask', 'MetaMask', 'eip155', { provider: real }))
    // The same announcement again (every eip6963:requestProvider brings one) is no new wallet.
    addConnector(wallet('io.metamask', 'MetaMask', 'eip155', { provider: real }))
    addConnector(wallet('io.metamask', 'MetaMask', 'eip155', { provider: impostor }))
    assert.deepEqual(
      $connectors.get().map(connector => [connector.id, connector.provider]),
      [
        ['io.metamask', impostor],
        ['io.metamask#2', real]
      ]
    )
    assert.equal($connectors.get()[1]!.info?.rdns, 'io.metamask', 'the claim stays what was announced')
  })

  it('an announced icon is used only from the page itself (data:image, blob:), never from a host', () => {
    assert.equal(announcedIcon('data:image/svg+xml,%3Csvg%3E'), 'data:image/svg+xml,%3Csvg%3E')
    assert.equal(announcedIcon('blob:https://site.example/2f7c'), 'blob:https://site.example/2f7c')
    assert.equal(announcedIcon('https://tracker.example/metamask.svg'), undefined)
    assert.equal(announcedIcon('//tracker.example/x.svg'), undefined)
    assert.equal(announcedIcon('data:text/html,<script>'), undefined)
    assert.equal(announcedIcon(undefined), undefined)
  })

  it('a choice names an installed wallet by rdns only when one wallet claims it', () => {
    addConnector(wallet('io.metamask', 'MetaMask', 'eip155', { provider: { request: async () => undefined } }))
    const choice = { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask', rdns: 'io.metamask' }
    assert.equal(connectorFor(choice)?.id, 'io.metamask')
    addConnector(wallet('io.metamask', 'MetaMask', 'eip155', { provider: { request: async () => undefined } }))
    assert.equal(connectorFor(choice), undefined, 'two claimants: the choice could be either')
  })

  it('the embedded wallet across chains merges into an AUTH entry', () => {
    const merged = mergeConnectors([
      wallet('auth-evm', 'Email', 'eip155', { type: 'AUTH' }),
      wallet('auth-sol', 'Email', 'solana', { type: 'AUTH' })
    ])
    assert.equal(merged[0]!.type, 'AUTH')
    assert.equal(merged[0]!.id, 'auth')
  })

  it('duplicate connectors by id are removed', () => {
    addConnector(wallet('io.metamask', 'MetaMask'))
    addConnector(wallet('io.metamask', 'MetaMask'))
    assert.equal($connectors.get().length, 1)
  })

  it('excluded wallets match by rdns or case-insensitive name', () => {
    assert.equal(isExcluded(wallet('io.rabby', 'Rabby'), [{ rdns: 'io.rabby' }]), true)
    assert.equal(isExcluded(wallet('x.y', 'Rabby Wallet'), [{ name: 'rabby wallet' }]), true)
    assert.equal(isExcluded(wallet('x.y', 'Other'), [{ name: 'rabby wallet', rdns: 'io.rabby' }]), false)
    addConnector(wallet('io.rabby', 'Rabby'))
    addConnector(wallet('io.metamask', 'MetaMask'))
    setExcludedWallets([{ name: 'RABBY' }])
    assert.deepEqual(
      $connectors.get().map(c => c.id),
      ['io.metamask']
    )
    addConnector(wallet('io.rabby', 'Rabby'))
    assert.equal($connectors.get().length, 1)
  })

  it('recent wallets: newest first, no duplicates, two kept', () => {
    addRecentWallet({ id: 'a', name: 'A' })
    addRecentWallet({ id: 'b', name: 'B' })
    addRecentWallet({ id: 'a', name: 'A' })
    addRecentWallet({ id: 'c', name: 'C' })
    assert.deepEqual(
      recentWallets().map(w => w.id),
      ['c', 'a']
    )
  })

  it('a recent wallet keeps its deep link and store pages for the next visit, and nothing else', () => {
    const chosen = { id: 'a', name: 'A', mobileLink: 'awallet://', appStore: 'https://apps.apple.com/app/a', playStore: 'https://play.google.com/store/apps/details?id=a' }
    addRecentWallet({ ...chosen, group: 'recommended', tag: 'recent' } as typeof chosen)
    assert.deepEqual(JSON.parse(JSON.stringify(recentWallets()[0])), chosen)
  })

  it('selecting a wallet opens ConnectingExternal when a matching installed connector is found', () => {
    addConnector(wallet('io.metamask', 'MetaMask'))
    selectWallet({ id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask', rdns: 'io.metamask' })
    assert.equal($router.get().view, 'ConnectingExternal')
    assert.equal($router.get().data?.connector?.id, 'io.metamask')
  })

  it('selecting a wallet with no installed connector opens ConnectingWalletConnect', () => {
    selectWallet({ id: 'abc', name: 'Phone Wallet', rdns: 'com.phone' })
    assert.equal($router.get().view, 'ConnectingWalletConnect')
    assert.equal($router.get().data?.wallet?.name, 'Phone Wallet')
  })
})
