import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import type { CustodyReader } from './id-registry.js'
import { SignInMessageError, verifySignInMessage } from './siwf.js'
import { SOCIAL_SIGN_IN_FAILED } from '../../../frame/protocol.js'
import { SocialSignInError } from './social.js'
import type { AuthStore } from './store.js'

/**
 * Sign In With Farcaster (FIP-11) as the relying app: open a channel at the auth relay, hand its URL
 * (the QR code) to the frame, then wait for the Farcaster app's signed message and check it ourselves:
 * domain, URI and nonce of our channel, signed by the fid's custody address. The channel token and
 * nonce stay in the store, sealed (any instance may finish), bound to the frame device that opened it.
 */

export interface FarcasterOptions {
  /** The auth relay (relay.farcaster.xyz, or the devnet's stand-in). */
  relayUrl: string
  /** The fid's custody address, read from the ID registry on Optimism (idRegistryCustody). */
  custodyOf: CustodyReader
  /** The sign-in URI and domain the message must name: the secure site's. */
  siweUri: string
  /** How long one finish call waits before answering 'pending' (default FARCASTER_LONG_POLL_MS). */
  longPollMs?: number
}

export interface FarcasterIdentity {
  fid: number
  userName: string | null
}

export const FARCASTER_CHANNEL_TTL_MS = 10 * 60 * 1000
/** How long one finish call waits for the Farcaster app before answering 'pending' (the frame asks again). */
export const FARCASTER_LONG_POLL_MS = 20_000

interface ChannelStatus {
  state?: string
  message?: string
  signature?: Hex
  fid?: number
  username?: string
}

export function farcasterSignIn(options: FarcasterOptions, store: AuthStore, now: () => number, pollMs = 500) {
  const domain = new URL(options.siweUri).host

  async function relay<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<{ status: number; body: T }> {
    const response = await fetch(`${options.relayUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) })
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T }
  }

  return {
    /** Opens a channel for this device (replacing an earlier one); answers the URL the person scans. */
    async start(deviceId: string): Promise<string> {
      const nonce = randomBytes(16).toString('hex')
      const { status, body } = await relay<{ channelToken?: string; url?: string }>('/v1/channel', { body: { siweUri: options.siweUri, domain, nonce } })
      if (status !== 201 || !body.channelToken || !body.url) throw new Error(`The Farcaster relay answered ${status}`)
      await store.putFarcasterChannel({ deviceId, token: body.channelToken, nonce, expiresAt: now() + FARCASTER_CHANNEL_TTL_MS })
      return body.url
    },

    /** Waits up to `waitMs` for the signed message: the verified identity, or undefined while still pending. */
    async finish(deviceId: string, waitMs = options.longPollMs ?? FARCASTER_LONG_POLL_MS): Promise<FarcasterIdentity | undefined> {
      const channel = await store.farcasterChannel(deviceId)
      if (!channel || channel.expiresAt < now()) throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
      const until = Date.now() + waitMs
      // A poll of a channel the device has since replaced (the person went back and came again) must not drop the new one.
      const forget = () => store.dropFarcasterChannel(channel)
      for (;;) {
        const { status, body } = await relay<ChannelStatus>('/v1/channel/status', { token: channel.token })
        if (status === 200 && body.state === 'completed') {
          await forget()
          if (typeof body.message !== 'string' || typeof body.signature !== 'string') throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
          const { fid } = await verifySignInMessage(body.message, body.signature, { domain, uri: options.siweUri, nonce: channel.nonce, custodyOf: options.custodyOf, now: new Date(now()) }).catch(error => {
            if (error instanceof SignInMessageError) console.warn('[auth] farcaster sign-in refused:', error.message)
            else console.error('[auth] farcaster sign-in failed (reading the ID registry):', (error as Error).message.split('\n')[0])
            throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
          })
          return { fid, userName: typeof body.username === 'string' && body.username ? body.username.slice(0, 200) : null }
        }
        if (status !== 202) {
          await forget()
          throw new SocialSignInError(SOCIAL_SIGN_IN_FAILED)
        }
        if (Date.now() + pollMs > until) return undefined
        await new Promise(resolve => setTimeout(resolve, pollMs))
      }
    }
  }
}
