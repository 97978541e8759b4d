import { HttpError, json, type Answer, type Request } from '../http/router.js'
import type { AuthContext } from './context.js'
import { hash } from '../store/tokens.js'
import { field } from './fields.js'
import { isSocialAccount, socialProviderOf } from './store.js'

/** The auth service's sessions (refresh, sign-out, who am I) and the auth share a session may read or set once. */

export async function refreshSession(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const refreshToken = typeof body.refreshToken === 'string' ? body.refreshToken : ''
  // Spending the token is one conditional update: of two requests with it (on any instances), one rotates.
  const rotated = await auth.store.rotate(hash(refreshToken), auth.now())
  if (rotated) return json(await auth.issueSession(rotated.email, rotated.deviceId, rotated.family))
  const row = await auth.store.sessionBy('refresh_hash', hash(refreshToken))
  // A rotated-out refresh token used again means it leaked: end the whole family (its sessions issued later included).
  if (row && row.expiresAt >= auth.now()) await auth.store.revokeFamily(row.family)
  throw new HttpError(401, 'Session expired')
}

export async function signOut(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const row = await auth.session(request.headers.authorization)
  await auth.store.revokeFamily(row.family)
  return json({})
}

export async function me(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const row = await auth.session(request.headers.authorization)
  const user = (await auth.store.user(row.email))!
  const profile = isSocialAccount(user.email) ? await auth.store.socialProfile(user.email) : { email: user.email, userName: null }
  // A social account's provider (`google`, `farcaster`, …): the frame's export offers a sign-in there as the fresh proof.
  return json({ email: profile.email, userName: profile.userName, provider: socialProviderOf(user.email), address: user.address, hasAuthShare: user.authShare !== null })
}

export async function getShare(auth: AuthContext, request: Request): Promise<Answer> {
  await request.json()
  const row = await auth.session(request.headers.authorization)
  const user = (await auth.store.user(row.email))!
  if (!user.authShare) throw new HttpError(404, 'No wallet yet')
  // A device added after the second factor was enrolled gets the share once the factor passed on it.
  await auth.factors.requireForDevice(row)
  return json({ address: user.address, share: user.authShare })
}

export async function putShare(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const row = await auth.session(request.headers.authorization)
  const address = field(body, 'address', /^0x[0-9a-fA-F]{40}$/)
  const share = field(body, 'share', /^[0-9a-f]{2,512}$/, 512)
  // Set once, by a conditional update: of two devices racing to create the wallet, one wins and the other hears 409.
  await auth.store.setShareOnce(row.email, address, share)
  const user = (await auth.store.user(row.email))!
  if (user.address?.toLowerCase() !== address.toLowerCase()) throw new HttpError(409, 'This account already has a wallet')
  return json({ address: user.address })
}
