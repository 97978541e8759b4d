import type { SqlDatabase } from './sql.js'

/**
 * Numbered migrations, each run once, in order, at start, in one transaction with its row in
 * `schema_migrations`: the auth store's and the sign-in session store's. Never edit a shipped
 * migration: add the next one.
 */

export interface Migration {
  version: number
  name: string
  sql: string
}

/** Any number: it names the lock every instance's migration run takes on PostgreSQL. */
const MIGRATION_LOCK = 7_326_326

/**
 * Brings the database to the newest schema. Instances starting together take turns (PostgreSQL:
 * an advisory lock; SQLite: BEGIN IMMEDIATE); a database newer than this code is refused.
 */
export async function runMigrations(db: SqlDatabase, migrations: readonly Migration[], now = Date.now): Promise<number[]> {
  return db.transaction(async tx => {
    if (db.kind === 'postgres') await tx.all('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK])
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)')
    const applied = new Set((await tx.all<{ version: number }>('SELECT version FROM schema_migrations')).map(row => row.version))
    const newest = Math.max(0, ...migrations.map(migration => migration.version))
    const ahead = [...applied].filter(version => version > newest)
    if (ahead.length) throw new Error(`The database has schema version ${Math.max(...ahead)}, newer than this server knows (${newest}): run the newer server`)
    const ran: number[] = []
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue
      await tx.exec(migration.sql)
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [migration.version, migration.name, now()])
      ran.push(migration.version)
    }
    return ran
  })
}
