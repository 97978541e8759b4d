import { hexToBytes } from 'viem'
import { BitcoinTestWallet, installBitcoinTestWallet, type BitcoinTestWalletOptions } from '../test/wallets/bitcoin-wallet.js'
import { createTestWallet, type TestWallet, type TestWalletOptions } from '../test/wallets/eip1193-wallet.js'
import { installSolanaTestWallet, SolanaTestWallet } from '../test/wallets/solana-wallet.js'

/**
 * The browser side of `w3m-kit-devnet/wallets` (bundled to one script the package ships as
 * dist/injected-wallet.js): a page's init script calls `__w3mKitDevnetWallets.evm(options)` (or
 * `.solana`, `.bitcoin`) before the dapp's own code, so the wallets announce themselves as an
 * installed extension would. The EVM wallet is `window.testWallet`, which the Node side steers.
 */

declare global {
  interface Window {
    testWallet?: TestWallet
    __w3mKitDevnetWallets?: typeof installers
  }
}

const installers = {
  evm(options: TestWalletOptions): void {
    window.testWallet?.destroy()
    window.testWallet = createTestWallet(options)
  },
  solana(options: { secretKeyHex: `0x${string}`; rpcUrl: string; chains: `solana:${string}`[] }): void {
    installSolanaTestWallet(new SolanaTestWallet({ secretKey: hexToBytes(options.secretKeyHex), rpcUrl: options.rpcUrl, chains: options.chains, storage: localStorage }))
  },
  bitcoin(options: Omit<BitcoinTestWalletOptions, 'storage'>): void {
    installBitcoinTestWallet(new BitcoinTestWallet({ ...options, storage: localStorage }))
  }
}

window.__w3mKitDevnetWallets = installers
