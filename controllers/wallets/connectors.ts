import { atom } from 'nanostores'
import { legacyInjectedProvider, watchAnnouncedWallets, type Eip6963Detail } from '../../adapters/eip155/discovery.js'
import type { Connector } from '../../types/public.js'
import type { WalletChoice } from '../modal/router.js'
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

/** The AUTH connector's id: the embedded wallet's entry (behaviour §4), registered by embedded-wallet/connector.ts. */
export const AUTH_CONNECTOR_ID = 'auth'

let excluded: ExcludedWallet[] = []

/** behaviour §5: an excluded wallet matches by rdns or by case-insensitive name. */
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
 * behaviour §4, §5 read with EIP-6963 (https://eips.ethereum.org/EIPS/eip-6963): its Provider Info says an
 * announced rdns "could be unknown, invalid, incorrect, or attempt to imitate a different Wallet", and
 * its Security Considerations ("Wallet Imitation and Manipulation") expect a DApp to detect imitation;
 * nothing verifies a name or an icon either. So a connector is never merged or dropped on its name
 * or rdns. Families merge into one MULTI_CHAIN entry only when one object announced them (the same
 * provider: a Wallet Standard wallet with several families' features, or an EIP-1193 provider that is
 * also that wallet); the kit's own embedded wallet merges into one AUTH entry. A connector is a
 * duplicate only when it is the same announcement again (its id and provider); a second claimant of
 * an id keeps its row under a free id (`io.metamask#2`).
 */
export function mergeConnectors(connectors: Connector[]): Connector[] {
  // One group per announcing object: the kit's embedded wallet, a provider, or (none yet: resolved on need) a connector's id.
  const groups = new Map<unknown, Connector[]>()
  const ids = new Set<string>()
  // An entry merged earlier is regrouped from its families, so a third family joins the same group.
  for (let connector of connectors.flatMap(connector => connector.connectors ?? [connector])) {
    const key = connector.type === 'AUTH' ? 'AUTH' : (!connector.getProvider && connector.provider) || connector.id
    const group = groups.get(key) ?? []
    if (group.some(other => other.chain === connector.chain)) continue
    for (let n = 2, id = connector.id; ids.has(connector.id); ) connector = { ...connector, id: `${id}#${n++}` }
    ids.add(connector.id)
    groups.set(key, [...group, connector])
  }
  return [...groups.values()].map(group => {
    // The EVM face names the entry (a stable id for recents and test ids, whichever family loaded first).
    const first = group.find(connector => connector.chain === 'eip155') ?? group[0]!
    if (group.length < 2) return first
    const isAuth = first.type === 'AUTH'
    return {
      ...first,
      id: isAuth ? 'auth' : first.id,
      type: isAuth ? 'AUTH' : 'MULTI_CHAIN',
      chain: 'eip155',
      chains: group.map(connector => connector.chain),
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

/**
 * An announced logo, only when it is in the page already (`data:image/*`, `blob:`): EIP-6963's
 * Images/Icons says the icon "MUST be a data URI", and the Wallet Standard's is one too. A remote one
 * would tell its host the site and the moment the modal opened; without it the row shows the placeholder.
 */
export const announcedIcon = (icon: string | undefined): string | undefined => (/^(data:image\/|blob:)/i.test(icon!) ? icon : undefined)

function announcedConnector({ info, provider }: Eip6963Detail): Connector {
  return { id: info.rdns, name: info.name, type: 'ANNOUNCED', chain: 'eip155', imageUrl: announcedIcon(info.icon), info: { rdns: info.rdns, uuid: info.uuid }, provider }
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

/** Newest first, without duplicates, at most two kept (behaviour §9). */
export function addRecentWallet({ id, name, imageUrl, rdns, mobileLink, appStore, playStore }: WalletChoice): void {
  const rest = recentWallets().filter(recent => recent.id !== id)
  const kept: RecentWallet = { id, name, imageUrl, rdns, mobileLink, appStore, playStore }
  writeStored(RECENT_WALLETS_KEY, [kept, ...rest].slice(0, RECENT_WALLETS_KEPT))
}

registerReset($connectors)
registerReset(() => (excluded = []))
