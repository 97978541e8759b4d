import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { openAuthStore } from './auth/store.js'
import { ConfigError, readConfig, type ServerConfig } from './config.js'
import { jsonLogger, routeConsole } from './log.js'
import { startServer } from './main.js'
import { accountOf, revokeAccount, showAccount } from './users-command.js'

/**
 * `w3m-kit-server start --config server.config.json` (or `check`: validate the config and exit;
 * `users show|revoke <account>`: the operator's look at one person, and their revocation).
 * Exit codes: 0 done (or stopped on SIGTERM/SIGINT), 2 bad usage or configuration, 1 anything else.
 */

const USAGE = `Usage:
  w3m-kit-server start --config <server.config.json>         run the secure site, the auth and the SIWX services
  w3m-kit-server check --config <server.config.json>         validate the configuration and exit
  w3m-kit-server users show <email> --config <file>          a person's devices, sessions and factors
  w3m-kit-server users revoke <email> --config <file>        end their sessions, device approvals and pending links
                                                             (never the key shares: the wallet stays theirs)
  w3m-kit-server --help                                      this text (also -h, and after any command)

The environment is the server's: W3M_SERVER_SECRET, W3M_SMTP_URL, W3M_DATABASE_URL, ... (server/README.md).
<email> may also be a social account as the store names it: "social google:<sub>".`
/** Where the built frame page is: next to this file in the package (dist/page), or given for a checkout. */
const PAGE_ROOT = process.env.W3M_PAGE_ROOT ?? resolve(import.meta.dirname, 'page')

type Command = { name: 'start' | 'check'; config: string } | { name: 'users show' | 'users revoke'; account: string; config: string }

function usageError(problem?: string): never {
  if (problem) console.error(problem)
  console.error(USAGE)
  process.exit(2)
}

/** The command line → a command; `--help` anywhere prints the usage and exits 0, anything unknown exits 2. */
function parse(args: string[]): Command {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    process.exit(0)
  }
  const [command, ...rest] = args
  const users = command === 'users'
  const [sub, account] = users ? rest : []
  const flags = users ? rest.slice(2) : rest
  const unknown = flags.find(flag => flag.startsWith('-') && flag !== '--config')
  if (unknown) usageError(`Unknown option: ${unknown}`)
  const config = flags[0] === '--config' && flags.length === 2 ? flags[1] : undefined
  if (!config) usageError()
  if (command === 'start' || command === 'check') return { name: command, config }
  if (users && (sub === 'show' || sub === 'revoke') && account) return { name: `users ${sub}`, account, config }
  return usageError()
}

async function configAt(path: string): Promise<ServerConfig> {
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    console.error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
  try {
    return readConfig(raw)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`${path}: ${error.message}`)
    process.exit(2)
  }
}

/** `users show|revoke`: on the auth store the config names, then exit (1 for an account it does not know). */
async function users(command: Extract<Command, { account: string }>, config: ServerConfig): Promise<void> {
  const account = accountOf(command.account)
  if (!account) usageError(`Not an email or a social account: ${command.account}`)
  const store = await openAuthStore(config.auth.database, config.auth.secret)
  try {
    const report = command.name === 'users show' ? await showAccount(store, account) : await revokeAccount(store, account)
    if (!report) {
      console.error(`No account ${account} in this store`)
      process.exitCode = 1
      return
    }
    console.log(report.join('\n'))
  } finally {
    await store.close()
  }
}

async function main(): Promise<void> {
  const command = parse(process.argv.slice(2))
  const config = await configAt(command.config)
  if (command.name === 'check') {
    console.log(`${command.config}: OK (${config.mode} mode)`)
    return
  }
  if ('account' in command) return users(command, config)
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
