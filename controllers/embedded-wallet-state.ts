import { map } from 'nanostores'

/** SPEC §9: a new email login code is blocked within 30 s of the last one. */
export const EMAIL_COOLDOWN_MS = 30_000
/** The one-time code's length (the auth service mails 6 digits). */
export const OTP_LENGTH = 6

/** The secure frame: not created, loading (until ready + 500 ms), ready, or failed to load. */
export type EmbeddedFrameStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** Why the frame shows a screen of its own (its approval or recovery-key screen). */
export type FrameScreenReason = 'approve' | 'recovery-backup' | 'recovery-restore'

/**
 * The embedded (email) wallet's state, read by its views. Tiny and free of frame code so the
 * Connect view can import it statically; every action lives in `embedded-wallet.ts`, loaded on use.
 */
export interface EmbeddedWalletState {
  frame: EmbeddedFrameStatus
  /** The email of the sign-in in progress, then of the signed-in user. */
  email: string | undefined
  /** The new email while an update is in progress (shown by the update views). */
  newEmail: string | undefined
  /** A request to the frame is in flight: the acting button shows loading, inputs are disabled. */
  busy: boolean
  /** The last error in the SPEC's words, shown by the view that caused it; cleared by the next action. */
  error: string | undefined
  /** When the last code was mailed (epoch ms); the 30 s resend cooldown counts from here. */
  lastCodeSentAt: number | undefined
  /** Set while the frame shows its own screen: the view on top shows the frame element. */
  frameScreen: FrameScreenReason | undefined
}

export const INITIAL_EMBEDDED_WALLET_STATE: EmbeddedWalletState = {
  frame: 'idle',
  email: undefined,
  newEmail: undefined,
  busy: false,
  error: undefined,
  lastCodeSentAt: undefined,
  frameScreen: undefined
}

export const $embeddedWallet = map<EmbeddedWalletState>({ ...INITIAL_EMBEDDED_WALLET_STATE })

/** Whole seconds left of the resend cooldown (0 when a code may be sent), rounded up (SPEC §8 wording). */
export function cooldownSecondsLeft(now: number = Date.now()): number {
  const sentAt = $embeddedWallet.get().lastCodeSentAt
  if (sentAt === undefined) return 0
  return Math.max(0, Math.ceil((sentAt + EMAIL_COOLDOWN_MS - now) / 1000))
}
