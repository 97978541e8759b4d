import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import type { StaticServer } from '../demo/static-server.js'
import { servePages } from './page-server.js'
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs'
import { packTarball } from '../scripts/licence-gate.mjs'
import { coldStart, scriptBytesBeforeStartup } from './measure.js'
import { median } from './report.js'

/**
 * The side-by-side startup run (issue 38: "startup at most half the fastest peer's in the same run"):
 * the same small React page for each kit (a React 19 root, the kit's provider and its connect button, one
 * wallet announced through EIP-6963, a production build), built with this repository's vite, served by
 * demo/static-server.ts (in a process of its own, bench/page-server.ts) and loaded cold, interleaved (A B C D, A B C D, …), in fresh contexts whose remote
 * hosts fail at once (`refusingProxy`), measured by bench/measure.ts's `coldStart` exactly as bench/run.ts
 * measures the React page's `reactStartupMs`: navigation → the first frame showing the connect button.
 * Prints each kit's exact versions, the medians, and w3m-kit ÷ the fastest peer.
 *
 * The peers are a measurement, not a dependency: they are installed with npm into a temporary folder
 * outside this repository (os.tmpdir()), w3m-kit from this repository's packed tarball (`npm pack`: build
 * dist/ first, `node scripts/build.mjs`). Licences: AppKit and the wagmi connectors pull WalletConnect- and
 * Reown-community-licensed packages (@reown/*, @walletconnect/*) into that folder only; they are never
 * installed with this repository's packages nor in its lock file, and the folder is removed at the end.
 *
 * Usage: tsx bench/peers.ts [--runs 7] [--keep] [--reuse DIR]   (`npm run bench:peers`)
 *   --keep       keep the folder (its path is printed) for reruns
 *   --reuse DIR  measure a kept folder's builds again (no install, no build)
 */

const root = fileURLToPath(new URL('..', import.meta.url))
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    timeout: { type: 'string', default: '30000' }
  }
})

/** The exact versions installed, each kit in its own folder as its quick start installs it. */
const REACT = { react: '19.3.1', 'react-dom': '19.3.1' }
const QUERY = { viem: '2.57.20', '@tanstack/react-query': '5.108.0' }
// RainbowKit and ConnectKit want wagmi 2; AppKit 1.8.24's adapter brings @wagmi/connectors 8, which is wagmi 3's.
const WAGMI2 = { ...REACT, ...QUERY, wagmi: '2.19.5' }

/** The packed kit, as `npm pack` names it (package.json's name and version). */
const TARBALL = (() => {
  const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string }
  return `${name}-${version}.tgz`
})()
const PROJECT_ID = '0123456789abcdef0123456789abcdef'
const METADATA = `{ name: 'peers bench', description: 'The side-by-side startup page', url: location.origin, icons: [] }`

interface Kit {
  /** Also its folder's name. */
  id: string
  name: string
  /** The package whose version names the kit, and what is installed (a version, or a tarball's path under the folder). */
  pkg: string
  install: Record<string, string>
  /** npm's flags beyond the usual. */
  flags?: string[]
  /** The kit's connect button, for the probe. */
  button: string
  /** main.jsx after the wallet's import: the kit set up and its button rendered in a React root. */
  main: string
}

const root19 = (tree: string): string => `createRoot(document.getElementById('root')).render(<StrictMode>${tree}</StrictMode>)`
const wagmiTree = (inner: string, config: string): string =>
  `<WagmiProvider config={${config}}><QueryClientProvider client={queryClient}>${inner}</QueryClientProvider></WagmiProvider>`
const REACT_IMPORTS = `import { StrictMode } from 'react'\nimport { createRoot } from 'react-dom/client'\n`
const WAGMI_IMPORTS = `import { WagmiProvider } from 'wagmi'\nimport { QueryClient, QueryClientProvider } from '@tanstack/react-query'\nconst queryClient = new QueryClient()\n`

