import { verifyBitcoinMessage } from '../adapters/bip122/bip322.js'
import { addressNetworkFor } from '../adapters/bip122/networks.js'
import type { CaipNetworkId } from '../types/public.js'

/**
 * Bitcoin: BIP-322 simple or legacy ECDSA (base64) by an address of the chain's encoding (another
 * chain's address is refused); a bip122 chain other than mainnet, testnet or regtest throws 'Network not found'.
 */
export function verifyBip122Signature(input: { message: string; signature: string; address: string; chainId: CaipNetworkId }): boolean {
  return verifyBitcoinMessage(input.message, input.address, input.signature, addressNetworkFor(input.chainId))
}
