import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { startApi, type ApiDevnet } from './api/index.js'
import { BIP122_REGTEST } from '../adapters/bip122/networks.js'
import { startBitcoin, type BitcoinDevnet } from './bitcoin/index.js'
import { startEvmChains, type EvmDevnet } from './chains/evm.js'
import { DEFAULT_PROJECTS, DEVNET_PROJECT_ID, startDirectory, type DirectoryService } from './directory/index.js'
import { defaultInfoPath, type DevnetInfo } from './info.js'
import { startMail, type MailService } from './mail/index.js'
import { startRelay, type RelayService } from './relay/index.js'
import { startSolana, type SolanaDevnet } from './solana/rpc.js'
import { startVerify, type VerifyService } from './verify/index.js'
import { startSiwxService, type SiwxService } from '../server/src/siwx/service.js'
import { smartAccount } from './chains/deploy.js'
import { startAuthService, type AuthService } from '../server/src/auth/service.js'
import { openAuthStore } from '../server/src/auth/store.js'
import { DEVNET_SERVER_SECRET } from './server-secret.js'
import { startGate, type Gate } from './gate.js'
import { startSecureSite, type SecureSite } from '../server/src/site/secure-site.js'
import { SOCIAL_PROVIDERS, startOidc, type OidcService } from './oidc/index.js'
import { startFarcasterRelay, type FarcasterRelay } from './farcaster/index.js'
import { idRegistryCustody } from '../server/src/auth/id-registry.js'
import { startBundler, type BundlerService } from './bundler/index.js'
import { devnetPaymasterPolicy } from './bundler/paymaster.js'
import type { PaymasterOptions } from '../server/src/paymaster/service.js'
import type { Address } from 'viem'

export type { DevnetInfo } from './info.js'
export { readDevnetInfo } from './info.js'

export type DevnetServiceName = 'evm' | 'solana' | 'api' | 'directory' | 'relay' | 'mail' | 'verify' | 'siwx' | 'bitcoin' | 'auth' | 'oidc' | 'farcaster' | 'bundler'

export const ALL_SERVICES: readonly DevnetServiceName[] = ['evm', 'solana', 'api', 'directory', 'relay', 'mail', 'verify', 'siwx', 'bitcoin', 'auth', 'oidc', 'farcaster', 'bundler']

export interface DevnetOptions {
  /** Services to start (default all); 'api' brings 'evm' and 'solana' along, since it reads them; 'siwx' brings 'evm'; 'auth' and 'oidc' bring each other, and 'auth' the Farcaster relay; 'bundler' brings 'evm'. */
  only?: DevnetServiceName[]
  /** Where to write the info JSON; default `$DEVNET_INFO` or `.devnet/info.json` under the project root. */
  infoPath?: string
  /** The built frame page the secure site serves; default the repository's frame/page/dist (the package passes its own copy). */
  pageRoot?: string
}

export interface Devnet {
  info: DevnetInfo
  infoPath: string
  services: {
    evm?: EvmDevnet
    solana?: SolanaDevnet
    api?: ApiDevnet
    directory?: DirectoryService
    relay?: RelayService
    mail?: MailService
    verify?: VerifyService
    siwx?: SiwxService
    /** The sign-in session service's address as the kit knows it: a gate with the devnet's fault switch. */
    siwxGate?: Gate
    bitcoin?: BitcoinDevnet
    auth?: AuthService
    /** The auth service's address as the secure site knows it: a gate (devnet/gate.ts) that `down()`s it or survives its restart. */
    authGate?: Gate
    secureSite?: SecureSite
    oidc?: OidcService
    farcaster?: FarcasterRelay
    bundler?: BundlerService
  }
  /** Restarts the auth service on the same store (sessions and pending codes kept), behind the same address. */
  restartAuth(): Promise<void>
  /** Stops every service (kills the anvil processes) and removes the info file if it is still ours. */
  stop(): Promise<void>
}

function wanted(only: DevnetServiceName[] | undefined): Set<DevnetServiceName> {
  const set = new Set(only ?? ALL_SERVICES)
  if (set.has('api')) {
    set.add('evm')
    set.add('solana')
  }
  if (set.has('siwx') || set.has('bundler')) set.add('evm')
  // The auth service trusts the OIDC provider; the provider redirects to the auth's secure site.
  if (set.has('auth') || set.has('oidc')) {
    set.add('auth')
    set.add('oidc')
    set.add('farcaster')
    set.add('mail')
    set.add('evm')
  }
  return set
}

/** Farcaster sign-in through the relay stand-in, custody addresses read from the ID registry on the devnet's Optimism chain. */
function farcasterOptions(relay: FarcasterRelay | undefined, secureSiteUrl: string) {
  if (!relay) return undefined
  return { relayUrl: relay.url, siweUri: `${secureSiteUrl}/`, custodyOf: idRegistryCustody(relay.optimismRpcUrl) }
}

