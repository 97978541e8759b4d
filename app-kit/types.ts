/** Types shared by every layer (no code: adapters, controllers and elements may all import it). */

export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'
export type CaipNetworkId = `${ChainNamespace}:${string}`
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface CaipNetwork {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
}

export type ConnectorType = 'INJECTED' | 'WALLET_CONNECT' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN' | 'EXTERNAL'

/** The EIP-1193 surface the kit relies on. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  chains?: ChainNamespace[]
  imageId?: string
  imageUrl?: string
  info?: { rdns?: string; uuid?: string }
  explorerId?: string
  provider?: Eip1193Provider
  /** For connectors whose code loads on first need (WalletConnect): resolves the provider. */
  getProvider?: () => Promise<Eip1193Provider>
  /**
   * The wallet behind the connector, when only the connection knows it (a WalletConnect
   * session's peer); the connector's own name and image otherwise.
   */
  walletInfo?: () => { name: string; icon?: string } | undefined
  /** Per-namespace connectors merged into a MULTI_CHAIN or AUTH entry. */
  connectors?: Connector[]
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  allAccounts: Array<{ address: string; type: AccountType; namespace: ChainNamespace }>
  status: ConnectionStatus
  connectorId?: string
  user?: { email?: string | null; username?: string }
  socialProvider?: string
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
  profileName?: string | null
  profileImage?: string | null
  /** Native balance as a decimal string in whole units (e.g. "10000.0"). */
  balance?: string
  balanceSymbol?: string
  balanceLoading?: boolean
  connectedWalletInfo?: { name: string; icon?: string; rdns?: string }
}

export type ThemeMode = 'light' | 'dark'

/** The languages the kit ships (BCP 47 tags). */
export type Locale = 'en' | 'es' | 'fr' | 'de' | 'pt-BR' | 'ja' | 'zh-CN' | 'ko' | 'ar'

export interface ThemeVariables {
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-family'?: string
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  '--w3m-qr-color'?: string
}

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletFeature = 'swaps' | 'send' | 'receive' | 'onramp'
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

export interface Features {
  swaps?: boolean
  onramp?: boolean
  receive?: boolean
  send?: boolean
  email?: boolean
  emailShowWallets?: boolean
  socials?: SocialProvider[] | false
  history?: boolean
  analytics?: boolean
  allWallets?: boolean
  legalCheckbox?: boolean
  smartSessions?: boolean
  collapseWallets?: boolean
  pay?: boolean
  connectMethodsOrder?: ConnectMethod[]
  walletFeaturesOrder?: WalletFeature[]
  /**
   * Fetch the modal shell and the first view's code from the site's own origin once the page has
   * loaded and is idle, so the first click only renders (default true). Hovering, focusing or
   * touching a kit button still fetches it early when this is false.
   */
  prefetch?: boolean
}

export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/** Sign-in with X: the options object a site passes to enable wallet-signature sign-in. */
export interface SiwxConfig {
  required?: boolean
  [key: string]: unknown
}

export interface AppKitOptions {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | CaipNetwork[]
  defaultNetwork?: CaipNetwork
  metadata?: Metadata
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** The modal's language; absent, the first of `navigator.languages` the kit ships, else `en`. */
  locale?: Locale
  features?: Features
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  customWallets?: CustomWallet[]
  customRpcUrls?: Record<string, Array<{ url: string }>>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  siwx?: SiwxConfig
  siweConfig?: Record<string, unknown>
  enableEmbedded?: boolean
  enableWalletConnect?: boolean
  enableInjected?: boolean
  enableEIP6963?: boolean
  enableNetworkSwitch?: boolean
  enableWalletGuide?: boolean
  enableWallets?: boolean
  enableAuthLogger?: boolean
  allowUnsupportedChain?: boolean
  debug?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  apiUrl?: string
  walletDirectoryUrl?: string
  relayUrl?: string
  /** Base of the WalletConnect verify page the SDK loads in an iframe (a local one in tests). */
  verifyUrl?: string
  secureSiteUrl?: string
  analyticsUrl?: string
}
