import type { Sql } from '../store/sql.js'

/**
 * Sponsored gas per person and UTC day, counted in the auth store's database: instances on one
 * PostgreSQL share the count, and one conditional upsert takes the gas, so two instances cannot
 * both spend the last of a person's day. The table comes with the auth store's migration 6.
 */

export const PAYMASTER_SPENDING_TABLE = `
  CREATE TABLE paymaster_spending (person TEXT NOT NULL, day TEXT NOT NULL, gas BIGINT NOT NULL, PRIMARY KEY (person, day));
`

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day of `now` (2026-11-27): the limit starts again at midnight UTC. */
export const utcDay = (now: number) => new Date(now - (now % DAY_MS)).toISOString().slice(0, 10)

/** Gas the person has had sponsored today. */
export async function spentToday(db: Sql, person: string, now: number): Promise<number> {
  const [row] = await db.all<{ gas: number | string }>('SELECT gas FROM paymaster_spending WHERE person = ? AND day = ?', [person, utcDay(now)])
  return row ? Number(row.gas) : 0
}

/** Takes `gas` from the person's day if it fits under `limit`, in one statement: true when taken. */
export async function spend(db: Sql, person: string, gas: number, limit: number, now: number): Promise<boolean> {
  if (gas > limit) return false
  const taken = await db.all(
    `INSERT INTO paymaster_spending (person, day, gas) VALUES (?, ?, ?)
     ON CONFLICT (person, day) DO UPDATE SET gas = paymaster_spending.gas + excluded.gas
     WHERE paymaster_spending.gas + excluded.gas <= ? RETURNING gas`,
    [person, utcDay(now), gas, limit]
  )
  return taken.length === 1
}
