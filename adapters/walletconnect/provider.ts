import { UniversalProvider } from '@walletconnect/universal-provider'
import type { CaipNetwork, Eip1193Provider, Metadata } from '../../types/public.js'
import { WalletError } from '../errors.js'
import { buildNamespaces } from './namespaces.js'
import { Buffer as NodeBuffer } from './node-buffer.js'

// @walletconnect/utils 2.21.8 calls Node's global `Buffer` without importing it (one-click sign-in's
// recap); browsers have none. Set only where the page has none, only once WalletConnect loads, so every
// build (a site's own bundler, the CDN build, the demo) gets the same SDK behaviour (docs/walletconnect.md).
;(globalThis as { Buffer?: unknown }).Buffer ??= NodeBuffer

/** behaviour §8: the relay closing the socket with 3000 surfaces with this text. */
export const RELAY_CLOSED_ABNORMALLY = 'WebSocket connection closed abnormally with code'

export interface WalletConnectConfig {
  projectId: string
  relayUrl?: string
  metadata?: Metadata
  /** Where the SDK's verify iframe loads (`{verifyUrl}/attestation?...`); the public server by default. */
  verifyUrl?: string
  networks: readonly CaipNetwork[]
  customRpcUrls?: Record<string, Array<{ url: string }>>
  /** Where sessions persist; the SDK's default (IndexedDB in browsers) when absent. */
  storage?: NonNullable<Parameters<typeof UniversalProvider.init>[0]>['storage']
}

export interface WalletConnectSession {
  /** EIP-1193 face of the session for the eip155 adapter. */
  provider: Eip1193Provider
  hasSession(): boolean
  /** The session's wallet as it names itself (untrusted: plain text and an http(s) icon only). */
  peer(): { name: string; icon?: string } | undefined
  /** Proposes a session; `onUri` gets each wc: URI to show. Resolves once the wallet approves. */
  pair(onUri: (uri: string) => void): Promise<void>
  /**
   * One-click sign-in: pairs with `wc_sessionAuthenticate` (the wallet connects and signs the
   * sign-in in one approval); resolves with each signed message. A wallet without it answers
   * the fallback proposal instead: then the list is empty and the plain sign-in follows.
   */
  authenticate(request: OneClickRequest, onUri: (uri: string) => void): Promise<OneClickSignature[]>
  /** Every account the session granted, as CAIP-10 ids (`namespace:reference:address`), in session order. */
  accounts(): string[]
  /** Sends a request of any granted namespace to the wallet on `chainId` (CAIP-2). */
  request<T>(chainId: string, method: string, params: Record<string, unknown> | unknown[]): Promise<T>
  /** Fires with the behaviour §8 text when the relay drops the socket with code 3000. */
  onRelayError(listener: (message: string) => void): () => void
  /** Stops the SDK's timers and closes its socket (a page never needs it; a Node process does, to exit). */
  close(): Promise<void>
}

/** What a one-click sign-in asks the wallet to sign (CAIP-122 fields; the wallet adds its address). */
export interface OneClickRequest {
  domain: string
  uri: string
  nonce: string
  /** CAIP-2 ids, the one to sign on first. */
  chains: string[]
  statement?: string
  exp?: string
  resources?: string[]
}

/** A sign-in the wallet signed: the exact text (as the SDK formats the CACAO), its signature, the CACAO. */
export interface OneClickSignature {
  message: string
  signature: string
  cacao: { p: { iss: string; domain: string; aud?: string; nonce: string; iat?: string; exp?: string; nbf?: string; statement?: string; requestId?: string; resources?: string[] } }
}

/** The SDK rejects with plain `{ code, message }` objects: give callers an Error with the code. */
function asWalletError(error: unknown): Error {
  if (error instanceof Error) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return new WalletError(typeof message === 'string' && message ? message : 'The wallet request failed', typeof code === 'number' ? code : undefined)
}

/** The session as an EIP-1193 provider; revoking permissions ends the WalletConnect session. */
function eip1193Of(universal: Awaited<ReturnType<typeof UniversalProvider.init>>): Eip1193Provider {
  return {
    async request(args) {
      if (args.method === 'wallet_revokePermissions') {
        if (universal.session) await universal.disconnect()
        return null
      }
      const chainId = universal.rpcProviders.eip155?.getDefaultChain()
      try {
        return await universal.request(args, chainId ? `eip155:${chainId}` : undefined)
      } catch (error) {
        throw asWalletError(error)
      }
    },
    on: (event, listener) => universal.on(event, listener),
    removeListener: (event, listener) => universal.removeListener(event, listener)
  }
}

