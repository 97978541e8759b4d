import Database from 'better-sqlite3'
import pg from 'pg'

/**
 * The SQL the auth store speaks, one text for both databases: `?` placeholders, `ON CONFLICT`
 * upserts (with a `WHERE` on their update), `RETURNING`, `BIGINT` milliseconds. Two drivers run it:
 * SQLite (better-sqlite3: one machine, a file or memory) and PostgreSQL (`pg`: several instances).
 */

export type SqlValue = string | number | null

export interface Sql {
  /** The rows of a query, or of a statement's RETURNING. */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>
  /** How many rows a statement changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>
  /** A script of statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface SqlDatabase extends Sql {
  readonly kind: 'sqlite' | 'postgres'
  /** Runs `work` in one transaction: SQLite holds every other call until it ends; PostgreSQL gives it a connection of its own. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>
  /** Resolves when the database answers (`/ready`). */
  ping(): Promise<void>
  close(): Promise<void>
}

/** `sqlite:<file>` (`sqlite::memory:`, or no URL at all: memory) or `postgres://…` / `postgresql://…`. */
export function openSqlDatabase(url = 'sqlite::memory:'): SqlDatabase {
  if (url.startsWith('sqlite:')) return sqlite(url.slice('sqlite:'.length) || ':memory:')
  if (/^postgres(ql)?:\/\//.test(url)) return postgres(url)
  // The URL may carry a password: only its scheme goes into the error.
  throw new Error(`database must be sqlite:<file> or postgres://…, not ${url.split(':')[0]}:…`)
}

function sqlite(path: string): SqlDatabase {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  // Several processes may share one file: a writer waits for another's lock instead of failing at once.
  db.pragma('busy_timeout = 5000')
  const statements = new Map<string, Database.Statement>()
  const prepared = (sql: string) => {
    let statement = statements.get(sql)
    if (!statement) statements.set(sql, (statement = db.prepare(sql)))
    return statement
  }
  const direct: Sql = {
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => prepared(sql).all(...params) as T[],
    run: async (sql, params = []) => prepared(sql).run(...params).changes,
    exec: async sql => void db.exec(sql)
  }
  // better-sqlite3 has one connection: while a transaction awaits, other requests' statements wait here rather than land inside it.
  let held: Promise<void> | undefined
  const free = async () => {
    while (held) await held
  }
  return {
    kind: 'sqlite',
    all: async (sql, params) => (await free(), direct.all(sql, params)),
    run: async (sql, params) => (await free(), direct.run(sql, params)),
    exec: async sql => (await free(), direct.exec(sql)),
    async transaction(work) {
      await free()
      let release!: () => void
      held = new Promise(resolve => (release = resolve))
      try {
        db.exec('BEGIN IMMEDIATE')
        try {
          const result = await work(direct)
          db.exec('COMMIT')
          return result
        } catch (error) {
          db.exec('ROLLBACK')
          throw error
        }
      } finally {
        held = undefined
        release()
      }
    },
    ping: async () => void db.prepare('SELECT 1').get(),
    close: async () => void db.close()
  }
}

// BIGINT (int8) comes back as a string by default; our BIGINTs are milliseconds, well within a double.
const INT8 = 20
const types = { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format as 'text'))) as typeof pg.types.getTypeParser }

/** `?` placeholders as PostgreSQL's `$1, $2, …` (our SQL has no `?` inside literals). */
const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

function postgres(url: string): SqlDatabase {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 })
  // An idle connection the server dropped (restart, failover) is replaced on the next query, not a crash.
  pool.on('error', error => console.warn('[auth] database connection lost:', error.message))
  const on = (client: pg.Pool | pg.PoolClient): Sql => ({
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => (await client.query(numbered(sql), [...params])).rows as T[],
    run: async (sql, params = []) => (await client.query(numbered(sql), [...params])).rowCount ?? 0,
    exec: async sql => void (await client.query(sql))
  })
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        try {
          const result = await work(on(client))
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined)
          throw error
        }
      } finally {
        client.release()
      }
    },
    ping: async () => void (await pool.query('SELECT 1')),
    close: () => pool.end()
  }
}
