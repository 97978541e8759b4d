import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { storeBackends } from '../../../test/postgres.js'
import { migrate, MIGRATIONS } from './migrations.js'
import { openSqlDatabase } from '../store/sql.js'
import { openAuthStore } from './store.js'

// The store on both databases: migrations, and the conditional statements that must hold when many requests (instances) race.
const { backends, stop } = storeBackends()
after(stop)

for (const backend of backends) {
  describe(`auth store on ${backend.name}`, () => {
    it('runs each migration once, in order, and refuses a database newer than the code', async () => {
      const db = openSqlDatabase(await backend.database())
      try {
        // Read from the list: other branches add their numbered migrations (version gaps are fine: each runs once, in order).
        const versions = MIGRATIONS.map(migration => migration.version)
        const newest = Math.max(...versions)
        assert.deepEqual(await migrate(db), versions)
        assert.deepEqual(await migrate(db), [], 'nothing runs twice')
        const rows = await db.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY applied_at, version')
        assert.deepEqual(rows.map(row => row.version), versions)
        const next = { version: newest + 1, name: 'a column', sql: 'ALTER TABLE users ADD COLUMN nickname TEXT' }
        assert.deepEqual(await migrate(db, [...MIGRATIONS, next]), [newest + 1])
        await assert.rejects(migrate(db), new RegExp(`schema version ${newest + 1}, newer than this server knows \\(${newest}\\)`))
        const broken = { version: newest + 2, name: 'broken', sql: 'ALTER TABLE nowhere ADD COLUMN x TEXT' }
        await assert.rejects(migrate(db, [...MIGRATIONS, next, broken]))
        assert.equal((await db.all('SELECT version FROM schema_migrations WHERE version = ?', [newest + 2])).length, 0, 'a failed migration leaves no row')
      } finally {
        await db.close()
      }
    })

    it('migrates instances starting together once', async () => {
      const database = await backend.database()
      if (!database) return // Several in-memory SQLite databases are several databases: the shared case is PostgreSQL's.
      const dbs = [openSqlDatabase(database), openSqlDatabase(database), openSqlDatabase(database)]
      try {
        const ran = await Promise.all(dbs.map(db => migrate(db)))
        assert.deepEqual(ran.flat().sort((a, b) => a - b), MIGRATIONS.map(migration => migration.version))
      } finally {
        await Promise.all(dbs.map(db => db.close()))
      }
    })

    it('rotates a refresh token once when 20 requests spend it together, and a family revoked later reaches sessions issued after', async () => {
      const store = await openAuthStore(await backend.database())
      try {
        const now = Date.now()
        await store.putSession({ refreshHash: 'r0', accessHash: 'a0', email: 'a@example.com', deviceId: 'd', family: 'f', expiresAt: now + 60_000 })
        const spent = await Promise.all(Array.from({ length: 20 }, () => store.rotate('r0', now)))
        assert.equal(spent.filter(Boolean).length, 1)
        await store.putSession({ refreshHash: 'r1', accessHash: 'a1', email: 'a@example.com', deviceId: 'd', family: 'f', expiresAt: now + 60_000 })
        assert.equal((await store.sessionBy('access_hash', 'a1'))?.revoked, false)
        await store.revokeFamily('f')
        await store.putSession({ refreshHash: 'r2', accessHash: 'a2', email: 'a@example.com', deviceId: 'd', family: 'f', expiresAt: now + 60_000 })
        assert.equal((await store.sessionBy('access_hash', 'a2'))?.revoked, true, 'issued after the revocation, still revoked')
        assert.equal(await store.rotate('r2', now), undefined)
      } finally {
        await store.close()
      }
    })

    it('counts parallel code tries and rate-limit hits exactly, and sends one code per cooldown', async () => {
      const store = await openAuthStore(await backend.database())
      try {
        const now = Date.now()
        const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => store.claimCode({ email: 'c@example.com', purpose: 'login', code: String(100000 + i), expiresAt: now + 60_000, sentAt: now, data: '' }, now - 30_000)))
        assert.equal(claims.filter(Boolean).length, 1)
        const tries = await Promise.all(Array.from({ length: 8 }, () => store.spendAttempt('c@example.com', 'login', now)))
        assert.deepEqual(tries.map(row => row!.attempts).sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8])
        const code = tries[0]!.code
        assert.deepEqual(await Promise.all([store.takeCode('c@example.com', 'login', code), store.takeCode('c@example.com', 'login', code)]).then(taken => taken.sort()), [false, true])

        const hits = await Promise.all(Array.from({ length: 15 }, () => store.hit('ip 10.0.0.1', 10, 60_000, now)))
        assert.equal(hits.filter(wait => wait === undefined).length, 10)
        assert.ok(hits.every(wait => wait === undefined || (wait > 0 && wait <= 60_000)))
        assert.equal(await store.hit('ip 10.0.0.1', 10, 60_000, now + 60_000), undefined, 'the next window admits again')
      } finally {
        await store.close()
      }
    })

    it('sweeps expired rows and keeps live ones', async () => {
      const store = await openAuthStore(await backend.database())
      try {
        const now = Date.now()
        await store.claimCode({ email: 'old@example.com', purpose: 'login', code: '111111', expiresAt: now - 1, sentAt: now - 60_000, data: '' }, now)
        await store.claimCode({ email: 'new@example.com', purpose: 'login', code: '222222', expiresAt: now + 60_000, sentAt: now, data: '' }, now)
        await store.putSocialState({ state: 's', provider: 'google', deviceId: 'd', nonce: 'n', verifier: 'v', expiresAt: now - 1 })
        await store.putFarcasterChannel({ deviceId: 'd', token: 't', nonce: 'n', expiresAt: now - 1 })
        await store.putSession({ refreshHash: 'r', accessHash: 'a', email: 'x', deviceId: 'd', family: 'gone', expiresAt: now - 1 })
        await store.hit('ip old', 1, 1000, now - 5000)
        await store.sweep(now)
        assert.equal(await store.code('old@example.com', 'login'), undefined)
        assert.equal((await store.code('new@example.com', 'login'))?.code, '222222')
        assert.equal(await store.takeSocialState('s'), undefined)
        assert.equal(await store.farcasterChannel('d'), undefined)
        assert.equal(await store.sessionBy('refresh_hash', 'r'), undefined)
        for (const table of ['rate_limits', 'session_families']) assert.deepEqual(await store.db.all(`SELECT * FROM ${table}`), [], table)
      } finally {
        await store.close()
      }
    })
  })
}

