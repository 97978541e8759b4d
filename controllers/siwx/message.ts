import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { CaipNetworkId, SIWXMessage, SIWXMessageData } from '../../types/public.js'

/** How long a sign-in message (and so its session) stays valid unless a config says otherwise. */
export const DEFAULT_SIWX_TTL_MS = 24 * 60 * 60 * 1000

export const DEFAULT_SIWX_STATEMENT = 'Please sign with your account'

/** The account names CAIP-122 messages use for each namespace ("… with your Solana account:"). */
export const NAMESPACE_NAMES: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' }

function splitChainId(chainId: CaipNetworkId): { namespace: string; reference: string } {
  const separator = chainId.indexOf(':')
  return { namespace: chainId.slice(0, separator), reference: chainId.slice(separator + 1) }
}

/** CAIP-122: the EIP-4361 layout with the namespace's name and the chain reference. */
function caip122Text(data: SIWXMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId)
  const lines = [`${data.domain} wants you to sign in with your ${NAMESPACE_NAMES[namespace] ?? namespace} account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`, `Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map(resource => `- ${resource}`))
  return lines.join('\n')
}

/** The exact text to sign: strict EIP-4361 for eip155 (standard parsers accept it), CAIP-122 for other namespaces. */
export function formatSiwxMessage(data: SIWXMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId)
  if (namespace !== 'eip155') return caip122Text(data)
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: Number(reference),
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
    ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.resources?.length ? { resources: data.resources } : {})
  })
}

export function toSiwxMessage(data: SIWXMessageData): SIWXMessage {
  return { ...data, toString: () => formatSiwxMessage(data) }
}

/** Message data for the page the visitor is on: its host as domain, its address as URI, issued now. */
export function pageMessageData(input: {
  accountAddress: string
  chainId: CaipNetworkId
  nonce: string
  statement?: string
  ttlMs?: number
  resources?: string[]
  now?: number
}): SIWXMessageData {
  const now = input.now ?? Date.now()
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    domain: location.host,
    uri: location.origin + location.pathname,
    version: '1',
    nonce: input.nonce,
    statement: input.statement ?? DEFAULT_SIWX_STATEMENT,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + (input.ttlMs ?? DEFAULT_SIWX_TTL_MS)).toISOString(),
    ...(input.resources?.length ? { resources: input.resources } : {})
  }
}

/** Epoch ms at which a session's message expires, if it says. */
export function sessionExpiry(data: SIWXMessageData): number | undefined {
  return data.expirationTime ? Date.parse(data.expirationTime) : undefined
}

export function isSessionLive(data: SIWXMessageData, now = Date.now()): boolean {
  const expiry = sessionExpiry(data)
  return expiry === undefined || expiry > now
}

/** Same account on the same chain (EVM addresses compare without case). */
export function isSameAccount(data: SIWXMessageData, chainId: CaipNetworkId, address: string): boolean {
  if (data.chainId !== chainId) return false
  return chainId.startsWith('eip155:') ? data.accountAddress.toLowerCase() === address.toLowerCase() : data.accountAddress === address
}
