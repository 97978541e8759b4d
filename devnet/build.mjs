// `node devnet/build.mjs [--write]`: the w3m-kit-devnet package from this repository's sources, as
// server/build.mjs makes w3m-kit-server. Bundles the entries (public-api.ts → dist/index.js,
// wallets.ts, playwright.ts, cli.ts) with every npm package left external, the page side of the
// wallets (injected-wallet-page.ts) into one browser script, copies the contracts' artifacts and the
// built frame page (npm run build:frame) beside them, emits the type declarations, and checks that
// devnet/package.json's dependencies are exactly the packages the bundle imports (plus those it
// resolves at run time to spawn or read: anvil, alto, the paymaster's creation code) at the root lock's
// versions (--write puts them there). Run `npm pack` in devnet/ afterwards.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeInlinedPackages } from '../scripts/inlined-packages.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = join(root, 'devnet')
const dist = join(dir, 'dist')
const page = join(root, 'frame/page/dist')
/** Found by `require.resolve` (spawned or read as files), so no import names them: anvil, the bundler (alto, GPL-3.0: a separate process), the paymaster's creation code (@pimlico/mock-paymaster's constants). */
const RESOLVED_AT_RUN_TIME = ['@foundry-rs/anvil', '@pimlico/alto', '@pimlico/mock-paymaster']
/** The user's own test runner, never ours to install. */
const PEERS = ['@playwright/test']

export async function buildDevnetPackage({ write = false, types = true } = {}) {
  if (!existsSync(join(page, 'index.html'))) throw new Error('The frame page is not built: npm run build:frame')
  rmSync(dist, { recursive: true, force: true })
  const result = await build({
    entryPoints: { index: join(dir, 'public-api.ts'), wallets: join(dir, 'wallets.ts'), playwright: join(dir, 'playwright.ts'), cli: join(dir, 'cli.ts') },
    outdir: dist,
    // Chunks beside the entries: modules find files (artifacts.json, page/, injected-wallet.js) next to import.meta.url.
    chunkNames: 'shared-[hash]',
    splitting: true,
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
  writeInlinedPackages(dist, 'devnet bundle (dist/*.js)', [...Object.keys(result.metafile.inputs), ...Object.keys(browser.metafile.inputs)].map(input => resolve(input)))
  if (types) execFileSync('npx', ['--no-install', 'tsc', '-p', join(dir, 'tsconfig.types.json')], { cwd: root, stdio: 'inherit' })

  // The npm packages the bundle imports: `viem/accounts` is viem, `@noble/curves/ed25519` is @noble/curves.
  const builtins = new Set(builtinModules)
  const packageOf = specifier => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')
  const imported = new Set(
    Object.values(result.metafile.outputs)
      .flatMap(output => output.imports)
      .filter(entry => entry.external && !entry.path.startsWith('node:') && !builtins.has(entry.path))
      .map(entry => packageOf(entry.path))
      .concat(RESOLVED_AT_RUN_TIME)
      .filter(name => !PEERS.includes(name))
  )
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  const wanted = Object.fromEntries(
    [...imported].sort().map(name => {
      const version = lock.packages[`node_modules/${name}`]?.version
      if (!version) throw new Error(`${name} is imported by the devnet but not in the root package-lock.json`)
      return [name, version]
    })
  )
  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  if (write) {
    manifest.dependencies = wanted
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  } else if (JSON.stringify(manifest.dependencies) !== JSON.stringify(wanted)) {
    throw new Error(`devnet/package.json dependencies differ from what the bundle imports at the lock's versions; expected:\n${JSON.stringify(wanted, null, 2)}\n(node devnet/build.mjs --write)`)
  }
  return { dependencies: wanted }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const started = Date.now()
    const { dependencies } = await buildDevnetPackage({ write: process.argv.includes('--write'), types: !process.argv.includes('--no-types') })
    console.log(`devnet/dist built in ${((Date.now() - started) / 1000).toFixed(1)} s, ${Object.keys(dependencies).length} dependencies; frame page copied to devnet/dist/page`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
