import type { CaipNetworkId } from './types.js'

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

/** A signed sign-in: the message data, its text and the wallet's signature (SPEC §3 sign-in session). */
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
