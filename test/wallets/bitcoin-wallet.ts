import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { Transaction, p2tr, p2wpkh } from '@scure/btc-signer'
import { signBip322Simple, signEcdsaMessage, type BitcoinAddressNetwork } from '../../adapters/bip122/bip322.js'
import type { BitcoinStandardWallet, BtcProviderInfo, SatsConnectProvider, UnisatProvider } from '../../adapters/bip122/providers.js'

type Purpose = 'payment' | 'ordinals'

export interface BitcoinTestWalletOptions {
  /** Hex private key; one key backs both addresses (P2WPKH payment, P2TR key-path ordinals). */
  privateKey: string
  network: BitcoinAddressNetwork
  /** Wallet Standard chain, e.g. `bitcoin:regtest`. */
  chain: `bitcoin:${string}`
  /** Esplora base used by `sendTransfer` / `sendBitcoin` / `pushPsbt` to broadcast. */
  esploraUrl: string
  name?: string
  /** Where "already connected" is remembered across reloads (absent in Node: forgotten). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

const ICON = 'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/><text x="16" y="23" font-size="20" text-anchor="middle" fill="#fff">B</text></svg>')

/**
 * A Bitcoin wallet over a local key for tests and the demo: approves every request (no UI), signs
 * PSBT inputs for its addresses, BIP-322 and ECDSA messages, and broadcasts through Esplora.
 */
export class BitcoinTestWallet {
  readonly name: string
  readonly payment: { address: string; publicKey: Uint8Array; script: Uint8Array }
  readonly ordinals: { address: string; publicKey: Uint8Array; script: Uint8Array }
  private readonly secret: Uint8Array
  private readonly listeners = new Set<(accounts: string[]) => void>()
  private readonly storageKey: string

  constructor(private readonly options: BitcoinTestWalletOptions) {
    this.name = options.name ?? 'Test Bitcoin Wallet'
    this.secret = hex.decode(options.privateKey)
    const compressed = secp256k1.getPublicKey(this.secret, true)
    const xOnly = schnorr.getPublicKey(this.secret)
    const wpkh = p2wpkh(compressed, options.network)
    const tr = p2tr(xOnly, undefined, options.network)
    this.payment = { address: wpkh.address!, publicKey: compressed, script: wpkh.script }
    this.ordinals = { address: tr.address!, publicKey: xOnly, script: tr.script }
    this.storageKey = `w3m-kit:test-bitcoin-wallet:${this.payment.address}`
  }

  get connected(): boolean {
    return this.options.storage?.getItem(this.storageKey) === '1' || this.memoryConnected
  }
  private memoryConnected = false

  approveConnection(): void {
    this.memoryConnected = true
    this.options.storage?.setItem(this.storageKey, '1')
  }

  private rejections = 0

  /** The "user" declines the next signing prompt (PSBT or message) with EIP-1193's 4001, as real wallets report it. */
  rejectNext(): void {
    this.rejections++
  }

  private prompt(): void {
    if (this.rejections === 0) return
    this.rejections--
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }

  /** The wallet-side disconnect: forgets the grant and tells listeners (accountsChanged []). */
  revoke(): void {
    this.memoryConnected = false
    this.options.storage?.removeItem(this.storageKey)
    for (const listener of this.listeners) listener([])
  }

