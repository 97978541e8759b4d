import type { AppKit } from 'w3m-kit'

/** The message the demo's "Sign a message" button asks the wallet to sign. */
export const DEMO_MESSAGE = 'Hello from w3m-kit'

/**
 * Signs DEMO_MESSAGE with the active account through the kit, whatever connected it (a browser
 * wallet or a WalletConnect session): hex on eip155 (EIP-191), base58 on solana (ed25519), base64
 * on bip122 (BIP-322 simple).
 */
export function signDemoMessage(appKit: AppKit): Promise<string> {
  return appKit.signMessage(DEMO_MESSAGE)
}
