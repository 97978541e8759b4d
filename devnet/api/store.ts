import Database from 'better-sqlite3'

/** The API's persistent state in SQLite: projects, registered names, sessions, the history index and on-ramp checkouts. */

export interface Project {
  projectId: string
  /** Exact origins or patterns with `*` (e.g. `http://localhost:*` for any port). */
  allowedOrigins: string[]
}

/** A name as the real API keeps it (reown-com/blockchain-api src/database/types.rs NameAndAddresses). */
export interface NameProfile {
  name: string
  /** RFC 3339. */
  registered_at: string
  updated_at: string
  /** Keyed by ENSIP-11 coin type; the address exactly as registered (checksummed). */
  addresses: Record<string, { address: string; created_at: string | null }>
  /** `{}` when registered without any; null for a row with no attributes at all (the type allows it). */
  attributes: Record<string, string> | null
}

/** An ERC-7715 permission or policy as stored: its type and data only. */
export interface PermissionTypeData {
  type: string
  data: unknown
}

/** A session as the real API stores it (reown-com/blockchain-api src/handlers/sessions/mod.rs StoragePermissionsItem), keyed by its CAIP-10 account. */
export interface SessionRecord {
  pci: string
  /** The CAIP-10 account exactly as given in the path (the real store's key is that string). */
  address: string
  projectId: string
  createdAt: number
  expiry: number
  signer: PermissionTypeData
  permissions: PermissionTypeData[]
  policies: PermissionTypeData[]
  context: string | null
  revokedAt: number | null
}

export interface HistoryRow {
  chain: string
  hash: string
  address: string
  sentFrom: string
  block: number
  txIndex: number
  minedAt: number
  item: unknown
}

/** Position after which the next history page starts (newest first). */
export type HistoryCursor = [minedAt: number, chain: string, block: number, txIndex: number]

export interface Checkout {
  id: string
  projectId: string
  address: string
  chainId: string
  symbol: string
  amount: string
  fiatAmount: number | null
  createdAt: number
  txHash: string | null
}

const schema = `
  CREATE TABLE IF NOT EXISTS projects (project_id TEXT PRIMARY KEY, allowed_origins TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS names (name TEXT PRIMARY KEY, profile TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS name_addresses (name TEXT NOT NULL, coin_type TEXT NOT NULL, address TEXT NOT NULL, PRIMARY KEY (name, coin_type));
  CREATE INDEX IF NOT EXISTS name_addresses_by_address ON name_addresses (address);
  CREATE TABLE IF NOT EXISTS sessions (pci TEXT PRIMARY KEY, address TEXT NOT NULL, record TEXT NOT NULL, revoked_at INTEGER);
  CREATE INDEX IF NOT EXISTS sessions_by_address ON sessions (address);
  CREATE TABLE IF NOT EXISTS history (
    chain TEXT NOT NULL, hash TEXT NOT NULL, address TEXT NOT NULL, sent_from TEXT NOT NULL, block INTEGER NOT NULL, tx_index INTEGER NOT NULL,
    mined_at INTEGER NOT NULL, item TEXT NOT NULL, PRIMARY KEY (address, chain, hash));
  CREATE INDEX IF NOT EXISTS history_page ON history (address, mined_at DESC, chain DESC, block DESC, tx_index DESC);
  CREATE TABLE IF NOT EXISTS index_heads (chain TEXT PRIMARY KEY, genesis TEXT NOT NULL, last_block INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS checkouts (id TEXT PRIMARY KEY, record TEXT NOT NULL);
`

export class ApiStore {
  readonly db: Database.Database

  constructor(dbPath = ':memory:') {
    this.db = new Database(dbPath)
    this.db.pragma('journal_mode = WAL')
    // Two API instances may share a file (a restart test, a second devnet); wait for the lock instead of failing.
    this.db.pragma('busy_timeout = 2000')
    this.db.exec(schema)
  }

  close(): void {
    this.db.close()
  }

  saveProject(project: Project): void {
    this.db.prepare('INSERT INTO projects VALUES (?, ?) ON CONFLICT (project_id) DO UPDATE SET allowed_origins = excluded.allowed_origins').run(project.projectId, JSON.stringify(project.allowedOrigins))
  }

  project(projectId: string): Project | undefined {
    const row = this.db.prepare('SELECT allowed_origins FROM projects WHERE project_id = ?').get(projectId) as { allowed_origins: string } | undefined
    return row && { projectId, allowedOrigins: JSON.parse(row.allowed_origins) as string[] }
  }

  /** Returns false when the name is taken; addresses are matched exactly as registered (as the real API's SQL does). */
  registerName(profile: NameProfile): boolean {
    return this.db.transaction(() => {
      const inserted = this.db.prepare('INSERT OR IGNORE INTO names VALUES (?, ?)').run(profile.name, JSON.stringify(profile))
      if (inserted.changes === 0) return false
      const link = this.db.prepare('INSERT INTO name_addresses VALUES (?, ?, ?)')
      for (const [coinType, { address }] of Object.entries(profile.addresses)) link.run(profile.name, coinType, address)
      return true
    })()
  }

