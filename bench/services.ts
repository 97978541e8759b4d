import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { readDevnetInfo, type DevnetInfo } from '../devnet/info.js'

/** The devnet values the bench page reads as `window.__DEVNET__`; only projectId without a devnet. */
export type BenchDevnetInfo = DevnetInfo | { projectId: string }

export interface BenchServices {
  info: BenchDevnetInfo
  /** Where the info came from, for the report. */
  source: string
  stop(): Promise<void>
}

type StartDevnet = (options?: { only?: string[]; infoPath?: string }) => Promise<{ info: DevnetInfo; stop(): Promise<void> }>

const orchestrator = fileURLToPath(new URL('../devnet/index.ts', import.meta.url))

/**
 * Starts what the bench page talks to (chains, blockchain API, wallet directory, relay) through
 * devnet's `startDevnet`; with `infoPath`, uses an already running devnet instead.
 */
export async function startBenchServices(options: { infoPath?: string; none?: boolean }): Promise<BenchServices> {
  if (options.none) return { info: { projectId: 'w3m-devnet' }, source: 'none (--no-devnet)', stop: async () => undefined }
  if (options.infoPath) {
    return { info: await readDevnetInfo(options.infoPath), source: options.infoPath, stop: async () => undefined }
  }
  if (!existsSync(orchestrator)) {
    throw new Error(
      'devnet/index.ts (startDevnet) does not exist yet: run `npm run devnet` elsewhere and pass --devnet-info .devnet/info.json, or --no-devnet'
    )
  }
  // Imported by path at run time so the bench type-checks before the orchestrator lands.
  const { startDevnet } = (await import(pathToFileURL(orchestrator).href)) as { startDevnet?: StartDevnet }
  if (typeof startDevnet !== 'function') throw new Error('devnet/index.ts does not export startDevnet()')
  const started = Date.now()
  const devnet = await startDevnet({ only: ['evm', 'api', 'directory', 'relay'], infoPath: fileURLToPath(new URL('../.devnet/bench-info.json', import.meta.url)) })
  return { info: devnet.info, source: `startDevnet (${((Date.now() - started) / 1000).toFixed(1)} s)`, stop: () => devnet.stop() }
}
