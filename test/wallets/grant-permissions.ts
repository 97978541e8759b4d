import { isAddress, isAddressEqual, isHex, type Address, type Hex } from 'viem'
import { invalidParams, ProviderErrorCode, ProviderRpcError } from './provider-rpc-error.js'

/** Where the test wallet records the sessions it grants: the devnet's `POST /v1/sessions/{address}`. */
export interface SessionsApi {
  apiUrl: string
  projectId: string
}

/** An ERC-7715 permission or policy: a type and its data. */
export interface TypedEntry {
  type: string
  data: Record<string, unknown>
}

/** The ERC-7715 `wallet_grantPermissions` request, as the wallet validated it. */
export interface GrantRequest {
  chainId: Hex
  address?: Address
  expiry: number
  signer: { type: string; data: Record<string, unknown> }
  permissions: Array<TypedEntry & { policies?: TypedEntry[]; required?: boolean }>
  policies: TypedEntry[]
}

function object(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value)
}

function typedEntries(value: unknown, name: string): TypedEntry[] {
  if (!Array.isArray(value)) throw invalidParams(`${name} must be an array`)
  value.forEach((entry, index) => {
    if (!object(entry) || typeof entry.type !== 'string' || !entry.type || !object(entry.data)) {
      throw invalidParams(`${name}[${index}] needs a type (string) and data (object)`)
    }
  })
  return value as TypedEntry[]
}

/** Checks the ERC-7715 request shape (chainId, expiry, signer, permissions, policies); a wrong one is -32602 in words. */
export function parseGrantRequest(param: unknown, knownChainIds: number[], owner: Address, nowSeconds: number): GrantRequest {
  if (!object(param)) throw invalidParams('expected one ERC-7715 permission request object')
  const { chainId, address, expiry, signer, permissions, policies } = param
  if (typeof chainId !== 'string' || !/^0x[0-9a-f]+$/i.test(chainId)) throw invalidParams('chainId must be a 0x-prefixed hex string')
  if (!knownChainIds.includes(Number.parseInt(chainId, 16))) {
    throw new ProviderRpcError(ProviderErrorCode.unrecognizedChain, `Unrecognized chain ID "${chainId}".`)
  }
  if (address !== undefined && (typeof address !== 'string' || !isAddress(address) || !isAddressEqual(address, owner))) {
    throw invalidParams(`address ${String(address)} is not the connected account`)
  }
  if (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry <= nowSeconds) throw invalidParams('expiry must be a future unix time in seconds')
  if (!object(signer) || typeof signer.type !== 'string' || !signer.type || !object(signer.data)) {
    throw invalidParams('signer needs a type (string) and data (object)')
  }
  if (signer.type === 'keys') {
    const keys = signer.data.keys
    if (!Array.isArray(keys) || !keys.length || !keys.every(key => object(key) && typeof key.type === 'string' && typeof key.publicKey === 'string' && isHex(key.publicKey))) {
      throw invalidParams('signer.data.keys must list {type, publicKey (hex)}')
    }
  }
  const granted = typedEntries(permissions, 'permissions')
  if (!granted.length) throw invalidParams('permissions must not be empty')
  granted.forEach((permission, index) => {
    const nested = (permission as { policies?: unknown }).policies
    if (nested !== undefined) typedEntries(nested, `permissions[${index}].policies`)
  })
  return { ...(param as unknown as GrantRequest), policies: typedEntries(policies ?? [], 'policies') }
}

/**
 * Records the granted session at the devnet as the real sessions service takes it
 * (reown-com/blockchain-api src/handlers/sessions/create.rs: `POST /v1/sessions/{caip10}` with
 * expiry, signer, permissions and policies; answers `{pci, key}`), and answers as ERC-7715 says: the
 * request as granted, with `context` the session's permissions context id (the pci the kit later revokes).
 */
export async function recordGrant(api: SessionsApi, owner: Address, request: GrantRequest): Promise<Record<string, unknown>> {
  const chainId = Number.parseInt(request.chainId, 16)
  const url = new URL(`/v1/sessions/${encodeURIComponent(`eip155:${chainId}:${owner}`)}`, api.apiUrl)
  url.searchParams.set('projectId', api.projectId)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Extra fields of a permission (its own policies, required) are sent as granted; the service keeps type and data.
    body: JSON.stringify({ expiry: request.expiry, signer: request.signer, permissions: request.permissions, policies: request.policies })
  })
  const text = await response.text()
  const body = (() => {
    try {
      return JSON.parse(text) as { pci?: unknown; reasons?: Array<{ description?: unknown }> }
    } catch {
      return undefined
    }
  })()
  if (!response.ok || typeof body?.pci !== 'string') {
    const described = body?.reasons?.[0]?.description
    const reason = typeof described === 'string' ? described : text || `HTTP ${response.status}`
    throw new ProviderRpcError(ProviderErrorCode.internal, `The session could not be recorded: ${reason}`)
  }
  return { ...request, address: owner, context: body.pci }
}
