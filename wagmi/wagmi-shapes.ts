import type { Address, Chain, EIP1193Provider } from 'viem'

// wagmi's connector shape, as the kit's connector meets it, written here rather than imported from
// `@wagmi/core`: w3m-kit's published declarations then name no package a site may not resolve (npm puts
// wagmi 3's `@wagmi/core` under node_modules/wagmi/, out of w3m-kit's reach, and nothing of the kit
// depends on it: docs/wagmi.md#installing-beside-wagmi). `W3mConnectorFn` is assignable to wagmi 2's
// and wagmi 3's `CreateConnectorFn` (@wagmi/core dist/types/connectors/createConnector.d.ts), and viem's
// `Transport` to their `Transport`; test/types/wagmi.fixture.ts compiles `createConfig` with both majors.

/** The events the connector emits to wagmi (wagmi's `ConnectorEventMap`, the part the kit's connector emits). */
export interface WagmiConnectorEmitter {
  emit(event: 'connect', data: { accounts: readonly Address[]; chainId: number }): void
  emit(event: 'change', data: { accounts?: readonly Address[] | undefined; chainId?: number | undefined }): void
  emit(event: 'disconnect'): void
}

/** What wagmi's `createConfig` hands a connector function (the part of it the kit's connector reads). */
export interface WagmiConnectorConfig {
  chains: readonly [Chain, ...Chain[]]
  emitter: WagmiConnectorEmitter
}

/** The connector wagmi makes of `w3mConnector(appKit)`: wagmi's `Connector` members, as wagmi 2 and 3 declare them. */
export type W3mWagmiConnector = {
  readonly id: string
  readonly name: string
  readonly type: string
  readonly rdns?: readonly string[] | undefined
  setup(): Promise<void>
  /** wagmi 3's `connect({ withCapabilities: true })` gets `{ address, capabilities }` entries; wagmi 2 never asks for them. */
  connect<withCapabilities extends boolean = false>(
    parameters?: { chainId?: number | undefined; isReconnecting?: boolean | undefined; withCapabilities?: withCapabilities | boolean | undefined } | undefined
  ): Promise<{
    accounts: withCapabilities extends true ? readonly { address: Address; capabilities: Record<string, unknown> }[] : readonly Address[]
    chainId: number
  }>
  disconnect(): Promise<void>
  getAccounts(): Promise<readonly Address[]>
  getChainId(): Promise<number>
  getProvider(): Promise<EIP1193Provider>
  isAuthorized(): Promise<boolean>
  switchChain(parameters: { chainId: number }): Promise<Chain>
  onAccountsChanged(accounts: string[]): void
  onChainChanged(chainId: string): void
  onDisconnect(error?: Error | undefined): void
}

/** What `w3mConnector(appKit)` returns: a connector function for wagmi's `createConfig({ connectors })`, assignable to wagmi 2's and wagmi 3's `CreateConnectorFn`. */
export type W3mConnectorFn = (config: WagmiConnectorConfig) => W3mWagmiConnector
