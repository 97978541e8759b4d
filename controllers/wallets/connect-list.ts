import type { ChainNamespace, Connector, CustomWallet } from '../../types/public.js'
import type { RecentWallet } from './connectors.js'
import type { WalletChoice } from '../modal/router.js'
import { choiceOf, type ListedWallet } from './directory.js'

/** SPEC §9 connector order on Connect. */
export const CONNECTOR_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

export type ConnectGroup = (typeof CONNECTOR_ORDER)[number]

/** A Connect row; its id is the row's test id suffix and what `selectWallet` matches on. */
export interface ConnectRow extends WalletChoice {
  group: ConnectGroup
  tag?: 'recent' | 'installed' | 'qr code'
  /** The families the row connects (a MULTI_CHAIN wallet lists several); absent for directory rows. */
  namespaces?: ChainNamespace[]
}

export interface ConnectListInput {
  connectors: Connector[]
  /** Namespaces with an adapter: only their connectors are shown. */
  namespaces: ChainNamespace[]
  recents: RecentWallet[]
  featured: ListedWallet[]
  recommended: ListedWallet[]
  customWallets?: CustomWallet[]
  excludeWalletIds?: string[]
  /** `features.collapseWallets`: WalletConnect alone, the rest behind "All wallets". */
  collapse?: boolean
}

const INSTALLED_TYPES = new Set<Connector['type']>(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'])

/** A wallet installed in this browser (SPEC §9: the connect-method order depends on it). */
export function hasInstalledWallet(connectors: readonly Connector[]): boolean {
  return connectors.some(connector => INSTALLED_TYPES.has(connector.type))
}

function connectorRow(group: ConnectGroup, connector: Connector, tag?: ConnectRow['tag']): ConnectRow {
  const namespaces = connector.chains ?? [connector.chain]
  return { group, id: connector.id, name: connector.name, imageUrl: connector.imageUrl, rdns: connector.info?.rdns, namespaces, ...(tag ? { tag } : {}) }
}

function directoryRow(group: ConnectGroup, wallet: ListedWallet): ConnectRow {
  return { group, ...choiceOf(wallet) }
}

function customRow(wallet: CustomWallet): ConnectRow {
  return { group: 'custom', id: wallet.id, name: wallet.name, imageUrl: wallet.image_url, mobileLink: wallet.mobile_link }
}

/**
 * The Connect rows in SPEC §9 order (walletConnect, recent, injected, featured, custom, external,
 * recommended); a wallet shows once, in its first group, matched by id or rdns (SPEC §5).
 */
export function connectRows(input: ConnectListInput): ConnectRow[] {
  const shown = input.connectors.filter(
    connector => (connector.chains ?? [connector.chain]).some(namespace => input.namespaces.includes(namespace)) || connector.type === 'WALLET_CONNECT'
  )
  // WalletConnect pairs every shown family at once (adapters/walletconnect/namespaces.ts).
  const walletConnect = shown
    .filter(connector => connector.type === 'WALLET_CONNECT')
    .map(connector => ({ ...connectorRow('walletConnect', connector, 'qr code'), namespaces: [...input.namespaces] }))
  if (input.collapse) return walletConnect
  const excluded = new Set(input.excludeWalletIds ?? [])
  const groups: ConnectRow[][] = [
    walletConnect,
    input.recents.filter(recent => !excluded.has(recent.id)).map(recent => ({ ...recent, group: 'recent', tag: 'recent' })),
    shown.filter(connector => INSTALLED_TYPES.has(connector.type)).map(connector => connectorRow('injected', connector, 'installed')),
    input.featured.map(wallet => directoryRow('featured', wallet)),
    (input.customWallets ?? []).map(customRow),
    shown.filter(connector => connector.type === 'EXTERNAL').map(connector => connectorRow('external', connector)),
    input.recommended.map(wallet => directoryRow('recommended', wallet))
  ]
  const ids = new Set<string>()
  const rdns = new Set<string>()
  const rows: ConnectRow[] = []
  for (const row of groups.flat()) {
    if (ids.has(row.id) || (row.rdns && rdns.has(row.rdns))) continue
    ids.add(row.id)
    if (row.rdns) rdns.add(row.rdns)
    rows.push(row)
  }
  return rows
}

/** The "All wallets" count tag: below 10 as is, else rounded down to tens with a plus ("640+"). */
export function allWalletsCountLabel(count: number): string {
  if (count <= 0) return ''
  if (count < 10) return String(count)
  const rounded = Math.floor(count / 10) * 10
  return rounded < count ? `${rounded}+` : String(rounded)
}
