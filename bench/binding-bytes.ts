import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { transformSync } from 'esbuild'

/** The library build (`node scripts/build.mjs`): the files the packed package ships. */
const LIBRARY_DIST = join(import.meta.dirname, '../dist')

// Static imports of the library's own files in Vite's output (`from "./chunks/x.js"`, `import "./x.js"`); `import("…")` is lazy and not counted.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g

/** `file` (relative to `dist`) and every library file it imports statically, transitively. */
function staticFiles(dist: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(join(dist, file), 'utf8')
  for (const [, spec] of code.matchAll(STATIC_IMPORT)) staticFiles(dist, relative(dist, join(dist, dirname(file), spec!)), seen)
  return seen
}

export interface BindingBytes {
  /** gzip bytes, minified as a site's bundler would. */
  bytes: number
  files: string[]
}

/**
 * What a framework binding (`svelte.js` for `w3m-kit/svelte`…) adds to a site that already loads
 * `w3m-kit` (`index.js`): its entry's static closure in dist/ minus index.js's, each file minified
 * (esbuild) and gzipped. The framework itself and the kit's other dependencies are external, not counted.
 */
export function bindingBytes(entry: string, dist = LIBRARY_DIST): BindingBytes {
  const core = staticFiles(dist, 'index.js')
  const files = [...staticFiles(dist, entry)].filter(file => !core.has(file))
  const bytes = files.reduce((sum, file) => {
    const minified = transformSync(readFileSync(join(dist, file), 'utf8'), { minify: true, format: 'esm', target: 'es2022' }).code
    return sum + gzipSync(minified).length
  }, 0)
  return { bytes, files }
}
