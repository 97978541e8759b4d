// `node server/build.mjs [--write]`: the w3m-kit-server package from this repository's sources.
// Bundles server/src/cli.ts (the secure site, the auth service, the SIWX service: all under server/src,
// plus the frame's message contract and the kit modules they import) into server/dist/cli.js with every npm package left external, copies the built
// frame page (npm run build:frame) into server/dist/page, and checks that server/package.json's
// dependencies are exactly the packages the bundle imports, at the versions of the root lock file
// (--write puts them there). Run `npm pack` in server/ afterwards.
import { build } from 'esbuild'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeInlinedPackages } from '../scripts/inlined-packages.mjs'
import { assertFramePageBuilt, checkManifestDependencies, importedPackages, lockVersions, NODE_BUNDLE } from '../scripts/packed-package.mjs'
import { NOTICES_FILE, writeNotices } from '../scripts/third-party-notices.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'server/dist')
const page = join(root, 'frame/page/dist')
try {
  assertFramePageBuilt(page)
  rmSync(dist, { recursive: true, force: true })
  const result = await build({ ...NODE_BUNDLE, entryPoints: [join(root, 'server/src/cli.ts')], outfile: join(dist, 'cli.js'), banner: { js: '#!/usr/bin/env node' } })
  cpSync(page, join(dist, 'page'), { recursive: true })
  // What the bundle inlines (our sources only while packages stay external) and the notices the package ships.
  writeInlinedPackages(dist, 'server bundle (dist/cli.js)', Object.keys(result.metafile.inputs).map(input => resolve(input)))
  writeNotices(join(root, 'server', NOTICES_FILE), 'w3m-kit-server', [dist, join(dist, 'page')])

  const wanted = lockVersions(root, importedPackages(result.metafile), 'server')
  checkManifestDependencies(join(root, 'server/package.json'), wanted, { write: process.argv.includes('--write'), rebuildHint: 'node server/build.mjs --write' })
  const bytes = readFileSync(join(dist, 'cli.js')).length
  console.log(`server/dist/cli.js ${(bytes / 1024).toFixed(0)} KiB, ${Object.keys(wanted).length} dependencies; frame page copied to server/dist/page`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
