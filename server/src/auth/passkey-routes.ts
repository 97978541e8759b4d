import { FACTOR_REQUIRED } from '../../../frame/protocol.js'
import { clientIp } from '../http/client-ip.js'
import { HttpError, json, type Answer, type Request } from '../http/router.js'
import type { AuthContext } from './context.js'
import { answerOf } from './factor-routes.js'
import { DEVICE_ID, field } from './fields.js'
import { isSocialAccount } from './store.js'

/**
 * The auth service's passkey routes (passkeys.ts): a signed-in account adds a passkey; a passkey alone
 * signs in (a discoverable credential, no email typed) and approves the device it signs in on, as the
 * mailed approval link would; the account lists its passkeys and removes one.
 */

const PASSKEY_NOT_FOUND = 'Passkey not found'

/** The name an authenticator shows for the account: its email, or a social account's user name or email claim. */
async function accountLabel(auth: AuthContext, account: string): Promise<string> {
  if (!isSocialAccount(account)) return account
  const profile = await auth.store.socialProfile(account)
  return profile.userName ?? profile.email ?? 'Wallet'
}

export async function passkeyRegisterOptions(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const row = await auth.session(request.headers.authorization)
  await auth.perAccountPasskey(row.email)
  return json(await auth.passkeys.registrationOptions(row.email, await accountLabel(auth, row.email)))
}

export async function passkeyRegisterVerify(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const row = await auth.session(request.headers.authorization)
  await auth.passkeys.register(row.email, body.response)
  return json({ passkeys: (await auth.store.passkeysOf(row.email)).length })
}

/** What a signed-in account's passkeys are (never their keys): the credential id (to remove it by), its transports, when each was added and last used. */
export async function passkeyList(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const row = await auth.session(request.headers.authorization)
  const passkeys = await auth.store.passkeysOf(row.email)
  return json({ passkeys: passkeys.map(passkey => ({ id: passkey.credentialId, transports: passkey.transports, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt })) })
}

/**
 * Removes one of the session's account's passkeys (by credential id): it signs in no more. With the
 * second factor on, a passkey answers it, so removing one needs the factor: a code or a passkey
 * assertion in this request (as /factor/remove), whatever the 15-minute window says. Email and social
 * sign-in stay, so no passkey is ever an account's last way in.
 */
export async function passkeyRemove(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const session = await auth.session(request.headers.authorization)
  // A credential id as /passkey/list gives it (base64url, as @simplewebauthn stores it).
  const passkey = await auth.store.passkey(field(body, 'id', /^[A-Za-z0-9_-]+$/, 1024))
  if (!passkey || passkey.email !== session.email) throw new HttpError(404, PASSKEY_NOT_FOUND)
  if (await auth.factors.enrolled(session.email)) {
    if (body.code === undefined && body.passkey === undefined) throw new HttpError(403, FACTOR_REQUIRED)
    await auth.factors.pass(session, answerOf(body))
  }
  if (!(await auth.store.removePasskey(session.email, passkey.credentialId))) throw new HttpError(404, PASSKEY_NOT_FOUND)
  console.info('[auth] passkey removed')
  return json({ passkeys: (await auth.store.passkeysOf(session.email)).length })
}

export async function passkeyLoginOptions(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  await auth.perIpPasskey(clientIp(request.raw, auth.trustProxy))
  return json(await auth.passkeys.authenticationOptions('login', deviceId))
}

export async function passkeyLoginVerify(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  const { email } = await auth.passkeys.login(deviceId, body.response)
  const { store } = auth
  // The passkey stands for the approval link: this device is the account's now.
  await store.putDevice(email, deviceId, true)
  const user = (await store.user(email))!
  const profile = isSocialAccount(email) ? await store.socialProfile(email) : { email, userName: null }
  return json({ ...(await auth.issueSession(email, deviceId)), email: profile.email, userName: profile.userName, address: user.address, hasAuthShare: user.authShare !== null })
}
