import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, type DevnetServiceName } from 'w3m-kit-devnet'
import { installPacked } from '../scripts/licence-gate.mjs'
import { median } from './report.js'

/**
 * Issue 37: the w3m-kit-devnet package's own size and speed, from the packed tarball (devnet/build.mjs
 * first): its size, what `npm install --omit=dev` puts on disk, and how long `startDevnet` takes, every
 * service and EVM only (median of `evmRuns`). The starts run from the package's source entry: the
 * bench's install skips install scripts, so better-sqlite3 (the auth service's store) has no binary there.
 */

export interface DevnetPackageFigures {
  packedBytes: number
  installedBytes: number
  installedPackages: number
  installMs: number
  startAllMs: number
  startEvmMs: number
  evmRuns: number
}

/** Bytes of every file under `dir` (symlinks not followed). */
function treeBytes(dir: string): number {
  let total = 0
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const stat = lstatSync(path)
    total += stat.isDirectory() ? treeBytes(path) : stat.size
  }
  return total
}

async function startMs(only?: DevnetServiceName[]): Promise<number> {
  const started = performance.now()
  const running = await startDevnet(only ? { only } : {})
  const ms = performance.now() - started
  await running.stop()
  return ms
}

export async function benchDevnetPackage(root: string, evmRuns = 3): Promise<DevnetPackageFigures | null> {
  if (!existsSync(join(root, 'devnet/dist/index.js'))) return null
  const work = mkdtempSync(join(tmpdir(), 'w3m-bench-devnet-'))
  try {
    const installing = performance.now()
    const site = await installPacked(join(root, 'devnet'), work, 'site')
    const installMs = performance.now() - installing
    const tarball = readdirSync(work).find(name => name.endsWith('.tgz'))!
    const modules = join(site, 'node_modules')
    const installedPackages = readdirSync(modules).flatMap(name => (name.startsWith('@') ? readdirSync(join(modules, name)) : name.startsWith('.') ? [] : [name])).length
    const startAllMs = await startMs()
    const evm: number[] = []
    for (let run = 0; run < evmRuns; run++) evm.push(await startMs(['evm']))
    return { packedBytes: statSync(join(work, tarball)).size, installedBytes: treeBytes(modules), installedPackages, installMs, startAllMs, startEvmMs: median(evm), evmRuns }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
