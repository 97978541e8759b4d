import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { HOSTILE_WALLET_IDS, startDirectory, TEST_WALLET_ID, TEST_WALLET_RDNS, type DirectoryService } from '../../devnet/directory/index.js'
import { SOLANA_DEVNET, WALLET_COUNT, walletCatalogue } from '../../devnet/directory/wallets.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { bsc, mainnet, solanaDevnet } from '../../networks.js'
import type { AppKitOptions } from '../../types/public.js'
import { setNetworks } from '../networks/store.js'
import { addConnector, addRecentWallet } from './connectors.js'
import { setOptions } from '../config/options.js'
import {
  $walletDirectory,
  allWalletsEntries,
  hasMoreWallets,
  loadConnectWallets,
  loadNextWalletsPage,
  searchWallets
} from './directory.js'

let directory: DirectoryService

function configure(extra: Partial<AppKitOptions> = {}): void {
  const networks = extra.networks ?? [mainnet, bsc]
  setNetworks(networks)
  setOptions({ projectId: 'w3m-devnet', networks, walletDirectoryUrl: directory.url, ...extra })
}

const ids = (wallets: Array<{ id: string }>) => wallets.map(wallet => wallet.id)
const catalogue = walletCatalogue()
const evm = catalogue.filter(wallet => wallet.chains.some(chain => chain === 'eip155:1' || chain === 'eip155:56'))
const evmCount = evm.length

before(async () => {
  directory = await startDirectory()
})

after(() => directory.stop())

describe('wallet directory controller (behaviour §5 duplicates, §9 pages and order)', () => {
  beforeEach(() => {
    resetControllers()
  })

  it('loads 4 recommended and the count for the configured networks', async () => {
    configure()
    await loadConnectWallets()
    const state = $walletDirectory.get()
    assert.equal(state.error, undefined)
    assert.deepEqual(ids(state.recommended), ids(evm.slice(0, 4)))
    assert.equal(state.count, evmCount)
    assert.ok(state.count < WALLET_COUNT, 'solana-only wallets are filtered out by chains')
    assert.match(state.recommended[0]!.imageUrl, /\/getWalletImage\/.+projectId=w3m-devnet/)
  })

  it('pages by 40 until count, with no wallet twice', async () => {
    configure({ networks: [solanaDevnet] })
    const solanaCount = catalogue.filter(wallet => wallet.chains.includes(SOLANA_DEVNET)).length
    let pages = 0
    while (hasMoreWallets()) {
      await loadNextWalletsPage()
      pages++
      assert.ok(pages < 50, 'paging ends')
    }
    const { wallets, count, page } = $walletDirectory.get()
    assert.equal(count, solanaCount)
    assert.equal(page, Math.ceil(solanaCount / 40))
    assert.equal(wallets.length, solanaCount)
    assert.equal(new Set(ids(wallets)).size, wallets.length)
    assert.ok(wallets.every(wallet => wallet.chains.includes(SOLANA_DEVNET)))
  })

  it('featured ids come first in the site\'s order and leave the pages and the recommended', async () => {
    const featured = [evm[20]!.id, evm[3]!.id, evm[0]!.id]
    configure({ featuredWalletIds: featured })
    await loadConnectWallets()
    await loadNextWalletsPage()
    const state = $walletDirectory.get()
    assert.deepEqual(ids(state.featured), featured)
    assert.ok(!ids(state.recommended).some(id => featured.includes(id)))
    assert.ok(!ids(state.wallets).some(id => featured.includes(id)))
    assert.deepEqual(ids(allWalletsEntries()).slice(0, 3), featured)
  })

  it('include and exclude ids reach the directory', async () => {
    const include = ids(evm.slice(10, 15))
    configure({ includeWalletIds: include, excludeWalletIds: [include[0]!] })
    await loadConnectWallets()
    await loadNextWalletsPage()
    const state = $walletDirectory.get()
    assert.deepEqual(ids(state.wallets), include.slice(1))
    assert.equal(state.count, 4)
    assert.equal(hasMoreWallets(), false)
  })

  it('drops wallets announced in this browser (by rdns) and recent ones (by id), and lists recents first', async () => {
    configure()
    addConnector({ id: TEST_WALLET_RDNS, name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: TEST_WALLET_RDNS } })
    addRecentWallet({ id: HOSTILE_WALLET_IDS[0]!, name: 'Recent one' })
    await loadConnectWallets()
    await loadNextWalletsPage()
    const state = $walletDirectory.get()
    for (const list of [state.recommended, state.wallets]) {
      assert.ok(!ids(list).includes(TEST_WALLET_ID), 'announced wallet removed')
      assert.ok(!ids(list).includes(HOSTILE_WALLET_IDS[0]!), 'recent wallet removed')
    }
    const entries = allWalletsEntries()
    assert.equal(entries[0]!.id, HOSTILE_WALLET_IDS[0])
    assert.equal(entries[0]!.recent, true)
    assert.equal(entries.filter(entry => entry.id === HOSTILE_WALLET_IDS[0]).length, 1)
  })

  it('drops a directory wallet installed through the Wallet Standard (no rdns): matched by name', async () => {
    configure()
    addConnector({ id: 'solana-test-wallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'solana' })
    await loadConnectWallets()
    await loadNextWalletsPage()
    const state = $walletDirectory.get()
    for (const list of [state.recommended, state.wallets]) assert.ok(!ids(list).includes(TEST_WALLET_ID), 'installed Solana wallet not listed twice')
  })

  it('searches by name (100 at most) and a newer search wins', async () => {
    configure()
    const older = searchWallets('wallet')
    const newer = searchWallets('test wal')
    await Promise.all([older, newer])
    const state = $walletDirectory.get()
    assert.equal(state.search, 'test wal')
    assert.deepEqual(ids(state.searchResults), [TEST_WALLET_ID])
    assert.deepEqual(ids(allWalletsEntries()), [TEST_WALLET_ID])
    await searchWallets('a')
    assert.equal($walletDirectory.get().searchResults.length, 100)
    await searchWallets('  ')
    assert.equal($walletDirectory.get().search, '')
    assert.equal($walletDirectory.get().searchResults.length, 0)
  })

  it('a failing directory leaves the lists as they were, shows the error, and a retry loads', async () => {
    configure()
    await loadNextWalletsPage()
    directory.directory.setFaults({ status: 400, times: 1, pathPrefix: '/getWallets' })
    await loadNextWalletsPage()
    let state = $walletDirectory.get()
    assert.ok(state.error, 'error shown')
    assert.equal(state.page, 1)
    assert.equal(state.wallets.length, 40)
    assert.equal(state.loading, false)
    await loadNextWalletsPage()
    state = $walletDirectory.get()
    assert.equal(state.error, undefined)
    assert.equal(state.page, 2)
    assert.equal(state.wallets.length, 80)
  })

})
