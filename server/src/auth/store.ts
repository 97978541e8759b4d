import { migrate } from './migrations.js'
import { countHit } from '../store/rate-limit.js'
import { openSqlDatabase, type SqlDatabase } from '../store/sql.js'

/**
 * Everything the auth service remembers: users, devices, one-time codes, sessions, social and
 * Farcaster sign-ins in flight, rate-limit counters. It all lives in the database (nothing in
 * process memory), so any instance on the same PostgreSQL serves any request. Every change that
 * races across instances is one conditional statement (a code's attempt, a resend, a refresh
 * rotation, a device approval, a state taken once), never a read followed by a write.
 */

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
  /** The session was rotated out, or its family signed out / revoked. */
  revoked: boolean
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

/** A WebAuthn credential (passkey) of an account: its public key (COSE, base64url), signature counter and transports. */
export interface PasskeyRow {
  credentialId: string
  email: string
  publicKey: string
  counter: number
  transports: string[]
  createdAt: number
  lastUsedAt: number | null
}

export interface FarcasterChannelRow {
  deviceId: string
  token: string
  nonce: string
  expiresAt: number
}

/** Accounts are keyed by their email, or by `social <provider>:<sub>` for a social identity: the space keeps it from ever passing as an email. */
export const socialAccount = (provider: string, sub: string) => `social ${provider}:${sub}`
export const isSocialAccount = (account: string) => account.startsWith('social ')

/** Opens (and migrates) the store at `database`: `sqlite:<file>`, `postgres://…`, or memory when absent. */
export async function openAuthStore(database?: string): Promise<AuthStore> {
  const db = openSqlDatabase(database)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return new AuthStore(db)
}

interface SessionColumns {
  refresh_hash: string
  access_hash: string
  email: string
  device_id: string
  family: string
  expires_at: number
  revoked: number
}
const sessionOf = (row: SessionColumns): SessionRow => ({ refreshHash: row.refresh_hash, accessHash: row.access_hash, email: row.email, deviceId: row.device_id, family: row.family, expiresAt: row.expires_at, revoked: row.revoked !== 0 })

export class AuthStore {
  constructor(readonly db: SqlDatabase) {}

  ping(): Promise<void> {
    return this.db.ping()
  }
  close(): Promise<void> {
    return this.db.close()
  }

  async user(email: string): Promise<{ email: string; address: string | null; authShare: string | null } | undefined> {
    const [row] = await this.db.all<{ email: string; address: string | null; auth_share: string | null }>('SELECT email, address, auth_share FROM users WHERE email = ?', [email])
    return row && { email: row.email, address: row.address, authShare: row.auth_share }
  }
  /** The social profile of a social account: its user name and verified email claim. */
  async socialProfile(account: string): Promise<{ userName: string | null; email: string | null }> {
    const [row] = await this.db.all<{ user_name: string | null; claimed_email: string | null }>('SELECT user_name, claimed_email FROM users WHERE email = ?', [account])
    return { userName: row?.user_name ?? null, email: row?.claimed_email ?? null }
  }
  async setSocialProfile(account: string, userName: string | null, email: string | null): Promise<void> {
    await this.db.run('UPDATE users SET user_name = ?, claimed_email = ? WHERE email = ?', [userName, email, account])
  }
  async createUser(email: string): Promise<void> {
    await this.db.run('INSERT INTO users (email) VALUES (?) ON CONFLICT (email) DO NOTHING', [email])
  }
  /** Sets the wallet once: false when the account already has a share (another instance may have just set it). */
  async setShareOnce(email: string, address: string, share: string): Promise<boolean> {
    return (await this.db.run('UPDATE users SET address = ?, auth_share = ? WHERE email = ? AND auth_share IS NULL', [address, share, email])) === 1
  }
  async renameUser(from: string, to: string): Promise<void> {
    await this.db.transaction(async tx => {
      await tx.run('UPDATE users SET email = ? WHERE email = ?', [to, from])
      await tx.run('UPDATE devices SET email = ? WHERE email = ?', [to, from])
      await tx.run('UPDATE sessions SET email = ? WHERE email = ?', [to, from])
      await tx.run('UPDATE passkeys SET email = ? WHERE email = ?', [to, from])
      await tx.run('DELETE FROM codes WHERE email = ?', [from])
    })
  }

