import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Connector } from '../types/public.js'
import { allWalletsCountLabel, connectRows, hasInstalledWallet, type ConnectListInput } from './connect-list.js'
import type { ListedWallet } from './wallet-directory.js'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({ id, name: id, type, chain: 'eip155', ...extra })
const listed = (id: string, rdns: string | null = null): ListedWallet =>
  ({ id, name: id, rdns, imageUrl: `https://img/${id}`, badge_type: 'none' }) as ListedWallet

const base: ConnectListInput = {
  connectors: [
    connector('io.ext', 'EXTERNAL'),
    connector('io.announced', 'ANNOUNCED', { info: { rdns: 'io.announced' } }),
    connector('walletConnect', 'WALLET_CONNECT'),
    connector('injected', 'INJECTED')
  ],
  namespaces: ['eip155'],
  recents: [{ id: 'recent-1', name: 'Recent' }],
  featured: [listed('featured-1')],
  recommended: [listed('rec-1'), listed('rec-2')],
  customWallets: [{ id: 'custom-1', name: 'Custom' }]
}

describe('Connect rows (SPEC §9 order, SPEC §5 duplicates)', () => {
  it('directory, recent and custom rows carry what a phone needs to open the wallet app', () => {
    const directory = { ...listed('rec-1'), mobile_link: 'rec://', app_store: 'https://apps.apple.com/app/rec', play_store: 'https://play.google.com/store/apps/details?id=rec' }
    const rows = connectRows({
      ...base,
      recents: [{ id: 'recent-1', name: 'Recent', mobileLink: 'https://recent.example/wc' }],
      customWallets: [{ id: 'custom-1', name: 'Custom', mobile_link: 'custom://' }],
      recommended: [directory]
    })
    const links = (id: string) => {
      const row = rows.find(candidate => candidate.id === id)
      return [row?.mobileLink, row?.appStore, row?.playStore]
    }
    assert.deepEqual(links('rec-1'), ['rec://', 'https://apps.apple.com/app/rec', 'https://play.google.com/store/apps/details?id=rec'])
    assert.deepEqual(links('recent-1'), ['https://recent.example/wc', undefined, undefined])
    assert.deepEqual(links('custom-1'), ['custom://', undefined, undefined])
  })

  it('orders walletConnect, recent, injected, featured, custom, external, recommended', () => {
    assert.deepEqual(
      connectRows(base).map(row => [row.group, row.id, row.tag]),
      [
        ['walletConnect', 'walletConnect', 'qr code'],
        ['recent', 'recent-1', 'recent'],
        ['injected', 'io.announced', 'installed'],
        ['injected', 'injected', 'installed'],
        ['featured', 'featured-1', undefined],
        ['custom', 'custom-1', undefined],
        ['external', 'io.ext', undefined],
        ['recommended', 'rec-1', undefined],
        ['recommended', 'rec-2', undefined]
      ]
    )
  })

  it('shows a wallet once, in its first group, matched by id or rdns', () => {
    const rows = connectRows({
      ...base,
      recents: [{ id: 'io.announced', name: 'Announced', rdns: 'io.announced' }],
      featured: [listed('dir-announced', 'io.announced'), listed('rec-1')],
      recommended: [listed('rec-1'), listed('rec-3')]
    })
    assert.deepEqual(
      rows.filter(row => row.group !== 'walletConnect').map(row => `${row.group}:${row.id}`),
      ['recent:io.announced', 'injected:injected', 'featured:rec-1', 'custom:custom-1', 'external:io.ext', 'recommended:rec-3']
    )
  })

  it('leaves out excluded recents and connectors of namespaces without an adapter', () => {
    const rows = connectRows({
      ...base,
      excludeWalletIds: ['recent-1'],
      connectors: [...base.connectors, connector('sol', 'ANNOUNCED', { chain: 'solana' })]
    })
    assert.ok(!rows.some(row => row.id === 'recent-1' || row.id === 'sol'))
  })

  it('collapseWallets keeps only WalletConnect', () => {
    assert.deepEqual(connectRows({ ...base, collapse: true }).map(row => row.id), ['walletConnect'])
  })

  it('labels the All wallets count', () => {
    assert.equal(allWalletsCountLabel(0), '')
    assert.equal(allWalletsCountLabel(3), '3')
    assert.equal(allWalletsCountLabel(640), '640')
    assert.equal(allWalletsCountLabel(633), '630+')
  })

  it('an installed wallet is an injected, announced or multi-chain one; WalletConnect and the embedded wallet are not', () => {
    const of = (type: Connector['type']): Connector => ({ id: type, name: type, type, chain: 'eip155' })
    assert.equal(hasInstalledWallet([of('WALLET_CONNECT'), of('AUTH')]), false)
    for (const type of ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'] as const) assert.equal(hasInstalledWallet([of('AUTH'), of(type)]), true, type)
  })
})
