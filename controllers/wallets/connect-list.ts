import type { ChainNamespace, Connector, CustomWallet } from '../../types/public.js'
import type { RecentWallet } from './connectors.js'
import type { WalletChoice } from '../modal/router.js'
import { choiceOf, type ListedWallet, type WalletDirectoryState } from './directory.js'

/** behaviour §9 connector order on Connect. */
export const CONNECTOR_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

export type ConnectGroup = (typeof CONNECTOR_ORDER)[number]

/** A Connect row; its id is the row's test id suffix and what `selectWallet` matches on. */
export interface ConnectRow extends WalletChoice {
  group: ConnectGroup
  tag?: 'recent' | 'installed' | 'qr code'
  /** The families the row connects (a MULTI_CHAIN wallet lists several); absent for directory rows. */
  namespaces?: ChainNamespace[]
  /**
   * Another installed wallet claims the same identity (its rdns, or its name in a family of this
   * one): both rows show, marked, and the person picks (EIP-6963 announcements are unverified).
   */
  contested?: boolean
}

/** The directory's name and logo of a wallet it lists, by rdns (`$walletDirectory`'s `verified`). */
export type VerifiedWallets = WalletDirectoryState['verified']

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
  /** For a known rdns, the directory's name and logo stand in for the announced ones. */
  verified?: VerifiedWallets
}

const INSTALLED_TYPES = new Set<Connector['type']>(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'])

/** A wallet installed in this browser (behaviour §9: the connect-method order depends on it). */
export function hasInstalledWallet(connectors: readonly Connector[]): boolean {
  return connectors.some(connector => INSTALLED_TYPES.has(connector.type))
}

function connectorRow(group: ConnectGroup, connector: Connector, tag?: ConnectRow['tag'], verified?: VerifiedWallets): ConnectRow {
  const namespaces = connector.chains ?? [connector.chain]
  const rdns = connector.info?.rdns
  const known = rdns ? verified?.get(rdns) : undefined
  return { group, id: connector.id, name: known?.name ?? connector.name, imageUrl: known?.imageUrl ?? connector.imageUrl, rdns, namespaces, ...(tag ? { tag } : {}) }
}

/** Installed rows that claim one identity: the same rdns, or the same name in a shared family; each is marked. */
function markContested(rows: ConnectRow[]): ConnectRow[] {
  const claims = (row: ConnectRow, other: ConnectRow) =>
    (row.rdns && row.rdns === other.rdns) ||
    (row.name.toLowerCase() === other.name.toLowerCase() && row.namespaces!.some(namespace => other.namespaces!.includes(namespace)))
  return rows.map(row => (rows.some(other => other !== row && claims(row, other)) ? { ...row, contested: true } : row))
}

function directoryRow(group: ConnectGroup, wallet: ListedWallet): ConnectRow {
  return { group, ...choiceOf(wallet) }
}

function customRow(wallet: CustomWallet): ConnectRow {
  return { group: 'custom', id: wallet.id, name: wallet.name, imageUrl: wallet.image_url, mobileLink: wallet.mobile_link }
}

/**
 * The Connect rows in behaviour §9 order (walletConnect, recent, injected, featured, custom, external,
 * recommended); a wallet shows once, in its first group, matched by id or rdns (behaviour §5), except
 * installed wallets that claim one rdns: each shows, marked.
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
    markContested(shown.filter(connector => INSTALLED_TYPES.has(connector.type)).map(connector => connectorRow('injected', connector, 'installed', input.verified))),
    input.featured.map(wallet => directoryRow('featured', wallet)),
    (input.customWallets ?? []).map(customRow),
    shown.filter(connector => connector.type === 'EXTERNAL').map(connector => connectorRow('external', connector)),
    input.recommended.map(wallet => directoryRow('recommended', wallet))
  ]
  const ids = new Set<string>()
  const rdns = new Set<string>()
  // An rdns two installed wallets claim shows as their two marked rows only: a recent or directory row of it could be either.
  const claimed = groups[2]!.map(row => row.rdns)
  const contested = new Set(claimed.filter((each, index) => each && claimed.indexOf(each) !== index))
  const rows: ConnectRow[] = []
  for (const row of groups.flat()) {
    if (ids.has(row.id) || (row.rdns && (contested.has(row.rdns) ? row.group !== 'injected' : rdns.has(row.rdns)))) continue
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
