// `node devnet/build.mjs [--write]`: the w3m-kit-devnet package from this repository's sources, as
// server/build.mjs makes w3m-kit-server (both through scripts/packed-package.mjs). Bundles the entries
// (public-api.ts → dist/index.js, wallets.ts, playwright.ts, cli.ts) with every npm package left
// external, the page side of the wallets (injected-wallet-page.ts) into one browser script, copies the
// contracts' artifacts and the built frame page (npm run build:frame) beside them, writes the
// third-party notices of what both inline, emits the type declarations (unchecked: the types stage of
// `npm test` checks the sources), and checks that devnet/package.json's dependencies are exactly the
// packages the bundle imports (plus those it
// resolves at run time to spawn or read: anvil, alto, the paymaster's creation code) at the root lock's
// versions (--write puts them there). Run `npm pack` in devnet/ afterwards.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeInlinedPackages } from '../scripts/inlined-packages.mjs'
import { assertFramePageBuilt, checkManifestDependencies, importedPackages, lockVersions, NODE_BUNDLE } from '../scripts/packed-package.mjs'
import { NOTICES_FILE, writeNotices } from '../scripts/third-party-notices.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = join(root, 'devnet')
const dist = join(dir, 'dist')
const page = join(root, 'frame/page/dist')
/** Found by `require.resolve` (spawned or read as files), so no import names them: anvil, the bundler (alto, GPL-3.0: a separate process), the paymaster's creation code (@pimlico/mock-paymaster's constants). */
const RESOLVED_AT_RUN_TIME = ['@foundry-rs/anvil', '@pimlico/alto', '@pimlico/mock-paymaster']
/** Whose Solidity each shipped artifacts file is compiled from (devnet/contracts: KitAccount on OpenZeppelin's parts; the EntryPoint). */
const COMPILED_FROM = { 'artifacts.json': '@openzeppelin/contracts', 'account-abstraction.json': '@account-abstraction/contracts' }
/** The user's own test runner, never ours to install. */
const PEERS = ['@playwright/test']

/**
 * What the types stage cannot see for this emit: tsconfig.types.json clears the root's `paths`, so an import of
 * w3m-kit (which the package must not need) resolves there but not here, and unchecked it would become `any`.
 */
function assertNoKitImports(typesDir) {
  const found = readdirSync(typesDir, { recursive: true })
    .filter(file => file.endsWith('.d.ts'))
    .filter(file => /(?:from\s*|import\(\s*)['"]w3m-kit(?:\/[^'"]*)?['"]/.test(readFileSync(join(typesDir, file), 'utf8')))
  if (found.length > 0) throw new Error(`devnet declarations import w3m-kit, which the package must not depend on: ${found.join(', ')}`)
}

try {
  const started = Date.now()
  assertFramePageBuilt(page)
  rmSync(dist, { recursive: true, force: true })
  const result = await build({
    ...NODE_BUNDLE,
    entryPoints: { index: join(dir, 'public-api.ts'), wallets: join(dir, 'wallets.ts'), playwright: join(dir, 'playwright.ts'), cli: join(dir, 'cli.ts') },
    outdir: dist,
    // Chunks beside the entries: modules find files (artifacts.json, page/, injected-wallet.js) next to import.meta.url.
    chunkNames: 'shared-[hash]',
    splitting: true
  })
  // Only the bin needs the shebang (esbuild's banner would put it on every chunk).
  const cli = join(dist, 'cli.js')
  writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`)
  const browser = await build({
    entryPoints: [join(dir, 'injected-wallet-page.ts')],
    outfile: join(dist, 'injected-wallet.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning'
  })
  cpSync(join(dir, 'contracts/artifacts.json'), join(dist, 'artifacts.json'))
  cpSync(join(dir, 'contracts/account-abstraction.json'), join(dist, 'account-abstraction.json'))
  cpSync(page, join(dist, 'page'), { recursive: true })
  // What the bundles inline (viem and noble in injected-wallet.js; the frame page's own list) and the notices the package ships.
  writeInlinedPackages(dist, 'devnet bundle (dist/*.js)', [...Object.keys(result.metafile.inputs), ...Object.keys(browser.metafile.inputs)].map(input => resolve(input)))
  // The contracts' artifacts are compiled from packages' Solidity: their notices too, a list of its own for each file.
  const compiled = Object.entries(COMPILED_FROM).map(([file, name]) => {
    const listDir = join(dist, '.meta', file)
    writeInlinedPackages(listDir, `dist/${file}`, [join(root, 'node_modules', name, 'package.json')])
    return listDir
  })
  writeNotices(join(dir, NOTICES_FILE), 'w3m-kit-devnet', [dist, join(dist, 'page'), ...compiled])
  // Declarations only, unchecked (--noCheck): the types stage of `npm test` type-checks these sources already
  // (tsconfig.json includes devnet/), and this second full check was the build's slowest step. Emit errors still fail.
  execFileSync('npx', ['--no-install', 'tsc', '-p', join(dir, 'tsconfig.types.json'), '--noCheck'], { cwd: root, stdio: 'inherit' })
  assertNoKitImports(join(dist, 'types'))

  const wanted = lockVersions(root, importedPackages(result.metafile, { alsoNeeded: RESOLVED_AT_RUN_TIME, peers: PEERS }), 'devnet')
  checkManifestDependencies(join(dir, 'package.json'), wanted, { write: process.argv.includes('--write'), rebuildHint: 'node devnet/build.mjs --write' })
  console.log(`devnet/dist built in ${((Date.now() - started) / 1000).toFixed(1)} s, ${Object.keys(wanted).length} dependencies; frame page copied to devnet/dist/page`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
