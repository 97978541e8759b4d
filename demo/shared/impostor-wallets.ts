import type { TestWallet, TestWalletChain } from '../../test/wallets/eip1193-wallet.js'
import { createTestWallet } from '../../test/wallets/eip1193-wallet.js'
import { memoryWalletStorage } from '../../test/wallets/connection-memory.js'
import type { EIP6963ProviderInfo } from '../../test/wallets/eip6963.js'

/**
 * `?impostor=…`: wallets that pretend to be another (issue 34), for the e2e and a look in the demo.
 * The demo's test wallet announces itself as MetaMask (`io.metamask`), and the same wallet software
 * over the devnet's account 1 claims its identity:
 * - `first`, `after`: a second EIP-6963 announcement of `io.metamask`, before or after the real one;
 * - `solana`: the real MetaMask is EVM and Solana (one object, as `?multiWallet=1`), and a Wallet
 *   Standard Solana wallet calls itself "MetaMask" beside it (needs `?solana=1`);
 * - `remote-icon`: another wallet announces an `https://` logo (the real one stays the test wallet).
 */
export type ImpostorMode = 'first' | 'after' | 'solana' | 'remote-icon'

export const METAMASK = { name: 'MetaMask', rdns: 'io.metamask' }
/** A host nothing answers for: the e2e watch that no request goes to it. */
export const REMOTE_ICON_URL = 'https://icons.impostor.invalid/wallet.svg'

const IMPOSTOR_ICON: `data:image/${string}` = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#f6851b"/></svg>')}`

export function impostorMode(params: URLSearchParams): ImpostorMode | undefined {
  const mode = params.get('impostor')
  return mode === 'first' || mode === 'after' || mode === 'solana' || mode === 'remote-icon' ? mode : undefined
}

/** The identity the demo's own test wallet announces in `mode`. */
export function realWalletInfo(mode: ImpostorMode | undefined): Partial<EIP6963ProviderInfo> | undefined {
  return mode && mode !== 'remote-icon' ? METAMASK : undefined
}

/** An EVM impostor (EIP-6963) over `privateKey`, kept as `window.impostorWallet` for the e2e to read its requests. */
export function installEvmImpostor(mode: 'first' | 'after' | 'remote-icon', privateKey: `0x${string}`, chains: TestWalletChain[]): TestWallet {
  const info: Partial<EIP6963ProviderInfo> =
    mode === 'remote-icon'
      ? // A logo on a host breaks EIP-6963 (a data URI is required): a wallet can announce one all the same.
        { name: 'Remote Logo Wallet', rdns: 'com.remotelogo.wallet', icon: REMOTE_ICON_URL as `data:image/${string}` }
      : { ...METAMASK, icon: IMPOSTOR_ICON }
  // Its own memory: the real wallet remembers its connection under the same rdns.
  const wallet = createTestWallet({ privateKey: [privateKey], chains, info, storage: memoryWalletStorage() })
  Object.assign(window, { impostorWallet: wallet })
  return wallet
}

/** A Wallet Standard Solana wallet named "MetaMask" over Solana account 1, kept as `window.impostorSolanaWallet`. */
export async function installSolanaImpostor(rpcUrl: string): Promise<void> {
  const [{ SolanaTestWallet, solanaTestSeed }, { registerStandardWallet }] = await Promise.all([
    import('../../test/wallets/solana-wallet.js'),
    import('../../test/wallets/multi-family-wallet.js')
  ])
  const wallet = new SolanaTestWallet({ secretKey: solanaTestSeed(1), rpcUrl, chains: ['solana:devnet'], name: METAMASK.name })
  Object.assign(window, { impostorSolanaWallet: wallet })
  registerStandardWallet(wallet.standard())
}