  async device(email: string, deviceId: string): Promise<{ approved: boolean; approvalToken: string | null } | undefined> {
    const [row] = await this.db.all<{ approved: number; approval_token: string | null }>('SELECT approved, approval_token FROM devices WHERE email = ? AND device_id = ?', [email, deviceId])
    return row && { approved: row.approved === 1, approvalToken: row.approval_token }
  }
  async hasDevices(email: string): Promise<boolean> {
    return (await this.db.all('SELECT 1 FROM devices WHERE email = ? AND approved = 1 LIMIT 1', [email])).length > 0
  }
  async putDevice(email: string, deviceId: string, approved: boolean, approvalToken: string | null): Promise<void> {
    await this.db.run('INSERT INTO devices (email, device_id, approved, approval_token) VALUES (?, ?, ?, ?) ON CONFLICT (email, device_id) DO UPDATE SET approved = excluded.approved, approval_token = excluded.approval_token', [email, deviceId, approved ? 1 : 0, approvalToken])
  }
  /** Approves the device an approval link names; a link works once. */
  async approveByToken(token: string): Promise<{ email: string; deviceId: string } | undefined> {
    const [row] = await this.db.all<{ email: string; device_id: string }>('UPDATE devices SET approved = 1, approval_token = NULL WHERE approval_token = ? RETURNING email, device_id', [token])
    return row && { email: row.email, deviceId: row.device_id }
  }

  async code(email: string, purpose: string): Promise<CodeRow | undefined> {
    const [row] = await this.db.all<{ email: string; purpose: string; code: string; expires_at: number; attempts: number; sent_at: number; data: string }>(
      'SELECT email, purpose, code, expires_at, attempts, sent_at, data FROM codes WHERE email = ? AND purpose = ?',
      [email, purpose]
    )
    return row && { email: row.email, purpose: row.purpose, code: row.code, expiresAt: row.expires_at, attempts: row.attempts, sentAt: row.sent_at, data: row.data }
  }
  /** Puts a fresh code unless one was sent after `sentBefore` (the resend cooldown): false when another request got there first. */
  async claimCode(row: Omit<CodeRow, 'attempts'>, sentBefore: number): Promise<boolean> {
    const claimed = await this.db.all(
      `INSERT INTO codes (email, purpose, code, expires_at, attempts, sent_at, data) VALUES (?, ?, ?, ?, 0, ?, ?)
       ON CONFLICT (email, purpose) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at, attempts = 0, sent_at = excluded.sent_at, data = excluded.data
       WHERE codes.sent_at <= ? RETURNING email`,
      [row.email, row.purpose, row.code, row.expiresAt, row.sentAt, row.data, sentBefore]
    )
    return claimed.length === 1
  }
  /** Counts one try at a live code before it is compared (so parallel guesses each spend one): the code after the count, or undefined when none is live. */
  async spendAttempt(email: string, purpose: string, now: number): Promise<Pick<CodeRow, 'code' | 'attempts' | 'data'> | undefined> {
    const [row] = await this.db.all<{ code: string; attempts: number; data: string }>('UPDATE codes SET attempts = attempts + 1 WHERE email = ? AND purpose = ? AND expires_at >= ? RETURNING code, attempts, data', [email, purpose, now])
    return row
  }
  /** Spends the code: true for the one request that removed it. */
  async takeCode(email: string, purpose: string, code: string): Promise<boolean> {
    return (await this.db.run('DELETE FROM codes WHERE email = ? AND purpose = ? AND code = ?', [email, purpose, code])) === 1
  }

