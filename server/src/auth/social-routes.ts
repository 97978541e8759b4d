import { clientIp } from '../http/client-ip.js'
import { HttpError, json, type Answer, type Request } from '../http/router.js'
import type { AuthContext } from './context.js'
import { DEVICE_ID, field } from './fields.js'
import { socialAccount } from './store.js'

/**
 * The auth service's social sign-in (OpenID Connect or OAuth 2.0, social.ts) and Sign In With
 * Farcaster (farcaster.ts): the provider's login stands for the device approval, so a new device goes
 * straight to a session (the frame then asks for the recovery key).
 */

function configured<T>(service: T | undefined, name: string): T {
  if (!service) throw new HttpError(404, `${name} sign-in is not configured`)
  return service
}

export async function socialStart(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const social = configured(auth.social, 'Social')
  const provider = typeof body.provider === 'string' ? body.provider : ''
  if (!social.isProvider(provider)) throw new HttpError(400, 'Invalid provider')
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  await auth.perIpSocial(clientIp(request.raw, auth.trustProxy))
  return json({ uri: await auth.socialStep(() => social.start(provider, deviceId)) })
}

export async function socialFinish(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const social = configured(auth.social, 'Social')
  const uri = field(body, 'uri', /^https?:\/\/\S+$/, 4096)
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  const identity = await auth.socialStep(() => social.finish(uri, deviceId))
  return json(await auth.socialSession(socialAccount(identity.provider, identity.sub), deviceId, identity.userName, identity.email))
}

export async function farcasterStart(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const farcaster = configured(auth.farcaster, 'Farcaster')
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  await auth.perIpSocial(clientIp(request.raw, auth.trustProxy))
  return json({ url: await auth.socialStep(() => farcaster.start(deviceId)) })
}

/** A long poll: 'pending' until the Farcaster app signed (the frame asks again); then a session as for social sign-in. */
export async function farcasterFinish(auth: AuthContext, request: Request): Promise<Answer> {
  const body = await request.json()
  const farcaster = configured(auth.farcaster, 'Farcaster')
  const deviceId = field(body, 'deviceId', DEVICE_ID)
  const identity = await auth.socialStep(() => farcaster.finish(deviceId))
  if (!identity) return json({ state: 'pending' })
  return json({ state: 'completed', ...(await auth.socialSession(socialAccount('farcaster', String(identity.fid)), deviceId, identity.userName, null)) })
}