/** Bundler URLs by CAIP-2 id (`eip155:1`), the key format of the server's `site.bundlerUrls` and the frame's config. */
function bundlerUrlsByNetwork(bundler: BundlerService | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(bundler?.urls ?? {}).map(([chainId, url]) => [`eip155:${chainId}`, url]))
}

/** The auth service's ERC-7677 paymaster (POST /paymaster) for the devnet projects' sites, when the bundler (which deploys the paymaster) runs. */
function paymasterOptions({ bundler, evm }: Pick<Devnet['services'], 'bundler' | 'evm'>): { paymaster?: PaymasterOptions } {
  if (!bundler || !evm) return {}
  const rpcUrls = Object.fromEntries(evm.chains.map(chain => [chain.caipNetworkId, chain.nodeUrl]))
  const policy = devnetPaymasterPolicy(DEFAULT_PROJECTS.flatMap(project => project.allowedOrigins))
  return { paymaster: { address: bundler.paymaster.address as Address, signerKey: bundler.paymaster.signerKey, rpcUrls, policy } }
}

/** The frame's smart-account configuration: bundler per CAIP-2 id (none without the bundler; the account factory is at its one address). */
function smartAccountConfig(bundler: BundlerService | undefined) {
  if (!bundler) return {}
  return { bundlerUrls: bundlerUrlsByNetwork(bundler) }
}

function infoOf(services: Devnet['services']): DevnetInfo {
  const { evm, solana, api, directory, relay, mail, verify, siwxGate, bitcoin, authGate, secureSite, oidc, farcaster, bundler } = services
  const rpcUrls: Record<string, string> = {}
  const tokens: DevnetInfo['tokens'] = {}
  const amm: DevnetInfo['amm'] = {}
  const collectibles: NonNullable<DevnetInfo['collectibles']> = {}
  for (const chain of evm?.chains ?? []) {
    rpcUrls[chain.caipNetworkId] = chain.rpcUrl
    tokens[chain.caipNetworkId] = chain.tokens.map(token => ({ ...token }))
    amm[chain.caipNetworkId] = chain.amm.address
    collectibles[chain.caipNetworkId] = chain.collectibles.map(collectible => ({ ...collectible }))
  }
  if (solana) rpcUrls[solana.caipNetworkId] = solana.url
  return {
    projectId: DEVNET_PROJECT_ID,
    apiUrl: api?.url ?? '',
    walletDirectoryUrl: directory?.url ?? '',
    relayUrl: relay?.url ?? '',
    relayHttpUrl: relay?.httpUrl ?? '',
    verifyUrl: verify?.url ?? '',
    analyticsUrl: directory?.analyticsUrl ?? '',
    mailInboxUrl: mail?.inboxUrl ?? '',
    smtpPort: mail?.smtpPort ?? 0,
    rpcUrls,
    accounts: evm?.accounts ?? [],
    tokens,
    amm,
    collectibles,
    siwxUrl: siwxGate?.url ?? '',
    smartAccount: { ...smartAccount },
    bitcoinApiUrl: bitcoin?.url ?? '',
    bitcoinKeys: bitcoin?.keys.map(key => ({ ...key })) ?? [],
    authUrl: authGate?.url ?? '',
    secureSiteUrl: secureSite?.url ?? '',
    oidcIssuerUrl: oidc?.issuer ?? '',
    oidcTestUsers: oidc?.users.map(user => ({ ...user })) ?? [],
    farcasterRelayUrl: farcaster?.url ?? '',
    farcasterTestUsers: farcaster?.users.map(user => ({ ...user })) ?? [],
    farcasterOptimismRpcUrl: farcaster?.optimismRpcUrl ?? '',
    bundlerUrls: bundlerUrlsByNetwork(bundler),
    entryPointAddress: bundler?.entryPointAddress ?? ''
  }
}