  async putSocialState(row: SocialStateRow): Promise<void> {
    await this.db.run('INSERT INTO social_states (state, provider, device_id, nonce, verifier, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [row.state, row.provider, row.deviceId, row.nonce, row.verifier, row.expiresAt])
  }
  /** Reads and deletes in one statement: a state is good for one callback only. */
  async takeSocialState(state: string): Promise<SocialStateRow | undefined> {
    const [row] = await this.db.all<{ state: string; provider: string; device_id: string; nonce: string; verifier: string; expires_at: number }>(
      'DELETE FROM social_states WHERE state = ? RETURNING state, provider, device_id, nonce, verifier, expires_at',
      [state]
    )
    return row && { state: row.state, provider: row.provider, deviceId: row.device_id, nonce: row.nonce, verifier: row.verifier, expiresAt: row.expires_at }
  }

  /** The device's Farcaster channel, replacing the one it opened before. */
  async putFarcasterChannel(row: FarcasterChannelRow): Promise<void> {
    await this.db.run('INSERT INTO farcaster_channels (device_id, token, nonce, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (device_id) DO UPDATE SET token = excluded.token, nonce = excluded.nonce, expires_at = excluded.expires_at', [
      row.deviceId,
      row.token,
      row.nonce,
      row.expiresAt
    ])
  }
  async farcasterChannel(deviceId: string): Promise<FarcasterChannelRow | undefined> {
    const [row] = await this.db.all<{ device_id: string; token: string; nonce: string; expires_at: number }>('SELECT device_id, token, nonce, expires_at FROM farcaster_channels WHERE device_id = ?', [deviceId])
    return row && { deviceId: row.device_id, token: row.token, nonce: row.nonce, expiresAt: row.expires_at }
  }
  /** Forgets this channel, not one the device opened since. */
  async dropFarcasterChannel(deviceId: string, token: string): Promise<void> {
    await this.db.run('DELETE FROM farcaster_channels WHERE device_id = ? AND token = ?', [deviceId, token])
  }

  async putPasskey(row: Omit<PasskeyRow, 'lastUsedAt'>): Promise<void> {
    await this.db.run('INSERT INTO passkeys (credential_id, email, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)', [row.credentialId, row.email, row.publicKey, row.counter, JSON.stringify(row.transports), row.createdAt])
  }
  async passkey(credentialId: string): Promise<PasskeyRow | undefined> {
    return (await this.passkeysWhere('credential_id = ?', credentialId))[0]
  }
  async passkeysOf(email: string): Promise<PasskeyRow[]> {
    return this.passkeysWhere('email = ? ORDER BY created_at', email)
  }
  private async passkeysWhere(where: string, value: string): Promise<PasskeyRow[]> {
    const rows = await this.db.all<{ credential_id: string; email: string; public_key: string; counter: number | string; transports: string; created_at: number | string; last_used_at: number | string | null }>(
      `SELECT credential_id, email, public_key, counter, transports, created_at, last_used_at FROM passkeys WHERE ${where}`,
      [value]
    )
    return rows.map(row => ({ credentialId: row.credential_id, email: row.email, publicKey: row.public_key, counter: Number(row.counter), transports: JSON.parse(row.transports) as string[], createdAt: Number(row.created_at), lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at) }))
  }
  /** Moves the counter on from the value the assertion was checked against: false when another request used the passkey in between (a cloned authenticator, a replay). */
  async usePasskey(credentialId: string, checkedCounter: number, counter: number, now: number): Promise<boolean> {
    return (await this.db.run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ? AND counter = ?', [counter, now, credentialId, checkedCounter])) === 1
  }

  async putPasskeyChallenge(challengeHash: string, purpose: string, subject: string, expiresAt: number): Promise<void> {
    await this.db.run('INSERT INTO passkey_challenges (challenge_hash, purpose, subject, expires_at) VALUES (?, ?, ?, ?)', [challengeHash, purpose, subject, expiresAt])
  }
  /** Takes a live challenge issued for this purpose and subject: true once (a challenge is good for one ceremony). */
  async takePasskeyChallenge(challengeHash: string, purpose: string, subject: string, now: number): Promise<boolean> {
    return (await this.db.run('DELETE FROM passkey_challenges WHERE challenge_hash = ? AND purpose = ? AND subject = ? AND expires_at >= ?', [challengeHash, purpose, subject, now])) === 1
  }

  async putSession(row: Omit<SessionRow, 'revoked'>): Promise<void> {
    // The family outlives each of its sessions: revoking it reaches sessions issued after the revocation too.
    await this.db.run('INSERT INTO session_families (family, revoked, expires_at) VALUES (?, 0, ?) ON CONFLICT (family) DO UPDATE SET expires_at = excluded.expires_at', [row.family, row.expiresAt])
    await this.db.run('INSERT INTO sessions (refresh_hash, access_hash, email, device_id, family, expires_at, revoked) VALUES (?, ?, ?, ?, ?, ?, 0)', [row.refreshHash, row.accessHash, row.email, row.deviceId, row.family, row.expiresAt])
  }
  async sessionBy(column: 'refresh_hash' | 'access_hash', hash: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.all<SessionColumns>(
      `SELECT s.refresh_hash, s.access_hash, s.email, s.device_id, s.family, s.expires_at, CASE WHEN s.revoked = 1 OR f.revoked = 1 THEN 1 ELSE 0 END AS revoked
       FROM sessions s JOIN session_families f ON f.family = s.family WHERE s.${column} = ?`,
      [hash]
    )
    return row && sessionOf(row)
  }
  /** Spends a live refresh token: the session it belonged to, for the one request that spent it; undefined when it was spent, revoked, expired or unknown. */
  async rotate(refreshHash: string, now: number): Promise<SessionRow | undefined> {
    const [row] = await this.db.all<SessionColumns>(
      `UPDATE sessions SET revoked = 1 WHERE refresh_hash = ? AND revoked = 0 AND expires_at >= ?
       AND family IN (SELECT family FROM session_families WHERE revoked = 0)
       RETURNING refresh_hash, access_hash, email, device_id, family, expires_at, revoked`,
      [refreshHash, now]
    )
    return row && sessionOf(row)
  }
  async revokeFamily(family: string): Promise<void> {
    await this.db.run('UPDATE session_families SET revoked = 1 WHERE family = ?', [family])
  }

  /**
   * Counts a hit on `key` in its fixed window of `windowMs`: undefined when admitted, else the
   * milliseconds until the window ends. A refused hit is not counted.
   */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<number | undefined> {
    return countHit(this.db, key, limit, windowMs, now)
  }

  /** Deletes what expired before `now`: codes, sign-in states and channels, passkey challenges, sessions and their families, finished rate-limit windows. */
  async sweep(now: number): Promise<void> {
    for (const table of ['codes', 'social_states', 'farcaster_channels', 'rate_limits', 'sessions', 'session_families', 'passkey_challenges']) await this.db.run(`DELETE FROM ${table} WHERE expires_at < ?`, [now])
  }
}
