import type { AppKitOptions } from 'w3m-kit'
import { bitcoinRegtest, bsc, mainnet, solanaDevnet } from 'w3m-kit/networks'
import { localeFromQuery } from './locales.js'
import { demoSiwx } from './siwx.js'

/** What the demo server injects as `window.__DEVNET__`: the local services (devnet/info.json). */
export interface DemoDevnet {
  projectId: string
  apiUrl?: string
  walletDirectoryUrl?: string
  relayUrl?: string
  analyticsUrl?: string
  /** The devnet's verify page, answering the WalletConnect SDK's iframe (no public server). */
  verifyUrl?: string
  rpcUrls: Record<string, string>
  accounts: string[]
  /** The secure site serving the embedded wallet's frame (email sign-in). */
  secureSiteUrl?: string
  /** The devnet's mail sink (the demo links to it: the login codes arrive there). */
  mailInboxUrl?: string
  /** The sign-in session service (`?siwx=server`). */
  siwxUrl?: string
  /** An ERC-1271 smart account owned by accounts[0] (`?walletAccount=smart`). */
  smartAccount?: { address: string; owner: string }
  /** The regtest Bitcoin ledger's Esplora base and its funded keys (see devnet/bitcoin/README.md). */
  bitcoinApiUrl?: string
  bitcoinKeys?: Array<{ privateKey: string; wif: string; paymentAddress: string; ordinalsAddress: string }>
}

declare global {
  interface Window {
    __DEVNET__?: DemoDevnet
  }
}

export function devnet(): DemoDevnet {
  const value = window.__DEVNET__
  if (!value) throw new Error('No devnet configuration on this page: start it with `npm run demo`.')
  return value
}

export const demoNetworks = [mainnet, bsc] as const

/** Wallet-list options from the query: `?featured=id,id`, `?include=`, `?exclude=`, `?collapseWallets=1`, `?allWallets=0`; `?smartSessions=1` turns smart sessions on. */
function walletListOptions(query: URLSearchParams): Partial<AppKitOptions> {
  const ids = (name: string) => query.get(name)?.split(',').filter(Boolean)
  const featured = ids('featured')
  const include = ids('include')
  const exclude = ids('exclude')
  return {
    ...(featured ? { featuredWalletIds: featured } : {}),
    ...(include ? { includeWalletIds: include } : {}),
    ...(exclude ? { excludeWalletIds: exclude } : {}),
    features: {
      ...(query.get('collapseWallets') === '1' ? { collapseWallets: true } : {}),
      ...(query.get('allWallets') === '0' ? { allWallets: false } : {}),
      ...(query.get('smartSessions') === '1' ? { smartSessions: true } : {})
    }
  }
}

/**
 * `?bitcoin=1` adds the devnet's Bitcoin regtest, `?solana=1` its Solana cluster (served by the
 * devnet as Solana devnet); `?solana=only` makes a Solana-only site, `?bitcoin=only` a Bitcoin-only one.
 */
function familyNetworks(query: URLSearchParams, config: DemoDevnet): AppKitOptions['networks'] {
  const solanaServed = solanaDevnet.caipNetworkId in config.rpcUrls
  if (query.get('solana') === 'only' && solanaServed) return [solanaDevnet]
  if (query.get('bitcoin') === 'only' && config.bitcoinApiUrl) return [bitcoinRegtest]
  return [
    ...demoNetworks,
    ...(query.get('bitcoin') === '1' && config.bitcoinApiUrl ? [bitcoinRegtest] : []),
    ...(query.get('solana') === '1' && solanaServed ? [solanaDevnet] : [])
  ] as unknown as AppKitOptions['networks']
}

/** What the demo's first page (`/`, or `?full=1` on another) turns on: the whole product. */
const WHOLE_PRODUCT = { email: '1', solana: '1', bitcoin: '1', smartSessions: '1' }

/**
 * The page's query, with the whole product's flags under it on the demo's first page: a newcomer
 * sees email and social sign-in, the three chain families and smart sessions without looking for
 * flags. The other pages start from wallets only (what most sites configure, and the tests' baseline).
 */
export function demoQuery(): URLSearchParams {
  const query = new URLSearchParams(location.search)
  if (location.pathname !== '/' && query.get('full') !== '1') return query
  return new URLSearchParams({ ...WHOLE_PRODUCT, ...Object.fromEntries(query) })
}

/**
 * createAppKit options for the local devnet; `?theme=dark|light` picks a theme, `?locale=ja` a language,
 * `?verifyUrl=` replaces the devnet's verify page (an unreachable one shows that nobody waits for verify),
 * `?paymasterUrl=` is the site's ERC-7677 paymaster on every EVM chain.
 */
export function demoOptions(): AppKitOptions {
  const config = devnet()
  const query = demoQuery()
  const theme = query.get('theme')
  const locale = localeFromQuery(query)
  const verifyUrl = query.get('verifyUrl') || config.verifyUrl
  const secureSiteUrl = query.get('secureSiteUrl') || config.secureSiteUrl
  const paymasterUrl = query.get('paymasterUrl')
  return {
    projectId: config.projectId,
    networks: familyNetworks(query, config),
    metadata: { name: 'w3m-kit demo', description: 'The w3m-kit demo site', url: location.origin, icons: [] },
    // As on a real site: the EVM chains and Solana are read through the project's RPC proxy on the
    // (devnet) blockchain API, which serves them; only Bitcoin's Esplora API is the site's to give.
    ...(config.bitcoinApiUrl ? { customRpcUrls: { [bitcoinRegtest.caipNetworkId]: [{ url: config.bitcoinApiUrl }] } } : {}),
    ...(theme === 'dark' || theme === 'light' ? { themeMode: theme } : {}),
    ...(locale ? { locale } : {}),
    ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}),
    ...(config.walletDirectoryUrl ? { walletDirectoryUrl: config.walletDirectoryUrl } : {}),
    ...(config.relayUrl ? { relayUrl: config.relayUrl } : {}),
    ...(config.analyticsUrl ? { analyticsUrl: config.analyticsUrl } : {}),
    ...(verifyUrl ? { verifyUrl } : {}),
    ...(paymasterUrl ? { paymasterUrls: Object.fromEntries(demoNetworks.map(network => [Number(network.id), paymasterUrl])) } : {}),
    // Email sign-in (the embedded wallet): `?email=1` on the devnet's secure site, `?secureSiteUrl=` on another one.
    ...(secureSiteUrl && (query.get('email') === '1' || query.has('secureSiteUrl')) ? { secureSiteUrl } : {}),
    termsConditionsUrl: '/terms',
    privacyPolicyUrl: '/privacy',
    ...demoSiwx(query, config),
    ...walletListOptions(query)
  }
}
