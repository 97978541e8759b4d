import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/**
 * Solana: an ed25519 signature (base58, as `solana:signMessage` and `solana_signMessage` give it,
 * 64 bytes) over the message's UTF-8 bytes by the account's key (its base58 address, 32 bytes).
 */
export function verifySolanaSignature(input: { message: string; signature: string; address: string }): boolean {
  try {
    const publicKey = base58.decode(input.address)
    const signature = base58.decode(input.signature)
    if (publicKey.length !== 32 || signature.length !== 64) return false
    return ed25519.verify(signature, new TextEncoder().encode(input.message), publicKey)
  } catch {
    return false
  }
}
