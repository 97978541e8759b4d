import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FarcasterTestUser } from './farcaster/users.js'
import type { OidcTestUser } from './oidc/index.js'

/** What a running devnet tells its users; written to `.devnet/info.json` by `startDevnet`. */
export interface DevnetInfo {
  projectId: string
  /** Blockchain API base url; its RPC proxy is `{apiUrl}/v1/?chainId={caip2}&projectId={projectId}`. */
  apiUrl: string
  walletDirectoryUrl: string
  /** `ws://` url of the WalletConnect relay. */
  relayUrl: string
  /** HTTP side of the relay: `GET /health`, loopback `POST|DELETE /__relay/faults`. */
  relayHttpUrl: string
  /** Local WalletConnect verify page base (`createAppKit({ verifyUrl })`). */
  verifyUrl?: string
  analyticsUrl: string
  /** `GET` returns `{ messages: [...] }` newest first; `?to=address` filters; `DELETE` empties it. */
  mailInboxUrl: string
  smtpPort: number
  /** Direct node urls per CAIP-2 network id (anvil per EVM chain, the Solana endpoint). */
  rpcUrls: Record<string, string>
  /** Funded private keys (native coin and tokens on every EVM chain). */
  accounts: `0x${string}`[]
  /** Deployed ERC-20 tokens per CAIP-2 network id. */
  tokens: Record<string, Array<{ symbol: string; name: string; decimals: number; address: string }>>
  /** Deployed ERC-721 collections per CAIP-2 network id (open `mint(to)`); `spam` ones are flagged in history. */
  collectibles?: Record<string, Array<{ name: string; symbol: string; spam: boolean; address: string }>>
  /** The constant-product AMM per CAIP-2 network id. */
  amm: Record<string, string>
  /** The secure frame's origin (frame/page served with CSP frame-ancestors from the allowed origins). */
  secureSiteUrl?: string
  /** The embedded wallet's auth service (server/src/auth/README.md). */
  authUrl?: string
  /** The devnet OpenID Connect provider every social provider name signs in at (devnet/oidc). */
  oidcIssuerUrl?: string
  /** Its test users: the e2e types `login`/`password` into its real login page. */
  oidcTestUsers?: OidcTestUser[]
  /** The Farcaster auth relay stand-in (devnet/farcaster: FIP-11 `/v1/channel`, `/status`, `/authenticate`). */
  farcasterRelayUrl?: string
  /** Its registry of Farcaster accounts with their custody keys: the test signer (test/wallets/farcaster-signer.ts) plays the Farcaster app with them. */
  farcasterTestUsers?: FarcasterTestUser[]
  /** The devnet's Optimism chain (chain id 10) with the Farcaster ID registry at its real address: w3m-kit-server's `auth.farcaster.optimismRpcUrl`. */
  farcasterOptimismRpcUrl?: string
  /** The sign-in (SIWX) session service `ServerSiwx` talks to: `/nonce`, `/verify`, `/session`, `/signout`. */
  siwxUrl: string
  /** An ERC-1271 smart account owned by `accounts[0]`, at this address on every EVM chain (sign-in tests). */
  smartAccount: { address: string; owner: string }
  /** Esplora REST base of the regtest Bitcoin ledger (network `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`); also `POST /faucet`, `POST /mine`. */
  bitcoinApiUrl?: string
  /** Funded Bitcoin test keys (1 BTC on each address): hex and WIF, P2WPKH payment and P2TR ordinals addresses. */
  bitcoinKeys?: Array<{ privateKey: string; wif: string; paymentAddress: string; ordinalsAddress: string }>
  /** ERC-4337 bundler (alto) per CAIP-2 id, e.g. `{ "eip155:1": "http://127.0.0.1:…" }` (devnet/bundler): the key format of w3m-kit-server's `site.bundlerUrls`. */
  bundlerUrls?: Record<string, string>
  /** EntryPoint v0.8 on every EVM chain (its canonical address). */
  entryPointAddress?: string
}

/** Keys every info file carries (services left out by `only` get '' / 0 / empty values). */
export const DEVNET_INFO_KEYS = ['projectId', 'apiUrl', 'walletDirectoryUrl', 'relayUrl', 'relayHttpUrl', 'analyticsUrl', 'mailInboxUrl', 'smtpPort', 'rpcUrls', 'accounts', 'tokens', 'amm'] as const

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The built frame page the package ships beside its bundle (dist/page); absent in the repository, where the secure site finds frame/page/dist. */
export const PACKAGED_PAGE = fileURLToPath(new URL('./page', import.meta.url))

/** Running from the w3m-kit-devnet package's bundle, not this repository's sources. */
export const PACKAGED = existsSync(join(PACKAGED_PAGE, 'index.html'))

/**
 * `$DEVNET_INFO` or `.devnet/info.json`, relative to the project root here and to the working folder
 * (the user's project) in the package, whose own root is node_modules/w3m-kit-devnet.
 */
export function defaultInfoPath(packaged: boolean = PACKAGED): string {
  return resolve(packaged ? process.cwd() : PROJECT_ROOT, process.env.DEVNET_INFO ?? '.devnet/info.json')
}

export async function readDevnetInfo(path: string = defaultInfoPath()): Promise<DevnetInfo> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    throw new Error(`No devnet info at ${path}: start the devnet first (npm run devnet)`)
  }
  const info = JSON.parse(text) as Partial<DevnetInfo>
  const missing = DEVNET_INFO_KEYS.filter(key => info[key] === undefined)
  if (missing.length) throw new Error(`Devnet info at ${path} lacks ${missing.join(', ')}`)
  return info as DevnetInfo
}
