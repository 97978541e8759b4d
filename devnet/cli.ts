import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ALL_SERVICES, type DevnetServiceName } from './index.js'
import { defaultInfoPath, PACKAGED } from './info.js'
import { startDevnet, type DevnetClient, type DevnetHandle } from './public-api.js'
import { KIT_ACCOUNT_FACTORY } from '../types/kit-account.js'

/**
 * `npm run devnet` here, `w3m-kit-devnet start` in the package: starts the local services (all, or
 * `--only`), prints how to use them (`--json`: one JSON line), and stops cleanly on Ctrl-C or SIGTERM.
 */

const HELP = `Usage: w3m-kit-devnet start [--json] [--only evm,relay,...] [--info-path FILE]

Starts the w3m-kit devnet: local EVM chains (anvil) with funded accounts, Solana, Bitcoin regtest,
the blockchain API, the wallet directory, the WalletConnect relay and verify server, a mail sink,
an OpenID Connect provider, the Farcaster relay, the embedded wallet's secure site and auth service,
the sign-in session service and an ERC-4337 bundler. Stops on Ctrl-C.

  --only LIST       services to start, comma-separated (default all): ${ALL_SERVICES.join(', ')}
  --json            print one JSON line ({ appKitOptions, accounts, info }) instead of the summary
  --info-path FILE  where to write the info JSON (default $DEVNET_INFO or .devnet/info.json)
  --help            this text`

/** The page the secure site serves (the embedded wallet's frame): built here when missing, so email and social sign-in work. */
const FRAME_PAGE = resolve(import.meta.dirname, '../frame/page/dist/index.html')

function ensureFramePage(): void {
  if (PACKAGED || existsSync(FRAME_PAGE)) return
  console.log('Building the embedded wallet\'s frame page (once; npm run build:frame rebuilds it)...')
  execFileSync('npx', ['--no-install', 'vite', 'build', '--config', 'frame/page/vite.config.ts', '--logLevel', 'error'], { cwd: resolve(import.meta.dirname, '..'), stdio: 'inherit' })
}

// The chains' reads go through the API's RPC proxy ({apiUrl}/v1/?chainId=…), as with a hosted project: no customRpcUrls.
function appKitSnippet({ projectId, ...urls }: DevnetClient['appKitOptions']): string {
  const comments: Record<string, string> = { secureSiteUrl: ' // email and social sign-in' }
  return [
    `import { createAppKit } from 'w3m-kit'`,
    `import { mainnet, bsc, solanaDevnet } from 'w3m-kit/networks'`,
    ``,
    `createAppKit({`,
    `  projectId: '${projectId}',`,
    `  networks: [mainnet, bsc, solanaDevnet],`,
    ...Object.entries(urls).map(([key, value]) => `  ${key}: '${value}',${comments[key] ?? ''}`),
    `  metadata: { name: 'My dapp', description: 'Local devnet', url: 'http://localhost:5173', icons: [] }`,
    `})`
  ].join('\n')
}

function summary(devnet: DevnetHandle, ms: number): string {
  const { info } = devnet
  const rows: Array<[string, string]> = [
    ['Blockchain API', info.apiUrl],
    ['Wallet directory', info.walletDirectoryUrl],
    ['Analytics', info.analyticsUrl],
    ['WalletConnect relay', `${info.relayUrl}  (health: ${info.relayHttpUrl}/health)`],
    ['Mail inbox', `${info.mailInboxUrl}  (?to= filters; SMTP on 127.0.0.1:${info.smtpPort})`],
    ...(info.oidcIssuerUrl ? [['OIDC provider', `${info.oidcIssuerUrl}  (test users: ${(info.oidcTestUsers ?? []).map(user => `${user.login} / ${user.password}`).join(', ')})`] as [string, string]] : []),
    ...(info.farcasterRelayUrl ? [['Farcaster relay', `${info.farcasterRelayUrl}  (fids: ${(info.farcasterTestUsers ?? []).map(user => `${user.fid} ${user.username}`).join(', ')})`] as [string, string]] : []),
    ...(info.farcasterOptimismRpcUrl ? [['Farcaster ID registry', `${info.farcasterOptimismRpcUrl}  (Optimism, chain 10)`] as [string, string]] : []),
    ...Object.entries(info.rpcUrls).map(([network, url]): [string, string] => [`RPC ${network}`, url]),
    ...Object.entries(info.bundlerUrls ?? {}).map(([network, url]): [string, string] => [`Bundler ${network}`, url]),
    ...(info.entryPointAddress ? [['EntryPoint v0.8', info.entryPointAddress] as [string, string], ['KitAccount factory', KIT_ACCOUNT_FACTORY] as [string, string]] : [])
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  return [
    `w3m-kit devnet ready in ${(ms / 1000).toFixed(1)} s (${process.uptime().toFixed(1)} s since launch; project id '${info.projectId}')`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
    `  Funded account 0: ${info.accounts[0] ?? '(none)'} (private key; ${info.accounts.length} in info file)`,
    `  Info file: ${relative(process.cwd(), devnet.infoPath) || devnet.infoPath}`,
    '',
    'createAppKit options for this devnet:',
    '',
    appKitSnippet(devnet.appKitOptions),
    '',
    'Press Ctrl-C to stop.'
  ].join('\n')
}

function parseCommandLine(): { json: boolean; only: DevnetServiceName[] | undefined; infoPath: string } | undefined {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' }, only: { type: 'string' }, 'info-path': { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
  if (values.help) return undefined
  if (positionals.length > 1 || (positionals[0] !== undefined && positionals[0] !== 'start')) throw new Error(`Unknown command: ${positionals.join(' ')} (w3m-kit-devnet --help)`)
  const only = values.only?.split(',').map(name => name.trim()).filter(Boolean)
  const unknown = only?.filter(name => !(ALL_SERVICES as readonly string[]).includes(name)) ?? []
  if (unknown.length) throw new Error(`Unknown service ${unknown.join(', ')}: choose from ${ALL_SERVICES.join(', ')}`)
  return { json: values.json ?? false, only: only as DevnetServiceName[] | undefined, infoPath: resolve(values['info-path'] ?? defaultInfoPath()) }
}

async function main(): Promise<void> {
  const command = parseCommandLine()
  if (!command) return console.log(HELP)
  ensureFramePage()
  const started = Date.now()
  let stopping = false
  const starting = startDevnet({ infoPath: command.infoPath, ...(command.only ? { only: command.only } : {}) })
  const shutdown = async (signal: string) => {
    if (stopping) {
      // A second signal means "now": the anvil exit hook still kills the chains.
      process.exit(1)
    }
    stopping = true
    console.log(`\n${signal}: stopping the devnet...`)
    // A signal during start-up waits for it, so every anvil is known and stopped.
    await starting.then(devnet => devnet.stop()).catch(() => undefined)
    console.log('Devnet stopped.')
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  const devnet = await starting
  if (stopping) return
  if (command.json) console.log(JSON.stringify({ appKitOptions: devnet.appKitOptions, accounts: devnet.accounts, info: devnet.info }))
  else console.log(summary(devnet, Date.now() - started))
}

main().catch(error => {
  console.error('Devnet failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
