import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startDevnet, type Devnet, type DevnetServiceName } from '../devnet/index.js'
import type { DevnetInfo } from '../devnet/info.js'
import { serveStatic } from './static-server.js'

const distDir = fileURLToPath(new URL('./dist', import.meta.url))

export interface DemoServer {
  url: string
  devnet: DevnetInfo
  /** The running services, with their fault switches (README.md, Fault switches). */
  services: Devnet['services']
  /** Restarts the auth service on its store, behind the same address (the devnet's `restartAuth`). */
  restartAuth(): Promise<void>
  stop(): Promise<void>
}

/** The devnet's public configuration as a script for every demo page (escaped: never closes the tag). */
function devnetScript(info: DevnetInfo): string {
  return `<script>window.__DEVNET__=${JSON.stringify(info).replace(/</g, '\\u003c')}</script>`
}

/** Starts the devnet and serves the built demo (demo/dist) with the devnet's options injected. */
export async function startDemo(options: { port?: number; infoPath?: string; only?: DevnetServiceName[] } = {}): Promise<DemoServer> {
  if (!existsSync(distDir)) throw new Error('demo/dist is missing: build it with `node scripts/build.mjs --demo` (npm run demo does).')
  const devnet = await startDevnet({ ...(options.infoPath ? { infoPath: options.infoPath } : {}), ...(options.only ? { only: options.only } : {}) })
  try {
    const site = await serveStatic({ root: distDir, port: options.port ?? 0, inject: devnetScript(devnet.info) })
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
  const demo = await startDemo({ port }).catch(error => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    console.log(`Port ${port} is taken: using a free one.`)
    return startDemo({ port: 0 })
  })
  console.log(`\nw3m-kit demo is running (${((Date.now() - started) / 1000).toFixed(1)} s):\n`)
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
