import type { AccountType, CaipNetwork, ChainNamespace, Connector } from '../types/public.js'

export interface ConnectedAccount {
  address: string
  chainId: number | string
  /** Every account the wallet granted with its type (bip122: payment and ordinal); defaults to `address` as 'eoa'. */
  accounts?: Array<{ address: string; type: AccountType }>
}

/**
 * A transaction to send from the connected account; `value` in the family's smallest unit (wei,
 * lamports, satoshis). Without `data` it is a native transfer, which every family can send.
 */
export interface TransactionRequest {
  from: string
  to: string
  value: bigint
  data?: `0x${string}`
}

export type ReceiptStatus = 'success' | 'reverted'

/** What a wallet does with a batch of calls on one chain (EIP-5792 `wallet_getCapabilities`). */
export interface BatchCapabilities {
  /** It runs a batch atomically, in one approval (`atomic` 'supported', or 'ready' to upgrade the account first). */
  atomic: boolean
  /** It takes an ERC-7677 paymaster service URL with the batch. */
  paymasterService: boolean
}

/** Calls to run in order, all or none, from the connected account (EIP-5792 `wallet_sendCalls`). */
export interface CallsRequest {
  from: string
  calls: ReadonlyArray<{ to: string; value: bigint; data?: `0x${string}` }>
  /** The site's ERC-7677 paymaster service for the chain, for a wallet that announces `paymasterService`. */
  paymasterUrl?: string
}

export interface AdapterEvents {
  accountsChanged(addresses: string[]): void
  chainChanged(chainId: number | string): void
  disconnect(): void
}

/**
 * What the controllers ask of a chain namespace; one implementation per namespace.
 *
 * The family seam (how a new family plugs in):
 * 1. Implement `ChainAdapter` in `adapters/<namespace>/index.ts`, exporting `<namespace>Adapter`.
 * 2. Add ONE line to `loaders` in `controllers/account/adapters.ts`, a dynamic import of the family's
 *    module (see the bip122 line there): nothing of the family ships before a flow needs it.
 * 3. Discovery: `controllers/<family>-connectors.ts`, loaded when a network of the family is
 *    configured, adds the family's installed wallets as `Connector`s with `chain: <namespace>`; a
 *    wallet seen in several families is merged into one MULTI_CHAIN connector (behaviour §4).
 * 4. Amounts: bigint in the smallest unit until shown; `adapters/format.ts` formats them with the
 *    network's `nativeCurrency.decimals`; `isAddress` validates a receiver per network.
 * 5. Send: `estimateFee`, `sendTransaction` (a native transfer when `data` is absent) and
 *    `waitForReceipt` drive the Send view for every family.
 * Every method beyond the core set is OPTIONAL so each family (and eip155) compiles without it;
 * the UI hides an action whose method the active adapter lacks.
 */
export interface ChainAdapter {
  namespace: ChainNamespace
  /** Asks the wallet for accounts (the wallet may prompt). */
  connect(connector: Connector, network: CaipNetwork | undefined): Promise<ConnectedAccount>
  /** Reads accounts the wallet already granted, without prompting; undefined when none. */
  reconnect(connector: Connector): Promise<ConnectedAccount | undefined>
  disconnect(connector: Connector): Promise<void>
  switchNetwork(connector: Connector, network: CaipNetwork, rpcUrl: string): Promise<void>
  getBalance(address: string, network: CaipNetwork, rpcUrl: string): Promise<{ balance: string; symbol: string }>
  watch(connector: Connector, events: AdapterEvents): () => void
  /** Asks the wallet to sign a text message for `address` (sign-in); resolves with the signature. */
  signMessage?(connector: Connector, message: string, address: string): Promise<string>
  /** The network fee the transaction would cost now, in the native coin's smallest unit. */
  estimateFee?(request: TransactionRequest, network: CaipNetwork, rpcUrl: string): Promise<bigint>
  /** Asks the wallet to sign and send; resolves with the transaction hash. `rpcUrl` (the network's, custom first) serves families that broadcast themselves (bip122). */
  sendTransaction?(connector: Connector, request: TransactionRequest, network: CaipNetwork, rpcUrl?: string): Promise<string>
  /** Waits until the transaction is mined. */
  waitForReceipt?(hash: string, network: CaipNetwork, rpcUrl: string): Promise<ReceiptStatus>
  /** EIP-5792: what the wallet can do with a batch on `network`; read once per connection and chain, nothing when it cannot say. */
  batchCapabilities?(connector: Connector, address: string, network: CaipNetwork): Promise<BatchCapabilities>
  /** EIP-5792: asks the wallet for one atomic batch (one approval); resolves with its batch id. */
  sendCalls?(connector: Connector, request: CallsRequest, network: CaipNetwork): Promise<string>
  /** Waits until the batch is final on chain. */
  waitForCalls?(connector: Connector, id: string): Promise<ReceiptStatus>
  /** Whether `address` is a valid receiver on `network` (checksum and network prefix); the Send view asks it for non-eip155 families. */
  isAddress?(address: string, network: CaipNetwork): boolean
}
