import { EXPORT_CODE_NEEDED, SIGN_IN_AGAIN } from '../../../frame/protocol.js'
import { clientIp } from '../http/client-ip.js'
import { HttpError, json, type Answer, type Request } from '../http/router.js'
import type { AuthContext } from './context.js'
import type { FactorAnswer } from './factors.js'
import { isSocialAccount } from './store.js'

/** The second factor's routes (enrol TOTP, verify, remove, the value threshold) and key export's gate. Routes: README.md beside this file. */

/** A fresh sign-in proof for export: a sign-in or an export code within the last 5 minutes. */
export const FRESH_PROOF_MS = 5 * 60 * 1000
export const KEY_EXPORT_OFF = 'Key export is switched off on this server'

/** A code (TOTP or recovery), or `passkey`: the browser's assertion JSON over a challenge from /factor/passkey/options. */
export const answerOf = (body: Record<string, unknown>): FactorAnswer => {
  if (body.passkey !== undefined) {
    if (typeof body.passkey !== 'object' || body.passkey === null || Array.isArray(body.passkey)) throw new HttpError(400, 'Invalid passkey')
    return { passkey: body.passkey }
  }
  if (typeof body.code !== 'string' || body.code.length > 32) throw new HttpError(400, 'Invalid code')
  return { code: body.code }
}

export async function factorStatus(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const session = await auth.session(request.headers.authorization)
  return json({
    // Always: every server has the secret the factor's secrets are sealed with (production refuses to start without it).
    available: true,
    totp: await auth.totp.enrolled(session.email),
    passkey: await auth.factors.has(session.email, 'passkey'),
    recoveryCodesLeft: await auth.factorStore.recoveryCodesLeft(session.email),
    passed: await auth.factors.passedWithin(session),
    valueThreshold: await auth.factorStore.valueThreshold(session.email),
    keyExport: auth.keyExport
  })
}

/** A new TOTP secret for the authenticator app (the otpauth:// URI for its QR code); confirmed by its first code. */
export async function totpStart(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const session = await auth.session(request.headers.authorization)
  return json(await auth.totp.start(session.email, auth.now()))
}

/** The first code confirms the secret: the factor holds from now, and the 10 recovery codes are answered once (only their keyed hashes are kept). */
export async function totpConfirm(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const session = await auth.session(request.headers.authorization)
  const { totp, recoveryCodes } = auth
  const { code } = answerOf(body) as { code: string }
  await auth.factors.countTry(session)
  if (!/^\d{6}$/.test(code) || !(await totp.check(session.email, code, auth.now(), false))) throw new HttpError(400, 'Invalid code')
  const issued = recoveryCodes.issue()
  await auth.factorStore.confirmTotp(session.email, issued.hashes)
  await auth.factorStore.factorPassed(session.family, auth.now(), session.expiresAt)
  console.info('[auth] second factor enrolled: totp')
  return json({ recoveryCodes: issued.codes })
}

/** Request options for an assertion by one of the account's passkeys (a single-use challenge, purpose 'factor'); 409 without a passkey. */
export async function factorPasskeyOptions(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const session = await auth.session(request.headers.authorization)
  if (!(await auth.factors.has(session.email, 'passkey'))) throw new HttpError(409, 'Add a passkey first')
  // Each challenge is a row: the passkey starts' limit per IP keeps them bounded; the tries are counted at /factor/verify.
  await auth.perIpPasskey(clientIp(request.raw, auth.trustProxy))
  return json(await auth.passkeys.authenticationOptions('factor', session.email))
}

/** A TOTP or recovery code, or a passkey assertion: the factor holds for this session for 15 minutes and this device is trusted. */
export async function factorVerify(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const session = await auth.session(request.headers.authorization)
  await auth.factors.pass(session, answerOf(body))
  return json({ passed: true })
}

/** Removing the factor needs the factor: a code or a passkey assertion in this request, whatever the window says. */
export async function factorRemove(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const session = await auth.session(request.headers.authorization)
  await auth.factors.pass(session, answerOf(body))
  await auth.factorStore.removeFactors(session.email)
  console.info('[auth] second factor removed')
  return json({})
}

/** The value (wei, decimal string) above which a transaction asks for the factor, or null; changing it needs the factor when enrolled. */
export async function factorThreshold(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const session = await auth.session(request.headers.authorization)
  const above = body.above === null ? null : typeof body.above === 'string' && /^\d{1,78}$/.test(body.above) ? body.above : undefined
  if (above === undefined) throw new HttpError(400, 'Invalid above')
  if (!(await auth.factors.enrolled(session.email))) throw new HttpError(409, 'Set up a second factor first')
  await auth.factors.require(session)
  await auth.factorStore.setValueThreshold(session.email, above)
  return json({ valueThreshold: above })
}

/** Mails the export code (email accounts): the fresh proof export asks for when the sign-in is older than 5 minutes. */
export async function exportCode(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const session = await auth.session(request.headers.authorization)
  if (!auth.keyExport) throw new HttpError(403, KEY_EXPORT_OFF)
  if (isSocialAccount(session.email)) throw new HttpError(409, SIGN_IN_AGAIN)
  await auth.mustSendCode(session.email, 'export', session.email, String(auth.now()))
  return json({ action: 'VERIFY_EXPORT_OTP' })
}

/**
 * Export's gate: switched on by the operator, a fresh sign-in proof (a sign-in within 5 minutes, or
 * the export code in `otp`), and the factor when enrolled. Answers the auth share (the frame rebuilds
 * the key with it and shows it only there); logged without any secret.
 */
export async function keyExport(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const session = await auth.session(request.headers.authorization)
  if (!auth.keyExport) throw new HttpError(403, KEY_EXPORT_OFF)
  await auth.factors.require(session)
  const { signedInAt } = await auth.factorStore.proofs(session.family)
  if (auth.now() - signedInAt > FRESH_PROOF_MS) {
    if (body.otp === undefined) throw new HttpError(403, isSocialAccount(session.email) ? SIGN_IN_AGAIN : EXPORT_CODE_NEEDED)
    const sentAt = Number(await auth.checkCode(session.email, 'export', body.otp))
    if (auth.now() - sentAt > FRESH_PROOF_MS) throw new HttpError(400, 'The code expired: request a new one')
  }
  const user = (await auth.store.user(session.email))!
  if (!user.authShare) throw new HttpError(404, 'No wallet yet')
  console.info('[auth] key export', { account: session.email, device: session.deviceId.slice(0, 6) })
  return json({ address: user.address, share: user.authShare })
}
