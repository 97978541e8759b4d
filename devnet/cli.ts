import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { startDevnet, type Devnet } from './index.js'
import type { DevnetInfo } from './info.js'

/** `npm run devnet`: starts every local service, prints how to use them, and stops cleanly on Ctrl-C or SIGTERM. */

/** The page the secure site serves (the embedded wallet's frame): built here when missing, so email and social sign-in work. */
const FRAME_PAGE = resolve(import.meta.dirname, '../frame/page/dist/index.html')

function ensureFramePage(): void {
  if (existsSync(FRAME_PAGE)) return
  console.log('Building the embedded wallet\'s frame page (once; npm run build:frame rebuilds it)...')
  execFileSync('npx', ['--no-install', 'vite', 'build', '--config', 'frame/page/vite.config.ts', '--logLevel', 'error'], { cwd: resolve(import.meta.dirname, '..'), stdio: 'inherit' })
}

// The chains' reads go through the API's RPC proxy ({apiUrl}/v1/?chainId=…), as with a hosted project: no customRpcUrls.
function appKitSnippet(info: DevnetInfo): string {
  return [
    `import { createAppKit } from 'w3m-kit'`,
    `import { mainnet, bsc, solanaDevnet } from 'w3m-kit/networks'`,
    ``,
    `createAppKit({`,
    `  projectId: '${info.projectId}',`,
    `  networks: [mainnet, bsc, solanaDevnet],`,
    `  apiUrl: '${info.apiUrl}',`,
    `  walletDirectoryUrl: '${info.walletDirectoryUrl}',`,
    `  relayUrl: '${info.relayUrl}',`,
    `  analyticsUrl: '${info.analyticsUrl}',`,
    ...(info.secureSiteUrl ? [`  secureSiteUrl: '${info.secureSiteUrl}', // email and social sign-in`] : []),
    `  metadata: { name: 'My dapp', description: 'Local devnet', url: 'http://localhost:5173', icons: [] }`,
    `})`
  ].join('\n')
}

function summary(devnet: Devnet, ms: number): string {
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
    ...(info.entryPointAddress ? [['EntryPoint v0.8', info.entryPointAddress] as [string, string], ['Account factory', info.accountFactoryAddress ?? ''] as [string, string]] : [])
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
    appKitSnippet(info),
    '',
    'Press Ctrl-C to stop.'
  ].join('\n')
}

async function main(): Promise<void> {
  ensureFramePage()
  const started = Date.now()
  let stopping = false
  const starting = startDevnet()
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
  console.log(summary(devnet, Date.now() - started))
}

main().catch(error => {
  console.error('Devnet failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
