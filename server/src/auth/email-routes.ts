import { readForm, escapeHtml } from '../http/html.js'
import { HttpError, json, type Answer, type Request } from '../http/router.js'
import { cooldownError, type AuthContext } from './context.js'
import { hash, token } from '../store/tokens.js'
import { DEVICE_ID, emailOf, field } from './fields.js'
import { APPROVAL_TTL_MS, isSocialAccount } from './store.js'

/** The auth service's email sign-in: a code or a device-approval link by mail, and the email change. */

/** The device-approval page: a framed-nowhere HTML page, never cached. */
function page(html: string, status = 200): Answer {
  return { status, body: html, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'", 'cache-control': 'no-store' } }
}

export async function emailStart(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const email = emailOf(body)
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  const { store, now } = auth
  const user = await store.user(email)
  const device = user ? await store.device(email, deviceId) : undefined
  if (user && device?.approved && typeof body.refreshToken === 'string') {
    const live = await store.sessionBy('refresh_hash', hash(body.refreshToken))
    if (live && !live.revoked && live.email === email && live.deviceId === deviceId && live.expiresAt > now()) return json({ action: 'CONNECT' })
  }
  if (user && (await store.hasDevices(email)) && !device?.approved) {
    const approval = token()
    // The 'device' code row only carries the cooldown of approval mails; the link's token is on the device row.
    if (!(await auth.claimCode(email, 'device', '------', deviceId))) throw cooldownError(now(), now())
    await store.putDevice(email, deviceId, false, { token: approval, expiresAt: now() + APPROVAL_TTL_MS })
    await auth.mailer.sendMail({ from: auth.from, to: email, subject: 'Approve your new device', text: `Approve signing in on a new device: ${auth.baseUrl}/device/approve?token=${approval}\n\nThe link works once, for 15 minutes.` })
    return json({ action: 'VERIFY_DEVICE' })
  }
  await auth.mustSendCode(email, 'login', email, deviceId)
  return json({ action: 'VERIFY_OTP' })
}

/** The frame polls this after VERIFY_DEVICE; once approved, the login code goes out. */
export async function deviceStatus(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const email = emailOf(body)
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  if (!(await auth.store.device(email, deviceId))?.approved) return json({ approved: false })
  // A poll answered by another instance at the same moment may have sent it: one code either way.
  if (!(await auth.store.code(email, 'login'))) await auth.sendCode(email, 'login', email, deviceId)
  return json({ approved: true })
}

/** The mailed link's page: a POST form, so a mail scanner's GET approves nothing. */
export function approvalPage(_auth: AuthContext, request: Request): Answer {
  const approval = request.url.searchParams.get('token') ?? ''
  return page(`<!doctype html><meta charset="utf-8"><title>Approve device</title><form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(approval)}"><p>Approve signing in on a new device?</p><button type="submit" id="approve-device">Approve device</button></form>`)
}

export async function approveDevice(auth: AuthContext, request: Request): Promise<Answer> {
  const form = await readForm(request.raw, 4096)
  const approved = await auth.store.approveByToken(form.get('token') ?? '', auth.now())
  if (approved === 'expired') return page('<!doctype html><meta charset="utf-8"><title>Link expired</title><p id="approval-expired">This approval link expired: links work for 15 minutes. Sign in again on the new device to get a new link.</p>', 410)
  if (!approved) return page('<!doctype html><meta charset="utf-8"><title>Link expired</title><p>This approval link is invalid or was already used.</p>', 400)
  return page('<!doctype html><meta charset="utf-8"><title>Device approved</title><p id="device-approved">Device approved. You can return to the app.</p>')
}

export async function verifyOtp(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const email = emailOf(body)
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  const { store } = auth
  const codeDevice = await auth.checkCode(email, 'login', body.otp)
  if (codeDevice !== deviceId) throw new HttpError(400, 'Invalid code')
  const isNewUser = !(await store.user(email))
  if (!isNewUser && (await store.hasDevices(email)) && !(await store.device(email, deviceId))?.approved) throw new HttpError(403, 'Approve this device first')
  await store.createUser(email)
  await store.putDevice(email, deviceId, true)
  const user = (await store.user(email))!
  return json({ ...(await auth.issueSession(email, deviceId)), email, address: user.address, hasAuthShare: user.authShare !== null })
}

export async function updateEmail(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const row = await auth.session(request.headers.authorization)
  if (isSocialAccount(row.email)) throw new HttpError(409, 'The email of a social account is its provider\'s')
  const newEmail = emailOf(body, 'newEmail')
  if (await auth.store.user(newEmail)) throw new HttpError(409, 'This email is already in use')
  await auth.mustSendCode(row.email, 'update-primary', row.email, newEmail)
  return json({ action: 'VERIFY_PRIMARY_OTP' })
}

export async function confirmPrimaryEmail(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const row = await auth.session(request.headers.authorization)
  const newEmail = await auth.checkCode(row.email, 'update-primary', body.otp)
  await auth.mustSendCode(row.email, 'update-secondary', newEmail, newEmail)
  return json({ action: 'VERIFY_SECONDARY_OTP' })
}

export async function confirmSecondaryEmail(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const row = await auth.session(request.headers.authorization)
  const newEmail = await auth.checkCode(row.email, 'update-secondary', body.otp)
  if (await auth.store.user(newEmail)) throw new HttpError(409, 'This email is already in use')
  await auth.store.renameUser(row.email, newEmail)
  return json({ email: newEmail })
}
