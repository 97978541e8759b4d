import { runMigrations, type Migration } from '../store/migrate.js'
import { countHit, RATE_LIMITS_TABLE } from '../store/rate-limit.js'
import { openSqlDatabase, type SqlDatabase } from '../store/sql.js'
import { hash } from '../store/tokens.js'

/**
 * Nonces and sessions of the sign-in service, on the auth store's SQL drivers: SQLite (a file, or
 * memory by default) or PostgreSQL, so several instances on one database serve any request (a
 * nonce handed out by one is spent at another, once). A database of its own: its migrations are
 * numbered apart from the auth store's. A session's bearer token is kept as its SHA-256 (256 random
 * bits: nothing to guess), so a leaked table signs nobody in; nonces are kept as they are (a public
 * challenge, in the signed message the session keeps).
 */

export interface SessionRow {
  token: string
  address: string
  chainId: string
  message: string
  signature: string
  data: string
  expiresAt: number
  revoked: number
}

export const SIWX_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'nonces, sessions',
    // IF NOT EXISTS: a SQLite file from before migrations is taken over as it is.
    sql: `
      CREATE TABLE IF NOT EXISTS nonces (nonce TEXT PRIMARY KEY, expires_at BIGINT NOT NULL, used INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS sessions (
        token TEXT PRIMARY KEY, address TEXT NOT NULL, chain_id TEXT NOT NULL, message TEXT NOT NULL,
        signature TEXT NOT NULL, data TEXT NOT NULL, expires_at BIGINT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0
      );
    `
  },
  {
    version: 2,
    name: 'rate limits, counted in the database so several instances share them',
    sql: `
      ${RATE_LIMITS_TABLE}
    `
  },
  {
    version: 3,
    name: 'session tokens kept as their SHA-256',
    // A plain token cannot be hashed in SQL on SQLite: the sessions are dropped, people sign in again with their wallet.
    sql: `
      DELETE FROM sessions;
      ALTER TABLE sessions RENAME COLUMN token TO token_hash;
    `
  }
]

/** Opens (and migrates) the store at `database`: `sqlite:<file>`, `postgres://…`, or memory when absent. */
export async function openSiwxStore(database?: string): Promise<SiwxStore> {
  const db = openSqlDatabase(database)
  try {
    await runMigrations(db, SIWX_MIGRATIONS)
  } catch (error) {
    await db.close()
    throw error
  }
  return new SiwxStore(db)
}

export class SiwxStore {
  constructor(readonly db: SqlDatabase) {}

  ping(): Promise<void> {
    return this.db.ping()
  }

  async addNonce(nonce: string, expiresAt: number): Promise<void> {
    await this.db.run('INSERT INTO nonces (nonce, expires_at) VALUES (?, ?)', [nonce, expiresAt])
  }

  /** Spends the nonce in one statement (two instances cannot both spend it); says why it cannot be used when it is unknown, used or expired. */
  async consumeNonce(nonce: string, now: number): Promise<'ok' | 'unknown' | 'used' | 'expired'> {
    const [spent] = await this.db.all<{ expires_at: number }>('UPDATE nonces SET used = 1 WHERE nonce = ? AND used = 0 RETURNING expires_at', [nonce])
    if (spent) return spent.expires_at <= now ? 'expired' : 'ok'
    const [known] = await this.db.all('SELECT 1 FROM nonces WHERE nonce = ?', [nonce])
    return known ? 'used' : 'unknown'
  }

  async addSession(row: Omit<SessionRow, 'revoked'>): Promise<void> {
    await this.db.run('INSERT INTO sessions (token_hash, address, chain_id, message, signature, data, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [hash(row.token), row.address, row.chainId, row.message, row.signature, row.data, row.expiresAt])
  }

  async session(token: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.all<Omit<SessionRow, 'token'>>('SELECT address, chain_id AS "chainId", message, signature, data, expires_at AS "expiresAt", revoked FROM sessions WHERE token_hash = ?', [hash(token)])
    return row && { token, ...row }
  }

  async revoke(token: string): Promise<boolean> {
    return (await this.db.run('UPDATE sessions SET revoked = 1 WHERE token_hash = ? AND revoked = 0', [hash(token)])) > 0
  }

  /** A hit on `key` in its fixed window (server/src/store/rate-limit.ts): undefined when admitted, else the milliseconds until the window ends. */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<number | undefined> {
    return countHit(this.db, key, limit, windowMs, now)
  }

  /** Deletes the rate-limit windows that ended before `now`. */
  async sweep(now: number): Promise<void> {
    await this.db.run('DELETE FROM rate_limits WHERE expires_at < ?', [now])
  }

  close(): Promise<void> {
    return this.db.close()
  }
}
