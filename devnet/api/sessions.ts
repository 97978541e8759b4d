import { randomUUID } from 'node:crypto'
import type { Hex } from 'viem'
import { bodyObject, HttpError, reply, type Route } from '../http.js'
import { clientOf, type ApiContext } from './context.js'
import { evmAddress, evmChain } from './params.js'
import type { SessionRecord } from './store.js'

/** Smart-account sessions: list the active ones, revoke one with the owner's signature, and create one (for tests). */

const defaultLifetimeSeconds = 24 * 60 * 60

function sessionJson(session: SessionRecord) {
  const { pci, projectId, chainId, createdAt, expiry, permissions, policies } = session
  return { pci, projectId, chainId, createdAt, expiry, permissions, policies }
}

export function sessionRoutes(ctx: ApiContext): Route[] {
  const { store } = ctx
  return [
    {
      method: 'GET',
      path: '/v1/sessions/:address',
      handle: ({ params }) => {
        const now = Math.floor(Date.now() / 1000)
        const sessions = store.sessionsOf(evmAddress(params.address, 'address')).filter(session => session.revokedAt === null && session.expiry > now)
        return { sessions: sessions.map(sessionJson) }
      }
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address',
      handle: ({ params, body, query }) => {
        const address = evmAddress(params.address, 'address')
        const request = bodyObject(body)
        const chain = evmChain(ctx, typeof request.chainId === 'string' || typeof request.chainId === 'number' ? String(request.chainId) : null)
        const now = Math.floor(Date.now() / 1000)
        const expiry = request.expiry === undefined ? now + defaultLifetimeSeconds : Number(request.expiry)
        if (!Number.isInteger(expiry) || expiry <= now) throw new HttpError(400, 'Invalid expiry: expected a future unix time in seconds')
        const list = (value: unknown, name: string) => {
          if (value === undefined) return []
          if (!Array.isArray(value)) throw new HttpError(400, `Invalid ${name}: expected an array`)
          return value as unknown[]
        }
        const session: SessionRecord = {
          pci: randomUUID(),
          address,
          projectId: query.get('projectId') ?? String(request.projectId),
          chainId: chain.caipNetworkId,
          createdAt: now,
          expiry,
          permissions: list(request.permissions, 'permissions'),
          policies: list(request.policies, 'policies'),
          revokedAt: null
        }
        store.saveSession(session)
        return reply(201, sessionJson(session))
      }
    },
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      handle: async ({ params, body }) => {
        const address = evmAddress(params.address, 'address')
        const request = bodyObject(body)
        if (typeof request.pci !== 'string' || !request.pci) throw new HttpError(400, 'Missing required field: pci')
        if (typeof request.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(request.signature)) throw new HttpError(400, 'Missing required field: signature (0x-prefixed hex)')
        const session = store.sessionsOf(address).find(candidate => candidate.pci === request.pci)
        if (!session) throw new HttpError(404, `No session ${request.pci.slice(0, 64)} for ${address}`)
        const chain = evmChain(ctx, session.chainId)
        // The owner signs the pci itself (EIP-191), so only they can revoke.
        const valid = await clientOf(ctx, chain)
          .verifyMessage({ address, message: request.pci, signature: request.signature as Hex })
          .catch(() => false)
        if (!valid) throw new HttpError(401, `Invalid signature: the pci was not signed by ${address}`)
        const outcome = store.revokeSession(address, request.pci, Math.floor(Date.now() / 1000))
        if (outcome === 'already-revoked') throw new HttpError(409, `Session ${request.pci} is already revoked`)
        return { success: true }
      }
    }
  ]
}
