import type { Sql } from './sql.js'

/**
 * Rate limits kept in the database (fixed windows), so every instance on it counts the same hits: the
 * auth store's and the sign-in session store's. Each store creates its `rate_limits` table with
 * `RATE_LIMITS_TABLE` in a migration of its own.
 */
export const RATE_LIMITS_TABLE = `
  CREATE TABLE rate_limits (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, hits INTEGER NOT NULL, expires_at BIGINT NOT NULL);
  CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
`

/**
 * Counts a hit on `key` in its fixed window of `windowMs`, in one statement (two instances cannot both
 * take the last place): undefined when admitted, else the milliseconds until the window ends. A
 * refused hit is not counted.
 */
export async function countHit(db: Sql, key: string, limit: number, windowMs: number, now: number): Promise<number | undefined> {
  const windowStart = now - (now % windowMs)
  const admitted = await db.all(
    `INSERT INTO rate_limits (key, window_start, hits, expires_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET hits = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.hits + 1 ELSE 1 END,
       window_start = excluded.window_start, expires_at = excluded.expires_at
     WHERE rate_limits.window_start <> excluded.window_start OR rate_limits.hits < ? RETURNING hits`,
    [key, windowStart, windowStart + windowMs, limit]
  )
  return admitted.length === 1 ? undefined : windowStart + windowMs - now
}

/** Gives back a hit `countHit` admitted in the current window (a try that turned out right, when only wrong ones count). */
export async function refundHit(db: Sql, key: string, windowMs: number, now: number): Promise<void> {
  await db.run('UPDATE rate_limits SET hits = hits - 1 WHERE key = ? AND window_start = ? AND hits > 0', [key, now - (now % windowMs)])
}
