// What server/build.mjs (w3m-kit-server) and devnet/build.mjs (w3m-kit-devnet) share: the esbuild
// options of a Node bundle with every npm package left external, the built frame page both ship,
// and the check that a package.json's dependencies are exactly what its bundle imports at the root
// lock's versions.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url))

/** esbuild options of a Node bundle (ESM, Node 20) that leaves every npm package external and keeps the metafile. */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning'
}

/** Throws unless the frame page is built (`npm run build:frame`) in `pageDir`. */
export function assertFramePageBuilt(pageDir) {
  if (!existsSync(join(pageDir, 'index.html'))) throw new Error('The frame page is not built: npm run build:frame')
}

const builtins = new Set(builtinModules)
/** `viem/accounts` is viem, `@noble/curves/ed25519` is @noble/curves. */
const packageOf = specifier => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

/** The npm packages an esbuild metafile's outputs import, plus `alsoNeeded`, minus `peers`. */
export function importedPackages(metafile, { alsoNeeded = [], peers = [] } = {}) {
  return new Set(
    Object.values(metafile.outputs)
      .flatMap(output => output.imports)
      .filter(entry => entry.external && !entry.path.startsWith('node:') && !builtins.has(entry.path))
      .map(entry => packageOf(entry.path))
      .concat(alsoNeeded)
      .filter(name => !peers.includes(name))
  )
}

/** `{ name: version }` of `names` (sorted) at the root lock's versions; `label` names the bundle in the error. */
export function lockVersions(root, names, label) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  return Object.fromEntries(
    [...names].sort().map(name => {
      const version = lock.packages[`node_modules/${name}`]?.version
      if (!version) throw new Error(`${name} is imported by the ${label} but not in the root package-lock.json`)
      return [name, version]
    })
  )
}

/** Writes `wanted` as the manifest's dependencies (`write`), or throws unless they are already exactly that. */
export function checkManifestDependencies(manifestPath, wanted, { write = false, rebuildHint }) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  if (write) {
    manifest.dependencies = wanted
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  } else if (JSON.stringify(manifest.dependencies) !== JSON.stringify(wanted)) {
    throw new Error(`${relative(REPOSITORY, manifestPath)} dependencies differ from what the bundle imports at the lock's versions; expected:\n${JSON.stringify(wanted, null, 2)}\n(${rebuildHint})`)
  }
}
