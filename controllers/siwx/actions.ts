import { map } from 'nanostores'
import { errorMessage, isUserRejection } from '../../adapters/errors.js'
import type { OneClickRequest, OneClickSignature } from '../../adapters/walletconnect/provider.js'
import type { CaipNetworkId, SIWXConfig, SIWXSession } from '../../types/public.js'
import { isSessionLive, sessionExpiry } from './message.js'
import { siweConfigToSiwx } from './siwe-config.js'
import { $activeAccount } from '../account/store.js'
import { loadAdapter } from '../account/adapters.js'
import { $activeNetwork, $chain, findNetwork } from '../networks/store.js'
import { disconnect } from '../connection/actions.js'
import type { ConnectionHook } from '../connection/hooks.js'
import { connectorById } from '../wallets/connectors.js'
import { trackEvent } from '../telemetry/events.js'
import { $modal, closeModal, guardClose, openModal } from '../modal/modal.js'
import { $options } from '../config/options.js'
import { $router, resetView } from '../modal/router.js'
import { $siwxSession } from './session.js'

/**
 * behaviour §4 wallet-signature sign-in: after a connect (or a chain change) on a configured network
 * with no live session for that address and chain, the SIWXSignMessage view asks for a signature.
 * Loaded only on sites that configure `siwx` or `siweConfig`.
 */

export interface SiwxFlowState {
  status: 'idle' | 'signing' | 'error'
  /** The reason the last sign-in failed, in words a person can read. */
  error?: string
  /** Visitors must sign in: Cancel disconnects and the sign view cannot be closed. */
  required: boolean
}

export const $siwxFlow = map<SiwxFlowState>({ status: 'idle', required: false })

let legacy: { from: unknown; config: SIWXConfig } | undefined

/** The site's sign-in config: `siwx`, or `siweConfig` mapped onto it; undefined when sign-in is off. */
export function siwxConfig(): SIWXConfig | undefined {
  const options = $options.get()
  if (options?.siwx) return options.siwx
  if (!options?.siweConfig) return undefined
  if (legacy?.from !== options.siweConfig) legacy = { from: options.siweConfig, config: siweConfigToSiwx(options.siweConfig) }
  return legacy.config
}

// behaviour §4: close is disabled when sign-in is required, on the sign (or approve) view, with no session.
guardClose(view => (view === 'SIWXSignMessage' || view === 'ApproveTransaction') && $siwxFlow.get().required && !$siwxSession.get())

function publish(session: SIWXSession, chainId: CaipNetworkId, address: string): void {
  const expiresAt = sessionExpiry(session.data)
  $siwxSession.set({ address, chainId, message: session.message, signature: session.signature, ...(expiresAt !== undefined ? { expiresAt } : {}) })
}

/** Follows the connection (registered by createAppKit through `onConnectionChange`). */
export const followConnection: ConnectionHook = async ({ reason, address, caipNetworkId }) => {
  const config = siwxConfig()
  if (!config) return
  const required = config.getRequired?.() ?? false
  $siwxFlow.setKey('required', required)
  if (reason === 'disconnect') {
    $siwxSession.set(undefined)
    if (config.signOutOnDisconnect) await config.setSessions([])
    return
  }
  // No prompt on a network the site does not list (UnsupportedChain handles that).
  if (!address || !caipNetworkId || !findNetwork(caipNetworkId)) return
  const chainId = caipNetworkId as CaipNetworkId
  const live = (await config.getSessions(chainId, address)).find(session => isSessionLive(session.data))
  if (live) {
    publish(live, chainId, address)
    if ($modal.get().open && $router.get().view === 'SIWXSignMessage') closeModal(true)
    return
  }
  $siwxSession.set(undefined)
  // behaviour §4: connected with no live session asks, after a reload too (a session that expired, or a
  // visitor who cancelled an optional sign-in last time); Cancel closes again, as AppKit does.
  $siwxFlow.set({ status: 'idle', required })
  openModal({ view: 'SIWXSignMessage' })
}

/** What signing in needs (behaviour §5 errors, in their words): the config, the account, its network and wallet. */
async function signInParts() {
  const config = siwxConfig()
  if (!config) throw new Error('SIWX is not enabled')
  const account = $activeAccount.get()
  if (!account.caipAddress || !account.address) throw new Error('No ActiveCaipAddress found')
  const network = $activeNetwork.get()
  const connector = account.connectorId ? connectorById(account.connectorId) : undefined
  if (!network || !connector) throw new Error('No ActiveCaipNetwork or client found')
  const adapter = await loadAdapter(network.chainNamespace)
  if (!adapter.signMessage) throw new Error('No ConnectionController client found')
  return { config, address: account.address, network, connector, signMessage: adapter.signMessage.bind(adapter) }
}

/**
 * Signs in the active account: message from the config, signature from the wallet, session verified
 * and kept, modal closed. Never rejects: a failure is `$siwxFlow.error` and the sign view shows it.
 */
