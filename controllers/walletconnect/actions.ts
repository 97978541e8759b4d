import { errorMessage } from '../../adapters/errors.js'
import { map } from 'nanostores'
import type { WalletConnectSession } from '../../adapters/walletconnect/provider.js'
import type { ChainNamespace, Connector } from '../../types/public.js'
import { loadAdapter, setConnectedThrough } from '../account/adapters.js'
import { $chain, namespacesOf } from '../networks/store.js'
import { $modal } from '../modal/modal.js'
import { adopt } from '../connection/actions.js'
import { addRecentWallet, connectorById } from '../wallets/connectors.js'
import { trackEvent } from '../telemetry/events.js'
import { $options } from '../config/options.js'
import type { WalletChoice } from '../modal/router.js'
import { sessionFamilyAdapter, WALLET_CONNECT_ID, walletConnectConnector, walletConnectSession } from './connector.js'
import { registerReset } from '../resets.js'

/** behaviour §3 connection state, WalletConnect part. */
export interface WalletConnectState {
  wcUri?: string
  /** Epoch ms after which the wc: URI can no longer be paired. */
  wcPairingExpiry?: number
  /** The wallet whose app a deep link opened last. */
  wcLinking?: { name: string; href: string }
  wcError?: string
  buffering: boolean
}

/** The families a WalletConnect session can carry (adapters/walletconnect/namespaces.ts asks for each). */
const WALLETCONNECT_NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'bip122']

export const $walletConnect = map<WalletConnectState>({ buffering: false })
registerReset($walletConnect)

const watchedSessions = new WeakSet<WalletConnectSession>()

/** The SDK session of the pairing flow; its relay failures (behaviour §8) show in the flow's state. */
async function loadSession(): Promise<WalletConnectSession> {
  const loaded = await walletConnectSession()
  if (!watchedSessions.has(loaded)) {
    watchedSessions.add(loaded)
    loaded.onRelayError(message => $walletConnect.set({ ...$walletConnect.get(), buffering: false, wcError: message }))
  }
  return loaded
}

let attempt = 0
let pending: Promise<void> | undefined

/** One-click sign-in's request, on sites with sign-in whose chains are all eip155 (its code loads only there). */
async function oneClickSignIn() {
  const options = $options.get()
  if (!options?.siwx && !options?.siweConfig) return undefined
  return (await import('../siwx/actions.js')).oneClickSignIn()
}

