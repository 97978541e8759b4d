import { getWallets } from '@wallet-standard/app'
import type { Connector } from '../../types/public.js'
import { isBitcoinStandardWallet, isSatsConnectProvider, isUnisatProvider, type BtcProviderInfo } from '../../adapters/bip122/providers.js'
import { $connectors, addConnector, announcedIcon } from './connectors.js'

// A Bitcoin connector's provider is one of the Bitcoin shapes; Connector.provider is typed for EIP-1193.
const asProvider = (value: unknown) => value as Connector['provider']

function has(name: string): boolean {
  return $connectors.get().some(connector => connector.chain === 'bip122' && connector.name === name)
}

/**
 * One wallet often offers the older shapes beside its Wallet Standard one: a sats-connect or Unisat
 * provider is kept only when no Bitcoin wallet of its name is there. Each Wallet Standard wallet keeps
 * its row, whatever its name (addConnector gives a second one of a name a free id).
 */
function addLegacy(connector: Connector): void {
  if (!has(connector.name)) addConnector(connector)
}

/** Connector ids end up in test ids (`wallet-selector-{id}`): lower-case words joined by dashes. */
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

function resolvePath(target: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), target)
}

/**
 * Bitcoin wallets in the page as bip122 connectors: Wallet Standard wallets with `bitcoin:connect`,
 * `window.btc_providers` (sats-connect) entries, and the Unisat-style `window.unisat`.
 * Loaded only when a bip122 network is configured.
 */
export function watchBitcoinConnectors(target: Window & typeof globalThis = window): () => void {
  const standard = getWallets()
  const addStandard = (wallets: readonly unknown[]) => {
    for (const wallet of wallets) {
      if (!isBitcoinStandardWallet(wallet)) continue
      addConnector({ id: `bip122-${slug(wallet.name)}`, name: wallet.name, type: 'ANNOUNCED', chain: 'bip122', imageUrl: announcedIcon(wallet.icon), provider: asProvider(wallet) })
    }
  }
  addStandard(standard.get())
  const unlisten = standard.on('register', (...wallets) => addStandard(wallets))

  const globals = target as unknown as Record<string, unknown>
  for (const info of (globals.btc_providers as BtcProviderInfo[] | undefined) ?? []) {
    const provider = resolvePath(target, info.id)
    if (isSatsConnectProvider(provider)) addLegacy({ id: `bip122-${slug(info.name)}`, name: info.name, type: 'INJECTED', chain: 'bip122', imageUrl: announcedIcon(info.icon), provider: asProvider(provider) })
  }
  if (isUnisatProvider(globals.unisat)) addLegacy({ id: 'bip122-unisat', name: 'Unisat', type: 'INJECTED', chain: 'bip122', provider: asProvider(globals.unisat) })
  return unlisten
}
