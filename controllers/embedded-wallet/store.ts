import { map } from 'nanostores'
import type { SocialProvider } from '../../types/public.js'
import { readStored } from '../config/storage.js'
import { registerReset } from '../resets.js'

/**
 * What the embedded-wallet views read (static and tiny: no frame code). The actions that change it
 * live in actions.ts, which views load by dynamic import on first use.
 */

/** behaviour §9: a new login code is blocked for 30 s after the last one. */
export const EMAIL_COOLDOWN_MS = 30_000

/** behaviour §7 local storage keys of the embedded wallet on the site's origin (under the kit's prefix). */
export const EMBEDDED_KEYS = {
  emailLoginUsed: 'embedded/email-login-used',
  email: 'embedded/email',
  lastEmailTime: 'embedded/last-email-time',
  lastUsedChain: 'embedded/last-used-chain',
  preferredAccountType: 'embedded/preferred-account-type',
  /** Chain ids with a smart account, as a comma list (empty when the frame could not say). */
  smartAccountEnabledNetworks: 'embedded/smart-account-enabled-networks',
  socialUsername: 'embedded/social-username',
  /** The provider of the signed-in social session. */
  socialProvider: 'embedded/social-provider',
  /** The provider of a redirect-mode sign-in under way (the page leaves and comes back). */
  socialPendingProvider: 'embedded/social-pending-provider'
} as const

/** The stored comma list of smart-account chain ids (behaviour §4), as numbers. */
export function storedSmartAccountNetworks(): number[] {
  const list = readStored<string>(EMBEDDED_KEYS.smartAccountEnabledNetworks) ?? ''
  return list
    .split(',')
    .map(Number)
    .filter(id => Number.isSafeInteger(id) && id > 0)
}

/** What the frame shows over the view: its approval screen, the recovery key to save or to enter, the second factor, key export, a passkey to add or use. */
export type FrameScreen = 'approve' | 'recovery-backup' | 'recovery-restore' | 'factor' | 'export' | 'passkey'

export interface EmbeddedWalletState {
  /** The address a code was sent to, then the signed-in one. */
  email: string | undefined
  /** During an email update: the new address. */
  newEmail: string | undefined
  /** A request to the frame is under way (submit buttons wait). */
  busy: boolean
  /** The last error in the behaviour spec's words (shown as text), cleared by the next action. */
  error: string | undefined
  /** When the last login code was sent (epoch ms), for the cooldown. */
  lastCodeAt: number | undefined
  /** The frame shows its own screen over the view; the view gives way to it. */
  frameScreen: FrameScreen | undefined
  /** EVM chains where the embedded wallet can use a smart account. */
  smartAccountNetworks: number[]
  /** EVM chains where the embedded wallet's EOA can delegate to a smart account contract (EIP-7702; not stored: the frame says again at each connection). */
  delegationNetworks: number[]
  /** The social provider being signed in with, then the signed-in one. */
  socialProvider: SocialProvider | undefined
  /** The social user name the frame answered (untrusted text). */
  socialUserName: string | undefined
}

const IDLE: EmbeddedWalletState = {
  email: undefined,
  newEmail: undefined,
  busy: false,
  error: undefined,
  lastCodeAt: undefined,
  frameScreen: undefined,
  smartAccountNetworks: [],
  delegationNetworks: [],
  socialProvider: undefined,
  socialUserName: undefined
}

export const $embeddedWallet = map<EmbeddedWalletState>({
  ...IDLE,
  email: readStored<string>(EMBEDDED_KEYS.email),
  lastCodeAt: readStored<number>(EMBEDDED_KEYS.lastEmailTime),
  smartAccountNetworks: storedSmartAccountNetworks(),
  socialProvider: readStored<SocialProvider>(EMBEDDED_KEYS.socialProvider),
  socialUserName: readStored<string>(EMBEDDED_KEYS.socialUsername)
})

// A fresh start: nobody signing in, nothing under way, whatever this browser keeps.
registerReset(() => $embeddedWallet.set({ ...IDLE }))

/** Seconds until another code may be sent (0: now), rounded up as behaviour §5 words it. */
export function cooldownSecondsLeft(now = Date.now()): number {
  const last = $embeddedWallet.get().lastCodeAt
  if (last === undefined) return 0
  return Math.max(0, Math.ceil((last + EMAIL_COOLDOWN_MS - now) / 1000))
}

/** A view the person left (back to Connect): its error no longer applies. */
export function clearEmbeddedError(): void {
  if ($embeddedWallet.get().error !== undefined) $embeddedWallet.setKey('error', undefined)
}
