/**
 * The embedded (email) wallet's actions. CONTRACT for the views (session 6): the signatures below
 * are fixed; the bodies are built on branch `emb-core` (this file is replaced there).
 * Views import it dynamically from the Connect view (its code carries the frame client) and
 * statically from the embedded views' own chunks.
 */

const NOT_BUILT = 'The embedded wallet controller is being built on branch emb-core'

/**
 * Validates the email ('Invalid email address' … SPEC §4 "Email must be a valid address"), applies
 * the 30 s cooldown ('Please try again after {n} seconds'), loads the frame at first need and asks
 * it to connect the email; then routes: VERIFY_OTP → EmailVerifyOtp, VERIFY_DEVICE →
 * EmailVerifyDevice (and waits for the link, then EmailVerifyOtp), CONNECT → connected (Account
 * or close, like any connection). Errors land in `$embeddedWallet.error`; it never throws.
 */
export async function submitEmail(email: string): Promise<void> {
  void email
  throw new Error(NOT_BUILT)
}

/** Sends the 6-digit code; on success connects (Account/close); a wrong or expired code sets `error`. Never throws. */
export async function submitOtp(otp: string): Promise<void> {
  void otp
  throw new Error(NOT_BUILT)
}

/** Mails a new code to `$embeddedWallet.email` (cooldown applies). Never throws. */
export async function resendCode(): Promise<void> {
  throw new Error(NOT_BUILT)
}

/** Account view → UpdateEmailWallet: asks to change the email; success routes to UpdateEmailPrimaryOtp. Never throws. */
export async function startEmailUpdate(newEmail: string): Promise<void> {
  void newEmail
  throw new Error(NOT_BUILT)
}

/** The code mailed to the current email; success routes to UpdateEmailSecondaryOtp. Never throws. */
export async function submitPrimaryOtp(otp: string): Promise<void> {
  void otp
  throw new Error(NOT_BUILT)
}

/** The code mailed to the new email; success updates `email` and goes back to Account. Never throws. */
export async function submitSecondaryOtp(otp: string): Promise<void> {
  void otp
  throw new Error(NOT_BUILT)
}