/** Starts the devnet services (in parallel where they do not depend on each other) and writes the info file. */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const want = wanted(options.only)
  const infoPath = options.infoPath ?? defaultInfoPath()
  const services: Devnet['services'] = {}
  const stoppers: Array<() => Promise<void>> = []
  const track = <T extends { stop(): Promise<void> }>(service: T): T => {
    stoppers.push(() => service.stop())
    return service
  }

  let written: string | undefined
  let restartAuth = async (): Promise<void> => {
    throw new Error('The auth service is not running in this devnet')
  }
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      // The API (and its indexer) reads the chains, so it stops before them; the rest stop together.
      await services.api?.stop().catch(() => undefined)
      await Promise.allSettled(stoppers.map(each => each()))
      if (written !== undefined && (await readFile(infoPath, 'utf8').catch(() => undefined)) === written) await rm(infoPath, { force: true })
    })())

  try {
    const evmAndSolana = Promise.all([
      want.has('evm')
        ? startEvmChains().then(async evm => {
            services.evm = track(evm)
            // The bundler deploys the EntryPoint and factory on the chains, then runs alto against each.
            // Its own client of the nodes (a bundler has its own node): a test stopping a node's gate stops the kit's and the wallet's.
            if (want.has('bundler')) services.bundler = track(await startBundler(evm.chains.map(({ chainId, nodeUrl }) => ({ chainId, rpcUrl: nodeUrl }))))
          })
        : undefined,
      want.has('solana') ? startSolana().then(solana => (services.solana = track(solana))) : undefined
    ])
    const started = await Promise.allSettled([
      evmAndSolana,
      want.has('directory') ? startDirectory({ projects: DEFAULT_PROJECTS }).then(directory => (services.directory = track(directory))) : undefined,
      want.has('relay') ? startRelay().then(relay => (services.relay = track(relay))) : undefined,
      want.has('mail') ? startMail().then(mail => (services.mail = track(mail))) : undefined,
      want.has('verify') ? startVerify().then(verify => (services.verify = track(verify))) : undefined,
      want.has('bitcoin') ? startBitcoin({ keyCount: 6 }).then(bitcoin => (services.bitcoin = track(bitcoin))) : undefined,
      want.has('farcaster') ? startFarcasterRelay().then(farcaster => (services.farcaster = track(farcaster))) : undefined
    ])
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed) throw failed.reason
    if (want.has('siwx')) {
      const rpcUrls = Object.fromEntries(services.evm!.chains.map(chain => [chain.caipNetworkId, chain.rpcUrl]))
      // Solana and Bitcoin sign-ins verify offline: only their chain ids are named.
      const chains = [...(services.solana ? [services.solana.caipNetworkId] : []), ...(services.bitcoin ? [BIP122_REGTEST] : [])]
      services.siwx = track(await startSiwxService({ rpcUrls, chains, allowedOrigins: DEFAULT_PROJECTS.flatMap(project => project.allowedOrigins) }))
      // The product's own service, faults put in front of it as for the auth service and the nodes.
      services.siwxGate = track(await startGate('siwx', services.siwx.url))
    }
    if (want.has('auth')) {
      // The site's origin is the auth service's only CORS origin; the site then learns the auth URL.
      const secureSite = (services.secureSite = track(await startSecureSite({ allowedOrigins: DEFAULT_PROJECTS.flatMap(project => project.allowedOrigins), ...(options.pageRoot ? { root: options.pageRoot } : {}) })))
      // X is a confidential client, as at X (its secret by HTTP Basic), made at start; the others are public PKCE clients.
      const xClientSecret = randomBytes(24).toString('base64')
      const oidc = (services.oidc = track(await startOidc({ secureSiteUrl: secureSite.url, confidentialClients: { x: xClientSecret } })))
      // Every social provider name signs in at the local provider, as its own client.
      const socialProviders = Object.fromEntries(SOCIAL_PROVIDERS.map(name => [name, { issuer: oidc.issuer, clientId: name, ...(name === 'x' ? { clientSecret: xClientSecret } : {}) }]))
      // The store outlives a restart of the auth service (restartAuth), as a database outlives its server.
      const authStore = await openAuthStore(undefined, DEVNET_SERVER_SECRET)
      const authOptions = {
        secureOrigin: secureSite.url,
        smtpPort: services.mail!.smtpPort,
        social: { redirectUri: `${secureSite.url}/oauth/callback`, providers: socialProviders },
        farcaster: farcasterOptions(services.farcaster, secureSite.url),
        store: authStore,
        ...paymasterOptions(services)
      }
      services.auth = await startAuthService(authOptions)
      stoppers.push(() => services.auth!.stop().finally(() => authStore.close()))
      const authGate = (services.authGate = track(await startGate('auth', services.auth.url)))
      restartAuth = async () => {
        await services.auth!.stop()
        services.auth = await startAuthService(authOptions)
        authGate.setTarget(services.auth.url)
      }
    }
    if (want.has('api')) {
      services.api = await startApi({ evm: services.evm!, solana: services.solana!, projects: [...DEFAULT_PROJECTS] })
    }
    if (services.secureSite && services.auth && services.oidc) {
      services.secureSite.setConfig({
        // Through its gate: a fault test restarts the service behind a stable address.
        authUrl: services.authGate?.url ?? services.auth.url,
        rpcUrls: Object.fromEntries(services.evm!.chains.map(chain => [chain.caipNetworkId, chain.rpcUrl])),
        ...smartAccountConfig(services.bundler),
        // The auth service's paymaster on every chain it sponsors (through the gate, like the auth URL).
        ...(services.auth && services.bundler ? { paymasterUrls: Object.fromEntries(services.evm!.chains.map(chain => [chain.caipNetworkId, `${services.authGate?.url ?? services.auth!.url}/paymaster`])) } : {}),
        socialAuthorizationOrigins: [new URL(services.oidc.issuer).origin],
        // The approval screen's names and USD prices (the frame adds the projectId its URL carries).
        ...(services.api ? { apiUrl: services.api.url } : {})
      })
    }
    const info = infoOf(services)
    written = `${JSON.stringify(info, null, 2)}\n`
    await mkdir(dirname(infoPath), { recursive: true })
    await writeFile(infoPath, written)
    return { info, infoPath, services, restartAuth: () => restartAuth(), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
