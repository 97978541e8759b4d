import { addConnector, AUTH_CONNECTOR_ID } from '../wallets/connectors.js'

/**
 * Registers the embedded wallet (email and social sign-in) as the AUTH connector: an eip155 connector whose
 * provider talks to the secure frame, so Account, balances, send and restore work as for any
 * wallet. Tiny on purpose: the frame and its provider load with the first request (actions.ts).
 */
export function registerEmbeddedWallet(): void {
  addConnector({
    id: AUTH_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    chain: 'eip155',
    getProvider: async () => (await import('./actions.js')).embeddedProvider()
  })
  // Back from a redirect-mode social sign-in: its flow finishes it (that code loads only then).
  if (typeof location !== 'undefined' && location.hash.includes('#w3m-social-callback=')) void import('./social-login.js').then(login => login.resumeSocialRedirect())
}
