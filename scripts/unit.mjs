// Runs every Node test (*.test.ts outside elements/ and frame/page/screens/, which run in the browser) with node:test.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const DIRS = ['app-kit', 'siwx', 'wagmi', 'frame', 'locales', 'adapters', 'clients', 'controllers', 'react-wrappers', 'svelte', 'vue-composables', 'themes', 'devnet', 'test', 'scripts', 'bench', 'demo', 'server']
const SKIP = new Set(['node_modules', 'dist', 'elements', 'screens', 'e2e', '.devnet'])

function collect(dir, found = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) collect(path, found)
    else if (name.endsWith('.test.ts')) found.push(relative(root, path))
  }
  return found
}

const filter = process.argv.slice(2)
const files = DIRS.flatMap(dir => {
  try {
    return collect(join(root, dir))
  } catch {
    return []
  }
}).filter(file => filter.length === 0 || filter.some(part => file.includes(part)))

if (files.length === 0) {
  console.error('No Node test files found.')
  process.exit(1)
}
// A per-test timeout and a forced exit once a file's tests are done: an SDK's leftover timers never hang the run.
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=120000', '--test-force-exit', ...files], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
