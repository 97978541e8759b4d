// The layers' imports point one way (ARCHITECTURE.md): no module reaches itself again through its imports,
// and the server and the frame never reach into the devnet.
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const ENTRIES = ['index.ts', 'react.ts', 'svelte.ts', 'vue.ts', 'networks.ts', 'wagmi.ts']
// The shipped library's folders (the tools around it, devnet/, demo/, test/, bench/, scripts/, server/, are left out).
const LIBRARY = ['app-kit', 'siwx', 'wagmi', 'frame', 'adapters', 'clients', 'controllers', 'elements', 'react-wrappers', 'svelte', 'vue-composables', 'themes', 'types', 'locales']
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

function sourcesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') sourcesUnder(path, found)
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.ts$/.test(entry.name)) found.push(path)
  }
  return found
}

/** A file's room: a domain folder of controllers/ (`controllers/swap`), else its top folder (`elements`), else the root file. */
function roomOf(file: string): string {
  const parts = relative(root, file).split('/')
  if (parts[0] === 'controllers' && parts.length > 2) return `controllers/${parts[1]}`
  return parts[0]!
}

/** Every set of rooms that import each other round (Tarjan's strongly connected components of more than one room). */
function roomCircles(): string[][] {
  const arrows = new Map<string, Set<string>>()
  for (const file of [...LIBRARY.flatMap(dir => sourcesUnder(join(root, dir))), ...ENTRIES.map(entry => join(root, entry))]) {
    const from = roomOf(file)
    for (const target of importsOf(file)) {
      const to = roomOf(target)
      if (to !== from) arrows.set(from, (arrows.get(from) ?? new Set()).add(to))
    }
  }
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const circles: string[][] = []
  const visit = (room: string): void => {
    order.set(room, order.size)
    low.set(room, order.get(room)!)
    stack.push(room)
    for (const next of arrows.get(room) ?? []) {
      if (!order.has(next)) visit(next)
      if (stack.includes(next)) low.set(room, Math.min(low.get(room)!, low.get(next)!))
    }
    if (low.get(room) !== order.get(room)) return
    const circle = stack.splice(stack.indexOf(room))
    if (circle.length > 1) circles.push(circle.sort())
  }
  for (const room of arrows.keys()) if (!order.has(room)) visit(room)
  return circles
}

test('no two folders import each other, nor two domain folders of controllers/ (every arrow points down)', () => {
  assert.deepEqual(roomCircles(), [])
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
