/**
 * One wallet of several families as a multi-chain extension can show itself to be one: ONE object
 * that is its EIP-1193 provider (announced over EIP-6963) and its Wallet Standard wallet (registered
 * once, with every family's chains, accounts and features). The kit merges families into one row only
 * on such proof (the same provider object), never on a shared name: a look-alike cannot make another
 * wallet's provider its own.
 */

import type { TestWallet } from './eip1193-wallet.js'

/** The Wallet Standard part of a family's test wallet (the Solana and Bitcoin test wallets' `standard` faces). */
interface StandardPart {
  chains: readonly string[]
  readonly accounts: readonly unknown[]
  features: Record<string, unknown>
}

interface EventsFeature {
  on(event: 'change', listener: (change: { accounts?: readonly unknown[] }) => void): () => void
}

interface DisconnectFeature {
  disconnect(): Promise<void>
}

/** The EVM test wallet's EIP-1193 provider. */
type Eip1193Part = TestWallet['provider']

export interface MultiFamilyWallet extends StandardPart {
  request: Eip1193Part['request']
  on: Eip1193Part['on']
  removeListener: Eip1193Part['removeListener']
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
}

export function multiFamilyWallet(options: { name: string; icon: `data:image/${string}`; evm?: Eip1193Part; standard: readonly StandardPart[] }): MultiFamilyWallet {
  const { evm, standard } = options
  const allAccounts = () => standard.flatMap(part => part.accounts)
  const events = standard.map(part => part.features['standard:events'] as EventsFeature | undefined).filter(each => each !== undefined)
  const disconnects = standard.map(part => part.features['standard:disconnect'] as DisconnectFeature | undefined).filter(each => each !== undefined)
  const features: Record<string, unknown> = Object.assign({}, ...standard.map(part => part.features), {
    // Every family's change tells the whole account list, as a Wallet Standard wallet's `accounts` is.
    'standard:events': {
      on: (_event: 'change', listener: (change: { accounts: readonly unknown[] }) => void) => {
        const stops = events.map(feature => feature.on('change', () => listener({ accounts: allAccounts() })))
        return () => stops.forEach(stop => stop())
      }
    },
    ...(disconnects.length ? { 'standard:disconnect': { disconnect: () => Promise.all(disconnects.map(feature => feature.disconnect())).then(() => undefined) } } : {})
  })
  const notEvm = () => Promise.reject(Object.assign(new Error('This wallet has no EVM account'), { code: 4200 }))
  const wallet: MultiFamilyWallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains: standard.flatMap(part => part.chains),
    get accounts() {
      return allAccounts()
    },
    features,
    request: (args => (evm ? evm.request(args) : notEvm())) as Eip1193Part['request'],
    on: (event, listener) => evm?.on(event, listener) ?? (wallet as unknown as Eip1193Part),
    removeListener: (event, listener) => evm?.removeListener(event, listener) ?? (wallet as unknown as Eip1193Part)
  }
  return wallet
}

/** Registers a Wallet Standard wallet through the standard's event protocol, for apps listening now and those that start later. */
export function registerStandardWallet(wallet: object, target: Window = window): void {
  const register = ({ register }: { register(wallet: object): unknown }) => register(wallet)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  target.addEventListener('wallet-standard:app-ready', event => register((event as CustomEvent<{ register(wallet: object): unknown }>).detail))
}
