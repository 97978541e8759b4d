// Which npm packages a bundle inlines, from the bundler's own module list: the library build, the CDN
// build and the frame page (vite: inlinedPackagesPlugin) and the server bundle (esbuild's metafile,
// server/build.mjs). Each writes `<outDir>/.meta/inlined-packages.json`; scripts/third-party-notices.mjs
// and the licence gate (scripts/licence-gate.mjs) read it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const INLINED_PACKAGES_FILE = '.meta/inlined-packages.json'
/** Folders are written relative to the repository (a shipped file names no build machine's paths). */
export const REPOSITORY = fileURLToPath(new URL('..', import.meta.url))

/**
 * The package a module file belongs to: the last `node_modules/<name>` (or `node_modules/@scope/name`)
 * of its path, so a nested copy is named by its own folder. Undefined for our own sources.
 */
export function packageDirOf(moduleId) {
  const path = moduleId.replace(/^\0/, '').split('?')[0].replaceAll('\\', '/')
  const at = path.lastIndexOf('/node_modules/')
  if (at < 0) return undefined
  const rest = path.slice(at + '/node_modules/'.length).split('/')
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  return path.slice(0, at + '/node_modules/'.length) + name
}

/** name, version and folder of every package that `moduleIds` (absolute file paths) come from, sorted. */
export function inlinedPackages(moduleIds) {
  const dirs = new Set()
  for (const id of moduleIds) {
    const dir = packageDirOf(id)
    if (dir && existsSync(join(dir, 'package.json'))) dirs.add(dir)
  }
  return [...dirs]
    .map(dir => {
      const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      return { name, version, dir }
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
}

export function writeInlinedPackages(outDir, bundle, moduleIds) {
  const file = join(outDir, INLINED_PACKAGES_FILE)
  mkdirSync(dirname(file), { recursive: true })
  const packages = inlinedPackages(moduleIds).map(({ name, version, dir }) => ({ name, version, dir: relative(REPOSITORY, dir) }))
  writeFileSync(file, `${JSON.stringify({ bundle, packages }, null, 2)}\n`)
  return file
}

/**
 * Vite/rollup: after writing, lists the packages whose code is in the output (tree-shaken-away modules do not count).
 * @returns {import('vite').Plugin}
 */
export function inlinedPackagesPlugin(bundle) {
  let outDir
  return {
    name: 'w3m-inlined-packages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, output) {
      const ids = Object.values(output)
        .filter(item => item.type === 'chunk')
        .flatMap(chunk => Object.entries(chunk.modules).filter(([, module]) => module.renderedLength > 0).map(([id]) => id))
      writeInlinedPackages(outDir, bundle, ids)
    }
  }
}

/** Reads a bundle's list (folders made absolute again), or fails saying which build makes it. */
export function readInlinedPackages(outDir) {
  const file = join(outDir, INLINED_PACKAGES_FILE)
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (node scripts/build.mjs --demo)`)
  const { bundle, packages } = JSON.parse(readFileSync(file, 'utf8'))
  return { bundle, packages: packages.map(entry => ({ ...entry, dir: resolve(REPOSITORY, entry.dir) })) }
}