// Each kit as its quick start sets it up, on one network.
const KITS: Kit[] = [
  {
    id: 'w3m-kit',
    name: 'w3m-kit',
    pkg: 'w3m-kit',
    install: { ...REACT, 'w3m-kit': TARBALL },
    button: '[data-testid="connect-button"]',
    main: `${REACT_IMPORTS}import { AppKitButton, createAppKit } from 'w3m-kit/react'
import { mainnet } from 'w3m-kit/networks'
createAppKit({ projectId: '${PROJECT_ID}', networks: [mainnet], metadata: ${METADATA} })
${root19('<AppKitButton />')}`
  },
  {
    id: 'rainbowkit',
    name: 'RainbowKit',
    pkg: '@rainbow-me/rainbowkit',
    install: { ...WAGMI2, '@rainbow-me/rainbowkit': '2.2.11' },
    button: '[data-testid="rk-connect-button"]',
    main: `import '@rainbow-me/rainbowkit/styles.css'
${REACT_IMPORTS}${WAGMI_IMPORTS}import { mainnet } from 'wagmi/chains'
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit'
const config = getDefaultConfig({ appName: 'peers bench', projectId: '${PROJECT_ID}', chains: [mainnet] })
${root19(wagmiTree('<RainbowKitProvider><ConnectButton /></RainbowKitProvider>', 'config'))}`
  },
  {
    id: 'connectkit',
    name: 'ConnectKit',
    pkg: 'connectkit',
    install: { ...WAGMI2, connectkit: '1.9.2' },
    // It declares React 17 or 18 as its peer: installed without npm's peer resolution, every peer named.
    flags: ['--legacy-peer-deps'],
    // Its button has no test id; the page holds no other button.
    button: '#root button',
    main: `${REACT_IMPORTS}${WAGMI_IMPORTS}import { createConfig } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
const config = createConfig(getDefaultConfig({ appName: 'peers bench', walletConnectProjectId: '${PROJECT_ID}', chains: [mainnet] }))
${root19(wagmiTree('<ConnectKitProvider><ConnectKitButton /></ConnectKitProvider>', 'config'))}`
  },
  {
    id: 'appkit',
    name: 'AppKit',
    pkg: '@reown/appkit',
    install: { ...REACT, ...QUERY, wagmi: '3.7.7', '@reown/appkit': '1.8.24', '@reown/appkit-adapter-wagmi': '1.8.24' },
    button: '[data-testid="connect-button"]',
    main: `${REACT_IMPORTS}${WAGMI_IMPORTS}import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'
const adapter = new WagmiAdapter({ networks: [mainnet], projectId: '${PROJECT_ID}' })
createAppKit({ adapters: [adapter], networks: [mainnet], projectId: '${PROJECT_ID}', metadata: ${METADATA} })
${root19(wagmiTree('<appkit-button />', 'adapter.wagmiConfig'))}`
  }
]

/** The same document for every kit (demo/bench/react/index.html's). */
const HTML = (name: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>peers bench · ${name}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; }
    </style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.jsx"></script>
  </body>
</html>
`

/** One wallet in the browser, announced through EIP-6963 before the kit's code runs: the bench's React page's own. */
const WALLET = join(root, 'demo/bench/react/bench-wallet.ts')

const run = promisify(execFile)
const seconds = (since: number): string => ((performance.now() - since) / 1000).toFixed(0)

async function npmInstall(dir: string, kit: Kit): Promise<void> {
  const packages = Object.entries(kit.install).map(([name, version]) => (version === TARBALL ? join(dir, '..', version) : `${name}@${version}`))
  await run('npm', ['install', '--save-exact', ...packages, ...(kit.flags ?? []), '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir })
}

/** Writes the pages, installs the kits and builds each page into `work/dist/<id>/`. */
async function prepare(work: string): Promise<void> {
  if (!existsSync(join(root, 'dist/react.js'))) throw new Error('dist/ is missing: node scripts/build.mjs first (w3m-kit is measured from its packed tarball)')
  for (const kit of KITS) {
    const dir = join(work, kit.id)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `peers-bench-${kit.id}`, private: true, type: 'module' }))
    writeFileSync(join(dir, 'index.html'), HTML(kit.name))
    copyFileSync(WALLET, join(dir, 'wallet.ts'))
    writeFileSync(join(dir, 'main.jsx'), `import './wallet.ts'\n${kit.main}\n`)
  }
  let started = performance.now()
  const tarball = await packTarball(root, work)
  if (tarball !== TARBALL) throw new Error(`npm pack wrote ${tarball}, not ${TARBALL}`)
  await Promise.all(KITS.map(kit => npmInstall(join(work, kit.id), kit)))
  console.log(`installed the kits (w3m-kit from ${tarball}) in ${seconds(started)} s`)
  for (const kit of KITS) {
    started = performance.now()
    await build({
      root: join(work, kit.id),
      configFile: false,
      mode: 'production',
      logLevel: 'error',
      esbuild: { jsx: 'automatic' },
      build: { outDir: join(work, 'dist', kit.id), emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 100_000 }
    })
    console.log(`built ${kit.name}'s page in ${seconds(started)} s`)
  }
}

