// The test wallet as a browser extension injects it: bundled by extension-wallet.ts into one script that
// Playwright adds to every page before the page's own scripts (top-level frames only, as an extension's
// content script for EIP-6963 would be).
import type { TestWalletChain } from '../wallets/eip1193-wallet.js'
import { installTestWallet } from '../wallets/install.js'

interface ExtensionWalletConfig {
  privateKey: `0x${string}`
  chains: TestWalletChain[]
  sessionsApi?: { apiUrl: string; projectId: string }
}

const config = (globalThis as { __EXTENSION_WALLET__?: ExtensionWalletConfig }).__EXTENSION_WALLET__
if (config && window.top === window) installTestWallet(config)