/** A peer's self-description, kept only when it names itself; icons only over http(s). */
export function peerOf(metadata: { name?: unknown; icons?: unknown } | undefined): { name: string; icon?: string } | undefined {
  const name = typeof metadata?.name === 'string' ? metadata.name.trim() : ''
  if (!name) return undefined
  const icons = Array.isArray(metadata?.icons) ? metadata.icons : []
  const icon = icons.find((url): url is string => typeof url === 'string' && /^https?:\/\//i.test(url))
  return icon ? { name, icon } : { name }
}

/**
 * How long a proposal (or request) may wait for its verify attestation before it goes out without
 * one. The SDK waits up to 5 s for the verify iframe; a real server answers in a few hundred ms.
 */
export const VERIFY_ATTESTATION_BUDGET_MS = 800

type Attest = (params: { id: string; decryptedId: string }) => Promise<string>

/**
 * `attest` bounded to `budgetMs`: past it, '' (the SDK's own "no attestation"); `giveUp` lets the
 * SDK drop its iframe at once. Safe: a missing attestation is never a verified one; the wallet
 * shows the dapp as unverified (validation UNKNOWN), exactly as when the verify server is down.
 */
export function boundAttestation(attest: Attest, budgetMs: number, giveUp: () => void = () => undefined): Attest {
  return params => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<string>(resolve => {
      timer = setTimeout(() => {
        giveUp()
        resolve('')
      }, budgetMs)
    })
    return Promise.race([attest(params), late]).finally(() => clearTimeout(timer))
  }
}

/**
 * Design (nobody waits on verify): the SDK only hands out the wc: URI after the proposal is
 * attested and published, so a slow verify server delayed the QR code by up to 5 s. The URI is
 * taken as soon as the pairing exists (the wallet subscribes to the pairing topic and gets the
 * proposal when it is published, live or from the relay's mailbox), and the attestation wait is
 * capped at VERIFY_ATTESTATION_BUDGET_MS, after which the proposal goes out unattested.
 */
function attestWithinBudget(universal: Awaited<ReturnType<typeof UniversalProvider.init>>, budgetMs: number): void {
  // The SDK's register() swaps in a fresh AbortController synchronously; aborting it removes the iframe.
  const verify = universal.client.core.verify as unknown as { register: Attest; abortController?: AbortController }
  const register = verify.register
  verify.register = params => {
    let controller: AbortController | undefined
    const attested = boundAttestation(
      inner => {
        const pending = register(inner)
        controller = verify.abortController
        return pending
      },
      budgetMs,
      () => controller?.abort()
    )
    return attested(params)
  }
}

/** Creates the universal provider (restoring a stored session) and its EIP-1193 face. */
export async function startWalletConnect(config: WalletConnectConfig): Promise<WalletConnectSession> {
  const universal = await UniversalProvider.init({
    projectId: config.projectId,
    ...(config.relayUrl ? { relayUrl: config.relayUrl } : {}),
    ...(config.metadata ? { metadata: config.metadata } : {}),
    ...(config.storage ? { storage: config.storage } : {}),
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'silent'
  })
  attestWithinBudget(universal, VERIFY_ATTESTATION_BUDGET_MS)
  // The wc: URI as soon as the pairing exists, before the proposal's attestation (see attestWithinBudget);
  // the SDK creates one pairing per connect(), so it goes to the pair() that is running.
  let showUri: ((uri: string) => void) | undefined
  const pairing = universal.client.core.pairing
  const createPairing = pairing.create
  pairing.create = async params => {
    const created = await createPairing(params)
    showUri?.(created.uri)
    return created
  }
  if (config.verifyUrl) {
    // The SDK has no option for it: the iframe URL is read from this field at each proposal.
    ;(universal.client.core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = config.verifyUrl
  }
  return {
    provider: eip1193Of(universal),
    hasSession: () => Boolean(universal.session),
    peer: () => peerOf(universal.session?.peer.metadata),
    async pair(onUri) {
      // Not the SDK's display_uri: it comes after the attestation wait, and a superseded
      // proposal's display_uri would reach the newer pairing's listener with the old URI.
      showUri = onUri
      try {
        const session = await universal.connect({ optionalNamespaces: buildNamespaces(config.networks, config.customRpcUrls) })
        if (!session) throw new Error('The wallet returned no session')
      } finally {
        if (showUri === onUri) showUri = undefined
      }
    },
    async authenticate(request, onUri) {
      showUri = onUri
      try {
        const namespaces = buildNamespaces(config.networks, config.customRpcUrls)
        const result = await universal.authenticate({
          ...request,
          methods: namespaces.eip155?.methods ?? [],
          optionalNamespaces: namespaces
        } as unknown as Parameters<typeof universal.authenticate>[0])
        if (!result?.session) throw new Error('The wallet returned no session')
        return (result.auths ?? []).map(cacao => ({
          message: universal.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
          signature: cacao.s.s,
          cacao: cacao as unknown as OneClickSignature['cacao']
        }))
      } finally {
        if (showUri === onUri) showUri = undefined
      }
    },
    accounts: () => Object.values(universal.session?.namespaces ?? {}).flatMap(namespace => namespace.accounts),
    async request<T>(chainId: string, method: string, params: Record<string, unknown> | unknown[]): Promise<T> {
      try {
        return await universal.request<T>({ method, params }, chainId)
      } catch (error) {
        throw asWalletError(error)
      }
    },
    onRelayError(listener) {
      const relayer = universal.client.core.relayer
      const onError = (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        if (message.includes(RELAY_CLOSED_ABNORMALLY)) listener(message)
      }
      relayer.on('relayer_error', onError)
      return () => relayer.off('relayer_error', onError)
    },
    async close() {
      universal.client.core.heartbeat.stop()
      await universal.client.core.relayer.transportClose().catch(() => undefined)
    }
  }
}
