import { devnetChains } from './chain-rpc.js'
import { createTestWallet, type TestWallet, type TestWalletOptions } from './eip1193-wallet.js'
import type { Hex } from 'viem'

/** The part of the devnet info (injected by the static server as `window.__DEVNET__`) the wallet reads. */
interface DevnetForWallet {
  rpcUrls?: Record<string, string>
  accounts?: string[]
  apiUrl?: string
  projectId?: string
}

declare global {
  interface Window {
    testWallet?: TestWallet
  }
}

/**
 * Creates the test wallet in a page and exposes it as `window.testWallet` for e2e tests to steer.
 * Missing `privateKey`/`chains`/`sessionsApi` come from `window.__DEVNET__` (its accounts, eip155 rpcUrls, apiUrl and projectId).
 */
export function installTestWallet(options: Partial<TestWalletOptions> = {}): TestWallet {
  // Read through a cast: the demo pages own the global declaration of __DEVNET__.
  const devnet = (window as unknown as { __DEVNET__?: DevnetForWallet }).__DEVNET__
  const privateKey = options.privateKey ?? (devnet?.accounts as Hex[] | undefined)
  const chains = options.chains ?? devnetChains(devnet?.rpcUrls)
  if (!privateKey || privateKey.length === 0 || chains.length === 0) {
    throw new Error('installTestWallet: pass privateKey and chains, or serve the page with window.__DEVNET__ (accounts, rpcUrls)')
  }
  window.testWallet?.destroy()
  // The devnet's API records the sessions the wallet grants (wallet_grantPermissions).
  const sessionsApi = options.sessionsApi ?? (devnet?.apiUrl && devnet.projectId ? { apiUrl: devnet.apiUrl, projectId: devnet.projectId } : undefined)
  const wallet = createTestWallet({ ...options, privateKey, chains, ...(sessionsApi ? { sessionsApi } : {}) })
  window.testWallet = wallet
  return wallet
}
