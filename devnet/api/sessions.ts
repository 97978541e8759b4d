import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { HttpError, PlainTextError, rawReply, type RequestContext, type Route } from '../http.js'
import type { ApiContext } from './context.js'
import { jsonBody, serdeProblem, type FieldSpec } from './json-fields.js'
import { isSolanaAddress } from './params.js'
import type { PermissionTypeData, SessionRecord } from './store.js'

/**
 * Smart-account sessions (ERC-7715 permissions) kept per CAIP-10 account, as the real API keeps
 * them: create (the test wallet records the sessions it grants), list every one (revoked and expired
 * included) and revoke by pci. reown-com/blockchain-api src/handlers/sessions/{create,list,revoke}.rs.
 */

const typeData: Record<string, FieldSpec> = { type: { kind: 'string' }, data: { kind: 'any' } }

/** src/utils/crypto.rs disassemble_caip10: a 400 "Crypto utils error: …" for anything but `namespace:chain:address`. */
function caip10Account(value: string): string {
  const fail = (words: string) => new HttpError(400, `Crypto utils error: ${words}`)
  const parts = value.split(':')
  if (parts.length !== 3) throw fail(`Wrong CAIP-10 format: ${value}`)
  const [namespace, chainId, address] = parts as [string, string, string]
  if (namespace !== 'eip155' && namespace !== 'solana') throw fail(`Namespace is not supported: ${value}`)
  if (!/[-a-zA-Z0-9]/.test(chainId)) throw fail(`Chain ID format is not supported: ${chainId}`)
  const valid = namespace === 'eip155' ? /^0x[0-9a-fA-F]{40}$/.test(address) : isSolanaAddress(address)
  if (!valid) throw fail(`Address format is not supported: ${address}`)
  return value
}

/** src/handlers/sessions/mod.rs QueryParams: `v` is an optional usize (projectId is checked for every call). */
function apiVersion(ctx: RequestContext): number | undefined {
  const raw = ctx.query.get('v')
  if (raw === null) return undefined
  if (!/^\d+$/.test(raw)) throw new PlainTextError(400, 'Failed to deserialize query string: v: invalid digit found in string')
  return Number(raw)
}

/** `Vec<PermissionTypeData>` items: a type and a data value each (other fields dropped, as serde drops them). */
function typedList(value: unknown[], name: string): PermissionTypeData[] {
  return value.map((item, index) => {
    const wrong = serdeProblem(item, typeData)
    if (wrong) throw new PlainTextError(422, `Failed to deserialize the JSON body into the target type: ${name}[${index}]: ${wrong}`)
    const { type, data } = item as PermissionTypeData
    return { type, data }
  })
}

interface NewPermissionPayload {
  expiry: number
  signer: PermissionTypeData
  permissions: unknown[]
  policies: unknown[]
}

/** The list item (src/handlers/sessions/list.rs Pci): no signer, no keys. */
function pciJson(session: SessionRecord, projectName: string) {
  const { pci, projectId, expiry, createdAt, permissions, policies, context, revokedAt } = session
  return { project: { id: projectId, name: projectName, url: null, iconUrl: null }, pci, expiry, createdAt, permissions, policies, context, revokedAt }
}

export function sessionRoutes(ctx: ApiContext): Route[] {
  const { store } = ctx
  return [
    // reown-com/blockchain-api src/handlers/sessions/list.rs
    {
      method: 'GET',
      path: '/v1/sessions/:address',
      handle: request => {
        apiVersion(request)
        const address = caip10Account(request.params.address!)
        // The devnet's projects have no display name: the id stands in for it.
        return { pcis: store.sessionsOf(address).map(session => pciJson(session, session.projectId)) }
      }
    },
    // reown-com/blockchain-api src/handlers/sessions/create.rs
    {
      method: 'POST',
      path: '/v1/sessions/:address',
      handle: request => {
        const version = apiVersion(request)
        const address = caip10Account(request.params.address!)
        const payload = jsonBody<NewPermissionPayload>(request.body, {
          expiry: { kind: 'usize' },
          signer: { kind: 'object' },
          permissions: { kind: 'array' },
          policies: { kind: 'array' }
        })
        const [signer] = typedList([payload.signer], 'signer')
        // A fresh secp256k1 key per session; the real API keeps its private half to co-sign.
        const key = privateKeyToAccount(generatePrivateKey())
        const session: SessionRecord = {
          pci: randomUUID(),
          address,
          projectId: request.query.get('projectId') ?? '',
          createdAt: Math.floor(Date.now() / 1000),
          expiry: payload.expiry,
          signer: signer!,
          permissions: typedList(payload.permissions, 'permissions'),
          policies: typedList(payload.policies, 'policies'),
          context: null,
          revokedAt: null
        }
        store.saveSession(session)
        const publicHex = key.publicKey.slice(2)
        // v=2: the uncompressed public key in hex; v1 (default): that hex text, hex-encoded again.
        const publicKey = version === 2 ? `0x${publicHex}` : `0x${Buffer.from(publicHex, 'utf8').toString('hex')}`
        return { pci: session.pci, key: { type: 'secp256k1', publicKey } }
      }
    },
    // reown-com/blockchain-api src/handlers/sessions/revoke.rs: reads `pci` only (AppKit also sends a signature, not checked).
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      handle: request => {
        apiVersion(request)
        const address = caip10Account(request.params.address!)
        const { pci } = jsonBody<{ pci: string }>(request.body, { pci: { kind: 'string' } })
        const outcome = store.revokeSession(address, pci, Math.floor(Date.now() / 1000))
        if (outcome === 'unknown') throw new HttpError(400, `Permission for PCI is not found: ${pci}`, {}, 'pci')
        if (outcome === 'already-revoked') throw new HttpError(400, `Permission is revoked: ${pci}`, {}, 'pci')
        // An empty 200: no body, no content type.
        return rawReply(200, Buffer.alloc(0), {})
      }
    }
  ]
}
