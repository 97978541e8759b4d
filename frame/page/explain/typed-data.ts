import { getAddress, isAddress, type Hex } from 'viem'
import type { Explanation, PermitSummary, RequestContext, TreeNode, Warning } from './model.js'

/**
 * eth_signTypedData_v4: the domain and the message as a readable tree, and the shapes that hand over
 * tokens (ERC-2612 Permit, Permit2) named. Everything is the requesting page's data: the tree is bounded
 * (depth, node count) so a hostile message cannot hang the frame, and its strings are returned as given
 * (the screen keeps them to their box).
 */

type TypedData = Extract<Explanation, { kind: 'typed-data' }>
type TypeField = { name: string; type: string }
type Types = Record<string, TypeField[]>

export const MAX_DEPTH = 8
export const MAX_NODES = 500
/** The JSON the page sends: a bigger one is refused before parsing (typed data worth signing is a few KB). */
export const MAX_JSON_LENGTH = 1_000_000

export interface ParsedTypedData {
  types: Types
  primaryType: string
  domain: Record<string, unknown>
  message: Record<string, unknown>
}

/** params are [address, typedData] with typedData a JSON string (or, from some pages, the object itself). */
export function parseTypedData(data: unknown): ParsedTypedData {
  if (typeof data === 'string' && data.length > MAX_JSON_LENGTH) throw new RangeError('eth_signTypedData_v4: the typed data is too large')
  const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data
  if (!isRecord(parsed) || !isRecord(parsed.types) || typeof parsed.primaryType !== 'string' || !isRecord(parsed.message))
    throw new TypeError('eth_signTypedData_v4: not EIP-712 typed data')
  const types: Types = {}
  for (const [name, fields] of Object.entries(parsed.types)) {
    if (!Array.isArray(fields)) continue
    types[name] = fields.filter((field): field is TypeField => isRecord(field) && typeof field.name === 'string' && typeof field.type === 'string')
  }
  return { types, primaryType: parsed.primaryType, domain: isRecord(parsed.domain) ? parsed.domain : {}, message: parsed.message }
}

export function explainTypedData(typed: ParsedTypedData, context: RequestContext): { explanation: TypedData; warnings: Warning[] } {
  const budget = { nodes: MAX_NODES, truncated: false }
  const message = structNodes(typed.message, typed.types[typed.primaryType], typed.types, 1, budget)
  const domain = domainOf(typed.domain)
  const warnings: Warning[] = []
  if (domain.chainId !== undefined && domain.chainId !== context.chainId) warnings.push({ code: 'chain-mismatch', requested: domain.chainId, active: context.chainId })
  const explanation: TypedData = { kind: 'typed-data', domain, primaryType: typed.primaryType, message, ...(budget.truncated ? { truncated: true } : {}) }
  return { explanation, warnings }
}

function domainOf(domain: Record<string, unknown>): TypedData['domain'] {
  const chainId = integer(domain.chainId)
  const verifyingContract = typeof domain.verifyingContract === 'string' && isAddress(domain.verifyingContract, { strict: false }) ? getAddress(domain.verifyingContract) : undefined
  return {
    ...(typeof domain.name === 'string' ? { name: domain.name } : {}),
    ...(typeof domain.version === 'string' ? { version: domain.version } : {}),
    ...(chainId !== undefined && chainId <= BigInt(Number.MAX_SAFE_INTEGER) ? { chainId: Number(chainId) } : {}),
    ...(verifyingContract ? { verifyingContract } : {})
  }
}

type Budget = { nodes: number; truncated: boolean }

/** The fields of a struct in its declared order; a message without declared fields is walked as plain JSON. */
function structNodes(value: unknown, fields: TypeField[] | undefined, types: Types, depth: number, budget: Budget): TreeNode[] {
  if (!isRecord(value)) return []
  const entries = fields ? fields.map(field => [field.name, field.type, value[field.name]] as const) : Object.entries(value).map(([name, item]) => [name, undefined, item] as const)
  const nodes: TreeNode[] = []
  for (const [label, type, item] of entries) {
    if (budget.nodes <= 0) {
      budget.truncated = true
      break
    }
    budget.nodes--
    nodes.push(node(label, type, item, types, depth, budget))
  }
  return nodes
}

function node(label: string, type: string | undefined, value: unknown, types: Types, depth: number, budget: Budget): TreeNode {
  const array = type ? /^(.*)\[\d*\]$/.exec(type) : undefined
  const struct = type && !array ? types[type] : undefined
  if (array || struct || (!type && (Array.isArray(value) || isRecord(value)))) {
    if (depth >= MAX_DEPTH) {
      budget.truncated = true
      return { label, children: [] }
    }
    if (array || Array.isArray(value)) {
      const items = Array.isArray(value) ? value : []
      const children: TreeNode[] = []
      for (const [index, item] of items.entries()) {
        if (budget.nodes <= 0) {
          budget.truncated = true
          break
        }
        budget.nodes--
        children.push(node(String(index + 1), array?.[1], item, types, depth + 1, budget))
      }
      return { label, children }
    }
    return { label, children: structNodes(value, struct, types, depth + 1, budget) }
  }
  return { label, value: leaf(type, value) }
}

