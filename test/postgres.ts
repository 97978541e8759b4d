import { execFile, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../devnet/free-port.js'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

/**
 * A throw-away PostgreSQL 15 cluster for tests (no Docker): Debian's binaries, `initdb` in a
 * temporary folder, `pg_ctl start` on a free loopback port with its socket in that folder, trust
 * authentication (loopback only), fsync off. As root (initdb refuses root) it runs as the
 * `postgres` user the Debian package creates; when the binaries are missing and we are root on
 * Debian, it installs them (`apt-get install -y postgresql`).
 */

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

export interface PostgresCluster {
  port: number
  /** A fresh empty database: its connection URL. */
  createDatabase(name?: string): Promise<string>
  stop(): Promise<void>
}

const run = promisify(execFile)
const isRoot = () => process.getuid?.() === 0

function ensureBinaries(): void {
  if (existsSync(join(POSTGRES_BIN, 'initdb'))) return
  if (!isRoot() || !existsSync('/etc/debian_version')) throw new Error(`PostgreSQL binaries not found in ${POSTGRES_BIN}: install Debian's postgresql (15), or set POSTGRES_BIN`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = () => spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env }).status === 0
  // A fresh machine may have no package lists yet.
  const installed = install() || (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 && install())
  if (!installed || !existsSync(join(POSTGRES_BIN, 'initdb'))) throw new Error('apt-get install -y postgresql failed')
}

/** The server refuses to run as root: as root, its commands run as the `postgres` user. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

export async function startPostgres(): Promise<PostgresCluster> {
  ensureBinaries()
  const dir = mkdtempSync(join(tmpdir(), 'w3m-postgres-'))
  if (isRoot()) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    if (owner.status !== 0) throw new Error('Running as root needs the postgres user (Debian package postgresql) to own the test cluster')
    chownSync(dir, Number(owner.stdout), Number(group.stdout))
  }
  const data = join(dir, 'data')
  const pgCtl = (...args: string[]) => asOwner(join(POSTGRES_BIN, 'pg_ctl'), ['-D', data, ...args])
  const removed = () => {
    const [command, args] = pgCtl('-m', 'immediate', 'stop')
    spawnSync(command, args, { stdio: 'ignore' })
    rmSync(dir, { recursive: true, force: true })
  }
  // A test process that ends without stop() (a failed before(), a forced exit) leaves no server behind.
  process.once('exit', removed)
  try {
    await run(...asOwner(join(POSTGRES_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']))
    const port = await freePort()
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
    await run(...pgCtl('-l', join(dir, 'log'), '-o', settings, '-w', 'start'))
    let databases = 0
    return {
      port,
      async createDatabase(name = `test_${++databases}`) {
        const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' })
        await admin.connect()
        try {
          await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
        } finally {
          await admin.end()
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`
      },
      async stop() {
        process.removeListener('exit', removed)
        removed()
      }
    }
  } catch (error) {
    process.removeListener('exit', removed)
    removed()
    throw error
  }
}

export interface StoreBackend {
  name: 'sqlite' | 'postgres'
  /** The `database` option of a fresh, empty store on this backend (undefined: in-memory SQLite). */
  database(): Promise<string | undefined>
}

/**
 * The backends a store test runs on: in-memory SQLite, and a database of its own on one cluster per
 * test file (started on first use). Call `stop()` in the file's `after`.
 */
export function storeBackends(): { backends: StoreBackend[]; stop(): Promise<void> } {
  let cluster: Promise<PostgresCluster> | undefined
  return {
    backends: [
      { name: 'sqlite', database: async () => undefined },
      { name: 'postgres', database: async () => (await (cluster ??= startPostgres())).createDatabase() }
    ],
    stop: async () => {
      if (cluster) await (await cluster).stop()
    }
  }
}
