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
  /** Asks the wallet to sign a text message for `address` (sign-in); resolves with the signature. */
  signMessage?(connector: Connector, message: string, address: string): Promise<string>
}