/** A leaf as a person reads it: addresses checksummed, integers in base 10, the rest as given. */
function leaf(type: string | undefined, value: unknown): string {
  if (type === 'address' && typeof value === 'string' && isAddress(value, { strict: false })) return getAddress(value)
  if (type && /^u?int\d*$/.test(type)) {
    const number = integer(value)
    if (number !== undefined) return number.toString(10)
  }
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (value === null || value === undefined) return ''
  return JSON.stringify(value).slice(0, MAX_JSON_LENGTH)
}

/** An EIP-712 integer as pages send it: a number, a decimal string or a 0x hex string. */
export function integer(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  if (typeof value === 'bigint') return value
  if (typeof value !== 'string' || value.length > 80 || !/^(-?\d+|0x[0-9a-fA-F]+)$/.test(value)) return undefined
  return BigInt(value)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Unlimited: at least half the type's range (max uint256 or max uint160 in practice, with room for `max - 1` tricks). */
export function isUnlimited(value: bigint, bits: 160 | 256): boolean {
  return value >= 1n << BigInt(bits - 1)
}

/**
 * ERC-2612 Permit (https://eips.ethereum.org/EIPS/eip-2612) and Uniswap's Permit2 (PermitSingle,
 * PermitBatch from AllowanceTransfer; PermitTransferFrom, PermitBatchTransferFrom from SignatureTransfer:
 * github.com/Uniswap/permit2 src/libraries/PermitHash.sol): the spender, token, amount and end, still
 * without token symbols (permits.ts reads them from the chain).
 */
export function permitsOf(typed: ParsedTypedData): PermitSummary[] {
  const { message, primaryType, domain } = typed
  const address = (value: unknown): Hex | undefined => (typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : undefined)
  const deadline = (value: unknown): number | undefined => {
    const seconds = integer(value)
    return seconds !== undefined && seconds > 0n && seconds <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seconds) : undefined
  }
  const amount = (value: unknown, bits: 160 | 256) => {
    const raw = integer(value) ?? 0n
    return isUnlimited(raw, bits) ? ('unlimited' as const) : { value: raw, decimals: 0 }
  }
  const spender = address(message.spender)
  if (!spender) return []
  if (primaryType === 'Permit' && domain.name !== 'Permit2') {
    const token = address(domain.verifyingContract)
    if (!token) return []
    // DAI's permit (holder, spender, nonce, expiry, allowed) predates ERC-2612: `allowed` is all or nothing.
    if (typeof message.allowed === 'boolean') return [{ standard: 'erc2612', spender: { address: spender }, token, amount: message.allowed ? 'unlimited' : { value: 0n, decimals: 0, token }, ...optional(deadline(message.expiry)) }]
    if (message.value === undefined) return []
    return [{ standard: 'erc2612', spender: { address: spender }, token, amount: withToken(amount(message.value, 256), token), ...optional(deadline(message.deadline)) }]
  }
  if (domain.name !== 'Permit2') return []
  // AllowanceTransfer: details { token, amount (uint160), expiration (uint48) }; SignatureTransfer: permitted { token, amount (uint256) }, deadline.
  const entries: { token: unknown; amount: unknown; end: unknown; bits: 160 | 256 }[] = []
  const details = (item: unknown) => (isRecord(item) ? entries.push({ token: item.token, amount: item.amount, end: item.expiration, bits: 160 }) : 0)
  const permitted = (item: unknown) => (isRecord(item) ? entries.push({ token: item.token, amount: item.amount, end: message.deadline, bits: 256 }) : 0)
  if (primaryType === 'PermitSingle') details(message.details)
  else if (primaryType === 'PermitBatch' && Array.isArray(message.details)) message.details.slice(0, MAX_NODES).forEach(details)
  else if (primaryType === 'PermitTransferFrom' || primaryType === 'PermitWitnessTransferFrom') permitted(message.permitted)
  else if ((primaryType === 'PermitBatchTransferFrom' || primaryType === 'PermitBatchWitnessTransferFrom') && Array.isArray(message.permitted)) message.permitted.slice(0, MAX_NODES).forEach(permitted)
  return entries.flatMap(entry => {
    const token = address(entry.token)
    return token ? [{ standard: 'permit2' as const, spender: { address: spender }, token, amount: withToken(amount(entry.amount, entry.bits), token), ...optional(deadline(entry.end)) }] : []
  })
}

function withToken(amount: 'unlimited' | { value: bigint; decimals: number }, token: Hex): PermitSummary['amount'] {
  return amount === 'unlimited' ? amount : { ...amount, token }
}

function optional(deadline: number | undefined): { deadline?: number } {
  return deadline === undefined ? {} : { deadline }
}
