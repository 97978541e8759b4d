import type { AnalyticsClient } from '../../clients/analytics.js'
import type { BlockchainApiClient } from '../../clients/blockchain-api.js'
import type { WalletDirectoryClient } from '../../clients/wallet-directory.js'
import { SDK_TYPE, SDK_VERSION } from '../../types/version.js'
import { $options } from './options.js'
import { registerReset } from '../resets.js'

/** Public endpoints used when a site sets none (API.md: each endpoint has a public default). */
export const DEFAULT_ENDPOINTS = {
  apiUrl: 'https://rpc.walletconnect.org',
  walletDirectoryUrl: 'https://api.web3modal.org',
  relayUrl: 'wss://relay.walletconnect.org',
  analyticsUrl: 'https://pulse.walletconnect.org'
} as const

export type Endpoint = keyof typeof DEFAULT_ENDPOINTS

export function endpoint(name: Endpoint): string {
  return $options.get()?.[name] ?? DEFAULT_ENDPOINTS[name]
}

function sdk() {
  const projectId = $options.get()?.projectId
  if (!projectId) throw new Error('Project ID Not Configured')
  return { projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION }
}

let directory: Promise<WalletDirectoryClient> | undefined
let analytics: Promise<AnalyticsClient> | undefined
let blockchainApi: Promise<BlockchainApiClient> | undefined

/** A lazily created client; a failed creation (options not set yet, chunk failed) is not kept. */
function lazily<T>(create: () => Promise<T>, remember: (value: Promise<T> | undefined) => void): Promise<T> {
  const created = create()
  remember(created)
  created.catch(() => remember(undefined))
  return created
}

/** The wallet-directory client; its code loads on first use. */
export function directoryClient(): Promise<WalletDirectoryClient> {
  return (
    directory ??
    lazily(
      () => import('../../clients/wallet-directory.js').then(module => module.createWalletDirectoryClient({ ...sdk(), walletDirectoryUrl: endpoint('walletDirectoryUrl') })),
      value => (directory = value)
    )
  )
}

/** The analytics client; its code loads on first use. */
export function analyticsClient(): Promise<AnalyticsClient> {
  return (
    analytics ??
    lazily(
      () => import('../../clients/analytics.js').then(module => module.createAnalyticsClient({ ...sdk(), analyticsUrl: endpoint('analyticsUrl') })),
      value => (analytics = value)
    )
  )
}

/** The blockchain API client (behaviour §7); its code loads on first use, and its caches live as long as it does. */
export function blockchainApiClient(): Promise<BlockchainApiClient> {
  return (
    blockchainApi ??
    lazily(
      () => import('../../clients/blockchain-api.js').then(module => module.createBlockchainApiClient({ ...sdk(), apiUrl: endpoint('apiUrl') })),
      value => (blockchainApi = value)
    )
  )
}

registerReset(() => {
  directory = undefined
  analytics = undefined
  blockchainApi = undefined
})
