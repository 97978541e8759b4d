import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '../devnet/index.js'
import { readDevnetInfo, type DevnetInfo } from '../devnet/info.js'

/** The devnet values the bench page reads as `window.__DEVNET__`; only projectId without a devnet. */
export type BenchDevnetInfo = DevnetInfo | { projectId: string }

export interface BenchServices {
  info: BenchDevnetInfo
  /** Where the info came from, for the report. */
  source: string
  stop(): Promise<void>
}

/**
 * Starts what the bench page talks to (chains, blockchain API, wallet directory, relay) through
 * devnet's `startDevnet`; with `infoPath`, uses an already running devnet instead.
 */
export async function startBenchServices(options: { infoPath?: string; none?: boolean }): Promise<BenchServices> {
  if (options.none) return { info: { projectId: 'w3m-devnet' }, source: 'none (--no-devnet)', stop: async () => undefined }
  if (options.infoPath) {
    return { info: await readDevnetInfo(options.infoPath), source: options.infoPath, stop: async () => undefined }
  }
  const started = Date.now()
  // Its own info file, so a bench run never overwrites the info of a devnet someone is using.
  const infoPath = fileURLToPath(new URL('../.devnet/bench-info.json', import.meta.url))
  const devnet = await startDevnet({ only: ['evm', 'api', 'directory', 'relay', 'verify', 'auth'], infoPath }).catch((error: Error) => {
    throw new Error(`the devnet did not start: ${error.message}`)
  })
  return { info: devnet.info, source: `startDevnet (${((Date.now() - started) / 1000).toFixed(1)} s)`, stop: () => devnet.stop() }
}

export interface SilentVerify {
  url: string
  stop(): Promise<void>
}

/** A verify server that accepts every connection and never answers (worse than a closed port: no error either). */
export async function startSilentVerify(): Promise<SilentVerify> {
  const server = createServer(() => undefined)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise(resolve => server.close(resolve))
    }
  }
}
