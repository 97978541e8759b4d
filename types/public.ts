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
export type AccountType = 'eoa' | 'smartAccount' | 'eip7702' | 'payment' | 'ordinal' | 'stx'

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
  /** The Farcaster sign-in link shown as a QR code while ConnectingFarcaster waits for the person. */
  farcasterUrl?: string
  profileName?: string | null
  profileImage?: string | null
  /** Native balance as a decimal string in whole units (e.g. "10000.0"). */
  balance?: string
  balanceSymbol?: string
  balanceLoading?: boolean
  /** The last read of the native balance failed (the node did not answer); `balance` is then absent. */
  balanceUnavailable?: boolean
  connectedWalletInfo?: { name: string; icon?: string; rdns?: string }
}

/** What `useAppKitBalance().fetchBalance()` resolves with (AppKit's shape). */
export interface FetchBalanceResult {
  /** The native balance in whole units (e.g. "1.5") and its symbol; undefined on error. */
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
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

/** What the modal offers; each is on unless set `false`, except where the default says otherwise (behaviour §9). */
export interface Features {
  /** The Swap action in the account view. @defaultValue true */
  swaps?: boolean
  /** The Buy (on-ramp) action in the account view. @defaultValue true */
  onramp?: boolean
  /** The Receive action (address and QR code) in the account view. @defaultValue true */
  receive?: boolean
  /** The Send action in the account view. @defaultValue true */
  send?: boolean
  /** Sign-in with email in Connect (needs `secureSiteUrl`). @defaultValue true */
  email?: boolean
  /** With email on, still list the wallets under the email field. @defaultValue true */
  emailShowWallets?: boolean
  /** Social sign-in providers in this order, or `false` for none. @defaultValue ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] */
  socials?: SocialProvider[] | false
  /** The Activity (transaction history) tab in the account view. @defaultValue true */
  history?: boolean
  /** Send the tracked events (see Events) to the analytics endpoint. @defaultValue true */
  analytics?: boolean
  /** The "All wallets" row and view (the whole wallet directory with search). @defaultValue true */
  allWallets?: boolean
  /** Ask the person to accept the terms and privacy policy with a checkbox before connecting. @defaultValue false */
  legalCheckbox?: boolean
  /** Smart-session permissions (ERC-7715) for smart accounts. @defaultValue false */
  smartSessions?: boolean
  /** Connect shows only WalletConnect and "All wallets", no wallet list. @defaultValue false */
  collapseWallets?: boolean
  /** Order of the connect methods in Connect. @defaultValue ['wallet', 'email', 'social'] with a browser wallet, else ['email', 'social', 'wallet'] */
  connectMethodsOrder?: ConnectMethod[]
  /** Order of the actions in the account view. @defaultValue ['onramp', 'swaps', 'receive', 'send'] */
  walletFeaturesOrder?: WalletFeature[]
  /**
   * Fetch the modal shell and the first view's code from the site's own origin once the page has
   * loaded and is idle, so the first click only renders (default true). Hovering, focusing or
   * touching a kit button still fetches it early when this is false.
   */
  prefetch?: boolean
  /**
   * Your own connect UI over `appKit.wallets` (or `useAppKitWallets`) instead of the modal: the kit
   * neither adds `<w3m-modal>` nor loads or prefetches the modal's code. Do not use the kit's buttons then. @defaultValue false
   */
  headless?: boolean
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

/** The options of `createAppKit` (the React `createAppKit` takes the same). */
export interface AppKitOptions {
  /** Your project id (cloud.reown.com); without it the modal shows an alert and does not set up. */
  projectId: string
  /** The networks the site works with (at least one); the first is the default unless `defaultNetwork` says otherwise. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | CaipNetwork[]
  /** The network selected before anyone connects. @defaultValue the first of `networks` */
  defaultNetwork?: CaipNetwork
  /** The site as wallets show it when pairing (name, description, url, icons). */
  metadata?: Metadata
  /** Light or dark. @defaultValue follows the system (`prefers-color-scheme`) */
  themeMode?: ThemeMode
  /** Design tokens to override (accent, font, radius, z-index…). */
  themeVariables?: ThemeVariables
  /** The modal's language; absent, the first of `navigator.languages` the kit ships, else `en`. */
  locale?: Locale
  /** What the modal offers (see the Features table). */
  features?: Features
  /** Directory wallet ids listed first in Connect, in this order. */
  featuredWalletIds?: string[]
  /** Only these directory wallet ids are listed. */
  includeWalletIds?: string[]
  /** These directory wallet ids are never listed. */
  excludeWalletIds?: string[]
  /** Wallets not in the directory, listed after the featured ones. */
  customWallets?: CustomWallet[]
  /** RPC URLs per CAIP-2 network id, used instead of the blockchain API's RPC proxy. */
  customRpcUrls?: Record<string, Array<{ url: string }>>
  /**
   * Your ERC-7677 paymaster service per EVM chain id (`{ 8453: 'https://…' }`), so gas for the calls the kit sends is
   * sponsored: a wallet that announces `paymasterService` for the chain (EIP-5792) gets the URL with the batch.
   */
  paymasterUrls?: Record<number, string>
  /** Link to your terms, shown under Connect. */
  termsConditionsUrl?: string
  /** Link to your privacy policy, shown under Connect. */
  privacyPolicyUrl?: string
  /** Sign-in with X: ask the connected wallet to sign a sign-in message. Not together with `siweConfig`. */
  siwx?: SIWXConfig
  /** The older Sign-In with Ethereum config; `createAppKit` throws when it comes with `siwx`. */
  siweConfig?: SIWEConfig
  /**
   * Server rendering: the public connection state (each family's CAIP address, its wallet's id and name,
   * the active family and network; nothing secret) is mirrored into the `w3m-state` cookie, so a server
   * reads it with `cookieToInitialState` (`w3m-kit/ssr`) and renders a returning visitor connected, and
   * the page shows the remembered account (status `reconnecting`) until the wallet confirms it. @defaultValue false
   */
  ssr?: boolean
  /** Render the modal's views inline in `<w3m-modal>` placed on the page, instead of a dialog the kit adds. @defaultValue false */
  enableEmbedded?: boolean
  /** Offer WalletConnect (QR code and deep links to phone wallets). @defaultValue true */
  enableWalletConnect?: boolean
  /** Offer the browser's injected wallet (`window.ethereum`). @defaultValue true */
  enableInjected?: boolean
  /** Offer the browser wallets that announce themselves (EIP-6963). @defaultValue true */
  enableEIP6963?: boolean
  /** Let the person switch networks from the modal. @defaultValue true */
  enableNetworkSwitch?: boolean
  /** The "new to wallets?" guide in Connect. @defaultValue true */
  enableWalletGuide?: boolean
  /** List wallets at all (false leaves only email and socials). @defaultValue true */
  enableWallets?: boolean
  /** Log the embedded-wallet (email, social) sign-in steps. @defaultValue true */
  enableAuthLogger?: boolean
  /** A wallet on a network not in `networks` stays connected without the "Switch network" view opening. @defaultValue false */
  allowUnsupportedChain?: boolean
  /** Log the kit's warnings and errors to the console. @defaultValue true */
  debug?: boolean
  /** The account type to use first per chain family: `{ eip155: 'eoa' }`, `'smartAccount'` or `'eip7702'` (the EOA delegating to an audited smart account contract where the chain allows, else the EOA) applies at every embedded sign-in (email and social); the person can switch afterwards. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** Blockchain API (balances, RPC proxy, names). @defaultValue 'https://rpc.walletconnect.org' */
  apiUrl?: string
  /** Wallet directory (the wallet lists and their images). @defaultValue 'https://api.web3modal.org' */
  walletDirectoryUrl?: string
  /** WalletConnect relay. @defaultValue 'wss://relay.walletconnect.org' */
  relayUrl?: string
  /**
   * Base of the WalletConnect verify server: the SDK loads `{verifyUrl}/attestation` in a hidden iframe
   * to attest the site's origin to wallets. The QR code never waits for it; an attestation later than
   * 800 ms is left out and the wallet shows the site as unverified. @defaultValue 'https://verify.walletconnect.org/v3'
   */
  verifyUrl?: string
  /**
   * The secure site serving the embedded wallet's frame (frame/README.md; a site can host its own:
   * `server/`). Email sign-in shows on Connect only when it is set and `features.email` is on;
   * nothing of the frame loads before the field is used or an earlier email login is restored.
   */
  secureSiteUrl?: string
  /** Where tracked events go when `features.analytics` is on. @defaultValue 'https://pulse.walletconnect.org' */
  analyticsUrl?: string
}

/** What a server renders for one visitor (`cookieToInitialState` from `w3m-kit/ssr`): their remembered connection. */
export interface AppKitInitialState {
  /** The family the page shows (the account button's and `useAppKitAccount()`'s). */
  activeNamespace?: ChainNamespace
  /** The network the page shows. */
  caipNetworkId?: CaipNetworkId
  /** Each remembered family's account and the wallet that holds it. */
  accounts: Partial<Record<ChainNamespace, { caipAddress: CaipAddress; connectorId?: string; walletName?: string }>>
}

/** The fields of a sign-in message (EIP-4361 for eip155, CAIP-122 for other namespaces). */
export interface SIWXMessageData {
  /** The signing account, without its chain: `0xAbc…` or a base58 key. */
  accountAddress: string
  chainId: CaipNetworkId
  /** The page's host (with port), the party asking for the sign-in. */
  domain: string
  /** The page's URI. */
  uri: string
  version: '1'
  nonce: string
  statement?: string
  /** ISO 8601 times. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** A message to sign: its data and its exact text (what the wallet shows and signs). */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A signed sign-in: the message data, its text and the wallet's signature (behaviour §3 sign-in session). */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  /** A CAIP-74 object capability, when the sign-in came through WalletConnect's authenticate. */
  cacao?: unknown
}

/**
 * How a site signs visitors in with their wallet (option `siwx`). The kit calls `createMessage`
 * after a connect with no session, asks the wallet to sign it, and hands the result to `addSession`,
 * which must verify it (throwing refuses the sign-in). Ready-made: `LocalSiwx`, `ServerSiwx` and
 * `siweConfig` (mapped) from `w3m-kit/siwx`.
 */
export interface SIWXConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SIWXMessage>
  /** Verifies and keeps a signed session; throws (with the reason) when it is not valid. */
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session (an empty list signs out everywhere). */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** The valid sessions of this address on this chain. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** True when visitors must sign in: cancelling then disconnects, and the sign view cannot be closed. */
  getRequired?(): boolean
  /** Sign out (drop the sessions) when the wallet disconnects. */
  signOutOnDisconnect?: boolean
}

/** The legacy Sign-In with Ethereum options (`siweConfig`), mapped onto the SIWX flow. */
export interface SIWEConfig {
  getNonce(address?: string): Promise<string>
  getMessageParams?(): Promise<{ domain?: string; uri?: string; chains?: number[]; statement?: string; expiry?: number; resources?: string[] }>
  /** Builds the message text; absent, a strict EIP-4361 message is built from the params. */
  createMessage?(args: { address: string; chainId: number; nonce: string; domain: string; uri: string; version: '1'; issuedAt: string; statement?: string; expirationTime?: string; resources?: string[] }): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  onSignIn?(session?: { address: string; chainId: number }): void
  onSignOut?(): void
  signOutOnDisconnect?: boolean
  required?: boolean
}

/** The public view of the active account's sign-in (`appKit.getSession()`, `useAppKitSession()`). */
export interface AppKitSession {
  address: string
  chainId: CaipNetworkId
  message: string
  signature: string
  /** Epoch ms after which the session is no longer valid. */
  expiresAt?: number
}

/** An ERC-7715 permission or policy: its type (`contract-call`, `native-token-recurring-allowance`, `gas-limit`, …) and data. */
export interface SmartSessionEntry {
  type: string
  data: Record<string, unknown>
}

/** What `appKit.grantPermissions()` asks the wallet for (ERC-7715 `wallet_grantPermissions`). */
export interface SmartSessionGrantRequest {
  /** The chain, as hex (`0x1`). */
  chainId: `0x${string}`
  /** The account granting; the connected one when absent. */
  address?: `0x${string}`
  /** Unix seconds after which the session ends. */
  expiry: number
  /** Who may use the session: `{ type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey }] } }`, an account, … */
  signer: { type: string; data: Record<string, unknown> }
  permissions: Array<SmartSessionEntry & { policies?: SmartSessionEntry[]; required?: boolean }>
  policies: SmartSessionEntry[]
}

/** The wallet's answer: the request as granted, with `context`, the session's permissions context id. */
export interface SmartSessionGrantResponse extends SmartSessionGrantRequest {
  context: string
  [field: string]: unknown
}