describe('auth store on a SQLite file', () => {
  it('takes over a file from before migrations, keeping its users and sessions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'auth-store-'))
    try {
      const path = join(dir, 'auth.sqlite')
      const old = new Database(path)
      old.exec(`
        CREATE TABLE users (email TEXT PRIMARY KEY, address TEXT, auth_share TEXT, user_name TEXT, claimed_email TEXT);
        CREATE TABLE devices (email TEXT NOT NULL, device_id TEXT NOT NULL, approved INTEGER NOT NULL DEFAULT 0, approval_token TEXT, PRIMARY KEY (email, device_id));
        CREATE TABLE codes (email TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, sent_at INTEGER NOT NULL, data TEXT NOT NULL DEFAULT '', PRIMARY KEY (email, purpose));
        CREATE TABLE social_states (state TEXT PRIMARY KEY, provider TEXT NOT NULL, device_id TEXT NOT NULL, nonce TEXT NOT NULL, verifier TEXT NOT NULL, expires_at INTEGER NOT NULL);
        CREATE TABLE sessions (refresh_hash TEXT PRIMARY KEY, access_hash TEXT NOT NULL UNIQUE, email TEXT NOT NULL, device_id TEXT NOT NULL, family TEXT NOT NULL, expires_at INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
        INSERT INTO users (email, address, auth_share) VALUES ('kept@example.com', '0xabc', '01ff');
        INSERT INTO sessions VALUES ('r-live', 'a-live', 'kept@example.com', 'd', 'live', ${Date.now() + 60_000}, 0);
        INSERT INTO sessions VALUES ('r-dead', 'a-dead', 'kept@example.com', 'd', 'dead', ${Date.now() + 60_000}, 1);
      `)
      old.close()
      const store = await openAuthStore(`sqlite:${path}`)
      try {
        assert.deepEqual(await store.user('kept@example.com'), { email: 'kept@example.com', address: '0xabc', authShare: '01ff' })
        assert.equal((await store.sessionBy('access_hash', 'a-live'))?.revoked, false)
        assert.equal((await store.sessionBy('access_hash', 'a-dead'))?.revoked, true)
      } finally {
        await store.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
