import { atRestKeys, sameDigest, type AtRestKeys } from './at-rest.js'
import { hash } from '../store/tokens.js'
import { migrate } from './migrations.js'
import { countHit, refundHit } from '../store/rate-limit.js'
import { openSqlDatabase, type SqlDatabase } from '../store/sql.js'

/**
 * Everything the auth service remembers: users, devices, one-time codes, sessions, social and
 * Farcaster sign-ins in flight, rate-limit counters. It all lives in the database (nothing in
 * process memory), so any instance on the same PostgreSQL serves any request. Every change that
 * races across instances is one conditional statement (a code's attempt, a resend, a refresh
 * rotation, a device approval, a state taken once), never a read followed by a write. Nothing
 * secret is stored as it was mailed, posted or returned (at-rest.ts; the table is in README.md):
 * the methods take and give plain values and keep hashes or sealed values.
 */

/** A code as it is handed in: the 6-digit code itself is kept only as its HMAC. */
export interface CodeRow {
  email: string
  purpose: string
  code: string
  expiresAt: number
  attempts: number
  sentAt: number
  data: string
}

/** How long a mailed device-approval link works (once). */
export const APPROVAL_TTL_MS = 15 * 60 * 1000

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

/** A social state as taken back: the nonce only as its hash (compare with `hash`), the verifier unsealed. */
export interface TakenSocialState {
  provider: string
  deviceId: string
  nonceHash: string
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

/** A channel as read back: its token and nonce unsealed, and the sealed token naming this channel (not one opened since). */
export interface StoredFarcasterChannel extends FarcasterChannelRow {
  sealedToken: string
}

/** Accounts are keyed by their email, or by `social <provider>:<sub>` for a social identity: the space keeps it from ever passing as an email. */
export const socialAccount = (provider: string, sub: string) => `social ${provider}:${sub}`
export const isSocialAccount = (account: string) => account.startsWith('social ')
/** A social account's provider (`google`, `farcaster`, …); null for an email account. */
export const socialProviderOf = (account: string): string | null => (isSocialAccount(account) ? account.slice('social '.length).split(':')[0]! : null)

/**
 * Opens (and migrates) the store at `database`: `sqlite:<file>`, `postgres://…`, or memory when
 * absent. `secret` (W3M_SERVER_SECRET, 32+ characters) keys the codes' HMACs and seals sign-in state:
 * every instance on one database needs the same one.
 */
export async function openAuthStore(database: string | undefined, secret: string): Promise<AuthStore> {
  const keys = atRestKeys(secret)
  const db = openSqlDatabase(database)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return new AuthStore(db, keys)
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
  constructor(
    readonly db: SqlDatabase,
    /** The server secret's keys (at-rest.ts): the store's own columns, and the second factor's (factors.ts). */
    readonly keys: AtRestKeys
  ) {}

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
      await tx.run('UPDATE factors SET email = ? WHERE email = ?', [to, from])
      await tx.run('UPDATE recovery_codes SET email = ? WHERE email = ?', [to, from])
      await tx.run('UPDATE passkeys SET email = ? WHERE email = ?', [to, from])
      await tx.run('DELETE FROM codes WHERE email = ?', [from])
    })
  }

  async device(email: string, deviceId: string): Promise<{ approved: boolean } | undefined> {
    const [row] = await this.db.all<{ approved: number }>('SELECT approved FROM devices WHERE email = ? AND device_id = ?', [email, deviceId])
    return row && { approved: row.approved === 1 }
  }
  async hasDevices(email: string): Promise<boolean> {
    return (await this.db.all('SELECT 1 FROM devices WHERE email = ? AND approved = 1 LIMIT 1', [email])).length > 0
  }
  /** An approved device, or a pending one with the approval link's token (kept as its SHA-256) and when the link expires. */
  async putDevice(email: string, deviceId: string, approved: boolean, approval?: { token: string; expiresAt: number }): Promise<void> {
    await this.db.run(
      'INSERT INTO devices (email, device_id, approved, approval_hash, approval_expires_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email, device_id) DO UPDATE SET approved = excluded.approved, approval_hash = excluded.approval_hash, approval_expires_at = excluded.approval_expires_at',
      [email, deviceId, approved ? 1 : 0, approval ? hash(approval.token) : null, approval?.expiresAt ?? null]
    )
  }
  /** Approves the device a live approval link names (a link works once): 'expired' for a link past its 15 minutes, undefined for one unknown or used. */
  async approveByToken(token: string, now: number): Promise<{ email: string; deviceId: string } | 'expired' | undefined> {
    const tokenHash = hash(token)
    const [row] = await this.db.all<{ email: string; device_id: string }>(
      'UPDATE devices SET approved = 1, approval_hash = NULL, approval_expires_at = NULL WHERE approval_hash = ? AND approval_expires_at >= ? RETURNING email, device_id',
      [tokenHash, now]
    )
    if (row) return { email: row.email, deviceId: row.device_id }
    return (await this.db.all('SELECT 1 FROM devices WHERE approval_hash = ?', [tokenHash])).length ? 'expired' : undefined
  }

  /** The code row of `email` for `purpose`, without the code (only its HMAC is kept). */
  async code(email: string, purpose: string): Promise<Omit<CodeRow, 'code'> | undefined> {
    const [row] = await this.db.all<{ email: string; purpose: string; expires_at: number; attempts: number; sent_at: number; data: string }>(
      'SELECT email, purpose, expires_at, attempts, sent_at, data FROM codes WHERE email = ? AND purpose = ?',
      [email, purpose]
    )
    return row && { email: row.email, purpose: row.purpose, expiresAt: row.expires_at, attempts: row.attempts, sentAt: row.sent_at, data: row.data }
  }
  /** A code's HMAC, bound to its account and purpose: a code's MAC at one row matches no other. */
  private codeMac(email: string, purpose: string, code: string): string {
    return this.keys.mac(code, `code ${purpose} ${email}`)
  }
  /** Puts a fresh code unless one was sent after `sentBefore` (the resend cooldown): false when another request got there first. */
  async claimCode(row: Omit<CodeRow, 'attempts'>, sentBefore: number): Promise<boolean> {
    const claimed = await this.db.all(
      `INSERT INTO codes (email, purpose, code_mac, expires_at, attempts, sent_at, data) VALUES (?, ?, ?, ?, 0, ?, ?)
       ON CONFLICT (email, purpose) DO UPDATE SET code_mac = excluded.code_mac, expires_at = excluded.expires_at, attempts = 0, sent_at = excluded.sent_at, data = excluded.data
       WHERE codes.sent_at <= ? RETURNING email`,
      [row.email, row.purpose, this.codeMac(row.email, row.purpose, row.code), row.expiresAt, row.sentAt, row.data, sentBefore]
    )
    return claimed.length === 1
  }
  /**
   * Counts one try of `code` at the live code before it is compared (so parallel guesses each spend
   * one): the count, the data and whether the code is right (HMACs compared in constant time), or
   * undefined when none is live.
   */
  async spendAttempt(email: string, purpose: string, code: string, now: number): Promise<{ attempts: number; data: string; right: boolean } | undefined> {
    const [row] = await this.db.all<{ code_mac: string; attempts: number; data: string }>('UPDATE codes SET attempts = attempts + 1 WHERE email = ? AND purpose = ? AND expires_at >= ? RETURNING code_mac, attempts, data', [email, purpose, now])
    return row && { attempts: row.attempts, data: row.data, right: sameDigest(row.code_mac, this.codeMac(email, purpose, code)) }
  }
  /** Spends the code: true for the one request that removed it. */
  async takeCode(email: string, purpose: string, code: string): Promise<boolean> {
    return (await this.db.run('DELETE FROM codes WHERE email = ? AND purpose = ? AND code_mac = ?', [email, purpose, this.codeMac(email, purpose, code)])) === 1
  }

  /** Keeps the state and nonce as SHA-256 hashes, the PKCE verifier sealed (the token request needs it back) and bound to its state. */
  async putSocialState(row: SocialStateRow): Promise<void> {
    const stateHash = hash(row.state)
    await this.db.run('INSERT INTO social_states (state_hash, provider, device_id, nonce_hash, verifier_sealed, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
      stateHash,
      row.provider,
      row.deviceId,
      hash(row.nonce),
      this.keys.seal(row.verifier, `social verifier ${stateHash}`),
      row.expiresAt
    ])
  }
  /** Reads and deletes in one statement: a state is good for one callback only. Undefined too when its verifier does not unseal (another server secret). */
  async takeSocialState(state: string): Promise<TakenSocialState | undefined> {
    const stateHash = hash(state)
    const [row] = await this.db.all<{ provider: string; device_id: string; nonce_hash: string; verifier_sealed: string; expires_at: number }>(
      'DELETE FROM social_states WHERE state_hash = ? RETURNING provider, device_id, nonce_hash, verifier_sealed, expires_at',
      [stateHash]
    )
    const verifier = row && this.keys.open(row.verifier_sealed, `social verifier ${stateHash}`)
    return verifier === undefined ? undefined : { provider: row!.provider, deviceId: row!.device_id, nonceHash: row!.nonce_hash, verifier, expiresAt: row!.expires_at }
  }

  /** The device's Farcaster channel, replacing the one it opened before: its token and nonce sealed (the relay poll and the message check need them back). */
  async putFarcasterChannel(row: FarcasterChannelRow): Promise<void> {
    await this.db.run(
      'INSERT INTO farcaster_channels (device_id, token_sealed, nonce_sealed, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (device_id) DO UPDATE SET token_sealed = excluded.token_sealed, nonce_sealed = excluded.nonce_sealed, expires_at = excluded.expires_at',
      [row.deviceId, this.keys.seal(row.token, `farcaster token ${row.deviceId}`), this.keys.seal(row.nonce, `farcaster nonce ${row.deviceId}`), row.expiresAt]
    )
  }
  /** The device's channel; undefined too when it does not unseal (another server secret). */
  async farcasterChannel(deviceId: string): Promise<StoredFarcasterChannel | undefined> {
    const [row] = await this.db.all<{ token_sealed: string; nonce_sealed: string; expires_at: number }>('SELECT token_sealed, nonce_sealed, expires_at FROM farcaster_channels WHERE device_id = ?', [deviceId])
    if (!row) return undefined
    const token = this.keys.open(row.token_sealed, `farcaster token ${deviceId}`)
    const nonce = this.keys.open(row.nonce_sealed, `farcaster nonce ${deviceId}`)
    return token === undefined || nonce === undefined ? undefined : { deviceId, token, nonce, expiresAt: row.expires_at, sealedToken: row.token_sealed }
  }
  /** Forgets this channel, not one the device opened since. */
  async dropFarcasterChannel(channel: StoredFarcasterChannel): Promise<void> {
    await this.db.run('DELETE FROM farcaster_channels WHERE device_id = ? AND token_sealed = ?', [channel.deviceId, channel.sealedToken])
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
  /** Deletes the account's passkey: false when no such passkey is the account's. */
  async removePasskey(email: string, credentialId: string): Promise<boolean> {
    return (await this.db.run('DELETE FROM passkeys WHERE credential_id = ? AND email = ?', [credentialId, email])) === 1
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

  /** An account's devices for the operator (`w3m-kit-server users show`): approved, or waiting on a link until when. */
  async devicesOf(email: string): Promise<{ deviceId: string; approved: boolean; approvalExpiresAt: number | null }[]> {
    const rows = await this.db.all<{ device_id: string; approved: number; approval_expires_at: number | null }>('SELECT device_id, approved, approval_expires_at FROM devices WHERE email = ? ORDER BY device_id', [email])
    return rows.map(row => ({ deviceId: row.device_id, approved: row.approved === 1, approvalExpiresAt: row.approval_expires_at === null ? null : Number(row.approval_expires_at) }))
  }
  /** An account's sessions for the operator, each with whether it (or its family) was revoked. */
  async sessionsOf(email: string): Promise<Pick<SessionRow, 'deviceId' | 'family' | 'expiresAt' | 'revoked'>[]> {
    const rows = await this.db.all<SessionColumns>(
      `SELECT s.refresh_hash, s.access_hash, s.email, s.device_id, s.family, s.expires_at, CASE WHEN s.revoked = 1 OR f.revoked = 1 THEN 1 ELSE 0 END AS revoked
       FROM sessions s JOIN session_families f ON f.family = s.family WHERE s.email = ? ORDER BY s.expires_at`,
      [email]
    )
    return rows.map(sessionOf).map(({ deviceId, family, expiresAt, revoked }) => ({ deviceId, family, expiresAt: Number(expiresAt), revoked }))
  }
  /**
   * The operator's revocation (`w3m-kit-server users revoke`), in one transaction: every session and
   * session family ends, codes in flight and pending approval links stop working, and every device
   * needs approving again. The user row (address, auth share) is never touched.
   */
  async revokeAccount(email: string): Promise<{ families: number; devices: number; pendingLinks: number; codes: number }> {
    return this.db.transaction(async tx => {
      const families = await tx.run('UPDATE session_families SET revoked = 1 WHERE revoked = 0 AND family IN (SELECT family FROM sessions WHERE email = ?)', [email])
      await tx.run('UPDATE sessions SET revoked = 1 WHERE email = ?', [email])
      const pendingLinks = await tx.run('UPDATE devices SET approval_hash = NULL, approval_expires_at = NULL WHERE email = ? AND approval_hash IS NOT NULL', [email])
      const devices = await tx.run('UPDATE devices SET approved = 0 WHERE email = ? AND approved = 1', [email])
      // A device approved again after this is new to the second factor too: it is asked there before the auth share.
      await tx.run('UPDATE devices SET factor_trusted = 0 WHERE email = ?', [email])
      const codes = await tx.run('DELETE FROM codes WHERE email = ?', [email])
      return { families, devices, pendingLinks, codes }
    })
  }

  /**
   * Counts a hit on `key` in its fixed window of `windowMs`: undefined when admitted, else the
   * milliseconds until the window ends. A refused hit is not counted.
   */
  hit(key: string, limit: number, windowMs: number, now: number): Promise<number | undefined> {
    return countHit(this.db, key, limit, windowMs, now)
  }

  /** Gives back a hit `hit` admitted on `key` in the current window. */
  unhit(key: string, windowMs: number, now: number): Promise<void> {
    return refundHit(this.db, key, windowMs, now)
  }

  /** Deletes what expired before `now`: codes, sign-in states and channels, passkey challenges, sessions and their families, finished rate-limit windows. */
  async sweep(now: number): Promise<void> {
    for (const table of ['codes', 'social_states', 'farcaster_channels', 'rate_limits', 'sessions', 'session_families', 'session_proofs', 'passkey_challenges']) await this.db.run(`DELETE FROM ${table} WHERE expires_at < ?`, [now])
  }
}
