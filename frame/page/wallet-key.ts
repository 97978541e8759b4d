import type { Hex } from 'viem'
import { FrameAnswerError } from '../channel.js'
import { NOT_SIGNED_IN_CODE } from '../protocol.js'
import { askRecoveryShare, showRecoveryShare } from './approval.js'
import { loadDeviceShare, saveDeviceShare } from './device-store.js'
import { frameStorage } from './storage.js'
import { keepTokens, KEYS, onScreen, signedIn, withFactor, type Wallet } from './wallet-context.js'

/** The signed-in person's key: created at the first sign-in, rebuilt on a new device, used to sign; and the session that releases it. */

/** The key and chain code (viem, Shamir) loads after the frame says it is ready: the first answer comes sooner. */
const keys = () => import('./keys.js')

/** After sign-in (email or social alike): create the wallet (first time) or make sure this device holds a share (new device). */
export async function ensureKey(wallet: Wallet): Promise<void> {
  const me = await signedIn<{ email: string | null; userName?: string | null; provider?: string | null; address: Hex | null; hasAuthShare: boolean }>(wallet, '/me')
  const profile = { email: me.email, ...(me.userName ? { userName: me.userName } : {}), ...(me.provider ? { provider: me.provider } : {}) }
  if (!me.hasAuthShare || !me.address) {
    const key = await (await keys()).createSplitKey()
    await saveDeviceShare(key.address, key.deviceShare)
    await signedIn(wallet, '/share/put', { address: key.address, share: key.authShare })
    wallet.authShare = key.authShare
    wallet.user = { ...profile, address: key.address }
    await onScreen(wallet, 'recovery-backup', () => showRecoveryShare(key.recoveryShare))
    return
  }
  // A device added after the second factor was enrolled: the auth service releases the share once the factor passed here.
  const getShare = () => signedIn<{ share: string; address: Hex }>(wallet, '/share/get')
  const { share } = await withFactor(wallet, 'device', getShare)
  wallet.authShare = share
  wallet.user = { ...profile, address: me.address }
  const { isShare, withKey } = await keys()
  const device = await loadDeviceShare(me.address).catch(() => undefined)
  if (device && (await withKey([device, share], me.address, async () => true).catch(() => false))) return
  // New device or cleared storage: the recovery share plus the auth share rebuild the key; keep the recovery share as this device's share.
  const address = me.address
  const recovery = await onScreen(wallet, 'recovery-restore', () =>
    askRecoveryShare(async candidate => isShare(candidate) && (await withKey([candidate, share], address, async () => true).catch(() => false)))
  )
  await saveDeviceShare(me.address, recovery)
}

/** One use of the rebuilt key (it exists only for that use). */
export type KeyUse<T> = Parameters<typeof import('./keys.js').withKey<T>>[2]

export async function sign<T>(wallet: Wallet, use: KeyUse<T>): Promise<T> {
  const { user, authShare } = wallet
  if (!user || !authShare) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
  const device = await loadDeviceShare(user.address)
  if (!device) throw new FrameAnswerError('This device has no key share: sign in again', NOT_SIGNED_IN_CODE)
  return (await keys()).withKey([device, authShare], user.address, use)
}

/** Keeps a new session (`email` remembers an email sign-in for connect-email's CONNECT), then the key screens. */
export async function startSession(wallet: Wallet, session: { accessToken: string; refreshToken: string }, email?: string): Promise<void> {
  keepTokens(session)
  if (email) frameStorage.setItem(KEYS.email, email)
  else frameStorage.removeItem(KEYS.email)
  await ensureKey(wallet)
}

/**
 * Signed in (true) or signed out (false: no session on this device, or the auth service says it is
 * over). A service that cannot be reached answers neither: the error goes to the kit, which keeps
 * the login for the next load (an outage signs nobody out, issue 24).
 */
export async function restore(wallet: Wallet): Promise<boolean> {
  if (wallet.user) return true
  if (!frameStorage.getItem(KEYS.refresh)) return false
  try {
    await ensureKey(wallet)
    return true
  } catch (error) {
    if (error instanceof FrameAnswerError && error.code !== undefined && error.code >= 400 && error.code < 500) return false
    throw error
  }
}

/** The signed-in person, the session restored first where the page was reloaded; no session throws Not signed in (4100). */
export async function requireSession(wallet: Wallet): Promise<NonNullable<Wallet['user']>> {
  if (!(await restore(wallet)) || !wallet.user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
  return wallet.user
}
