// How the examples import the kit: by its package names (`w3m-kit`, `w3m-kit/react`, …), resolved to
// the BUILT dist/ files that package.json "exports" names, so each example runs what the packed
// package ships. In your own app, `npm install w3m-kit` replaces this file.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const { name, exports } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))

/** `.` → `w3m-kit`, `./react` → `w3m-kit/react`; the file is the entry's `import` condition. */
function entries() {
  return Object.entries(exports).map(([subpath, target]) => ({
    specifier: subpath === '.' ? name : `${name}/${subpath.slice(2)}`,
    file: root + (typeof target === 'string' ? target : target.import).slice(2)
  }))
}

const escape = text => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Vite's `resolve.alias`: exact entries, and `w3m-kit/themes/*` as a pattern. */
export function kitAliases() {
  return entries().map(({ specifier, file }) =>
    specifier.endsWith('/*')
      ? { find: new RegExp(`^${escape(specifier.slice(0, -1))}(.+)$`), replacement: file.slice(0, -1) + '$1' }
      : { find: new RegExp(`^${escape(specifier)}$`), replacement: file }
  )
}

/** `{ specifier: absolute file }` for bundlers with a plain alias map (Next's turbopack and webpack); `themes/*` keeps its `*`. */
export function kitAliasMap() {
  return Object.fromEntries(entries().map(({ specifier, file }) => [specifier, file]))
}