  name(name: string): NameProfile | undefined {
    const row = this.db.prepare('SELECT profile FROM names WHERE name = ?').get(name) as { profile: string } | undefined
    return row && (JSON.parse(row.profile) as NameProfile)
  }

  namesOf(address: string): NameProfile[] {
    const rows = this.db
      .prepare('SELECT DISTINCT n.profile FROM name_addresses a JOIN names n ON n.name = a.name WHERE a.address = ? ORDER BY n.rowid')
      .all(address) as Array<{ profile: string }>
    return rows.map(row => JSON.parse(row.profile) as NameProfile)
  }

  /** Names starting with a prefix, for suggestions. */
  namesLike(prefix: string): string[] {
    const rows = this.db.prepare("SELECT name FROM names WHERE name LIKE ? ESCAPE '\\'").all(`${prefix.replace(/[%_\\]/g, '\\$&')}%`) as Array<{ name: string }>
    return rows.map(row => row.name)
  }

  saveSession(session: SessionRecord): void {
    this.db.prepare('INSERT INTO sessions VALUES (?, ?, ?, ?)').run(session.pci, session.address, JSON.stringify(session), session.revokedAt)
  }

  sessionsOf(address: string): SessionRecord[] {
    const rows = this.db.prepare('SELECT record, revoked_at FROM sessions WHERE address = ? ORDER BY rowid').all(address) as Array<{ record: string; revoked_at: number | null }>
    return rows.map(row => ({ ...(JSON.parse(row.record) as SessionRecord), revokedAt: row.revoked_at }))
  }

  revokeSession(address: string, pci: string, at: number): 'revoked' | 'unknown' | 'already-revoked' {
    const row = this.db.prepare('SELECT revoked_at FROM sessions WHERE pci = ? AND address = ?').get(pci, address) as { revoked_at: number | null } | undefined
    if (!row) return 'unknown'
    if (row.revoked_at !== null) return 'already-revoked'
    this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE pci = ?').run(at, pci)
    return 'revoked'
  }

  indexHead(chain: string): { genesis: string; lastBlock: number } | undefined {
    const row = this.db.prepare('SELECT genesis, last_block FROM index_heads WHERE chain = ?').get(chain) as { genesis: string; last_block: number } | undefined
    return row && { genesis: row.genesis, lastBlock: row.last_block }
  }

  /** Drops a chain's index, for a chain restarted from genesis under a persistent database. */
  resetIndex(chain: string, genesis: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM history WHERE chain = ?').run(chain)
      this.db.prepare('INSERT OR REPLACE INTO index_heads VALUES (?, ?, -1)').run(chain, genesis)
    })()
  }

  saveBlock(chain: string, block: number, rows: HistoryRow[]): void {
    this.db.transaction(() => {
      const insert = this.db.prepare('INSERT OR REPLACE INTO history VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      for (const row of rows) insert.run(row.chain, row.hash, row.address.toLowerCase(), row.sentFrom.toLowerCase(), row.block, row.txIndex, row.minedAt, JSON.stringify(row.item))
      this.db.prepare('UPDATE index_heads SET last_block = ? WHERE chain = ?').run(block, chain)
    })()
  }

  history(address: string, options: { chain?: string; sentFrom?: string; after?: HistoryCursor; limit: number }): HistoryRow[] {
    const where = ['address = ?']
    const args: unknown[] = [address.toLowerCase()]
    if (options.sentFrom) {
      where.push('sent_from = ?')
      args.push(options.sentFrom.toLowerCase())
    }
    if (options.chain) {
      where.push('chain = ?')
      args.push(options.chain)
    }
    if (options.after) {
      where.push('(mined_at, chain, block, tx_index) < (?, ?, ?, ?)')
      args.push(...options.after)
    }
    const rows = this.db
      .prepare(`SELECT * FROM history WHERE ${where.join(' AND ')} ORDER BY mined_at DESC, chain DESC, block DESC, tx_index DESC LIMIT ?`)
      .all(...args, options.limit) as Array<{ chain: string; hash: string; address: string; sent_from: string; block: number; tx_index: number; mined_at: number; item: string }>
    return rows.map(row => ({ chain: row.chain, hash: row.hash, address: row.address, sentFrom: row.sent_from, block: row.block, txIndex: row.tx_index, minedAt: row.mined_at, item: JSON.parse(row.item) as unknown }))
  }

  saveCheckout(checkout: Checkout): void {
    this.db.prepare('INSERT OR REPLACE INTO checkouts VALUES (?, ?)').run(checkout.id, JSON.stringify(checkout))
  }

  /** The checkouts delivering to an address (the partner user the kit names by its address). */
  checkoutsOf(address: string): Checkout[] {
    const rows = this.db.prepare('SELECT record FROM checkouts').all() as Array<{ record: string }>
    return rows.map(row => JSON.parse(row.record) as Checkout).filter(checkout => checkout.address.toLowerCase() === address.toLowerCase())
  }

  checkout(id: string): Checkout | undefined {
    const row = this.db.prepare('SELECT record FROM checkouts WHERE id = ?').get(id) as { record: string } | undefined
    return row && (JSON.parse(row.record) as Checkout)
  }
}
