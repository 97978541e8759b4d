import type { Hex } from 'viem'
import { FrameAnswerError } from '../channel.js'
import { FACTOR_REQUIRED, type FrameScreenReason } from '../protocol.js'
import { smartAccountNetworks } from './account-type.js'
import { AuthClient } from './auth-client.js'
import type { FactorReason } from './screens/factor-screen.js'
import { frameStorage } from './storage.js'

/** What the frame's wallet holds while the page lives: its config, the signed-in person, the chain in use, and how it reaches the auth service. */

export interface WalletConfig {
  authUrl: string
  rpcUrls: Record<string, string>
  parentOrigin: string
  chainId: number
  /** ERC-4337 bundler per CAIP-2 id (the secure site's config): where the smart account works. */
  bundlerUrls?: Record<string, string>
  /** ERC-7677 paymaster per CAIP-2 id (the secure site's config): it may pay the smart account's and the EIP-7702 account's gas; used only on the auth service's origin. */
  paymasterUrls?: Record<string, string>
  /** The blockchain API (its URL from the secure site's config, the project from the frame URL): names and USD prices on the approval screen. */
  blockchainApi?: { url: string; projectId: string }
  /** Shows/hides the frame element on the kit's side (approval, recovery screens). */
  setVisible(visible: boolean, reason: FrameScreenReason): void
}

export const KEYS = { device: 'w3m-frame:device-id', refresh: 'w3m-frame:refresh', access: 'w3m-frame:access', email: 'w3m-frame:email', chain: 'w3m-frame:chain-id', preferredAccountType: 'w3m-frame:preferred-account-type' } as const

export interface Wallet {
  config: WalletConfig
  auth: AuthClient
  chainId: number
  /** `provider`: a social account's provider (google, farcaster, …), which export's re-sign-in goes through. */
  user?: { email: string | null; userName?: string; provider?: string; address: Hex }
  /** The auth share stays in this frame's memory for the page's life: signing goes on if the auth service goes down. */
  authShare?: string
  /** The chains (ids) where the smart account works. */
  smartNetworks: number[]
  /** The chains (ids) with a bundler, where the EIP-7702 account may work (the chain must also have the delegation target: delegationHere). */
  delegationNetworks: number[]
  /** Approval requests waiting for the person. */
  pending: number
}

export function createWalletState(config: WalletConfig): Wallet {
  return {
    config,
    auth: new AuthClient(config.authUrl),
    chainId: Number(frameStorage.getItem(KEYS.chain)) || config.chainId,
    smartNetworks: smartAccountNetworks(config.bundlerUrls),
    delegationNetworks: smartAccountNetworks(config.bundlerUrls),
    pending: 0
  }
}

export function deviceId(): string {
  let id = frameStorage.getItem(KEYS.device)
  if (!id) frameStorage.setItem(KEYS.device, (id = crypto.randomUUID().replaceAll('-', '')))
  return id
}

export function rpcUrlOf(wallet: Wallet, id: number): string {
  const url = wallet.config.rpcUrls[`eip155:${id}`]
  if (!url) throw new FrameAnswerError('Chain is not supported', 4902)
  return url
}

/** Keeps a session's access and refresh tokens in the frame's storage (the one place that writes them). */
export function keepTokens(session: { accessToken: string; refreshToken: string }): void {
  frameStorage.setItem(KEYS.access, session.accessToken)
  frameStorage.setItem(KEYS.refresh, session.refreshToken)
}

/** A call as the signed-in person: an expired access token is refreshed once. */
export async function signedIn<T>(wallet: Wallet, path: string, body: unknown = {}): Promise<T> {
  const access = frameStorage.getItem(KEYS.access) ?? undefined
  try {
    return await wallet.auth.post<T>(path, body, access)
  } catch (error) {
    if (!(error instanceof FrameAnswerError) || error.code !== 401) throw error
    const refreshed = await wallet.auth.post<{ accessToken: string; refreshToken: string }>('/session/refresh', { refreshToken: frameStorage.getItem(KEYS.refresh) ?? '' })
    keepTokens(refreshed)
    return wallet.auth.post<T>(path, body, refreshed.accessToken)
  }
}

/** The reason the frame is shown for now: a screen asked inside another (a factor inside export) keeps the frame shown for the first. */
let shownFor: FrameScreenReason | undefined

/** Runs `step` with the frame shown for `reason` (unless already shown), hidden after whatever happens. */
export async function onScreen<T>(wallet: Wallet, reason: FrameScreenReason, step: () => Promise<T>): Promise<T> {
  if (shownFor) return step()
  shownFor = reason
  wallet.config.setVisible(true, reason)
  try {
    return await step()
  } finally {
    shownFor = undefined
    wallet.config.setVisible(false, reason)
  }
}

/** `call`, and once more after the person passed the factor when the auth service asked for it (the factor's code loads then). */
export async function withFactor<T>(wallet: Wallet, reason: FactorReason, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof FrameAnswerError) || error.message !== FACTOR_REQUIRED) throw error
    await (await import('./security.js')).passFactor(wallet, reason)
    return call()
  }
}
