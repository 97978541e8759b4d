import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import type { HistoryTransaction } from '../../clients/types.js'
import { mainnet } from '../../networks.js'
import { startFakeJsonApi, type FakeJsonApi } from '../../test/fake-json-api.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { setCaipAddress } from '../account/store.js'
import { setNetworks } from '../networks/store.js'
import { subscribeEvents, type TrackedEvent } from '../telemetry/events.js'
import { setOptions } from '../config/options.js'
import { $toast } from '../notices/toast.js'
import {
  $transactions,
  ACTIVITY_CACHE_MS,
  FAILED_TO_FETCH_TRANSACTIONS,
  fetchNextTransactions,
  groupByPeriod,
  operationSign,
  resetTransactions,
  shortAddress,
  showTransactions,
  transferQuantity,
  visibleTransactions
} from './transactions.js'

function tx(id: string, minedAt: string, options: { chain?: string; spam?: boolean[] } = {}): HistoryTransaction {
  return {
    id,
    metadata: { operationType: 'send', hash: `0x${id}`, minedAt, sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', nonce: 0, chain: options.chain ?? 'eip155:1' },
    transfers: (options.spam ?? [false]).map(spam => ({ direction: 'out', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: spam } } }))
  }
}

describe('transactions rules (behaviour §5)', () => {
  it('only transactions on the connected chain are listed', () => {
    const shown = visibleTransactions([], [tx('1', '2026-01-01T00:00:00Z'), tx('2', '2026-01-01T00:00:00Z', { chain: 'eip155:56' })], 'eip155:1')
    assert.deepEqual(shown.map(item => item.id), ['1'])
  })

  it('transactions whose transfers are all flagged spam are hidden; one real transfer keeps it', () => {
    const shown = visibleTransactions([], [tx('1', 'x', { spam: [true, true] }), tx('2', 'x', { spam: [true, false] })], 'eip155:1')
    assert.deepEqual(shown.map(item => item.id), ['2'])
  })

  it('a page never repeats a transaction already listed', () => {
    const first = visibleTransactions([], [tx('1', 'x'), tx('2', 'x')], 'eip155:1')
    assert.deepEqual(visibleTransactions(first, [tx('2', 'x'), tx('3', 'x')], 'eip155:1').map(item => item.id), ['1', '2', '3'])
  })

  it('signs: + receive, deposit, borrow, claim; − withdraw, repay, burn', () => {
    for (const type of ['receive', 'deposit', 'borrow', 'claim']) assert.equal(operationSign(type), '+')
    for (const type of ['withdraw', 'repay', 'burn']) assert.equal(operationSign(type), '-')
    for (const type of ['send', 'trade', 'approve']) assert.equal(operationSign(type), '')
  })

  it('addresses keep 4 leading and 6 trailing characters; quantities 3 decimals', () => {
    assert.equal(shortAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'), '0x5a...1BeAed')
    assert.equal(transferQuantity('0.123456'), '0.123')
    assert.equal(transferQuantity('12.5000'), '12.5')
    assert.equal(transferQuantity('7'), '7')
  })

  it('grouped by period, newest first', () => {
    const now = new Date(2026, 5, 15, 12)
    const groups = groupByPeriod(
      [tx('1', new Date(2026, 5, 15, 9).toISOString()), tx('2', new Date(2026, 5, 14, 9).toISOString()), tx('3', new Date(2026, 5, 11).toISOString()), tx('4', new Date(2026, 3, 2).toISOString())],
      now
    )
    assert.deepEqual(
      groups.map(group => [group.period.kind, group.items.length]),
      [
        ['today', 1],
        ['yesterday', 1],
        ['week', 1],
        ['month', 1]
      ]
    )
  })
})

describe('transactions paging and errors', () => {
  let api: FakeJsonApi
  let respond: (url: URL) => { status: number; body: unknown }

  beforeEach(async () => {
    resetControllers()
    resetTransactions()
    // The hosted history API cannot run offline; this server answers in its shape (behaviour §7).
    api = await startFakeJsonApi(url => respond(url))
    setOptions({ projectId: 'p1', networks: [mainnet], apiUrl: api.url })
    setNetworks([mainnet], mainnet)
    setCaipAddress('eip155', 'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
  })
  afterEach(() => api.close())

  it('pages by cursor: each cursor is asked once and the second page never repeats the first', async () => {
    respond = url => (url.searchParams.get('cursor') === 'c2' ? { status: 200, body: { data: [tx('3', 'x')], next: null } } : { status: 200, body: { data: [tx('1', 'x'), tx('2', 'x')], next: 'c2' } })
    await fetchNextTransactions()
    await fetchNextTransactions()
    await fetchNextTransactions()
    assert.deepEqual($transactions.get().items.map(item => item.id), ['1', '2', '3'])
    assert.deepEqual(api.requests.map(url => url.searchParams.get('cursor')), [null, 'c2'])
    assert.equal($transactions.get().next, null)
  })

  it("on error: toast 'Failed to fetch transactions' and ERROR_FETCH_TRANSACTIONS with address, projectId, cursor, isSmartAccount", async () => {
    respond = () => ({ status: 400, body: { message: 'bad' } })
    const events: TrackedEvent[] = []
    const stop = subscribeEvents(event => events.push(event))
    await fetchNextTransactions()
    stop()
    assert.equal($toast.get().message, FAILED_TO_FETCH_TRANSACTIONS)
    assert.equal($toast.get().variant, 'error')
    assert.equal($transactions.get().error, true)
    const event = events.find(item => item.data.event === 'ERROR_FETCH_TRANSACTIONS')
    assert.deepEqual(event?.data.properties, { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', projectId: 'p1', cursor: undefined, isSmartAccount: false })
  })

  it('shown again after the cache time (behaviour §9, 30 s), the list is read afresh and lists what happened since; before it, not asked again', async () => {
    let clock = 1_000_000
    let rows = [tx('1', 'x')]
    respond = () => ({ status: 200, body: { data: rows, next: null } })
    await showTransactions({ now: () => clock })
    assert.deepEqual($transactions.get().items.map(item => item.id), ['1'])
    rows = [tx('2', 'x'), tx('1', 'x')]
    clock += ACTIVITY_CACHE_MS - 1
    await showTransactions({ now: () => clock })
    assert.equal(api.requests.length, 1)
    clock += 1
    await showTransactions({ now: () => clock })
    assert.equal(api.requests.length, 2)
    assert.deepEqual($transactions.get().items.map(item => item.id), ['2', '1'])
  })
})
