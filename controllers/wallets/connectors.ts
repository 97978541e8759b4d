import { atom } from 'nanostores'
import { legacyInjectedProvider, watchAnnouncedWallets, type Eip6963Detail } from '../../adapters/eip155/discovery.js'
import type { Connector } from '../../types/public.js'
import { trackEvent } from '../telemetry/events.js'
import { pushView, type WalletChoice } from '../modal/router.js'
import { readStored, writeStored } from '../config/storage.js'
import { registerReset } from '../resets.js'

export const RECENT_WALLETS_KEY = 'recent-wallets'
export const RECENT_WALLETS_KEPT = 2

/** A wallet connected through a directory choice, kept with its deep link for the next visit. */
export type RecentWallet = WalletChoice

export interface ExcludedWallet {
  rdns?: string
  name?: string
}

export const $connectors = atom<Connector[]>([])

/** The AUTH connector's id: the embedded wallet's entry (SPEC §4), registered by embedded-wallet/connector.ts. */
export const AUTH_CONNECTOR_ID = 'auth'

let excluded: ExcludedWallet[] = []

/** SPEC §5: an excluded wallet matches by rdns or by case-insensitive name. */
export function isExcluded(connector: Connector, list: ExcludedWallet[] = excluded): boolean {
  const name = connector.name.toLowerCase()
  return list.some(
    wallet => (wallet.rdns && wallet.rdns === connector.info?.rdns) || (wallet.name && wallet.name.toLowerCase() === name)
  )
}

export function setExcludedWallets(list: ExcludedWallet[]): void {
  excluded = list
  $connectors.set($connectors.get().filter(connector => !isExcluded(connector)))
}

/**
 * SPEC §4: connectors with the same name across chains merge into one MULTI_CHAIN entry (AUTH for
 * the embedded wallet) on eip155; SPEC §5: duplicates by id are removed.
 */
export function mergeConnectors(connectors: Connector[]): Connector[] {
  const byId = new Map<string, Connector>()
  // An entry merged earlier is regrouped from its families, so a third family joins the same group.
  const families = connectors.flatMap(connector => (connector.connectors?.length ? connector.connectors : [connector]))
  for (const connector of families) if (!byId.has(connector.id)) byId.set(connector.id, connector)
  const byName = new Map<string, Connector[]>()
  for (const connector of byId.values()) byName.set(connector.name, [...(byName.get(connector.name) ?? []), connector])
  return [...byName.values()].map(group => {
    // The EVM face names the entry (a stable id for recents and test ids, whichever family loaded first).
    const first = group.find(connector => connector.chain === 'eip155') ?? group[0]!
    const chains = [...new Set(group.map(connector => connector.chain))]
    if (chains.length < 2) return first
    const isAuth = group.some(connector => connector.type === 'AUTH')
    return {
      ...first,
      id: isAuth ? 'auth' : first.id,
      type: isAuth ? 'AUTH' : 'MULTI_CHAIN',
      chain: 'eip155',
      chains,
      connectors: group
    } satisfies Connector
  })
}

export function addConnector(connector: Connector): void {
  if (isExcluded(connector)) return
  $connectors.set(mergeConnectors([...$connectors.get(), connector]))
}

export function connectorById(id: string): Connector | undefined {
  for (const connector of $connectors.get()) {
    if (connector.id === id) return connector
    const inner = connector.connectors?.find(candidate => candidate.id === id)
    if (inner) return inner
  }
  return undefined
}

function announcedConnector({ info, provider }: Eip6963Detail): Connector {
  return { id: info.rdns, name: info.name, type: 'ANNOUNCED', chain: 'eip155', imageUrl: info.icon, info: { rdns: info.rdns, uuid: info.uuid }, provider }
}

/**
 * Finds browser wallets: EIP-6963 announcements and a legacy `window.ethereum` (dropped when it is
 * the same provider a wallet announced). Returns the unwatch.
 */
export function watchInjectedConnectors(options: { eip6963: boolean; injected: boolean }): () => void {
  const unwatch = options.eip6963 ? watchAnnouncedWallets(detail => addConnector(announcedConnector(detail))) : () => undefined
  const legacy = options.injected ? legacyInjectedProvider() : undefined
  if (legacy && !$connectors.get().some(connector => connector.provider === legacy)) {
    addConnector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', provider: legacy })
  }
  return unwatch
}

export function recentWallets(): RecentWallet[] {
  return readStored<RecentWallet[]>(RECENT_WALLETS_KEY) ?? []
}

/** Newest first, without duplicates, at most two kept (SPEC §9). */
export function addRecentWallet({ id, name, imageUrl, rdns, mobileLink, appStore, playStore }: WalletChoice): void {
  const rest = recentWallets().filter(recent => recent.id !== id)
  const kept: RecentWallet = { id, name, imageUrl, rdns, mobileLink, appStore, playStore }
  writeStored(RECENT_WALLETS_KEY, [kept, ...rest].slice(0, RECENT_WALLETS_KEPT))
}

registerReset($connectors)
registerReset(() => (excluded = []))

/** The connector a wallet choice uses, if installed or registered (by id, then by rdns). */
export function connectorFor(wallet: WalletChoice): Connector | undefined {
  return connectorById(wallet.id) ?? $connectors.get().find(candidate => wallet.rdns && candidate.info?.rdns === wallet.rdns)
}

/** Whether choosing `wallet` goes to the WalletConnect pairing (WalletConnect itself, or a wallet not installed). */
export function leadsToWalletConnect(wallet: WalletChoice): boolean {
  const connector = connectorFor(wallet)
  return !connector || connector.type === 'WALLET_CONNECT'
}

/** SPEC §2: a matching installed connector opens ConnectingExternal, otherwise ConnectingWalletConnect. */
export function selectWallet(wallet: WalletChoice): void {
  const connector = connectorFor(wallet)
  trackEvent('SELECT_WALLET', { name: wallet.name, installed: Boolean(connector) })
  if (connector?.type === 'WALLET_CONNECT') pushView('ConnectingWalletConnect', {})
  else if (connector) pushView('ConnectingExternal', { connector, wallet })
  else pushView('ConnectingWalletConnect', { wallet })
}
