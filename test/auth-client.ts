import assert from 'node:assert/strict'
import { deviceLinkIn, loginCodeIn, readInbox } from '../devnet/mail/inbox.js'

/**
 * A client of the auth service for server tests: JSON calls from the secure site's origin, an email
 * sign-in that approves a new device by its mailed link when asked, and refreshes of a session.
 * The service and the mail inbox start in `before` hooks, so their URLs are read when called.
 */
export function authClient(options: { url: () => string; origin: string; inboxUrl: () => string; beforeSignIn?: () => void }) {
  const refreshTokens = new Map<string, string>()

  async function call(path: string, body: unknown = {}, accessToken?: string) {
    const response = await fetch(`${options.url()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: options.origin, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(body)
    })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }
  const device = () => crypto.randomUUID().replaceAll('-', '')
  const lastMail = async (to: string) => (await readInbox(options.inboxUrl(), to))[0]!

  /** Signs in (approving the device by its mailed link when asked): the session's access token. */
  async function signIn(email: string, deviceId = device()): Promise<string> {
    options.beforeSignIn?.()
    const started = await call('/email/start', { email, deviceId })
    if (started.body.action === 'VERIFY_DEVICE') {
      const token = new URL(deviceLinkIn(await lastMail(email))!).searchParams.get('token')!
      await fetch(`${options.url()}/device/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${token}` })
      assert.equal((await call('/device/status', { email, deviceId })).body.approved, true)
    }
    const verified = await call('/otp/verify', { email, deviceId, otp: loginCodeIn(await lastMail(email))! })
    assert.equal(verified.status, 200, JSON.stringify(verified.body))
    refreshTokens.set(verified.body.accessToken, verified.body.refreshToken)
    return verified.body.accessToken
  }

  /** The same session family after access tokens expired (they live 15 minutes): a refreshed access token. */
  async function refreshed(access: string): Promise<string> {
    const answer = await call('/session/refresh', { refreshToken: refreshTokens.get(access) })
    assert.equal(answer.status, 200)
    refreshTokens.set(answer.body.accessToken, answer.body.refreshToken)
    return answer.body.accessToken
  }

  return { call, device, lastMail, signIn, refreshed }
}
