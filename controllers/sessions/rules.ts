import { formatUnits } from 'viem'
import type { SmartSession } from '../../clients/types.js'

/** What a session allows, read from its ERC-7715 permissions and policies; the view words each kind. */
export type SessionGrant =
  /** Calls to one contract: its address, and the functions named (empty: any function). */
  | { kind: 'contract-call'; target: string; functions: string[] }
  /** Spending the chain's coin: `amount` exact in whole units (formatUnits), per `periodSeconds` when recurring. */
  | { kind: 'native-allowance'; amount: string; periodSeconds: number | undefined }
  /** At most `limit` gas in all. */
  | { kind: 'gas-limit'; limit: string }
  /** A type the kit does not know: shown by its name. */
  | { kind: 'other'; type: string }

/** A session as the list shows it: who may do what, on which chain, until when. */
export interface SessionSummary {
  pci: string
  /** CAIP-2 id (`eip155:1`) as the API gave it. */
  chainId: string
  /** Unix seconds; undefined when the API gave none we can read. */
  expiry: number | undefined
  grants: SessionGrant[]
}

const NATIVE_DECIMALS = 18

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

/** A wei (or gas) amount given as a hex or decimal string or an integer; undefined when it is not one. */
export function quantity(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return undefined
  return BigInt(value)
}

function typeName(entry: Record<string, unknown> | undefined): string {
  return typeof entry?.type === 'string' && entry.type ? entry.type : 'unknown'
}

/** ERC-7715 `contract-call`: `data.address` and `data.functions[].functionName` (or `data.calls`, plain names). */
function contractCall(data: Record<string, unknown> | undefined): SessionGrant | undefined {
  const target = data?.address
  if (typeof target !== 'string' || !target) return undefined
  const listed = Array.isArray(data?.functions) ? data.functions : Array.isArray(data?.calls) ? data.calls : []
  const functions = listed
    .map(entry => (typeof entry === 'string' ? entry : record(entry)?.functionName))
    .filter((name): name is string => typeof name === 'string' && name !== '')
  return { kind: 'contract-call', target, functions }
}

/** One ERC-7715 permission or policy as a grant; an unreadable known type falls back to its name. */
export function describeGrant(entry: unknown): SessionGrant {
  const item = record(entry)
  const type = typeName(item)
  const data = record(item?.data)
  if (type === 'contract-call') return contractCall(data) ?? { kind: 'other', type }
  if (type === 'native-token-recurring-allowance' || type === 'native-token-limit' || type === 'native-token-transfer') {
    const wei = quantity(data?.allowance ?? data?.limit)
    if (wei === undefined) return { kind: 'other', type }
    const period = quantity(data?.period)
    return { kind: 'native-allowance', amount: formatUnits(wei, NATIVE_DECIMALS), periodSeconds: period && period > 0n ? Number(period) : undefined }
  }
  if (type === 'gas-limit') {
    const limit = quantity(data?.limit)
    return limit === undefined ? { kind: 'other', type } : { kind: 'gas-limit', limit: limit.toString() }
  }
  return { kind: 'other', type }
}

/** `eip155:1:0xabc…` → `eip155:1`: the chain of a CAIP-10 account ('' when it is not one). */
export function chainOfAccount(caipAddress: string | undefined): string {
  const parts = (caipAddress ?? '').split(':')
  return parts.length === 3 ? `${parts[0]}:${parts[1]}` : ''
}

/**
 * An API session as the list shows it: permissions first, then policies, each read by `describeGrant`.
 * `chainId` is the chain of the CAIP-10 account the list was read for (the item does not name one).
 */
export function summarizeSession(session: SmartSession, chainId: string): SessionSummary {
  const list = (value: unknown) => (Array.isArray(value) ? value : [])
  const expiry = typeof session.expiry === 'number' && Number.isFinite(session.expiry) ? session.expiry : undefined
  return {
    pci: session.pci,
    chainId,
    expiry,
    grants: [...list(session.permissions), ...list(session.policies)].map(describeGrant)
  }
}

/** A period in the largest whole unit it fills (86400 → 1 day, 5400 → 90 minutes), for Intl's unit format. */
export function periodUnit(seconds: number): { value: number; unit: 'day' | 'hour' | 'minute' | 'second' } {
  if (seconds % 86_400 === 0) return { value: seconds / 86_400, unit: 'day' }
  if (seconds % 3_600 === 0) return { value: seconds / 3_600, unit: 'hour' }
  if (seconds % 60 === 0) return { value: seconds / 60, unit: 'minute' }
  return { value: seconds, unit: 'second' }
}
