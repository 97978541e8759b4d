import Database from 'better-sqlite3'

/** Nonces and sessions of the sign-in service, in SQLite (a file for a deployment, memory by default). */

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

export class SiwxStore {
  readonly db: Database.Database

  constructor(dbPath = ':memory:') {
    this.db = new Database(dbPath)
    this.db.pragma('journal_mode = WAL')
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS sessions (
        token TEXT PRIMARY KEY, address TEXT NOT NULL, chain_id TEXT NOT NULL, message TEXT NOT NULL,
        signature TEXT NOT NULL, data TEXT NOT NULL, expires_at INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0
      );
    `)
  }

  addNonce(nonce: string, expiresAt: number): void {
    this.db.prepare('INSERT INTO nonces (nonce, expires_at) VALUES (?, ?)').run(nonce, expiresAt)
  }

  /** Marks the nonce used; says why it cannot be used when it is unknown, used or expired. */
  consumeNonce(nonce: string, now: number): 'ok' | 'unknown' | 'used' | 'expired' {
    const row = this.db.prepare('SELECT expires_at AS expiresAt, used FROM nonces WHERE nonce = ?').get(nonce) as { expiresAt: number; used: number } | undefined
    if (!row) return 'unknown'
    if (row.used) return 'used'
    this.db.prepare('UPDATE nonces SET used = 1 WHERE nonce = ?').run(nonce)
    return row.expiresAt <= now ? 'expired' : 'ok'
  }

  addSession(row: Omit<SessionRow, 'revoked'>): void {
    this.db
      .prepare('INSERT INTO sessions (token, address, chain_id, message, signature, data, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(row.token, row.address, row.chainId, row.message, row.signature, row.data, row.expiresAt)
  }

  session(token: string): SessionRow | undefined {
    return this.db
      .prepare('SELECT token, address, chain_id AS chainId, message, signature, data, expires_at AS expiresAt, revoked FROM sessions WHERE token = ?')
      .get(token) as SessionRow | undefined
  }

  revoke(token: string): boolean {
    return this.db.prepare('UPDATE sessions SET revoked = 1 WHERE token = ? AND revoked = 0').run(token).changes > 0
  }

  close(): void {
    this.db.close()
  }
}
