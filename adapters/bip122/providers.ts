import { base64, hex } from '@scure/base'
import { WalletError } from '../errors.js'

export type AddressPurpose = 'payment' | 'ordinals'

export interface BitcoinAccount {
  address: string
  /** Hex public key (33 bytes compressed; 32-byte x-only for taproot is accepted too). */
  publicKey: string
  purpose: AddressPurpose
}

export type MessageProtocol = 'bip322' | 'ecdsa'

/** One shape over the three kinds of Bitcoin wallet the adapter meets. */
export interface BitcoinWallet {
  kind: 'wallet-standard' | 'sats-connect' | 'unisat'
  /** Asks for accounts (the wallet may prompt). */
  connect(): Promise<BitcoinAccount[]>
  /** Accounts already granted, without a prompt; [] when none. */
  accounts(): Promise<BitcoinAccount[]>
  /** Base64 signature: BIP-322 simple witness, or a legacy 65-byte ECDSA signature. */
  signMessage(account: BitcoinAccount, message: string, protocol: MessageProtocol): Promise<string>
  /** Signs the inputs listed per address; returns the signed PSBT (base64). */
  signPsbt(psbtBase64: string, signInputs: Record<string, number[]>): Promise<string>
  /** Listens to account changes; returns the unsubscribe. */
  onAccountsChanged(listener: (accounts: BitcoinAccount[]) => void): () => void
}

// ---- Wallet Standard (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`) ----

interface StandardAccount {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  features: readonly string[]
}

/** The Wallet Standard Bitcoin features this adapter calls (the Exodus/Xverse `bitcoin:*` shapes). */
export interface BitcoinStandardWallet {
  name: string
  icon: string
  version: string
  chains: readonly string[]
  accounts: readonly StandardAccount[]
  features: {
    'bitcoin:connect'?: { connect(input: { purposes: AddressPurpose[] }): Promise<{ accounts: readonly StandardAccount[] }> }
    'bitcoin:signMessage'?: { signMessage(...inputs: Array<{ account: StandardAccount; message: Uint8Array; protocol?: MessageProtocol }>): Promise<Array<{ signedMessage: Uint8Array; signature: Uint8Array }>> }
    'bitcoin:signTransaction'?: {
      signTransaction(...inputs: Array<{ psbt: Uint8Array; inputsToSign: Array<{ account: StandardAccount; signingIndexes: number[] }> }>): Promise<Array<{ signedPsbt: Uint8Array }>>
    }
    'standard:events'?: { on(event: 'change', listener: (properties: { accounts?: readonly StandardAccount[] }) => void): () => void }
    [feature: string]: unknown
  }
}

/** Ordinals accounts are the taproot ones (`…1p…`); Wallet Standard accounts carry no purpose. */
const purposeOfAddress = (address: string): AddressPurpose => (/^(bc|tb|bcrt)1p/i.test(address) ? 'ordinals' : 'payment')

export function isBitcoinStandardWallet(value: unknown): value is BitcoinStandardWallet {
  const features = (value as { features?: Record<string, unknown> } | null)?.features
  return !!features && 'bitcoin:connect' in features
}

function fromStandard(wallet: BitcoinStandardWallet): BitcoinWallet {
  // A wallet of several families lists all its accounts: only the Bitcoin ones are this family's.
  const bitcoinOnly = (accounts: readonly StandardAccount[]) => accounts.filter(account => !account.chains?.length || account.chains.some(chain => chain.startsWith('bitcoin:')))
  const toAccount = (account: StandardAccount): BitcoinAccount => ({ address: account.address, publicKey: hex.encode(account.publicKey), purpose: purposeOfAddress(account.address) })
  const standardAccount = (address: string) => {
    const found = wallet.accounts.find(account => account.address === address)
    if (!found) throw new WalletError('The wallet no longer has this account')
    return found
  }
  const feature = <K extends keyof BitcoinStandardWallet['features']>(name: K): NonNullable<BitcoinStandardWallet['features'][K]> => {
    const value = wallet.features[name]
    if (!value) throw new WalletError(`The wallet does not support ${String(name)}`)
    return value as NonNullable<BitcoinStandardWallet['features'][K]>
  }
  return {
    kind: 'wallet-standard',
    async connect() {
      const { accounts } = await feature('bitcoin:connect').connect({ purposes: ['payment', 'ordinals'] })
      return bitcoinOnly(accounts).map(toAccount)
    },
    async accounts() {
      return bitcoinOnly(wallet.accounts).map(toAccount)
    },
    async signMessage(account, message, protocol) {
      const [output] = await feature('bitcoin:signMessage').signMessage({ account: standardAccount(account.address), message: new TextEncoder().encode(message), protocol })
      if (!output) throw new WalletError('The wallet returned no signature')
      return base64.encode(output.signature)
    },
    async signPsbt(psbtBase64, signInputs) {
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({ account: standardAccount(address), signingIndexes }))
      const [output] = await feature('bitcoin:signTransaction').signTransaction({ psbt: base64.decode(psbtBase64), inputsToSign })
      if (!output) throw new WalletError('The wallet returned no transaction')
      return base64.encode(output.signedPsbt)
    },
    onAccountsChanged(listener) {
      const events = wallet.features['standard:events']
      if (!events) return () => undefined
      return events.on('change', properties => {
        if (properties.accounts) listener(bitcoinOnly(properties.accounts).map(toAccount))
      })
    }
  }
}