/** The pairing's expiry from the URI's `expiryTimestamp` (seconds), in epoch ms. */
export function pairingExpiryOf(uri: string): number | undefined {
  const seconds = Number(new URLSearchParams(uri.split('?')[1] ?? '').get('expiryTimestamp'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined
}

/** behaviour §4: Telegram's in-app browser and Safari on iOS reuse a pending pairing until it expires. */
export function reusesPendingPairing(userAgent: string, hasTelegram: boolean): boolean {
  if (hasTelegram) return true
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
}

function platformReuses(): boolean {
  if (typeof navigator === 'undefined') return false
  const telegram = typeof window !== 'undefined' && ('Telegram' in window || 'TelegramWebviewProxy' in window)
  return reusesPendingPairing(navigator.userAgent, telegram)
}

/** A pending pairing still good to show (the reuse rule), or undefined. */
export function reusablePairing(state: WalletConnectState, now: number, reuse: boolean): string | undefined {
  if (!reuse || !state.wcUri || state.wcError) return undefined
  return state.wcPairingExpiry && state.wcPairingExpiry > now ? state.wcUri : undefined
}

/** Adopts one non-eip155 family of the session through the WalletConnect connector; false when it has no account. */
async function adoptFamily(loaded: WalletConnectSession, namespace: ChainNamespace, connector: Connector): Promise<boolean> {
  const adapter = await sessionFamilyAdapter(loaded, namespace)
  const account = await adapter?.reconnect(connector)
  if (!adapter || !account) return false
  // Balance, switch, sign and disconnect of this family now go through the session.
  setConnectedThrough(namespace, connector.id, adapter)
  await adopt(adapter, connector, account)
  return true
}

/**
 * Every configured family the session granted accounts in becomes a connection (one per
 * namespace, all through the WalletConnect connector); the family asked for (or active) last, so it
 * stays active. Throws when no configured family has an account.
 */
async function adoptSession(loaded: WalletConnectSession, wallet: WalletChoice | undefined): Promise<void> {
  const connector = connectorById(WALLET_CONNECT_ID) ?? walletConnectConnector()
  connector.provider = loaded.provider
  // The wallet chosen from the directory names the connection; a bare QR scan, the session's peer.
  const shown: Connector = wallet ? { ...connector, walletInfo: () => ({ name: wallet.name, icon: wallet.imageUrl }) } : connector
  const wanted = $modal.get().namespace ?? $chain.get().activeNamespace
  const namespaces = namespacesOf($chain.get().networks)
    .filter(namespace => WALLETCONNECT_NAMESPACES.includes(namespace))
    .sort((a, b) => Number(a === wanted) - Number(b === wanted))
  let adopted = 0
  for (const namespace of namespaces) {
    if (namespace !== 'eip155') {
      if (await adoptFamily(loaded, namespace, shown)) adopted++
      continue
    }
    if (!loaded.accounts().some(caip => caip.startsWith('eip155:'))) continue
    const adapter = await loadAdapter('eip155')
    const account = await adapter.reconnect(connector)
    if (!account) continue
    await adopt(adapter, shown, account)
    adopted++
  }
  if (!adopted) throw new Error('The wallet returned no accounts')
  if (wallet) addRecentWallet(wallet)
  trackEvent('CONNECT_SUCCESS', { method: 'qrcode', name: shown.walletInfo?.()?.name ?? shown.name })
}

/**
 * Starts (or, under the reuse rule, keeps) a pairing: the store gets the wc: URI; resolves once
 * the wallet approved and the session is the kit's connection. A newer call supersedes it.
 */
export function connectWalletConnect(wallet?: WalletChoice, options: { refresh?: boolean } = {}): Promise<void> {
  if (!options.refresh && pending && reusablePairing($walletConnect.get(), Date.now(), platformReuses())) return pending
  const mine = ++attempt
  $walletConnect.set({ buffering: true })
  const run = (async () => {
    try {
      const [loaded, signIn] = await Promise.all([loadSession(), oneClickSignIn()])
      const showUri = (uri: string) => {
        if (mine === attempt) $walletConnect.set({ wcUri: uri, wcPairingExpiry: pairingExpiryOf(uri), buffering: false })
      }
      if (signIn) await signIn.keep(await loaded.authenticate(signIn.request, showUri))
      else await loaded.pair(showUri)
      await adoptSession(loaded, wallet)
      if (mine === attempt) $walletConnect.set({ buffering: false })
    } catch (error) {
      if (mine !== attempt) return
      const message = errorMessage(error, 'Connection declined')
      $walletConnect.set({ ...$walletConnect.get(), buffering: false, wcError: message })
      trackEvent('CONNECT_ERROR', { message })
      throw error
    }
  })()
  pending = run
  return run
}

/** The pairing expired while shown: a fresh URI replaces it. */
export function refreshPairing(wallet?: WalletChoice): Promise<void> {
  return connectWalletConnect(wallet, { refresh: true })
}

/** The view left: stop waiting for this pairing unless the platform keeps it (behaviour §4). */
export function leavePairing(): void {
  if (platformReuses()) return
  attempt++
  pending = undefined
  $walletConnect.set({ buffering: false })
}

export function setWcLinking(linking: WalletConnectState['wcLinking']): void {
  $walletConnect.setKey('wcLinking', linking)
}

/** A wallet's deep link for a wc: URI: native `scheme://wc?uri=` or universal `https://host/wc?uri=`. */
export function deepLinkFor(mobileLink: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//.test(mobileLink)) return `${mobileLink.endsWith('/') ? mobileLink : `${mobileLink}/`}wc?uri=${encoded}`
  const scheme = mobileLink.includes('://') ? mobileLink : `${mobileLink.replace(/:$/, '')}://`
  return `${scheme}${scheme.endsWith('/') ? '' : '/'}wc?uri=${encoded}`
}
