import type { AppKit, SmartSessionGrantRequest } from 'w3m-kit'

/** The contract the demo's session may call (any address works: the devnet records, it does not execute). */
export const DEMO_SESSION_TARGET = '0x2E234DAe75C793f67A35089C9d99245E1C58470b'
/** The demo's session key (a public key only: nothing here signs with it). */
const DEMO_SESSION_KEY = '0x04c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee51ae168fea63dc339a3c58419466ceaeef7f632653266d0e1236431a950cfe52a'

/**
 * Asks the connected wallet, through the kit, for a one-day session on the active chain: call
 * `increment` on DEMO_SESSION_TARGET and spend up to 0.5 of the chain's coin a day, at most 10M gas.
 */
export function grantDemoSession(appKit: AppKit): Promise<unknown> {
  const chainId = Number(appKit.getNetwork().chainId ?? 1)
  const request: SmartSessionGrantRequest = {
    chainId: `0x${chainId.toString(16)}`,
    expiry: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: DEMO_SESSION_KEY }] } },
    permissions: [
      { type: 'contract-call', data: { address: DEMO_SESSION_TARGET, functions: [{ functionName: 'increment' }] } },
      { type: 'native-token-recurring-allowance', data: { allowance: '0x6f05b59d3b20000', start: Math.floor(Date.now() / 1000), period: 86_400 } }
    ],
    policies: [{ type: 'gas-limit', data: { limit: '0x989680' } }]
  }
  return appKit.grantPermissions(request)
}
