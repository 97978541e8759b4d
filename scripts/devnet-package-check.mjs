// `node scripts/devnet-package-check.mjs` (an `npm test` stage, after the build with --examples): the
// w3m-kit-devnet package works outside this repository, for any dapp and for a w3m-kit site. Packs
// devnet/ (built by devnet/build.mjs) and the kit, makes a fresh folder, installs from npm's cache (no
// install scripts: nothing downloads) and runs docs/testing.md's test files there in the system Chromium:
//  1. with only @playwright/test, wagmi, viem (the root lock's versions) and the devnet tarball (and no
//     w3m-kit), the small wagmi dapp (examples/devnet-wagmi, built to demo/dist/examples/devnet-wagmi)
//     in ./dapp and the `file=tests/wallet-flows.spec.ts` block: connect, sign, send, reject, WalletConnect;
//  2. then TypeScript, as most wagmi sites have it, and the kit's tarball in the same folder, as a site adds
//     it beside its wagmi (no --legacy-peer-deps); `tsc --noEmit`, without skipLibCheck, of a file that puts
//     `w3m-kit/wagmi` in wagmi 3's `createConfig` (SITE_TYPES below: npm nests wagmi 3's @wagmi/core under
//     node_modules/wagmi/, so the kit's declarations must not name it); then the script-tag page
//     (examples/cdn/index.html) in ./site and the `file=tests/email-sign-in.spec.ts` block: email sign-in
//     with the mailed code, the recovery key and a send approved in the secure frame, exact on chain.
// Prints the install and run times. `--keep` keeps the folder (its path is printed).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packTarball } from './licence-gate.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const SPEC = 'tests/wallet-flows.spec.ts'
const KIT_SPEC = 'tests/email-sign-in.spec.ts'
const DAPP_BUILD = join(root, 'demo/dist/examples/devnet-wagmi')
const KIT_PAGE = join(root, 'examples/cdn/index.html')
const SQLITE = 'better-sqlite3'

/**
 * A wagmi 3 site's config with the kit, type-checked in the folder: each use compiles with no cast, and a
 * wrong one must fail (it compiled while the kit's declarations named @wagmi/core, which the site's
 * TypeScript could not find: `w3mConnector` was then `any`, and TS2307 without skipLibCheck).
 */
