import type { CaipNetworkId } from '../types/public.js'

/**
 * True when `signature` signs `message` for `address` on `chainId`. Each namespace's verifier loads
 * only when that namespace signs in:
 * - eip155 through the chain's RPC (`rpcUrl`): EOAs by recovery, deployed smart accounts by ERC-1271,
 *   counterfactual ones by ERC-6492;
 * - solana: ed25519 over the message's bytes, the signature in base58;
 * - bip122: BIP-322 simple (P2WPKH, P2TR) or legacy ECDSA "Bitcoin Signed Message" (BIP-137), in base64,
 *   for an address of that chain (mainnet, testnet or regtest).
 */
export async function verifySiwxSignature(input: { message: string; signature: string; address: string; chainId: CaipNetworkId; rpcUrl?: string }): Promise<boolean> {
  const namespace = input.chainId.split(':')[0]
  if (namespace === 'eip155') {
    if (!input.rpcUrl) throw new Error('Network not found')
    const { verifyEip155Signature } = await import('./verify-eip155.js')
    return verifyEip155Signature({ ...input, rpcUrl: input.rpcUrl })
  }
  if (namespace === 'solana') return (await import('./verify-solana.js')).verifySolanaSignature(input)
  if (namespace === 'bip122') return (await import('./verify-bip122.js')).verifyBip122Signature(input)
  throw new Error(`Sign-in verification is not available on ${namespace} yet`)
}