// ---- sats-connect style provider: `request(method, params)` (listed in `window.btc_providers`) ----

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: 'accountChange', listener: () => void): () => void
}

/** An entry of `window.btc_providers`: `id` is the dotted path of the provider on `window`. */
export interface BtcProviderInfo {
  id: string
  name: string
  icon: string
  webUrl?: string
}

/** Unwraps `{ result }` / `{ status: 'success', result }` and turns `{ error }` into a WalletError. */
function unwrap<T>(response: unknown): T {
  const value = response as { result?: T; error?: { message?: string; code?: number }; status?: string }
  if (value?.error || value?.status === 'error') throw new WalletError(value.error?.message ?? 'The wallet refused the request', value.error?.code)
  return (value && 'result' in value ? value.result : response) as T
}

export function isSatsConnectProvider(value: unknown): value is SatsConnectProvider {
  return typeof (value as { request?: unknown } | null)?.request === 'function' && typeof (value as { requestAccounts?: unknown }).requestAccounts !== 'function'
}

function fromSatsConnect(provider: SatsConnectProvider): BitcoinWallet {
  type Address = { address: string; publicKey: string; purpose: AddressPurpose }
  const list = async (method: string) => {
    const result = unwrap<Address[] | { addresses: Address[] }>(await provider.request(method, { purposes: ['payment', 'ordinals'] }))
    const addresses = Array.isArray(result) ? result : result.addresses
    return addresses.map(({ address, publicKey, purpose }) => ({ address, publicKey, purpose }))
  }
  return {
    kind: 'sats-connect',
    connect: () => list('getAccounts'),
    accounts: async () => {
      try {
        return await list('getAddresses')
      } catch {
        return []
      }
    },
    async signMessage(account, message, protocol) {
      const result = unwrap<{ signature: string }>(await provider.request('signMessage', { address: account.address, message, protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA' }))
      return result.signature
    },
    async signPsbt(psbt, signInputs) {
      return unwrap<{ psbt: string }>(await provider.request('signPsbt', { psbt, signInputs, broadcast: false })).psbt
    },
    onAccountsChanged(listener) {
      if (!provider.addListener) return () => undefined
      return provider.addListener('accountChange', () => void list('getAddresses').then(listener, () => listener([])))
    }
  }
}

// ---- Unisat-style injected object ----

export interface UnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  getNetwork(): Promise<string>
  signMessage(message: string, type?: 'bip322-simple' | 'ecdsa'): Promise<string>
  signPsbt(psbtHex: string, options?: { autoFinalized?: boolean; toSignInputs?: Array<{ index: number; address: string }> }): Promise<string>
  pushPsbt(psbtHex: string): Promise<string>
  sendBitcoin(to: string, sats: number): Promise<string>
  on(event: 'accountsChanged', listener: (accounts: string[]) => void): void
  removeListener(event: 'accountsChanged', listener: (accounts: string[]) => void): void
}

export function isUnisatProvider(value: unknown): value is UnisatProvider {
  return typeof (value as { requestAccounts?: unknown } | null)?.requestAccounts === 'function'
}

function fromUnisat(provider: UnisatProvider): BitcoinWallet {
  // Unisat exposes one address; it is the payment account (and its taproot form doubles as ordinals).
  const toAccounts = async (addresses: string[]) => {
    const first = addresses[0]
    if (!first) return []
    const publicKey = await provider.getPublicKey()
    return [{ address: first, publicKey, purpose: purposeOfAddress(first) }]
  }
  return {
    kind: 'unisat',
    connect: async () => toAccounts(await provider.requestAccounts()),
    accounts: async () => toAccounts(await provider.getAccounts()),
    signMessage: (_account, message, protocol) => provider.signMessage(message, protocol === 'bip322' ? 'bip322-simple' : 'ecdsa'),
    async signPsbt(psbt, signInputs) {
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) => indexes.map(index => ({ index, address })))
      return base64.encode(hex.decode(await provider.signPsbt(hex.encode(base64.decode(psbt)), { autoFinalized: false, toSignInputs })))
    },
    onAccountsChanged(listener) {
      const handler = (addresses: string[]) => void toAccounts(addresses).then(listener, () => listener([]))
      provider.on('accountsChanged', handler)
      return () => provider.removeListener('accountsChanged', handler)
    }
  }
}

/** The adapter's view of whatever Bitcoin provider a connector holds. */
export function toBitcoinWallet(provider: unknown): BitcoinWallet {
  if (isBitcoinStandardWallet(provider)) return fromStandard(provider)
  if (isUnisatProvider(provider)) return fromUnisat(provider)
  if (isSatsConnectProvider(provider)) return fromSatsConnect(provider)
  throw new WalletError('Not a Bitcoin wallet')
}
