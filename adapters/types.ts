import type { CaipNetwork, ChainNamespace, Connector } from '../app-kit/types.js'

export interface ConnectedAccount {
  address: string
  chainId: number | string
}

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
  /** Asks the wallet to send a transaction on its current chain; resolves to the hash. */
  sendTransaction?(connector: Connector, transaction: TransactionRequest): Promise<string>
  /** Waits until the transaction is mined; 'reverted' when it failed on chain. */
  waitForTransactionReceipt?(hash: string, network: CaipNetwork, rpcUrl: string): Promise<{ status: 'success' | 'reverted' }>
}

/** A transaction for the wallet to send: quantities exact, data hex. */
export interface TransactionRequest {
  to: string
  data?: string
  value?: bigint
  chainId: number
}
