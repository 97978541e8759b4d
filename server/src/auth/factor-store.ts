import type { SqlDatabase } from '../store/sql.js'

/**
 * The second factor's rows (migration 5): the TOTP secret (sealed with the store's keys, at-rest.ts) with
 * the last period a code was accepted in, the recovery codes (keyed hashes), which devices passed a
 * factor, and per session family when it signed in and last passed a factor. Every spend is one
 * conditional statement: a TOTP period, a recovery code, each counts once across instances.
 */

export interface TotpRow {
  sealedSecret: string
  confirmed: boolean
  lastPeriod: number
}

export class FactorStore {
  constructor(private readonly db: SqlDatabase) {}

  async totp(account: string): Promise<TotpRow | undefined> {
    const [row] = await this.db.all<{ secret: string; confirmed: number; last_period: number }>("SELECT secret, confirmed, last_period FROM factors WHERE email = ? AND kind = 'totp'", [account])
    return row && { sealedSecret: row.secret, confirmed: row.confirmed === 1, lastPeriod: Number(row.last_period) }
  }
  /** A new, unconfirmed secret (replacing an unconfirmed one): false when a confirmed factor is there. */
  async startTotp(account: string, sealedSecret: string, now: number): Promise<boolean> {
    const rows = await this.db.all(
      `INSERT INTO factors (email, kind, secret, confirmed, last_period, created_at) VALUES (?, 'totp', ?, 0, 0, ?)
       ON CONFLICT (email, kind) DO UPDATE SET secret = excluded.secret, last_period = 0, created_at = excluded.created_at WHERE factors.confirmed = 0 RETURNING email`,
      [account, sealedSecret, now]
    )
    return rows.length === 1
  }
  /** Spends a TOTP period: true for the one request that moved `last_period` forward (a code works once). */
  async spendPeriod(account: string, period: number): Promise<boolean> {
    return (await this.db.run("UPDATE factors SET last_period = ? WHERE email = ? AND kind = 'totp' AND last_period < ?", [period, account, period])) === 1
  }
  /** Confirms the factor and puts its recovery codes, in one transaction. */
  async confirmTotp(account: string, codeHashes: string[]): Promise<void> {
    await this.db.transaction(async tx => {
      await tx.run("UPDATE factors SET confirmed = 1 WHERE email = ? AND kind = 'totp'", [account])
      await tx.run('DELETE FROM recovery_codes WHERE email = ?', [account])
      for (const hash of codeHashes) await tx.run('INSERT INTO recovery_codes (email, code_hash) VALUES (?, ?)', [account, hash])
      // The devices signed in before the factor existed are the person's own: only devices added later are asked.
      await tx.run('UPDATE devices SET factor_trusted = 1 WHERE email = ? AND approved = 1', [account])
    })
  }
  async removeFactors(account: string): Promise<void> {
    await this.db.transaction(async tx => {
      await tx.run('DELETE FROM factors WHERE email = ?', [account])
      await tx.run('DELETE FROM recovery_codes WHERE email = ?', [account])
      await tx.run('UPDATE users SET factor_above = NULL WHERE email = ?', [account])
    })
  }
  async recoveryCodesLeft(account: string): Promise<number> {
    const [row] = await this.db.all<{ n: number }>('SELECT COUNT(*) AS n FROM recovery_codes WHERE email = ?', [account])
    return Number(row?.n ?? 0)
  }
  /** Spends a recovery code: true for the one request that deleted it. */
  async takeRecoveryCode(account: string, codeHash: string): Promise<boolean> {
    return (await this.db.run('DELETE FROM recovery_codes WHERE email = ? AND code_hash = ?', [account, codeHash])) === 1
  }

  async deviceTrusted(account: string, deviceId: string): Promise<boolean> {
    return (await this.db.all('SELECT 1 FROM devices WHERE email = ? AND device_id = ? AND factor_trusted = 1', [account, deviceId])).length > 0
  }
  async trustDevice(account: string, deviceId: string): Promise<void> {
    await this.db.run('UPDATE devices SET factor_trusted = 1 WHERE email = ? AND device_id = ?', [account, deviceId])
  }

  /** A sign-in (not a refresh) started this session family at `now`. */
  async signedIn(family: string, now: number, expiresAt: number): Promise<void> {
    await this.db.run('INSERT INTO session_proofs (family, signed_in_at, factor_at, expires_at) VALUES (?, ?, 0, ?) ON CONFLICT (family) DO UPDATE SET signed_in_at = excluded.signed_in_at', [family, now, expiresAt])
  }
  async factorPassed(family: string, now: number, expiresAt: number): Promise<void> {
    await this.db.run('INSERT INTO session_proofs (family, signed_in_at, factor_at, expires_at) VALUES (?, 0, ?, ?) ON CONFLICT (family) DO UPDATE SET factor_at = excluded.factor_at', [family, now, expiresAt])
  }
  async proofs(family: string): Promise<{ signedInAt: number; factorAt: number }> {
    const [row] = await this.db.all<{ signed_in_at: number; factor_at: number }>('SELECT signed_in_at, factor_at FROM session_proofs WHERE family = ?', [family])
    return { signedInAt: Number(row?.signed_in_at ?? 0), factorAt: Number(row?.factor_at ?? 0) }
  }

  /** The value (wei, decimal) above which a transaction asks for the factor; null: never. */
  async valueThreshold(account: string): Promise<string | null> {
    const [row] = await this.db.all<{ factor_above: string | null }>('SELECT factor_above FROM users WHERE email = ?', [account])
    return row?.factor_above ?? null
  }
  async setValueThreshold(account: string, above: string | null): Promise<void> {
    await this.db.run('UPDATE users SET factor_above = ? WHERE email = ?', [above, account])
  }
}
