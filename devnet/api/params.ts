import { getAddress, isAddress, type Address } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { HttpError } from '../http.js'
import { disassembleCaip2 } from './caip10.js'
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

/**
 * A served eip155 chain from a CAIP-2 id, taken apart as the real API does (src/utils/crypto.rs
 * disassemble_caip2: a bare `1` is "Crypto utils error: Wrong CAIP-2 format").
 */
export function evmChain(ctx: ApiContext, value: string | null | undefined, name = 'chainId'): EvmChain {
  const raw = required(value, name)
  disassembleCaip2(raw)
  const chain = raw.startsWith('eip155:') ? ctx.chains.get(raw) : undefined
  if (!chain) throw new HttpError(400, `Unsupported ${name}: ${raw.slice(0, 100)} (supported: ${[...ctx.chains.keys()].join(', ')})`)
  return chain
}
