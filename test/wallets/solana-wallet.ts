import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { getBase58Decoder, getBase58Encoder, getBase64EncodedWireTransaction, getTransactionDecoder, getTransactionEncoder, type Address, type SignatureBytes } from '@solana/kit'
import type { SolanaStandardWallet, SolanaWalletAccount } from '../../adapters/solana/wallet.js'

/**
 * A Wallet Standard Solana wallet over a local ed25519 key for tests and the demo: connects, signs
 * messages and transactions, and sends them to the cluster's JSON-RPC (the devnet's). No UI:
 * it approves every request unless told to decline the next one.
 */

export interface SolanaTestWalletOptions {
  /** 32-byte ed25519 secret (seed). */
  secretKey: Uint8Array
  /** JSON-RPC of the cluster the wallet sends to. */
  rpcUrl: string
  /** Wallet Standard chains served, e.g. `solana:devnet`. */
  chains: readonly `solana:${string}`[]
  name?: string
  /** Where "already connected" is remembered across reloads. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

type ChangeListener = (change: { accounts: readonly SolanaWalletAccount[] }) => void

const ICON = 'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#9945ff"/><text x="16" y="23" font-size="20" text-anchor="middle" fill="#fff">S</text></svg>')

/** A deterministic test seed per account index: the same address on every run. */
export function solanaTestSeed(index: number): Uint8Array {
  return sha256(new TextEncoder().encode(`w3m-kit devnet solana ${index}`))
}

const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

export class SolanaTestWallet {
  readonly name: string
  readonly account: SolanaWalletAccount
  private readonly listeners = new Set<ChangeListener>()
  private readonly storageKey: string
  private memoryConnected = false
  private declineNext = false

  constructor(private readonly options: SolanaTestWalletOptions) {
    this.name = options.name ?? 'Test Solana Wallet'
    const publicKey = ed25519.getPublicKey(options.secretKey)
    this.account = { address: getBase58Decoder().decode(publicKey), publicKey, chains: options.chains }
    this.storageKey = `w3m-kit:test-solana-wallet:${this.account.address}`
  }

  get connected(): boolean {
    return this.memoryConnected || this.options.storage?.getItem(this.storageKey) === '1'
  }

  /** Airdrops from the devnet until the account holds `lamports` (a devnet faucet; no real cluster answers this). */
  async topUp(lamports: bigint): Promise<void> {
    const { value } = await this.rpc<{ value: number }>('getBalance', [this.account.address])
    if (BigInt(value) < lamports) await this.rpc('requestAirdrop', [this.account.address, Number(lamports - BigInt(value))])
  }

  /** The next signing request is declined, as a person pressing Reject would. */
  rejectNext(): void {
    this.declineNext = true
  }

  private approve(): void {
    if (!this.declineNext) return
    this.declineNext = false
    throw rejection()
  }

  private async rpc<T>(method: string, params: unknown[]): Promise<T> {
    const response = await fetch(this.options.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
    const body = (await response.json()) as { result?: T; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result as T
  }

  /** Signs the transaction's message for this account's signer slot. */
  private sign(transaction: Uint8Array): Uint8Array {
    const decoded = getTransactionDecoder().decode(transaction)
    if (!(this.account.address in decoded.signatures)) throw new Error('The transaction does not need this wallet’s signature')
    const signature = ed25519.sign(new Uint8Array(decoded.messageBytes), this.options.secretKey) as SignatureBytes
    const signed = { ...decoded, signatures: { ...decoded.signatures, [this.account.address as Address]: signature } }
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }

  /** The Wallet Standard face of this wallet. */
  standard(): SolanaStandardWallet {
    const accounts = () => (this.connected ? [this.account] : [])
    return {
      name: this.name,
      icon: ICON,
      chains: this.options.chains,
      get accounts() {
        return accounts()
      },
      features: {
        'standard:connect': {
          connect: async (input?: { silent?: boolean }) => {
            if (!this.connected && !input?.silent) {
              this.approve()
              this.memoryConnected = true
              this.options.storage?.setItem(this.storageKey, '1')
              for (const listener of this.listeners) listener({ accounts: accounts() })
            }
            return { accounts: accounts() }
          }
        },
        'standard:disconnect': {
          disconnect: async () => {
            this.memoryConnected = false
            this.options.storage?.removeItem(this.storageKey)
          }
        },
        'standard:events': {
          on: (_event: 'change', listener: ChangeListener) => {
            this.listeners.add(listener)
            return () => this.listeners.delete(listener)
          }
        },
        'solana:signMessage': {
          signMessage: async (...inputs: Array<{ account: SolanaWalletAccount; message: Uint8Array }>) =>
            inputs.map(input => {
              this.approve()
              return { signedMessage: input.message, signature: ed25519.sign(input.message, this.options.secretKey) }
            })
        },
        'solana:signAndSendTransaction': {
          signAndSendTransaction: async (...inputs: Array<{ account: SolanaWalletAccount; chain: string; transaction: Uint8Array }>) => {
            const outputs = []
            for (const input of inputs) {
              this.approve()
              const signed = this.sign(input.transaction)
              const wire = getBase64EncodedWireTransaction(getTransactionDecoder().decode(signed))
              const signature = await this.rpc<string>('sendTransaction', [wire, { encoding: 'base64' }])
              outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
            }
            return outputs
          }
        }
      }
    }
  }
}

/** Registers the wallet through the Wallet Standard's event protocol, for apps already listening and those that start later. */
export function installSolanaTestWallet(wallet: SolanaTestWallet, target: Window = window): SolanaStandardWallet {
  const standard = wallet.standard()
  // The e2e declines a prompt through it (`testSolanaWallet.rejectNext()`).
  ;(target as unknown as { testSolanaWallet?: SolanaTestWallet }).testSolanaWallet = wallet
  const register = ({ register }: { register(wallet: SolanaStandardWallet): unknown }) => register(standard)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  target.addEventListener('wallet-standard:app-ready', event => register((event as CustomEvent<{ register(wallet: SolanaStandardWallet): unknown }>).detail))
  return standard
}
