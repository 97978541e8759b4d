import { buildSync } from 'esbuild'
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { DevnetInfo } from '../../devnet/info.js'
import { devnetChains } from '../wallets/chain-rpc.js'

/** The devnet info the e2e's global setup publishes (test/e2e/global-setup.ts). */
export function e2eDevnet(): DevnetInfo {
  const raw = process.env.DEMO_DEVNET
  if (!raw) throw new Error('DEMO_DEVNET is not set: run the examples through Playwright (its global setup starts the devnet).')
  return JSON.parse(raw) as DevnetInfo
}

let bundle: string | undefined

/** The wallet's script, bundled once per worker (esbuild, about 0.3 s): viem and the test wallet in one classic script. */
function extensionScript(): string {
  bundle ??= new TextDecoder().decode(
    buildSync({
      entryPoints: [new URL('./extension-wallet.entry.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error'
    }).outputFiles[0]!.contents
  )
  return bundle
}

/**
 * Installs the real viem EIP-1193 test wallet in every page of `page`'s context before the page's own
 * scripts, announced over EIP-6963, as a browser extension would: the examples never install a
 * wallet themselves. It knows the devnet's chains 1 and 56 and holds funded account `account`
 * (default 0). `window.testWallet` steers it from a test (test/wallets/eip1193-wallet.ts).
 */
export async function installExtensionWallet(page: Page, options: { account?: number } = {}): Promise<void> {
  const devnet = e2eDevnet()
  const privateKey = devnet.accounts[options.account ?? 0] as Hex | undefined
  if (!privateKey) throw new Error(`The devnet has no funded account ${options.account}`)
  const chains = devnetChains(devnet.rpcUrls).filter(chain => chain.chainId === 1 || chain.chainId === 56)
  const config = { privateKey, chains, ...(devnet.apiUrl ? { sessionsApi: { apiUrl: devnet.apiUrl, projectId: devnet.projectId } } : {}) }
  await page.addInitScript(`window.__EXTENSION_WALLET__ = ${JSON.stringify(config)};\n${extensionScript()}`)
}
