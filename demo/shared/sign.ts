import type { AppKit } from 'w3m-kit'

/** The message the demo's "Sign a message" button asks the wallet to sign. */
export const DEMO_MESSAGE = 'Hello from w3m-kit'

/**
 * Signs DEMO_MESSAGE with the active account: personal_sign on eip155, BIP-322 (simple) on bip122,
 * `solana:signMessage` on solana (each family's code loads only then). Resolves with the signature
 * as the family encodes it (hex, base64, base58).
 */
export async function signDemoMessage(appKit: AppKit): Promise<string> {
  const namespace = appKit.getNetwork().caipNetwork?.chainNamespace
  const provider = appKit.getWalletProvider(namespace)
  const address = appKit.getAccount(namespace).address
  if (!provider || !address) throw new Error('Not connected')
  if (namespace === 'bip122') {
    const { signMessageWithProvider } = await import('../../adapters/bip122/index.js')
    return signMessageWithProvider(provider, DEMO_MESSAGE, address)
  }
  if (namespace === 'solana') {
    const { solanaAdapter } = await import('../../adapters/solana/index.js')
    // The provider of a Solana connection is its Wallet Standard wallet; the adapter signs through it.
    return solanaAdapter.signMessage!({ id: 'demo', name: 'demo', type: 'ANNOUNCED', provider } as Parameters<NonNullable<typeof solanaAdapter.signMessage>>[0], DEMO_MESSAGE, address)
  }
  const message = `0x${[...new TextEncoder().encode(DEMO_MESSAGE)].map(byte => byte.toString(16).padStart(2, '0')).join('')}`
  return String(await provider.request({ method: 'personal_sign', params: [message, address] }))
}