export async function signIn(): Promise<void> {
  $siwxFlow.set({ ...$siwxFlow.get(), status: 'signing', error: undefined })
  let chainId: string | undefined
  try {
    const { config, address, network, connector, signMessage } = await signInParts()
    chainId = network.caipNetworkId
    const message = await config.createMessage({ accountAddress: address, chainId: network.caipNetworkId })
    const text = message.toString()
    const signature = await signMessage(connector, text, address)
    const { toString: _text, ...data } = message
    const session: SIWXSession = { data, message: text, signature }
    await config.addSession(session)
    publish(session, network.caipNetworkId, address)
    $siwxFlow.set({ ...$siwxFlow.get(), status: 'idle' })
    trackEvent('SIWX_AUTH_SUCCESS', { network: network.caipNetworkId })
    closeModal(true)
  } catch (error) {
    const reason = isUserRejection(error) ? 'Signature declined' : errorMessage(error, 'Something went wrong')
    $siwxFlow.set({ ...$siwxFlow.get(), status: 'error', error: reason })
    trackEvent('SIWX_AUTH_ERROR', { ...(chainId ? { network: chainId } : {}), message: reason })
    // behaviour §4: on failure the sign view shows again, with the error.
    if (!$modal.get().open || $router.get().view !== 'SIWXSignMessage') openModal({ view: 'SIWXSignMessage' })
  }
}

/** behaviour §4 Cancel: a required sign-in disconnects; otherwise the modal closes; then Connect is the start again. */
export async function cancelSignIn(): Promise<void> {
  trackEvent('CLICK_CANCEL_SIWX')
  $siwxFlow.set({ ...$siwxFlow.get(), status: 'idle', error: undefined })
  if ($siwxFlow.get().required) await disconnect()
  else closeModal(true)
  resetView('Connect')
}

/** Signs the active account out on its active chain (`appKit` callers and the Account view). */
export async function signOut(): Promise<void> {
  const config = siwxConfig()
  const session = $siwxSession.get()
  if (!config || !session) return
  await config.revokeSession(session.chainId, session.address)
  $siwxSession.set(undefined)
}

const NO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** The message data a CACAO payload stands for (`iss` is `did:pkh:<chain>:<address>`). */
function cacaoData(payload: OneClickSignature['cacao']['p']): SIWXSession['data'] {
  const [, , namespace, reference, address] = payload.iss.split(':')
  return {
    accountAddress: address ?? '',
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    domain: payload.domain,
    uri: payload.aud ?? '',
    version: '1',
    nonce: payload.nonce,
    issuedAt: payload.iat ?? new Date().toISOString(),
    ...(payload.statement ? { statement: payload.statement } : {}),
    ...(payload.exp ? { expirationTime: payload.exp } : {}),
    ...(payload.nbf ? { notBefore: payload.nbf } : {}),
    ...(payload.requestId ? { requestId: payload.requestId } : {}),
    ...(payload.resources?.length ? { resources: payload.resources } : {})
  }
}

/**
 * behaviour §5: WalletConnect's authenticate (one approval connects and signs) when sign-in is on and
 * every configured chain is eip155. The request borrows the config's nonce, domain, URI, statement
 * and expiry (the address is the wallet's to fill in); `keep` verifies and stores what came back.
 */
export async function oneClickSignIn(): Promise<{ request: OneClickRequest; keep(signed: OneClickSignature[]): Promise<void> } | undefined> {
  const config = siwxConfig()
  const networks = $chain.get().networks
  if (!config || networks.length === 0 || !networks.every(network => network.chainNamespace === 'eip155')) return undefined
  const first = $activeNetwork.get() ?? networks[0]!
  const template = await config.createMessage({ accountAddress: NO_ADDRESS, chainId: first.caipNetworkId })
  const chains = [first.caipNetworkId, ...networks.map(network => network.caipNetworkId).filter(id => id !== first.caipNetworkId)]
  return {
    request: {
      domain: template.domain,
      uri: template.uri,
      nonce: template.nonce,
      chains,
      ...(template.statement ? { statement: template.statement } : {}),
      ...(template.expirationTime ? { exp: template.expirationTime } : {}),
      ...(template.resources?.length ? { resources: template.resources } : {})
    },
    async keep(signed) {
      for (const { message, signature, cacao } of signed) {
        const data = cacaoData(cacao.p)
        try {
          await config.addSession({ data, message, signature, cacao })
          trackEvent('SIWX_AUTH_SUCCESS', { network: data.chainId, method: 'walletconnect-authenticate' })
        } catch (error) {
          // Not kept: the connection goes on and the plain sign-in asks once it is adopted.
          trackEvent('SIWX_AUTH_ERROR', { network: data.chainId, message: error instanceof Error ? error.message : String(error) })
        }
      }
    }
  }
}
