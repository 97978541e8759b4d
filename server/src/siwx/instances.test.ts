import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { base58 } from '@scure/base'
import type { CaipNetworkId } from '../../../types/public.js'
import { formatSiwxMessage } from '../../../controllers/siwx/message.js'
import { startPostgres, type PostgresCluster } from '../../../test/postgres.js'
import { SolanaTestWallet, solanaTestSeed } from '../../../test/wallets/solana-wallet.js'
import { startSiwxService, type SiwxService } from './service.js'

// Two SIWX service instances on one throw-away PostgreSQL 15 cluster, every step on the other one:
// a nonce handed out by one is spent at the other, once; a session made by one is read and ended at the other.
const ORIGIN = 'http://localhost:5173'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
let cluster: PostgresCluster
let a: SiwxService
let b: SiwxService

async function call(service: SiwxService, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(service.url + path, {
    method: init.method ?? 'GET',
    headers: { origin: ORIGIN, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {})
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

before(async () => {
  cluster = await startPostgres()
  const database = await cluster.createDatabase()
  const options = { rpcUrls: {}, chains: [SOLANA_DEVNET], allowedOrigins: [ORIGIN], database }
  a = await startSiwxService(options)
  b = await startSiwxService(options)
})
after(async () => {
  await a.stop()
  await b.stop()
  await cluster.stop()
})

describe('SIWX on PostgreSQL, two instances', () => {
  it('spends at one instance a nonce from the other, once, and shares the session', async () => {
    const wallet = new SolanaTestWallet({ secretKey: solanaTestSeed(60), rpcUrl: 'http://127.0.0.1:9', chains: ['solana:devnet'] })
    const nonce = (await call(a, '/nonce')).body.nonce as string
    const message = formatSiwxMessage({
      accountAddress: wallet.account.address,
      chainId: SOLANA_DEVNET as CaipNetworkId,
      domain: 'localhost:5173',
      uri: `${ORIGIN}/`,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
      expirationTime: new Date(Date.now() + 3_600_000).toISOString()
    })
    const [output] = await wallet.standard().features['solana:signMessage']!.signMessage({ account: wallet.account, message: new TextEncoder().encode(message) })
    const body = { message, signature: base58.encode(output!.signature) }
    const verified = await call(b, '/verify', { method: 'POST', body })
    assert.equal(verified.status, 200, JSON.stringify(verified.body))
    assert.deepEqual(await call(a, '/verify', { method: 'POST', body }), { status: 400, body: { message: 'Nonce already used' } })
    const token = verified.body.token as string
    assert.equal(((await call(a, '/session', { token })).body.session as { address: string }).address, wallet.account.address)
    assert.equal((await call(a, '/signout', { method: 'POST', token })).status, 200)
    assert.equal((await call(b, '/session', { token })).status, 401)
  })

  it('counts one caller\'s nonce requests across both instances (the limit is in the database)', async () => {
    const database = await cluster.createDatabase()
    const clock = Date.UTC(2026, 0, 1, 12, 0, 0)
    const options = { rpcUrls: {}, chains: [SOLANA_DEVNET], allowedOrigins: [ORIGIN], database, rateLimitPerMinute: 4, now: () => clock }
    const [one, two] = [await startSiwxService(options), await startSiwxService(options)]
    try {
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 ? two : one, '/nonce')).status)
      assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429])
    } finally {
      await one.stop()
      await two.stop()
    }
  })
})
