import type { CaipNetwork, ChainNamespace, Connector } from '../app-kit/types.js'

export interface ConnectedAccount {
  address: string
  chainId: number | string
}

/** A transaction to send from the connected account; amounts in the chain's smallest unit. */
export interface TransactionRequest {
  from: string
  to: string
  value: bigint
  data?: `0x${string}`
}

export type ReceiptStatus = 'success' | 'reverted'

export interface AdapterEvents {
  accountsChanged(addresses: string[]): void
  chainChanged(chainId: number | string): void
  disconnect(): void
}

/** What the controllers ask of a chain namespace; one implementation per namespace. */
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
  /** Asks the wallet to sign and send; resolves with the transaction hash. */
  sendTransaction?(connector: Connector, request: TransactionRequest, network: CaipNetwork): Promise<string>
  /** Waits until the transaction is mined. */
  waitForReceipt?(hash: string, network: CaipNetwork, rpcUrl: string): Promise<ReceiptStatus>
}
