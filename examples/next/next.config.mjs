// Next.js config of the example. In your own app none of this is needed: `npm install w3m-kit`.
import { realpathSync } from 'node:fs'
import { dirname, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { kitAliasMap } from '../kit-aliases.mjs'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '')
// The example imports the kit's built dist/ (by its package names) and the repository's node_modules,
// both above this folder: turbopack's root must hold them (and node_modules' real place, if it is a link).
const modules = realpathSync(`${repoRoot}/node_modules`)
let root = repoRoot
while (!(modules + sep).startsWith(root + sep)) root = dirname(root)

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root, resolveAlias: kitAliasMap() },
  outputFileTracingRoot: root,
  // The examples are built offline and checked by the repository's own type check.
  typescript: { ignoreBuildErrors: true }
}
