// `node scripts/devnet-package-check.mjs` (an `npm test` stage, after the build with --examples): the
// w3m-kit-devnet package works outside this repository. Packs devnet/ (built by devnet/build.mjs),
// makes a fresh folder with only @playwright/test, wagmi, viem (the root lock's versions) and the
// tarball, installed from npm's cache (no install scripts: nothing downloads), puts the small wagmi
// dapp (examples/devnet-wagmi, built to demo/dist/examples/devnet-wagmi) in ./dapp and the test file
// of docs/testing.md (its `file=tests/wallet-flows.spec.ts` block) in ./tests, and runs it in the
// system Chromium: connect, sign, send, reject, WalletConnect pairing. Prints the install and run times.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const SPEC = 'tests/wallet-flows.spec.ts'
const DAPP_BUILD = join(root, 'demo/dist/examples/devnet-wagmi')

/** The code of the docs/testing.md block marked `file=<path>`. */
export function docBlock(markdown, path) {
  const match = new RegExp('```ts file=' + path.replaceAll('.', '\\.') + '\\n([\\s\\S]*?)\\n```').exec(markdown)
  if (!match) throw new Error(`docs/testing.md has no \`\`\`ts file=${path} block`)
  return `${match[1]}\n`
}

const lockVersion = name => JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages[`node_modules/${name}`].version
const seconds = since => ((performance.now() - since) / 1000).toFixed(1)

async function main() {
  if (!existsSync(join(root, 'devnet/dist/index.js'))) throw new Error('devnet/dist is missing: node devnet/build.mjs (the build with --examples runs it)')
  if (!existsSync(join(DAPP_BUILD, 'main.js'))) throw new Error('The wagmi dapp is not built: node scripts/examples.mjs devnet-wagmi')
  const work = mkdtempSync(join(tmpdir(), 'w3m-devnet-package-'))
  try {
    const quiet = { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' }
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { ...quiet, cwd: join(root, 'devnet') }).trim().split('\n').at(-1)
    const site = join(work, 'dapp-tests')
    mkdirSync(join(site, 'tests'), { recursive: true })
    writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'dapp-tests', private: true, type: 'module' }, null, 2))
    const installing = performance.now()
    const packages = [`@playwright/test@${lockVersion('@playwright/test')}`, `wagmi@${lockVersion('wagmi')}`, `viem@${lockVersion('viem')}`, join(work, tarball)]
    execFileSync('npm', ['install', '--save-dev', ...packages, '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { ...quiet, cwd: site })
    console.log(`  installed @playwright/test, wagmi, viem and ${tarball} in ${seconds(installing)} s (no w3m-kit: ${existsSync(join(site, 'node_modules/w3m-kit')) ? 'FOUND' : 'absent'})`)
    if (existsSync(join(site, 'node_modules/w3m-kit'))) throw new Error('w3m-kit was installed: the devnet package must not depend on it')
    cpSync(DAPP_BUILD, join(site, 'dapp'), { recursive: true })
    writeFileSync(join(site, SPEC), docBlock(readFileSync(join(root, 'docs/testing.md'), 'utf8'), SPEC))
    writeFileSync(
      join(site, 'playwright.config.ts'),
      `import { defineConfig } from '@playwright/test'\nexport default defineConfig({ testDir: 'tests', workers: 2, timeout: 60_000, expect: { timeout: 15_000 }, reporter: 'list', use: { launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ${JSON.stringify(['--no-sandbox'])} } } })\n`
    )
    const running = performance.now()
    const run = spawnSync('npx', ['--no-install', 'playwright', 'test'], { cwd: site, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } })
    console.log(`  ${SPEC} ran in ${seconds(running)} s`)
    if (run.status !== 0) process.exit(run.status ?? 1)
  } finally {
    if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
