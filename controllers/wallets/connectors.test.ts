import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import type { Connector } from '../../types/public.js'
import {
  $connectors,
  addConnector,
  addRecentWallet,
  isExcluded,
  mergeConnectors,
  recentWallets,
  selectWallet,
  setExcludedWallets
} from './connectors.js'
import { $router } from '../modal/router.js'

const wallet = (id: string, name: string, chain: Connector['chain'] = 'eip155', extra: Partial<Connector> = {}): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain,
  info: { rdns: id },
  ...extra
})

describe('connectors (SPEC §4 merge, SPEC §5 dedupe and exclude, SPEC §9 recents)', () => {
  beforeEach(resetControllers)

  it('connectors with the same name across chains merge into one MULTI_CHAIN entry on eip155', () => {
    const merged = mergeConnectors([wallet('io.phantom.evm', 'Phantom'), wallet('io.phantom.sol', 'Phantom', 'solana')])
    assert.equal(merged.length, 1)
    assert.equal(merged[0]!.type, 'MULTI_CHAIN')
    assert.equal(merged[0]!.chain, 'eip155')
    assert.deepEqual(merged[0]!.chains, ['eip155', 'solana'])
    assert.equal(merged[0]!.connectors?.length, 2)
  })

  it('a wallet whose families load one by one stays one entry listing every family, named by its EVM face', () => {
    addConnector(wallet('demo.sol', 'Demo Wallet', 'solana'))
    addConnector(wallet('other', 'Other', 'solana'))
    addConnector(wallet('io.demo', 'Demo Wallet'))
    addConnector(wallet('demo.btc', 'Demo Wallet', 'bip122'))
    const [demo, other] = $connectors.get()
    assert.equal($connectors.get().length, 2)
    assert.equal(demo!.type, 'MULTI_CHAIN')
    assert.equal(demo!.id, 'io.demo')
    assert.deepEqual(demo!.chains, ['solana', 'eip155', 'bip122'])
    assert.deepEqual(
      demo!.connectors?.map(connector => connector.id),
      ['demo.sol', 'io.demo', 'demo.btc']
    )
    assert.equal(other!.id, 'other')
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
