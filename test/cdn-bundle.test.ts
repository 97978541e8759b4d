// The no-build bundle (dist/cdn/, vite.cdn.config.ts) is what a page loads from a CDN or its own server
// with no bundler in between: every import in every file must be a relative URL to a file that exists,
// nothing may read `process.env` (no browser defines `process`), and the static path from the entry to a
// visible <w3m-button> keeps the bundled path's budget. Reads the build (`npm run build` makes it).
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { parseAst } from 'vite'

const cdn = fileURLToPath(new URL('../dist/cdn/', import.meta.url))
const ENTRIES = ['index.js', 'networks.js']
/** The bench's budget for the bytes before the button (bench/report.ts initialBytes), page included. */
const FIRST_PATH_BUDGET = 25_000
/** The CDN example's page (its HTML and module script), the smallest page a site loads the bundle from. */
const EXAMPLE_PAGE = fileURLToPath(new URL('../examples/cdn/index.html', import.meta.url))

interface AstNode {
  type: string
  [key: string]: unknown
}

interface ModuleImports {
  /** Static `import … from` and `export … from` specifiers: loaded before the module runs. */
  static: string[]
  /** `import('…')` specifiers with a literal string. */
  dynamic: string[]
  /** `import(expression)` not written as a literal: a URL the bundle could not check. */
  computedDynamic: number
  readsProcessEnv: boolean
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) return node.forEach(child => walk(child, visit))
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return
  visit(node as AstNode)
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit)
}

function importsOf(file: string): ModuleImports {
  const found: ModuleImports = { static: [], dynamic: [], computedDynamic: 0, readsProcessEnv: false }
  walk(parseAst(readFileSync(file, 'utf8')), node => {
    const source = node.source as AstNode | null | undefined
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') {
      if (source) found.static.push(String(source.value))
    } else if (node.type === 'ImportExpression') {
      if (source?.type === 'Literal' && typeof source.value === 'string') found.dynamic.push(source.value)
      else found.computedDynamic++
    } else if (node.type === 'MemberExpression') {
      const object = node.object as AstNode
      const property = node.property as AstNode
      if (object.type === 'Identifier' && object.name === 'process' && (property.name === 'env' || property.value === 'env')) found.readsProcessEnv = true
    }
  })
  return found
}

const isRelative = (specifier: string): boolean => specifier.startsWith('./') || specifier.startsWith('../')

function moduleFiles(): string[] {
  return (readdirSync(cdn, { recursive: true }) as string[]).filter(name => name.endsWith('.js')).map(name => join(cdn, name))
}

/** The files a page fetches before the entries run: their static imports, transitively. */
function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of importsOf(file).static) visit(join(dirname(file), specifier))
  }
  entries.forEach(entry => visit(join(cdn, entry)))
  return [...seen]
}

describe('the no-build bundle (dist/cdn/)', () => {
  assert.ok(existsSync(cdn), 'dist/cdn/ is not built: run `npm run build`')
  const files = moduleFiles()
  const scanned = new Map(files.map(file => [file, importsOf(file)]))

  it('has its entries and its lazily loaded chunks', () => {
    for (const entry of ENTRIES) assert.ok(existsSync(join(cdn, entry)), `dist/cdn/${entry} is missing`)
    assert.ok(files.length > 50, `only ${files.length} modules: the flows are not split into lazy chunks`)
  })

  it('imports only relative URLs to files that exist, so it loads from any base URL without an import map', () => {
    const problems: string[] = []
    for (const [file, found] of scanned) {
      for (const specifier of [...found.static, ...found.dynamic]) {
        if (!isRelative(specifier)) problems.push(`${relative(cdn, file)}: bare or absolute import "${specifier}"`)
        else if (!existsSync(join(dirname(file), specifier))) problems.push(`${relative(cdn, file)}: "${specifier}" does not exist`)
      }
      if (found.computedDynamic) problems.push(`${relative(cdn, file)}: ${found.computedDynamic} import() of a computed URL`)
    }
    assert.deepEqual(problems, [])
  })

  it('reads no process.env (the build defines NODE_ENV; a browser has no process)', () => {
    const readers = [...scanned].filter(([, found]) => found.readsProcessEnv).map(([file]) => relative(cdn, file))
    assert.deepEqual(readers, [])
  })

  it('keeps the path to a visible <w3m-button> within the bundled path budget, the rest lazy', () => {
    const firstPath = staticClosure(['index.js', 'networks.js'])
    const bytes = firstPath.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0)
    const page = gzipSync(readFileSync(EXAMPLE_PAGE), { level: 9 }).length
    const listing = firstPath.map(file => relative(cdn, file)).join(', ')
    assert.ok(bytes + page <= FIRST_PATH_BUDGET, `${bytes} B gzip before the button (${listing}), plus the example page's ${page} B, is over ${FIRST_PATH_BUDGET} B`)
  })
})
