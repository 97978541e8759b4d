import { verifyMessage, type Address, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { CustodyReader } from './id-registry.js'

/**
 * Sign In With Farcaster (FIP-11), checked by the auth service and the devnet relay alike: an EIP-4361 message on Optimism (chain 10) whose resources name
 * `farcaster://fid/<fid>`, signed by the fid's custody address, which the ID registry on Optimism names (id-registry.ts; the
 * devnet's registry is a contract of the same interface on its own Optimism chain).
 */

export const SIWF_CHAIN_ID = 10

export interface SignInExpectation {
  domain: string
  nonce: string
  /** The relying app's sign-in URI the channel was opened for. */
  uri: string
  /** Custody address of a fid, or undefined for an unknown fid (a failed read rejects). */
  custodyOf: CustodyReader
  now?: Date
}

export class SignInMessageError extends Error {}

/** The fid a resource list claims (`farcaster://fid/123`), or undefined. */
export function fidOf(resources: readonly string[] | undefined): number | undefined {
  const claims = (resources ?? []).map(resource => /^farcaster:\/\/fid\/(\d{1,12})$/.exec(resource)?.[1]).filter(Boolean)
  return claims.length === 1 ? Number(claims[0]) : undefined
}

/** Checks the message against the channel and the registry; answers the fid and custody address it proves. */
export async function verifySignInMessage(message: string, signature: Hex, expected: SignInExpectation): Promise<{ fid: number; custody: Address }> {
  const fields = parseSiweMessage(message)
  const fid = fidOf(fields.resources)
  if (fid === undefined) throw new SignInMessageError('The message names no single farcaster://fid/ resource')
  if (fields.domain !== expected.domain) throw new SignInMessageError(`The message is for domain ${String(fields.domain).slice(0, 100)}, not ${expected.domain}`)
  if (fields.nonce !== expected.nonce) throw new SignInMessageError('The message nonce does not match the channel')
  if (fields.uri !== expected.uri) throw new SignInMessageError('The message URI does not match the channel')
  if (fields.chainId !== SIWF_CHAIN_ID) throw new SignInMessageError(`Sign In With Farcaster uses chain ${SIWF_CHAIN_ID}`)
  if (fields.version !== '1') throw new SignInMessageError('Unsupported message version')
  const now = expected.now ?? new Date()
  if (fields.expirationTime && fields.expirationTime <= now) throw new SignInMessageError('The message has expired')
  if (fields.notBefore && fields.notBefore > now) throw new SignInMessageError('The message is not valid yet')
  const custody = await expected.custodyOf(fid)
  if (!custody) throw new SignInMessageError(`Unknown fid ${fid}`)
  if (!fields.address || fields.address.toLowerCase() !== custody.toLowerCase()) throw new SignInMessageError(`The message is not from the custody address of fid ${fid}`)
  const valid = await verifyMessage({ address: custody, message, signature }).catch(() => false)
  if (!valid) throw new SignInMessageError(`Invalid signature: not signed by the custody address of fid ${fid}`)
  return { fid, custody }
}
