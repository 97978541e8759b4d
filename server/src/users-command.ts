import { readEmail } from '../../frame/email-address.js'
import { REFRESH_TTL_MS } from './auth/context.js'
import { FactorStore } from './auth/factor-store.js'
import { isSocialAccount, type AuthStore } from './auth/store.js'

/**
 * The operator's `w3m-kit-server users show|revoke <account>`: what the auth store holds of one
 * person (never a secret: the store keeps none in plain), and the revocation that ends their
 * sessions and approvals without touching the key shares. The account is an email, or a social
 * account as the store names it (`social google:<sub>`).
 */

/** The store's key for what the operator typed: the normalised email (as sign-in keys it), or a social account as given. */
export function accountOf(typed: string): string | undefined {
  if (isSocialAccount(typed)) return typed
  const reading = readEmail(typed)
  return reading?.ok ? reading.email : undefined
}

const when = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The report of `users show`: lines of text, or undefined for an account the store does not know. */
export async function showAccount(store: AuthStore, account: string, now = Date.now()): Promise<string[] | undefined> {
  const user = await store.user(account)
  if (!user) return undefined
  const lines = [`Account ${account}`, `  Wallet: ${user.address ?? 'none yet'}${user.authShare ? ' (the server holds its auth share)' : ''}`]
  const devices = await store.devicesOf(account)
  lines.push(`  Devices (${devices.length}):`)
  for (const device of devices) {
    const pending = device.approvalExpiresAt === null ? '' : device.approvalExpiresAt >= now ? `, approval link sent, works until ${when(device.approvalExpiresAt)}` : ', approval link expired'
    lines.push(`    ${device.deviceId}  ${device.approved ? 'approved' : 'not approved'}${pending}`)
  }
  const sessions = await store.sessionsOf(account)
  const live = sessions.filter(session => !session.revoked && session.expiresAt >= now)
  lines.push(`  Sessions: ${live.length} live of ${sessions.length} (a refresh replaces one; each lives ${REFRESH_TTL_MS / 86_400_000} days from its sign-in or refresh)`)
  for (const session of sessions) {
    const state = session.revoked ? 'revoked' : session.expiresAt < now ? 'expired' : 'live'
    lines.push(`    device ${session.deviceId}  created ${when(session.expiresAt - REFRESH_TTL_MS)}  expires ${when(session.expiresAt)}  ${state}`)
  }
  lines.push(...(await factorLines(store, account)))
  return lines
}

/** The second factors and passkeys (never their secrets or keys: the TOTP secret is sealed, recovery codes are HMACs). */
async function factorLines(store: AuthStore, account: string): Promise<string[]> {
  const factors = new FactorStore(store.db)
  const [totp, codesLeft, threshold, passkeys] = await Promise.all([factors.totp(account), factors.recoveryCodesLeft(account), factors.valueThreshold(account), store.passkeysOf(account)])
  const lines = [`  Second factor: ${totp?.confirmed ? `TOTP on, ${codesLeft} recovery code${codesLeft === 1 ? '' : 's'} left` : totp ? 'TOTP being set up (not confirmed)' : 'none'}`]
  if (threshold !== null) lines.push(`    asked above ${threshold} wei`)
  lines.push(`  Passkeys (${passkeys.length}):`)
  for (const passkey of passkeys) lines.push(`    added ${when(passkey.createdAt)}  ${passkey.lastUsedAt === null ? 'never used' : `last used ${when(passkey.lastUsedAt)}`}`)
  return lines
}

/** The report of `users revoke`: what was ended, and that the key shares were not touched. */
export async function revokeAccount(store: AuthStore, account: string): Promise<string[] | undefined> {
  if (!(await store.user(account))) return undefined
  const ended = await store.revokeAccount(account)
  return [
    `Revoked for ${account}:`,
    `  ${ended.families} sign-in session famil${ended.families === 1 ? 'y' : 'ies'} ended (every access and refresh token of it stops working)`,
    `  ${ended.devices} device approval${ended.devices === 1 ? '' : 's'} withdrawn, ${ended.pendingLinks} pending approval link${ended.pendingLinks === 1 ? '' : 's'} and ${ended.codes} code${ended.codes === 1 ? '' : 's'} in flight cancelled`,
    'The key shares were not touched: the wallet and its address stay; the person signs in again (an emailed code, or their social provider).'
  ]
}