const SITE_TYPES = `import { createConfig, http } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { createAppKit } from 'w3m-kit'
import { mainnet as kitMainnet } from 'w3m-kit/networks'
import { w3mConnector, wagmiParameters } from 'w3m-kit/wagmi'

const appKit = createAppKit({ projectId: 'site', networks: [kitMainnet] })
export const own = createConfig({ chains: [mainnet], connectors: [w3mConnector(appKit)], transports: { [mainnet.id]: http() } })
export const kit = createConfig({ ...wagmiParameters(appKit), ssr: true })
// @ts-expect-error connectors is an array: [w3mConnector(appKit)]
createConfig({ chains: [mainnet], connectors: w3mConnector(appKit), transports: { [mainnet.id]: http() } })
`
const SITE_TSCONFIG = { compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'], strict: true, noEmit: true, types: [] }, files: ['wagmi-config.ts'] }

/** The code of the docs/testing.md block marked `file=<path>`. */
export function docBlock(markdown, path) {
  const match = new RegExp('```ts file=' + path.replaceAll('.', '\\.') + '\\n([\\s\\S]*?)\\n```').exec(markdown)
  if (!match) throw new Error(`docs/testing.md has no \`\`\`ts file=${path} block`)
  return `${match[1]}\n`
}

const lockVersion = name => JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages[`node_modules/${name}`].version
const seconds = since => ((performance.now() - since) / 1000).toFixed(1)
const quiet = { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' }
const install = (site, packages) => execFileSync('npm', ['install', '--save-dev', ...packages, '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { ...quiet, cwd: site })
const playwright = (site, spec) => spawnSync('npx', ['--no-install', 'playwright', 'test', spec], { cwd: site, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } })

/**
 * better-sqlite3 (the store of the devnet's auth service and blockchain API) gets its native binary from
 * its install script, which downloads a prebuilt one from GitHub, unreachable here (compiling SQLite
 * instead, `npm rebuild better-sqlite3 --build-from-source`, took 5 min 39 s on this shared machine, 80 s
 * of CPU): with `--ignore-scripts` and offline, the folder has none. This repository's own build of the
 * same version for this Node stands in for that download: the only thing in the folder npm did not install.
 */
function provideSqliteBinary(site) {
  const ours = join(root, 'node_modules', SQLITE)
  const theirs = join(site, 'node_modules', SQLITE)
  const version = dir => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version
  if (version(ours) !== version(theirs)) throw new Error(`${SQLITE} ${version(theirs)} in the package, ${version(ours)} in this repository: the stand-in binary must be the same version`)
  const binary = 'build/Release/better_sqlite3.node'
  if (!existsSync(join(ours, binary))) throw new Error(`${join(ours, binary)} is missing: npm rebuild ${SQLITE} here first`)
  mkdirSync(join(theirs, 'build/Release'), { recursive: true })
  cpSync(join(ours, binary), join(theirs, binary))
  try {
    const Database = createRequire(join(site, 'package.json'))(SQLITE)
    new Database(':memory:').close()
  } catch (error) {
    throw new Error(`This repository's ${SQLITE} binary does not load in the fresh folder (Node ABI ${process.versions.modules}): ${error.message}`, { cause: error })
  }
}

/**
 * `tsc` of SITE_TYPES in `site`, without skipLibCheck: nothing may be reported in that file or in the kit's
 * declarations. What other packages' declarations report is counted, not failed: wagmi 3.7.7's own report 6
 * errors there under TypeScript 5.9 (TS2707 against the installed TanStack Query's generics, TS2344 in its
 * @wagmi/core's query types), which only skipLibCheck hides, with or without the kit.
 */
function typeCheckSite(site) {
  writeFileSync(join(site, 'wagmi-config.ts'), SITE_TYPES)
  writeFileSync(join(site, 'tsconfig.json'), JSON.stringify(SITE_TSCONFIG, null, 2))
  const { stdout } = spawnSync('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json', '--pretty', 'false'], { ...quiet, cwd: site })
  const errors = stdout.split('\n').filter(line => /^\S.*error TS\d+/.test(line))
  const ours = errors.filter(line => line.startsWith('wagmi-config.ts') || line.startsWith('node_modules/w3m-kit/'))
  const nested = existsSync(join(site, 'node_modules/wagmi/node_modules/@wagmi/core')) && !existsSync(join(site, 'node_modules/@wagmi/core'))
  console.log(`  tsc (no skipLibCheck) of w3m-kit/wagmi in wagmi 3's createConfig: ${ours.length} errors in it or the kit's declarations, ${errors.length - ours.length} in other packages' (@wagmi/core only under node_modules/wagmi/: ${nested ? 'yes' : 'no'})`)
  for (const line of ours) console.log(`    ${line}`)
  return ours.length === 0
}

async function main() {
  if (!existsSync(join(root, 'devnet/dist/index.js'))) throw new Error('devnet/dist is missing: node devnet/build.mjs (the build with --examples runs it)')
  if (!existsSync(join(DAPP_BUILD, 'main.js'))) throw new Error('The wagmi dapp is not built: node scripts/examples.mjs devnet-wagmi')
  if (!existsSync(join(root, 'dist/cdn/index.js'))) throw new Error('dist/cdn is missing: node scripts/build.mjs')
  const work = mkdtempSync(join(tmpdir(), 'w3m-devnet-package-'))
  try {
    const docs = readFileSync(join(root, 'docs/testing.md'), 'utf8')
    const tarball = await packTarball(join(root, 'devnet'), work)
    const kitPacked = packTarball(root, work) // while the first install runs; the second half installs it
    kitPacked.catch(() => undefined) // awaited below, or not needed when the first half fails
    const site = join(work, 'dapp-tests')
    mkdirSync(join(site, 'tests'), { recursive: true })
    writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'dapp-tests', private: true, type: 'module' }, null, 2))
    let started = performance.now()
    install(site, [`@playwright/test@${lockVersion('@playwright/test')}`, `wagmi@${lockVersion('wagmi')}`, `viem@${lockVersion('viem')}`, join(work, tarball)])
    console.log(`  installed @playwright/test, wagmi, viem and ${tarball} in ${seconds(started)} s (no w3m-kit: ${existsSync(join(site, 'node_modules/w3m-kit')) ? 'FOUND' : 'absent'})`)
    if (existsSync(join(site, 'node_modules/w3m-kit'))) throw new Error('w3m-kit was installed: the devnet package must not depend on it')
    cpSync(DAPP_BUILD, join(site, 'dapp'), { recursive: true })
    writeFileSync(join(site, SPEC), docBlock(docs, SPEC))
    writeFileSync(
      join(site, 'playwright.config.ts'),
      `import { defineConfig } from '@playwright/test'\nexport default defineConfig({ testDir: 'tests', workers: 2, timeout: 60_000, expect: { timeout: 15_000 }, reporter: 'list', use: { launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ${JSON.stringify(['--no-sandbox'])} } } })\n`
    )
    started = performance.now()
    let run = playwright(site, SPEC)
    console.log(`  ${SPEC} ran in ${seconds(started)} s`)
    if (run.status !== 0) {
      process.exitCode = run.status ?? 1
      return
    }

    started = performance.now()
    // A site's `npm install w3m-kit` beside its wagmi, as docs/wagmi.md says: no --legacy-peer-deps.
    const kitTarball = await kitPacked
    install(site, [`typescript@${lockVersion('typescript')}`, `@types/react@${lockVersion('@types/react')}`])
    install(site, [join(work, kitTarball)])
    provideSqliteBinary(site)
    console.log(`  installed typescript, @types/react, then ${kitTarball} (and this repository's ${SQLITE} binary) in ${seconds(started)} s`)
    started = performance.now()
    const typed = typeCheckSite(site)
    console.log(`  type-checked in ${seconds(started)} s`)
    if (!typed) {
      process.exitCode = 1
      return
    }
    mkdirSync(join(site, 'site'))
    cpSync(KIT_PAGE, join(site, 'site/index.html'))
    writeFileSync(join(site, KIT_SPEC), docBlock(docs, KIT_SPEC))
    started = performance.now()
    run = playwright(site, KIT_SPEC)
    console.log(`  ${KIT_SPEC} ran in ${seconds(started)} s`)
    if (run.status !== 0) process.exitCode = run.status ?? 1
  } finally {
    if (process.argv.includes('--keep')) console.log(`  kept ${work}`)
    // About 730 MB of installs: removing them takes minutes on this disk, nothing waits for it.
    else spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