  accountsOf(purposes: Purpose[] = ['payment', 'ordinals']) {
    return purposes.map(purpose => {
      const { address, publicKey } = this[purpose]
      return { address, publicKey: hex.encode(publicKey), purpose, addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr' }
    })
  }

  private own(address: string): 'payment' | 'ordinals' {
    if (address === this.payment.address) return 'payment'
    if (address === this.ordinals.address) return 'ordinals'
    throw new Error(`Address ${address} is not in this wallet`)
  }

  signMessage(address: string, message: string, protocol: 'bip322' | 'ecdsa'): string {
    this.prompt()
    this.own(address)
    return protocol === 'ecdsa' ? signEcdsaMessage(message, this.secret) : signBip322Simple(message, address, this.secret, this.options.network)
  }

  /** Signs the listed inputs (which must pay this wallet's addresses) and finalizes them when asked. */
  signPsbt(psbt: Uint8Array, indexes: number[], finalize: boolean): Uint8Array {
    this.prompt()
    const tx = Transaction.fromPSBT(psbt)
    for (const index of indexes) {
      const script = tx.getInput(index).witnessUtxo?.script
      if (!script || (hex.encode(script) !== hex.encode(this.payment.script) && hex.encode(script) !== hex.encode(this.ordinals.script))) throw new Error(`Input ${index} is not this wallet's`)
      tx.signIdx(this.secret, index)
      if (finalize) tx.finalizeIdx(index)
    }
    return tx.toPSBT()
  }

  async broadcast(rawHex: string): Promise<string> {
    const response = await fetch(`${this.options.esploraUrl}/tx`, { method: 'POST', body: rawHex })
    const text = await response.text()
    if (!response.ok) throw new Error(text)
    return text
  }

  /** Pays `sats` to `to` from the payment address, through the same PSBT path a site uses. */
  async sendTransfer(to: string, sats: bigint): Promise<string> {
    const utxos = (await (await fetch(`${this.options.esploraUrl}/address/${this.payment.address}/utxo`)).json()) as Array<{ txid: string; vout: number; value: number }>
    const tx = new Transaction()
    let total = 0n
    const fee = 1_000n
    for (const utxo of utxos) {
      tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: this.payment.script, amount: BigInt(utxo.value) } })
      total += BigInt(utxo.value)
      if (total >= sats + fee) break
    }
    if (total < sats + fee) throw new Error('Insufficient balance')
    tx.addOutputAddress(to, sats, this.options.network)
    if (total - sats - fee >= 546n) tx.addOutputAddress(this.payment.address, total - sats - fee, this.options.network)
    tx.sign(this.secret)
    tx.finalize()
    return this.broadcast(tx.hex)
  }

  onAccountsChanged(listener: (accounts: string[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The Wallet Standard shape (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`, `standard:events`). */
  standardWallet(): BitcoinStandardWallet {
    const chain = this.options.chain
    const features = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction']
    const accounts = () => (this.connected ? this.accountsOf().map(account => ({ address: account.address, publicKey: hex.decode(account.publicKey), chains: [chain], features })) : [])
    const wallet: BitcoinStandardWallet = {
      name: this.name,
      icon: ICON,
      version: '1.0.0',
      chains: [chain],
      get accounts() {
        return accounts()
      },
      features: {
        'bitcoin:connect': {
          connect: async () => {
            this.approveConnection()
            return { accounts: accounts() }
          }
        },
        'bitcoin:signMessage': {
          signMessage: async (...inputs) =>
            inputs.map(input => {
              const message = new TextDecoder().decode(input.message)
              return { signedMessage: input.message, signature: base64.decode(this.signMessage(input.account.address, message, input.protocol ?? 'bip322')) }
            })
        },
        'bitcoin:signTransaction': {
          signTransaction: async (...inputs) =>
            inputs.map(input => ({ signedPsbt: this.signPsbt(input.psbt, input.inputsToSign.flatMap(each => each.signingIndexes), true) }))
        },
        'standard:events': {
          on: (_event, listener) => this.onAccountsChanged(() => listener({ accounts: accounts() }))
        }
      }
    }
    return wallet
  }

  /** The sats-connect `request(method, params)` shape, answering `{ result }` or `{ error }`. */
  satsConnectProvider(): SatsConnectProvider {
    return {
      request: async (method, params) => {
        const args = (params ?? {}) as Record<string, unknown>
        try {
          switch (method) {
            case 'getAccounts':
              this.approveConnection()
              return { result: this.accountsOf(args.purposes as Purpose[] | undefined) }
            case 'getAddresses':
              if (!this.connected) return { error: { code: 4100, message: 'Not connected' } }
              return { result: { addresses: this.accountsOf(args.purposes as Purpose[] | undefined) } }
            case 'signMessage':
              return { result: { signature: this.signMessage(String(args.address), String(args.message), args.protocol === 'ECDSA' ? 'ecdsa' : 'bip322'), address: args.address } }
            case 'signPsbt': {
              const signInputs = args.signInputs as Record<string, number[]>
              for (const address of Object.keys(signInputs)) this.own(address)
              const signed = this.signPsbt(base64.decode(String(args.psbt)), Object.values(signInputs).flat(), true)
              const txid = args.broadcast ? await this.broadcast(Transaction.fromPSBT(signed).hex) : undefined
              return { result: { psbt: base64.encode(signed), ...(txid ? { txid } : {}) } }
            }
            case 'sendTransfer': {
              const [recipient] = args.recipients as Array<{ address: string; amount: number | string }>
              return { result: { txid: await this.sendTransfer(recipient!.address, BigInt(recipient!.amount)) } }
            }
            default:
              return { error: { code: -32601, message: `Method not found: ${method}` } }
          }
        } catch (error) {
          return { error: { code: -32603, message: (error as Error).message } }
        }
      },
      addListener: (_event, listener) => this.onAccountsChanged(() => listener())
    }
  }

  /** The Unisat-style injected object (one address: the payment one). */
  unisatProvider(): UnisatProvider {
    const handlers = new Map<(accounts: string[]) => void, () => void>()
    return {
      requestAccounts: async () => {
        this.approveConnection()
        return [this.payment.address]
      },
      getAccounts: async () => (this.connected ? [this.payment.address] : []),
      getPublicKey: async () => hex.encode(this.payment.publicKey),
      getNetwork: async () => (this.options.network.bech32 === 'bc' ? 'livenet' : 'testnet'),
      signMessage: async (message, type) => this.signMessage(this.payment.address, message, type === 'ecdsa' ? 'ecdsa' : 'bip322'),
      signPsbt: async (psbtHex, options) => {
        const indexes = options?.toSignInputs?.map(each => each.index) ?? Array.from({ length: Transaction.fromPSBT(hex.decode(psbtHex)).inputsLength }, (_, index) => index)
        return hex.encode(this.signPsbt(hex.decode(psbtHex), indexes, options?.autoFinalized ?? true))
      },
      pushPsbt: async psbtHex => {
        const tx = Transaction.fromPSBT(hex.decode(psbtHex))
        if (!tx.isFinal) tx.finalize()
        return this.broadcast(tx.hex)
      },
      sendBitcoin: (to, sats) => this.sendTransfer(to, BigInt(sats)),
      on: (_event, listener) => void handlers.set(listener, this.onAccountsChanged(listener)),
      removeListener: (_event, listener) => {
        handlers.get(listener)?.()
        handlers.delete(listener)
      }
    }
  }
}

/** The sats-connect registry entry `window.btc_providers` lists; `id` is where the provider lives on window. */
export const TEST_BTC_PROVIDER_ID = 'TestBitcoinWalletProviders.BitcoinProvider'

/**
 * Installs the wallet in a page in all three shapes: registered with the Wallet Standard (the
 * `wallet-standard:register-wallet` protocol), listed in `window.btc_providers`, and as `window.unisat`.
 */
export function installBitcoinTestWallet(wallet: BitcoinTestWallet, target: Window & typeof globalThis = window): void {
  const standard = wallet.standardWallet()
  const register = ({ register }: { register(wallet: BitcoinStandardWallet): unknown }) => register(standard)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  target.addEventListener('wallet-standard:app-ready', event => register((event as CustomEvent<{ register(wallet: BitcoinStandardWallet): unknown }>).detail))

  const globals = target as unknown as Record<string, unknown>
  globals.TestBitcoinWalletProviders = { BitcoinProvider: wallet.satsConnectProvider() }
  const info: BtcProviderInfo = { id: TEST_BTC_PROVIDER_ID, name: wallet.name, icon: ICON }
  globals.btc_providers = [...((globals.btc_providers as BtcProviderInfo[] | undefined) ?? []), info]
  globals.unisat = wallet.unisatProvider()
  // The e2e declines a prompt through it (`testBitcoinWallet.rejectNext()`).
  globals.testBitcoinWallet = wallet
}
