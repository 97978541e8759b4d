import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { ConfigError, readConfig } from './config.js'
import { jsonLogger, routeConsole } from './log.js'
import { startServer } from './main.js'

/**
 * `w3m-kit-server start --config server.config.json` (or `check`: validate the config and exit).
 * Exit codes: 0 stopped on SIGTERM/SIGINT, 2 bad usage or configuration, 1 anything else.
 */

const USAGE = 'Usage: w3m-kit-server start|check --config <server.config.json>'
/** Where the built frame page is: next to this file in the package (dist/page), or given for a checkout. */
const PAGE_ROOT = process.env.W3M_PAGE_ROOT ?? resolve(import.meta.dirname, 'page')

async function main(): Promise<void> {
  const [command, flag, path] = process.argv.slice(2)
  if ((command !== 'start' && command !== 'check') || flag !== '--config' || !path) {
    console.error(USAGE)
    process.exit(2)
  }
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    console.error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
  let config
  try {
    config = readConfig(raw)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`${path}: ${error.message}`)
    process.exit(2)
  }
  if (command === 'check') {
    console.log(`${path}: OK (${config.mode} mode)`)
    return
  }
  const logger = jsonLogger()
  routeConsole(logger)
  const server = await startServer(config, { logger, pageRoot: PAGE_ROOT })
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    void server.stop().then(() => process.exit(0))
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
