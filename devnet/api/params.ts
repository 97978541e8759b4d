import { getAddress, isAddress, type Address } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { HttpError } from '../http.js'
import type { ApiContext } from './context.js'

/** Request parameter parsing shared by the API routes; every failure is a 400 that says what was wrong. */

export function required(value: string | null | undefined, name: string): string {
  if (value === null || value === undefined || value === '') throw new HttpError(400, `Missing required parameter: ${name}`)
  return value
}

export function evmAddress(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw new HttpError(400, `Invalid ${name}: ${String(value).slice(0, 100)} is not an EVM address`)
  return getAddress(value)
}

const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function isSolanaAddress(value: string): boolean {
  return solanaAddressPattern.test(value)
}

/** Accepts a CAIP-2 id (`eip155:1`) or a bare EVM chain id (`1`). */
export function evmChain(ctx: ApiContext, value: string | null | undefined, name = 'chainId'): EvmChain {
  const raw = required(value, name)
  const caip = /^\d+$/.test(raw) ? `eip155:${raw}` : raw
  if (!/^eip155:\d+$/.test(caip)) throw new HttpError(400, `Invalid ${name}: ${raw.slice(0, 100)} is not an eip155 chain id`)
  const chain = ctx.chains.get(caip)
  if (!chain) throw new HttpError(400, `Unsupported ${name}: ${caip} (supported: ${[...ctx.chains.keys()].join(', ')})`)
  return chain
}

/** A CAIP-10 account or asset id `eip155:<chain>:<address>` on a served chain. */
export function caip10(ctx: ApiContext, value: unknown, name: string): { chain: EvmChain; address: Address } {
  if (typeof value !== 'string') throw new HttpError(400, `Missing required parameter: ${name}`)
  const parts = value.split(':')
  if (parts.length !== 3) throw new HttpError(400, `Invalid ${name}: ${value.slice(0, 120)} is not a CAIP-10 id (eip155:<chainId>:<address>)`)
  return { chain: evmChain(ctx, `${parts[0]}:${parts[1]}`, name), address: evmAddress(parts[2], name) }
}

/** A CAIP-10 id or a plain address, the latter on `fallbackChain`. */
export function caip10OrAddress(ctx: ApiContext, value: string | null, name: string, fallbackChain: string | null): { chain: EvmChain; address: Address } {
  const raw = required(value, name)
  if (raw.includes(':')) return caip10(ctx, raw, name)
  return { chain: fallbackChain ? evmChain(ctx, fallbackChain) : ctx.evm.chains[0]!, address: evmAddress(raw, name) }
}

export function positiveInteger(value: unknown, name: string): bigint {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d+$/.test(text) || BigInt(text) === 0n) throw new HttpError(400, `Invalid ${name}: expected a positive integer amount in the token's smallest unit`)
  return BigInt(text)
}
