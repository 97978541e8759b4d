import { formatEther, parseEther, type Hex } from 'viem'
import { FrameAnswerError } from '../channel.js'
import { EXPORT_CODE_NEEDED, FACTOR_REQUIRED, SIGN_IN_AGAIN, SOCIAL_PROVIDERS, type SocialProvider } from '../protocol.js'
import { loadDeviceShare } from './device-store.js'
import { accountState } from './wallet-account.js'
import { onScreen, signedIn, withFactor, type Wallet } from './wallet-context.js'
import { passkeyFactorAnswer } from './passkey.js'
import type { PasskeyCheck } from './screens/code-form.js'
import type { FactorReason } from './screens/factor-screen.js'
import type { PasskeyRemoved } from './screens/passkey-list-screen.js'

/**
 * The second factor and key export on the frame's side (issue 35): the auth service decides (a factor
 * within 15 minutes, a fresh sign-in proof, the operator's switch), the frame asks the person on its
 * own screens. The exported key is rebuilt and shown here only; nothing of it is posted to the page.
 */

const factorScreen = () => import('./screens/factor-screen.js')
const exportScreen = () => import('./screens/export-screen.js')
const keys = () => import('./keys.js')

export interface FactorStatus {
  available: boolean
  totp: boolean
  /** The account has a passkey: the prompt offers it beside the code. */
  passkey: boolean
  recoveryCodesLeft: number
  passed: boolean
  valueThreshold: string | null
  keyExport: boolean
}

export const factorStatus = (wallet: Wallet) => signedIn<FactorStatus>(wallet, '/factor/status')

/** A passkey answering the factor at `path` (/factor/verify, /factor/remove, /passkey/remove with `body`): the auth service's words; the browser's dialog closed or failing throws (the screen says so). */
function passkeyCheck(wallet: Wallet, path: string, body: Record<string, unknown> = {}): PasskeyCheck {
  return () => errorText(async () => signedIn(wallet, path, { ...body, passkey: await passkeyFactorAnswer(wallet) }))
}

/** The passkey check when the account has a passkey (the status says; unknown: none offered). */
async function passkeyOffered(wallet: Wallet, path: string, status?: FactorStatus): Promise<PasskeyCheck | undefined> {
  const known = status ?? (await factorStatus(wallet).catch(() => undefined))
  return known?.passkey ? passkeyCheck(wallet, path) : undefined
}

/** An auth-service error as a screen's error line (its words), anything else thrown on. */
async function errorText(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run()
    return undefined
  } catch (error) {
    if (error instanceof FrameAnswerError) return error.message
    throw error
  }
}

/** Asks the factor until a code passes at the auth service (15 minutes for this session, this device trusted); Cancel throws FACTOR_REQUIRED. */
export async function passFactor(wallet: Wallet, reason: FactorReason): Promise<void> {
  const passed = await onScreen(wallet, 'factor', async () =>
    (await factorScreen()).askFactor(reason, code => errorText(() => signedIn(wallet, '/factor/verify', { code })), await passkeyOffered(wallet, '/factor/verify'))
  )
  if (!passed) throw new FrameAnswerError(FACTOR_REQUIRED, 4001)
}

/** manage-factor: the settings screen; set up (QR, first code, recovery codes) or remove (a code). */
export async function manageFactor(wallet: Wallet): Promise<{ enrolled: boolean }> {
  const screens = await factorScreen()
  return onScreen(wallet, 'factor', async () => {
    for (;;) {
      const status = await factorStatus(wallet)
      if (!status.available) throw new FrameAnswerError('The second factor is not set up on this server')
      const picked = await screens.factorSettings({ enrolled: status.totp, recoveryCodesLeft: status.recoveryCodesLeft, threshold: status.valueThreshold === null ? '' : formatWei(status.valueThreshold) })
      const choice = picked.choice
      if (choice === 'close') return { enrolled: status.totp }
      if (picked.choice === 'threshold') {
        const above = picked.value === '' ? null : parseWei(picked.value)
        // A value that is not an amount leaves the setting as it was.
        if (above !== undefined) await withFactor(wallet, 'settings', () => signedIn(wallet, '/factor/threshold', { above }))
        continue
      }
      if (choice === 'remove') {
        await screens.askFactor('remove', code => errorText(() => signedIn(wallet, '/factor/remove', { code })), await passkeyOffered(wallet, '/factor/remove', status))
        continue
      }
      const enrolment = await signedIn<{ secret: string; uri: string }>(wallet, '/factor/totp/start')
      let codes: string[] = []
      const confirmed = await screens.enrolTotp(enrolment, code =>
        errorText(async () => {
          codes = (await signedIn<{ recoveryCodes: string[] }>(wallet, '/factor/totp/confirm', { code })).recoveryCodes
        })
      )
      if (confirmed) await screens.showRecoveryCodes(codes)
    }
  })
}

