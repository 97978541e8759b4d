import type { Connector } from '../../types/public.js'
import { WalletError } from '../errors.js'

/** The slice of a Wallet Standard Solana wallet the adapter uses (standard:* and solana:* features). */

export interface SolanaWalletAccount {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
}

interface Features {
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly SolanaWalletAccount[] }> }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: { on(event: 'change', listener: (change: { accounts?: readonly SolanaWalletAccount[]; chains?: readonly string[] }) => void): () => void }
  'solana:signMessage'?: { signMessage(...inputs: Array<{ account: SolanaWalletAccount; message: Uint8Array }>): Promise<Array<{ signedMessage: Uint8Array; signature: Uint8Array }>> }
  'solana:signAndSendTransaction'?: {
    signAndSendTransaction(...inputs: Array<{ account: SolanaWalletAccount; chain: string; transaction: Uint8Array }>): Promise<Array<{ signature: Uint8Array }>>
  }
}

export interface SolanaStandardWallet {
  name: string
  icon: string
  chains: readonly string[]
  accounts: readonly SolanaWalletAccount[]
  features: Partial<Features> & Record<string, unknown>
}

/** A Wallet Standard wallet that connects and serves at least one Solana chain. */
export function isSolanaStandardWallet(value: unknown): value is SolanaStandardWallet {
  const wallet = value as Partial<SolanaStandardWallet> | undefined
  return (
    !!wallet &&
    typeof wallet.name === 'string' &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some(chain => typeof chain === 'string' && chain.startsWith('solana:')) &&
    typeof wallet.features === 'object' &&
    !!wallet.features &&
    'standard:connect' in wallet.features
  )
}

// A connector's provider is typed for EIP-1193; a Solana connector holds the Wallet Standard wallet.
export function solanaWalletOf(connector: Connector): SolanaStandardWallet {
  const wallet = connector.provider as unknown
  if (!isSolanaStandardWallet(wallet)) throw new WalletError(`Connector ${connector.name} is not a Solana wallet`)
  return wallet
}

export function feature<K extends keyof Features>(wallet: SolanaStandardWallet, name: K): NonNullable<Features[K]> {
  const found = wallet.features[name] as Features[K] | undefined
  if (!found) throw new WalletError(`${wallet.name} does not support ${name}`)
  return found as NonNullable<Features[K]>
}
