import { createPublicClient, http, isHex, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { CaipNetworkId } from '../../../types/public.js'
import { verifyBip122Signature } from '../../../siwx/verify-bip122.js'
import { verifySolanaSignature } from '../../../siwx/verify-solana.js'
import { HttpError } from '../http/router.js'
import { parseCaip122Message, type Caip122Fields } from './caip122.js'

/** A sign-in message read and checked: its layout, its domain, URI, chain and times, its signature. */

/** A sign-in message's fields, whichever layout it came in; `chainId` is CAIP-2. */
export type SignInFields = Omit<Caip122Fields, 'resources'> & { resources?: readonly string[] }

/** Allowed clock difference for a message issued "now" by a browser. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

/** The message's fields: strict EIP-4361 on eip155 (viem's reader), CAIP-122 on other namespaces. */
export function readMessage(message: string): SignInFields {
  if (!/^\S+ wants you to sign in with your Ethereum account:\n/.test(message)) {
    const fields = parseCaip122Message(message)
    if (!fields || fields.version !== '1') throw new HttpError(400, 'Not a CAIP-122 sign-in message')
    return fields
  }
  const fields = parseSiweMessage(message)
  if (!fields.address || !fields.chainId || !fields.domain || !fields.uri || !fields.nonce || fields.version !== '1' || !fields.issuedAt) {
    throw new HttpError(400, 'Not an EIP-4361 sign-in message')
  }
  return { ...fields, address: fields.address, chainId: `eip155:${fields.chainId}`, domain: fields.domain, uri: fields.uri, nonce: fields.nonce, version: fields.version, issuedAt: fields.issuedAt }
}

/** The message is for the caller's origin, on an accepted chain, and valid now. */
export function checkMessage(fields: SignInFields, origin: URL, accepted: boolean, time: number): void {
  if (fields.domain !== origin.host) throw new HttpError(400, `Wrong domain: the message is for ${fields.domain.slice(0, 100)}, the request comes from ${origin.host}`)
  if (new URL(fields.uri).origin !== origin.origin) throw new HttpError(400, `Wrong URI: ${fields.uri.slice(0, 100)} is not on ${origin.origin}`)
  if (!accepted) throw new HttpError(400, `Wrong chain: sign-in is not accepted on ${fields.chainId.slice(0, 100)}`)
  if (fields.expirationTime && fields.expirationTime.getTime() <= time) throw new HttpError(400, 'The sign-in message has expired')
  if (fields.notBefore && fields.notBefore.getTime() > time) throw new HttpError(400, 'The sign-in message is not valid yet')
  if (fields.issuedAt.getTime() > time + CLOCK_SKEW_MS) throw new HttpError(400, 'The sign-in message is issued in the future')
}

/** Whether the chain's account signed the message: eip155 over the chain's RPC (EOA, ERC-1271, ERC-6492), solana and bip122 offline. */
export async function signatureValid(fields: SignInFields, message: string, signature: string, rpcUrls: Record<string, string>): Promise<boolean> {
  const namespace = fields.chainId.split(':')[0]
  if (namespace === 'eip155') {
    if (!isHex(signature)) return false
    const client = createPublicClient({ transport: http(rpcUrls[fields.chainId]!, { retryCount: 0 }) })
    return client.verifyMessage({ address: fields.address as Hex, message, signature }).catch(() => false)
  }
  if (namespace === 'solana') return verifySolanaSignature({ message, signature, address: fields.address })
  if (namespace === 'bip122') return verifyBip122Signature({ message, signature, address: fields.address, chainId: fields.chainId as CaipNetworkId })
  return false
}

/** What a signed-in session stores of its message (the kit's SIWXMessageData shape). */
export function messageData(fields: SignInFields) {
  return {
    accountAddress: fields.address,
    chainId: fields.chainId,
    domain: fields.domain,
    uri: fields.uri,
    version: '1',
    nonce: fields.nonce,
    issuedAt: fields.issuedAt.toISOString(),
    ...(fields.statement ? { statement: fields.statement } : {}),
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime.toISOString() } : {}),
    ...(fields.notBefore ? { notBefore: fields.notBefore.toISOString() } : {}),
    ...(fields.requestId ? { requestId: fields.requestId } : {}),
    ...(fields.resources?.length ? { resources: fields.resources } : {})
  }
}
