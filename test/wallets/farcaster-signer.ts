import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { SIWF_CHAIN_ID } from '../../server/src/auth/siwf.js'
import type { FarcasterTestUser } from '../../devnet/farcaster/users.js'

/**
 * Plays the Farcaster app: reads a Sign In With Farcaster channel URL (what the QR code holds), builds
 * the message for the user's fid, signs it with the custody key and posts it to the relay's channel.
 */

export interface SignInRequest {
  channelToken: string
  domain: string
  siweUri: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
}

export function parseSignInUrl(url: string): SignInRequest {
  const parsed = new URL(url)
  if (parsed.protocol !== 'farcaster:') throw new Error(`Not a Sign In With Farcaster URL: ${url.slice(0, 100)}`)
  const get = (name: string) => parsed.searchParams.get(name) ?? undefined
  const [channelToken, domain, siweUri, nonce] = ['channelToken', 'domain', 'siweUri', 'nonce'].map(get)
  if (!channelToken || !domain || !siweUri || !nonce) throw new Error('The URL lacks channelToken, domain, siweUri or nonce')
  return { channelToken, domain, siweUri, nonce, notBefore: get('notBefore'), expirationTime: get('expirationTime'), requestId: get('requestId') }
}

/** Signs in `user` on the channel the URL names; answers the relay's response (status and body). */
export async function approveSignIn(relayUrl: string, url: string, user: FarcasterTestUser, options: { signWith?: `0x${string}` } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = parseSignInUrl(url)
  const custody = privateKeyToAccount(user.custodyPrivateKey)
  const message = createSiweMessage({
    address: custody.address,
    chainId: SIWF_CHAIN_ID,
    domain: request.domain,
    uri: request.siweUri,
    version: '1',
    nonce: request.nonce,
    issuedAt: new Date(),
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    statement: 'Farcaster Auth',
    resources: [`farcaster://fid/${user.fid}`]
  })
  const signer = options.signWith ? privateKeyToAccount(options.signWith) : custody
  const signature = await signer.signMessage({ message })
  const response = await fetch(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${request.channelToken}` },
    body: JSON.stringify({ message, signature, fid: user.fid, username: user.username, displayName: user.displayName, bio: user.bio })
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
