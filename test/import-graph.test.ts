// The layers' imports point one way (ARCHITECTURE.md): no module reaches itself again through its imports,
// and the server and the frame never reach into the devnet.
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const ENTRIES = ['index.ts', 'react.ts', 'svelte.ts', 'vue.ts', 'networks.ts', 'wagmi.ts']
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

function resolveImport(fromFile: string, spec: string): string | undefined {
  const base = join(dirname(fromFile), spec)
  return [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base].find(path => existsSync(path) && path.endsWith('.ts'))
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(IMPORT)].map(match => resolveImport(file, match[1]!)).filter((path): path is string => Boolean(path))
}

/** Every cycle reachable from the entries, as a list of files (static and dynamic imports alike). */
function findCycles(): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const walk = (file: string, stack: string[]): void => {
    const at = stack.indexOf(file)
    if (at >= 0) return void cycles.push([...stack.slice(at), file].map(path => relative(root, path)))
    if (done.has(file)) return
    for (const next of importsOf(file)) walk(next, [...stack, file])
    done.add(file)
  }
  for (const entry of ENTRIES) walk(join(root, entry), [])
  return cycles
}

test('the library has no import cycle (static or dynamic) from its entry points', () => {
  assert.deepEqual(findCycles(), [])
})

/** Every file of a folder that ships or runs in production: tests and the package check (which drives the devnet's mail sink) left out. */
function productionFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter(file => /\.(ts|mts|mjs)$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file) && !file.endsWith('.test.ts') && file !== 'pack-check.ts')
    .map(file => join(root, dir, file))
}

test('nothing the server or the secure frame runs imports the devnet (the test harness stays out of production)', () => {
  const devnet = join(root, 'devnet') + sep
  const arrows = ['server', 'frame'].flatMap(dir => productionFiles(dir).flatMap(file => importsOf(file).filter(target => target.startsWith(devnet)).map(target => `${relative(root, file)} → ${relative(root, target)}`)))
  assert.deepEqual(arrows, [])
})
