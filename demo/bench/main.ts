import { createAppKit, type AppKit } from 'w3m-kit'
import { bsc, mainnet } from 'w3m-kit/networks'

/** The devnet values bench/run.ts injects through the static server. */
interface BenchDevnet {
  projectId: string
  apiUrl?: string
  walletDirectoryUrl?: string
  relayUrl?: string
  analyticsUrl?: string
  secureSiteUrl?: string
  verifyUrl?: string
  rpcUrls?: Record<string, string>
}

const devnet = (window as unknown as { __DEVNET__?: BenchDevnet }).__DEVNET__
if (!devnet) throw new Error('window.__DEVNET__ is missing: serve this page with bench/run.ts (or demo/serve.ts)')

const networks = [mainnet, bsc]
const customRpcUrls: Record<string, Array<{ url: string }>> = {}
for (const network of networks) {
  const url = devnet.rpcUrls?.[network.caipNetworkId]
  if (url) customRpcUrls[network.caipNetworkId] = [{ url }]
}

const appKit = createAppKit({
  projectId: devnet.projectId,
  networks,
  metadata: { name: 'w3m-kit bench', description: 'The minimal page of the budgets', url: location.origin, icons: [] },
  customRpcUrls,
  // `?prefetch=0`: the bench measures the first open without the idle prefetch too.
  features: { prefetch: new URLSearchParams(location.search).get('prefetch') !== '0' },
  // A service the devnet left out comes as '': fall back to the kit's default rather than an empty URL.
  apiUrl: devnet.apiUrl || undefined,
  walletDirectoryUrl: devnet.walletDirectoryUrl || undefined,
  relayUrl: devnet.relayUrl || undefined,
  analyticsUrl: devnet.analyticsUrl || undefined,
  secureSiteUrl: devnet.secureSiteUrl || undefined,
  // `?verifyUrl=` lets the bench point the SDK at a verify server that never answers.
  verifyUrl: new URLSearchParams(location.search).get('verifyUrl') || devnet.verifyUrl || undefined
})

// The bench closes the modal through this between timed opens.
;(window as unknown as { appKit: AppKit }).appKit = appKit