const version = (work: string, kit: Kit, pkg = kit.pkg): string => {
  const file = join(work, kit.id, 'node_modules', pkg, 'package.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : '—'
}
/** What each kit's folder resolved, beside the kit: the versions the build bundled. */
const RESOLVED = ['react', 'wagmi', '@wagmi/core', '@wagmi/connectors', 'viem', '@tanstack/react-query']

interface Figures {
  startups: number[]
  bytes: number[]
  errors: Set<string>
}

async function measure(work: string, runs: number, timeoutMs: number): Promise<Map<Kit, Figures>> {
  const servers = new Map<Kit, StaticServer>()
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS })
  try {
    for (const kit of KITS) servers.set(kit, await servePages({ root: join(work, 'dist', kit.id) }))
    const figures = new Map(KITS.map(kit => [kit, { startups: [], bytes: [], errors: new Set() } as Figures]))
    const load = async (kit: Kit): Promise<{ startupMs: number; bytes: number; errors: string[] }> => {
      const start = await coldStart(browser, `${servers.get(kit)!.url}/`, timeoutMs, { abortRemote: true, connectButton: kit.button })
      try {
        return { startupMs: start.startupMs, bytes: await scriptBytesBeforeStartup(start.page, start.startupMs), errors: start.errors }
      } finally {
        await start.context.close()
      }
    }
    // One unmeasured load each first: the server's gzip cache and the disk's pages warm for every kit alike.
    for (const kit of KITS) await load(kit)
    for (let round = 1; round <= runs; round++) {
      const line: string[] = []
      for (const kit of KITS) {
        const { startupMs, bytes, errors } = await load(kit)
        const figure = figures.get(kit)!
        figure.startups.push(startupMs)
        figure.bytes.push(bytes)
        for (const error of errors) if (error.startsWith('page error')) figure.errors.add(error.slice(0, 160))
        line.push(`${kit.name} ${startupMs.toFixed(0)}`)
      }
      console.log(`  round ${round}/${runs}: ${line.join(' · ')} ms (load average ${loadavg()[0]!.toFixed(2)})`)
    }
    return figures
  } finally {
    await browser.close()
    for (const server of servers.values()) await server.stop()
  }
}

function report(work: string, figures: Map<Kit, Figures>, runs: number): void {
  const rows = KITS.map(kit => {
    const figure = figures.get(kit)!
    return { kit, version: version(work, kit), startup: median(figure.startups), min: Math.min(...figure.startups), max: Math.max(...figure.startups), kb: median(figure.bytes) / 1024 }
  })
  const peers = rows.filter(row => row.kit.id !== 'w3m-kit')
  const fastest = peers.reduce((best, row) => (row.startup < best.startup ? row : best))
  const smallest = peers.reduce((best, row) => (row.kb < best.kb ? row : best))
  const ours = rows.find(row => row.kit.id === 'w3m-kit')!
  console.log(`\nmedians of ${runs} cold loads each (navigation → the first frame showing the connect button; remote hosts refused):`)
  console.log('| kit | startup ms (min–max) | JS gzip before the button |')
  console.log('|---|---|---|')
  for (const row of rows) console.log(`| ${row.kit.name} ${row.version} | ${row.startup.toFixed(1)} (${row.min.toFixed(0)}–${row.max.toFixed(0)}) | ${row.kb.toFixed(1)} KB |`)
  console.log(`| w3m-kit ÷ best peer | ${(ours.startup / fastest.startup).toFixed(2)}× (${fastest.kit.name}) | ${(ours.kb / smallest.kb).toFixed(2)}× (${smallest.kit.name}) |`)
  console.log(`half the fastest peer's startup: ${(fastest.startup / 2).toFixed(1)} ms`)
  for (const row of rows) console.log(`  ${row.kit.name}'s folder: ${RESOLVED.map(pkg => `${pkg} ${version(work, row.kit, pkg)}`).join(', ')}`)
  for (const row of rows) for (const error of figures.get(row.kit)!.errors) console.log(`  ${row.kit.name}: ${error}`)
}

async function main(): Promise<void> {
  const runs = Number(args.runs)
  const timeoutMs = Number(args.timeout)
  const work = args.reuse ? resolve(args.reuse) : mkdtempSync(join(tmpdir(), 'w3m-peers-bench-'))
  console.log(`peers bench in ${work} · load average ${loadavg().map(value => value.toFixed(2)).join(' ')}`)
  try {
    if (!args.reuse) await prepare(work)
    else if (!KITS.every(kit => existsSync(join(work, 'dist', kit.id, 'index.html')))) throw new Error(`${work} has no built pages (dist/<kit>/): run with --keep first`)
    console.log(KITS.map(kit => `${kit.name} ${version(work, kit)}`).join(' · '))
    const figures = await measure(work, runs, timeoutMs)
    report(work, figures, runs)
    console.log(`load average at the end ${loadavg().map(value => value.toFixed(2)).join(' ')}`)
  } finally {
    if (args.keep || args.reuse) console.log(`kept ${work} (rerun: npm run bench:peers -- --reuse ${work})`)
    else rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
