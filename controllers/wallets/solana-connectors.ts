import { getWallets } from '@wallet-standard/app'
import type { Connector } from '../../types/public.js'
import { isSolanaStandardWallet } from '../../adapters/solana/wallet.js'
import { addConnector, announcedIcon } from './connectors.js'

/** Connector ids end up in test ids (`wallet-selector-{id}`): lower-case words joined by dashes. */
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/**
 * Solana wallets in the page as solana connectors: Wallet Standard wallets with a `solana:*` chain
 * and `standard:connect`, those registered already and those that register later.
 * Loaded only when a solana network is configured.
 */
export function watchSolanaConnectors(): () => void {
  const standard = getWallets()
  const add = (wallets: readonly unknown[]) => {
    for (const wallet of wallets) {
      if (!isSolanaStandardWallet(wallet)) continue
      // A connector's provider is typed for EIP-1193; a Solana connector holds the Wallet Standard wallet.
      // Another wallet of the same name keeps its own row (addConnector gives it a free id); the same wallet again is one.
      addConnector({ id: `solana-${slug(wallet.name)}`, name: wallet.name, type: 'ANNOUNCED', chain: 'solana', imageUrl: announcedIcon(wallet.icon), provider: wallet as unknown as Connector['provider'] })
    }
  }
  add(standard.get())
  return standard.on('register', (...wallets) => add(wallets))
}
