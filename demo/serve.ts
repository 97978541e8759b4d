import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startDevnet, type Devnet, type DevnetServiceName } from '../devnet/index.js'
import type { DevnetInfo } from '../devnet/info.js'
import { contentSecurityPolicy } from './csp.js'
import { globalScript, globalScriptSource, serveStatic, type StaticServer } from './static-server.js'

const distDir = fileURLToPath(new URL('./dist', import.meta.url))

export interface DemoServer {
  url: string
  devnet: DevnetInfo
  /** The running services, with their fault switches (docs/contributing.md, Fault switches). */
  services: Devnet['services']
  /** Restarts the auth service on its store, behind the same address (the devnet's `restartAuth`). */
  restartAuth(): Promise<void>
  stop(): Promise<void>
}

export interface DemoServeOptions {
  /** 0 or absent: a free port. */
  port?: number
  /**
   * Serve every page with the strict policy of docs/csp.md (demo/csp.ts) for the devnet's services,
   * and the devnet's options as a script file (`/devnet-info.js`) instead of an inline script.
   */
  csp?: boolean
}

const DEVNET_SCRIPT_PATH = '/devnet-info.js'

function assertBuilt(): void {
  if (!existsSync(distDir)) throw new Error('demo/dist is missing: build it with `node scripts/build.mjs --demo` (npm run demo does).')
}

/** The built demo (demo/dist) for a running devnet, its public configuration given to every page as `window.__DEVNET__`. */
export function serveDemo(info: DevnetInfo, options: DemoServeOptions = {}): Promise<StaticServer> {
  assertBuilt()
  const port = options.port ?? 0
  if (!options.csp) return serveStatic({ root: distDir, port, inject: globalScript('__DEVNET__', info) })
  const script = globalScriptSource('__DEVNET__', info)
  return serveStatic({
    root: distDir,
    port,
    inject: `<script src="${DEVNET_SCRIPT_PATH}"></script>`,
    headers: { 'content-security-policy': demoContentSecurityPolicy(info) },
    routes: {
      [DEVNET_SCRIPT_PATH]: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })
        res.end(script)
      }
    }
  })
}

/** docs/csp.md's policy for the devnet's services, plus what the demo's own code calls (its test wallets' nodes, its sign-in server). */
function demoContentSecurityPolicy(info: DevnetInfo): string {
  return contentSecurityPolicy(
    { apiUrl: info.apiUrl, walletDirectoryUrl: info.walletDirectoryUrl, relayUrl: info.relayUrl, verifyUrl: info.verifyUrl, analyticsUrl: info.analyticsUrl, secureSiteUrl: info.secureSiteUrl },
    { connect: [...Object.values(info.rpcUrls), info.siwxUrl, info.bitcoinApiUrl] }
  )
}

/** Starts the devnet and serves the built demo for it. */
export async function startDemo(options: DemoServeOptions & { infoPath?: string; only?: DevnetServiceName[] } = {}): Promise<DemoServer> {
  assertBuilt()
  const devnet = await startDevnet({ ...(options.infoPath ? { infoPath: options.infoPath } : {}), ...(options.only ? { only: options.only } : {}) })
  try {
    const site = await serveDemo(devnet.info, options)
    return {
      url: site.url,
      devnet: devnet.info,
      services: devnet.services,
      restartAuth: () => devnet.restartAuth(),
      stop: async () => {
        await site.stop()
        await devnet.stop()
      }
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  const port = Number(process.env.PORT ?? 4173)
  const csp = process.argv.includes('--csp')
  const demo = await startDemo({ port, csp }).catch(error => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    console.log(`Port ${port} is taken: using a free one.`)
    return startDemo({ port: 0, csp })
  })
  console.log(`\nw3m-kit demo is running (${((Date.now() - started) / 1000).toFixed(1)} s)${csp ? ', every page under the strict CSP of docs/csp.md' : ''}:\n`)
  console.log(`  Open ${demo.url}/   the whole product, and a link for each other kind of site`)
  console.log(`\n  React demo       ${demo.url}/react/`)
  console.log(`  Plain HTML demo  ${demo.url}/html/`)
  console.log(`  Bench page       ${demo.url}/bench/`)
  if (demo.devnet.mailInboxUrl) console.log(`  Mail inbox       ${demo.devnet.mailInboxUrl}  (the email sign-in codes)`)
  console.log(`  Devnet services  ${JSON.stringify({ apiUrl: demo.devnet.apiUrl, walletDirectoryUrl: demo.devnet.walletDirectoryUrl, relayUrl: demo.devnet.relayUrl }, null, 0)}`)
  console.log('\nTest wallets are installed in the demo pages. Press Ctrl-C to stop.')
  const stop = async () => {
    await demo.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main()
