import { randomBytes, randomUUID } from 'node:crypto'
import type { Hex } from 'viem'
import { bodyObject, HttpError, reply, serveHttp, type RequestContext } from '../http.js'
import { SignInMessageError, verifySignInMessage } from '../../server/src/auth/siwf.js'
import { idRegistryCustody } from '../../server/src/auth/id-registry.js'
import { startIdRegistryChain } from './registry.js'
import { makeTestUsers, type FarcasterTestUser } from './users.js'

/**
 * A stand-in for the Farcaster auth relay (FIP-11, the `/v1/channel` API of relay.farcaster.xyz): the
 * app opens a channel and shows its URL; the Farcaster app signs the Sign In With Farcaster message and
 * posts it to the channel; the app polls the status until it is completed. The relay checks the message
 * against the channel and the ID registry before it completes (the real relay leaves that to the app;
 * checking here too keeps a wrong signature from ever reaching one). It brings the Farcaster network
 * along: the ID registry on a devnet Optimism chain (registry.ts), with the test users registered.
 */

export const CHANNEL_TTL_MS = 10 * 60 * 1000

export interface FarcasterRelayOptions {
  port?: number
  users?: FarcasterTestUser[]
  channelTtlMs?: number
  now?: () => number
}

interface Channel {
  token: string
  domain: string
  siweUri: string
  nonce: string
  url: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  expiresAt: number
  completed?: { message: string; signature: Hex; fid: number; username: string; displayName: string; bio: string; pfpUrl: string; custody: Hex }
}

export interface FarcasterRelay {
  url: string
  users: FarcasterTestUser[]
  /** The devnet Optimism chain holding the ID registry at its real address: the auth service's `optimismRpcUrl`. */
  optimismRpcUrl: string
  stop(): Promise<void>
}

const text = (value: unknown, name: string, max = 2000): string => {
  if (typeof value !== 'string' || !value || value.length > max) throw new HttpError(400, `Invalid ${name}: expected a non-empty string`)
  return value
}
const optionalText = (value: unknown, name: string): string | undefined => (value === undefined ? undefined : text(value, name))
const isoTime = (value: unknown, name: string): string | undefined => {
  const time = optionalText(value, name)
  if (time !== undefined && Number.isNaN(Date.parse(time))) throw new HttpError(400, `Invalid ${name}: expected an ISO 8601 datetime`)
  return time
}

function channelUrl(channel: Omit<Channel, 'url' | 'expiresAt' | 'completed'>): string {
  const query = new URLSearchParams({ channelToken: channel.token, nonce: channel.nonce, siweUri: channel.siweUri, domain: channel.domain })
  if (channel.notBefore) query.set('notBefore', channel.notBefore)
  if (channel.expirationTime) query.set('expirationTime', channel.expirationTime)
  if (channel.requestId) query.set('requestId', channel.requestId)
  return `farcaster://connect?${query}`
}

export async function startFarcasterRelay(options: FarcasterRelayOptions = {}): Promise<FarcasterRelay> {
  const users = options.users ?? makeTestUsers()
  const now = options.now ?? Date.now
  const ttl = options.channelTtlMs ?? CHANNEL_TTL_MS
  const channels = new Map<string, Channel>()
  const registry = await startIdRegistryChain(users)
  const custodyOf = idRegistryCustody(registry.rpcUrl)

  function channelOf(ctx: RequestContext): Channel {
    const token = /^Bearer ([0-9a-f-]{36})$/.exec(ctx.headers.authorization ?? '')?.[1]
    const channel = token ? channels.get(token) : undefined
    if (!channel || channel.expiresAt <= now()) {
      if (channel) channels.delete(channel.token)
      throw new HttpError(401, 'Invalid or expired channel token')
    }
    return channel
  }

  function statusOf(channel: Channel) {
    const { nonce, url, completed } = channel
    if (!completed) return { state: 'pending', nonce, url }
    return { state: 'completed', nonce, url, ...completed, verifications: [] }
  }

  const service = await serveHttp({
    name: 'farcaster',
    port: options.port ?? 0,
    routes: [
      { method: 'GET', path: '/health', handle: () => ({ ok: true }) },
      {
        method: 'POST',
        path: '/v1/channel',
        handle: ({ body }) => {
          const request = bodyObject(body)
          const siweUri = text(request.siweUri, 'siweUri')
          if (!/^https?:\/\//.test(siweUri)) throw new HttpError(400, 'Invalid siweUri: expected an http(s) URL')
          const domain = text(request.domain, 'domain', 253)
          const nonce = request.nonce === undefined ? randomBytes(12).toString('hex') : text(request.nonce, 'nonce', 128)
          if (!/^[A-Za-z0-9]{8,}$/.test(nonce)) throw new HttpError(400, 'Invalid nonce: at least 8 letters or digits')
          const fields = { token: randomUUID(), domain, siweUri, nonce, notBefore: isoTime(request.notBefore, 'notBefore'), expirationTime: isoTime(request.expirationTime, 'expirationTime'), requestId: optionalText(request.requestId, 'requestId') }
          const channel: Channel = { ...fields, url: channelUrl(fields), expiresAt: now() + ttl }
          channels.set(channel.token, channel)
          return reply(201, { channelToken: channel.token, url: channel.url, nonce })
        }
      },
      {
        method: 'GET',
        path: '/v1/channel/status',
        handle: ctx => {
          const channel = channelOf(ctx)
          return channel.completed ? statusOf(channel) : reply(202, statusOf(channel))
        }
      },
      {
        method: 'POST',
        path: '/v1/channel/authenticate',
        handle: async ctx => {
          const channel = channelOf(ctx)
          if (channel.completed) throw new HttpError(409, 'This channel is already completed')
          const request = bodyObject(ctx.body)
          const message = text(request.message, 'message', 10_000)
          const signature = text(request.signature, 'signature', 10_000)
          if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw new HttpError(400, 'Invalid signature: expected 0x-prefixed hex')
          try {
            const { fid, custody } = await verifySignInMessage(message, signature as Hex, { domain: channel.domain, nonce: channel.nonce, uri: channel.siweUri, custodyOf, now: new Date(now()) })
            if (request.fid !== undefined && request.fid !== fid) throw new SignInMessageError('The fid does not match the message')
            // Profile data comes from the devnet's accounts (the real relay reads a hub), not from the caller.
            const user = users.find(candidate => candidate.fid === fid)
            if (!user) throw new SignInMessageError(`No profile for fid ${fid}`)
            channel.completed = { message, signature: signature as Hex, fid, username: user.username, displayName: user.displayName, bio: user.bio, pfpUrl: '', custody }
          } catch (error) {
            if (error instanceof SignInMessageError) throw new HttpError(401, error.message)
            if (error instanceof HttpError) throw error
            throw new HttpError(400, `Invalid message: ${(error as Error).message.slice(0, 200)}`)
          }
          return reply(201, statusOf(channel))
        }
      }
    ]
  }).catch(async error => {
    await registry.stop()
    throw error
  })

  return { url: service.url, users, optimismRpcUrl: registry.rpcUrl, stop: () => Promise.all([service.stop(), registry.stop()]).then(() => undefined) }
}
