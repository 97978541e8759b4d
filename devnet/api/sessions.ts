import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { HttpError, PlainTextError, rawReply, type RequestContext, type Route } from '../http.js'
import type { ApiContext } from './context.js'
import { disassembleCaip10 } from './caip10.js'
import { jsonBody, serde, serdeProblem } from './serde-shape.js'
import type { PermissionTypeData, SessionRecord } from './store.js'

/**
 * Smart-account sessions (ERC-7715 permissions) kept per CAIP-10 account, as the real API keeps
 * them: create (the test wallet records the sessions it grants), list every one (revoked and expired
 * included) and revoke by pci. reown-com/blockchain-api src/handlers/sessions/{create,list,revoke}.rs.
 */

const typeData = serde.struct('PermissionTypeData', [
  { name: 'type', type: serde.string },
  { name: 'data', type: serde.any }
])

/** src/utils/crypto.rs disassemble_caip10: a 400 "Crypto utils error: …" for anything but `namespace:chain:address`. */
function caip10Account(value: string): string {
  disassembleCaip10(value)
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
        const payload = jsonBody<NewPermissionPayload>(
          request.body,
          serde.struct('NewPermissionPayload', [
            { name: 'expiry', type: serde.usize },
            { name: 'signer', type: serde.object },
            { name: 'permissions', type: serde.list },
            { name: 'policies', type: serde.list }
          ])
        )
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
        const { pci } = jsonBody<{ pci: string }>(request.body, serde.struct('RevokePermissionRequest', [{ name: 'pci', type: serde.string }]))
        const outcome = store.revokeSession(address, pci, Math.floor(Date.now() / 1000))
        if (outcome === 'unknown') throw new HttpError(400, `Permission for PCI is not found: ${pci}`, {}, 'pci')
        if (outcome === 'already-revoked') throw new HttpError(400, `Permission is revoked: ${pci}`, {}, 'pci')
        // An empty 200: no body, no content type.
        return rawReply(200, Buffer.alloc(0), {})
      }
    }
  ]
}
