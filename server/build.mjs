// `node server/build.mjs [--write]`: the w3m-kit-server package from this repository's sources.
// Bundles server/src/cli.ts (the secure site, the auth service, the SIWX service: all under server/src,
// plus the frame's message contract and the kit modules they import) into server/dist/cli.js with every npm package left external, copies the built
// frame page (npm run build:frame) into server/dist/page, and checks that server/package.json's
// dependencies are exactly the packages the bundle imports, at the versions of the root lock file
// (--write puts them there). Run `npm pack` in server/ afterwards.
import { build } from 'esbuild'
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeInlinedPackages } from '../scripts/inlined-packages.mjs'
import { NOTICES_FILE, writeNotices } from '../scripts/third-party-notices.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'server/dist')
const page = join(root, 'frame/page/dist')
if (!existsSync(join(page, 'index.html'))) {
  console.error('The frame page is not built: npm run build:frame')
  process.exit(1)
}

rmSync(dist, { recursive: true, force: true })
const result = await build({
  entryPoints: [join(root, 'server/src/cli.ts')],
  outfile: join(dist, 'cli.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning'
})
cpSync(page, join(dist, 'page'), { recursive: true })
// What the bundle inlines (our sources only while packages stay external) and the notices the package ships.
writeInlinedPackages(dist, 'server bundle (dist/cli.js)', Object.keys(result.metafile.inputs).map(input => resolve(input)))
writeNotices(join(root, 'server', NOTICES_FILE), 'w3m-kit-server', [dist, join(dist, 'page')])

// The npm packages the bundle imports: `viem/siwe` is viem, `@noble/curves/ed25519` is @noble/curves.
const builtins = new Set(builtinModules)
const packageOf = specifier => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap(output => output.imports)
    .filter(entry => entry.external && !entry.path.startsWith('node:') && !builtins.has(entry.path))
    .map(entry => packageOf(entry.path))
)
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
const wanted = Object.fromEntries(
  [...imported].sort().map(name => {
    const version = lock.packages[`node_modules/${name}`]?.version
    if (!version) throw new Error(`${name} is imported by the server but not in the root package-lock.json`)
    return [name, version]
  })
)
const manifestPath = join(root, 'server/package.json')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
if (process.argv.includes('--write')) {
  manifest.dependencies = wanted
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
} else if (JSON.stringify(manifest.dependencies) !== JSON.stringify(wanted)) {
  console.error(`server/package.json dependencies differ from what the bundle imports at the lock's versions; expected:\n${JSON.stringify(wanted, null, 2)}\n(node server/build.mjs --write)`)
  process.exit(1)
}
const bytes = readFileSync(join(dist, 'cli.js')).length
console.log(`server/dist/cli.js ${(bytes / 1024).toFixed(0)} KiB, ${Object.keys(wanted).length} dependencies; frame page copied to server/dist/page`)
