import Database from 'better-sqlite3'

/** Users, devices, one-time codes, sessions and auth shares of the auth service, in SQLite. */

export interface CodeRow {
  email: string
  purpose: string
  code: string
  expiresAt: number
  attempts: number
  sentAt: number
  data: string
}

export interface SessionRow {
  refreshHash: string
  accessHash: string
  email: string
  deviceId: string
  family: string
  expiresAt: number
  revoked: number
}

export interface SocialStateRow {
  state: string
  provider: string
  /** The frame device that started: only it may finish. */
  deviceId: string
  nonce: string
  verifier: string
  expiresAt: number
}

/** Accounts are keyed by their email, or by `social <provider>:<sub>` for a social identity: the space keeps it from ever passing as an email. */
export const socialAccount = (provider: string, sub: string) => `social ${provider}:${sub}`
export const isSocialAccount = (account: string) => account.startsWith('social ')

export class AuthStore {
  readonly db: Database.Database

  constructor(dbPath = ':memory:') {
    this.db = new Database(dbPath)
    this.db.pragma('journal_mode = WAL')
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS users (email TEXT PRIMARY KEY, address TEXT, auth_share TEXT, user_name TEXT, claimed_email TEXT);
      CREATE TABLE IF NOT EXISTS devices (email TEXT NOT NULL, device_id TEXT NOT NULL, approved INTEGER NOT NULL DEFAULT 0, approval_token TEXT, PRIMARY KEY (email, device_id));
      CREATE TABLE IF NOT EXISTS codes (email TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, sent_at INTEGER NOT NULL, data TEXT NOT NULL DEFAULT '', PRIMARY KEY (email, purpose));
      CREATE TABLE IF NOT EXISTS social_states (state TEXT PRIMARY KEY, provider TEXT NOT NULL, device_id TEXT NOT NULL, nonce TEXT NOT NULL, verifier TEXT NOT NULL, expires_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS sessions (refresh_hash TEXT PRIMARY KEY, access_hash TEXT NOT NULL UNIQUE, email TEXT NOT NULL, device_id TEXT NOT NULL, family TEXT NOT NULL, expires_at INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
    `)
  }

  user(email: string): { email: string; address: string | null; authShare: string | null } | undefined {
    const row = this.db.prepare('SELECT email, address, auth_share FROM users WHERE email = ?').get(email) as { email: string; address: string | null; auth_share: string | null } | undefined
    return row && { email: row.email, address: row.address, authShare: row.auth_share }
  }
  /** The social profile of a social account: its user name and verified email claim. */
  socialProfile(account: string): { userName: string | null; email: string | null } {
    const row = this.db.prepare('SELECT user_name, claimed_email FROM users WHERE email = ?').get(account) as { user_name: string | null; claimed_email: string | null } | undefined
    return { userName: row?.user_name ?? null, email: row?.claimed_email ?? null }
  }
  setSocialProfile(account: string, userName: string | null, email: string | null): void {
    this.db.prepare('UPDATE users SET user_name = ?, claimed_email = ? WHERE email = ?').run(userName, email, account)
  }
  createUser(email: string): void {
    this.db.prepare('INSERT OR IGNORE INTO users (email) VALUES (?)').run(email)
  }
  setShare(email: string, address: string, share: string): void {
    this.db.prepare('UPDATE users SET address = ?, auth_share = ? WHERE email = ?').run(address, share, email)
  }
  renameUser(from: string, to: string): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE users SET email = ? WHERE email = ?').run(to, from)
      this.db.prepare('UPDATE devices SET email = ? WHERE email = ?').run(to, from)
      this.db.prepare('UPDATE sessions SET email = ? WHERE email = ?').run(to, from)
      this.db.prepare('DELETE FROM codes WHERE email = ?').run(from)
    })()
  }

  device(email: string, deviceId: string): { approved: boolean; approvalToken: string | null } | undefined {
    const row = this.db.prepare('SELECT approved, approval_token FROM devices WHERE email = ? AND device_id = ?').get(email, deviceId) as { approved: number; approval_token: string | null } | undefined
    return row && { approved: row.approved === 1, approvalToken: row.approval_token }
  }
  hasDevices(email: string): boolean {
    return this.db.prepare('SELECT 1 FROM devices WHERE email = ? AND approved = 1').get(email) !== undefined
  }
  putDevice(email: string, deviceId: string, approved: boolean, approvalToken: string | null): void {
    this.db.prepare('INSERT INTO devices (email, device_id, approved, approval_token) VALUES (?, ?, ?, ?) ON CONFLICT (email, device_id) DO UPDATE SET approved = excluded.approved, approval_token = excluded.approval_token').run(email, deviceId, approved ? 1 : 0, approvalToken)
  }
  approveByToken(token: string): { email: string; deviceId: string } | undefined {
    const row = this.db.prepare('SELECT email, device_id FROM devices WHERE approval_token = ?').get(token) as { email: string; device_id: string } | undefined
    if (!row) return undefined
    this.db.prepare('UPDATE devices SET approved = 1, approval_token = NULL WHERE approval_token = ?').run(token)
    return { email: row.email, deviceId: row.device_id }
  }

  code(email: string, purpose: string): CodeRow | undefined {
    const row = this.db.prepare('SELECT email, purpose, code, expires_at, attempts, sent_at, data FROM codes WHERE email = ? AND purpose = ?').get(email, purpose) as
      | { email: string; purpose: string; code: string; expires_at: number; attempts: number; sent_at: number; data: string }
      | undefined
    return row && { email: row.email, purpose: row.purpose, code: row.code, expiresAt: row.expires_at, attempts: row.attempts, sentAt: row.sent_at, data: row.data }
  }
  putCode(row: Omit<CodeRow, 'attempts'>): void {
    this.db.prepare('INSERT OR REPLACE INTO codes (email, purpose, code, expires_at, attempts, sent_at, data) VALUES (?, ?, ?, ?, 0, ?, ?)').run(row.email, row.purpose, row.code, row.expiresAt, row.sentAt, row.data)
  }
  countAttempt(email: string, purpose: string): void {
    this.db.prepare('UPDATE codes SET attempts = attempts + 1 WHERE email = ? AND purpose = ?').run(email, purpose)
  }
  dropCode(email: string, purpose: string): void {
    this.db.prepare('DELETE FROM codes WHERE email = ? AND purpose = ?').run(email, purpose)
  }

  putSocialState(row: SocialStateRow): void {
    this.db.prepare('INSERT INTO social_states (state, provider, device_id, nonce, verifier, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(row.state, row.provider, row.deviceId, row.nonce, row.verifier, row.expiresAt)
  }
  /** Reads and deletes in one step: a state is good for one callback only. */
  takeSocialState(state: string): SocialStateRow | undefined {
    return this.db.transaction(() => {
      const row = this.db.prepare('SELECT state, provider, device_id, nonce, verifier, expires_at FROM social_states WHERE state = ?').get(state) as
        | { state: string; provider: string; device_id: string; nonce: string; verifier: string; expires_at: number }
        | undefined
      if (!row) return undefined
      this.db.prepare('DELETE FROM social_states WHERE state = ?').run(state)
      return { state: row.state, provider: row.provider, deviceId: row.device_id, nonce: row.nonce, verifier: row.verifier, expiresAt: row.expires_at }
    })()
  }
  dropExpiredSocialStates(now: number): void {
    this.db.prepare('DELETE FROM social_states WHERE expires_at < ?').run(now)
  }

  putSession(row: SessionRow): void {
    this.db.prepare('INSERT INTO sessions (refresh_hash, access_hash, email, device_id, family, expires_at, revoked) VALUES (?, ?, ?, ?, ?, ?, 0)').run(row.refreshHash, row.accessHash, row.email, row.deviceId, row.family, row.expiresAt)
  }
  sessionBy(column: 'refresh_hash' | 'access_hash', hash: string): SessionRow | undefined {
    const row = this.db.prepare(`SELECT refresh_hash, access_hash, email, device_id, family, expires_at, revoked FROM sessions WHERE ${column} = ?`).get(hash) as
      | { refresh_hash: string; access_hash: string; email: string; device_id: string; family: string; expires_at: number; revoked: number }
      | undefined
    return row && { refreshHash: row.refresh_hash, accessHash: row.access_hash, email: row.email, deviceId: row.device_id, family: row.family, expiresAt: row.expires_at, revoked: row.revoked }
  }
  revoke(refreshHash: string): void {
    this.db.prepare('UPDATE sessions SET revoked = 1 WHERE refresh_hash = ?').run(refreshHash)
  }
  revokeFamily(family: string): void {
    this.db.prepare('UPDATE sessions SET revoked = 1 WHERE family = ?').run(family)
  }
  close(): void {
    this.db.close()
  }
}