/** Farcaster's sign-in runs in its app, not a window: its accounts are still told to sign in again. */
const isPopupProvider = (provider: string | undefined): provider is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(provider ?? '')

/** A social account's fresh proof: "Continue with <provider>" in the export screen, then export again with the new session. */
async function socialProof(wallet: Wallet, provider: string, address: Hex): Promise<{ address: Hex; share: string }> {
  const { signInAgain } = await import('./social-reauth.js')
  const proved = await (await exportScreen()).askSocialSignIn(provider, () => signInAgain(wallet, provider, address))
  if (!proved) throw new FrameAnswerError('Export cancelled', 4001)
  return signedIn<{ address: Hex; share: string }>(wallet, '/key/export')
}

/**
 * Removes one of the account's passkeys: with the factor on (a passkey answers it), the factor's screen
 * asks a code or a passkey for this very request. The auth service's words when it refuses.
 */
export async function removePasskey(wallet: Wallet, id: string): Promise<PasskeyRemoved> {
  const status = await factorStatus(wallet)
  if (!status.totp) {
    const error = await errorText(() => signedIn(wallet, '/passkey/remove', { id }))
    return error === undefined ? 'removed' : { error }
  }
  const check = (code: string) => errorText(() => signedIn(wallet, '/passkey/remove', { id, code }))
  const passed = await (await factorScreen()).askFactor('remove-passkey', check, status.passkey ? passkeyCheck(wallet, '/passkey/remove', { id }) : undefined)
  return passed ? 'removed' : 'cancelled'
}

/** export-key for the signed-in `user`: the operator's switch, the factor, a fresh proof (the emailed code), then the key on the frame's screen. */
export async function exportKey(wallet: Wallet, user: NonNullable<Wallet['user']>): Promise<void> {
  const status = await factorStatus(wallet)
  if (!status.keyExport) throw new FrameAnswerError('Key export is switched off on this server')
  await onScreen(wallet, 'export', async () => {
    const exported = await withFactor(wallet, 'export', async () => {
      try {
        return await signedIn<{ address: Hex; share: string }>(wallet, '/key/export')
      } catch (error) {
        if (error instanceof FrameAnswerError && error.message === SIGN_IN_AGAIN && isPopupProvider(user.provider)) return socialProof(wallet, user.provider, user.address)
        if (!(error instanceof FrameAnswerError) || error.message !== EXPORT_CODE_NEEDED || !user.email) throw error
        // The sign-in is older than 5 minutes: a code to the account's email is the fresh proof.
        await signedIn(wallet, '/key/export/code')
        let answer: { address: Hex; share: string } | undefined
        const proved = await (await exportScreen()).askExportCode(user.email, otp =>
          errorText(async () => {
            answer = await signedIn<{ address: Hex; share: string }>(wallet, '/key/export', { otp })
          })
        )
        if (!proved || !answer) throw new FrameAnswerError('Export cancelled', 4001)
        return answer
      }
    })
    const device = await loadDeviceShare(user.address)
    if (!device) throw new FrameAnswerError('This device has no key share: sign in again')
    const privateKey = await (await keys()).exportPrivateKey([device, exported.share], user.address)
    const account = await accountState(wallet).catch(() => undefined)
    const smartAccount = account?.type === 'smartAccount' ? account.smartAccount?.address : undefined
    await (await exportScreen()).showPrivateKey({ privateKey, address: user.address, ...(smartAccount ? { smartAccount } : {}) })
  })
}

/** An amount of the chain's coin as typed (`1.5`, 18 decimals at most) in wei, decimal text; undefined when it is not one. */
export function parseWei(amount: string): string | undefined {
  if (!/^\d{1,30}(?:[.,]\d{1,18})?$/.test(amount)) return undefined
  return parseEther(amount.replace(',', '.')).toString()
}

/** Wei (decimal text) as the coin amount the settings field shows. */
export function formatWei(wei: string): string {
  return formatEther(BigInt(wei))
}

/**
 * A transaction above the value the person chose asks the factor (unless one passed within 15 minutes).
 * An auth service that cannot be reached does not stop signing (issue 24: signing goes on in an outage);
 * the threshold guards a live session on an unlocked device, whose holder cannot cause an outage.
 */
export async function guardValue(wallet: Wallet, method: string, params: unknown[]): Promise<void> {
  if (method !== 'eth_sendTransaction' && method !== 'wallet_sendCalls') return
  // The calls as signRequest reads them (malformed ones are refused here with its "Invalid params").
  const calls = (await import('./sign-request.js')).parsedCalls(method, params)
  const value = calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n)
  if (value === 0n) return
  const status = await factorStatus(wallet).catch((error: unknown) => {
    if (error instanceof FrameAnswerError && error.code !== undefined) throw error
    return undefined
  })
  if (!status?.totp || status.valueThreshold === null || status.passed || value <= BigInt(status.valueThreshold)) return
  await passFactor(wallet, 'transaction')
}
