import type { AccountType, AppKitOptions, CaipNetwork, ChainNamespace, Connector, Eip1193Provider } from '../types/public.js'
import type { DirectoryWallet } from '../clients/types.js'
import { updateAccount, setCaipAddress } from '../controllers/account/store.js'
import { setActiveNetwork, setAdapterNamespaces, setNetworks } from '../controllers/networks/store.js'
import { setOptions } from '../controllers/config/options.js'
import { bitcoin, bsc, defineNetwork, mainnet, polygon, solana, solanaDevnet } from '../networks.js'
import { deepQueryAll, hostileIdentityName, hostileTexts } from '../test/fixtures/hostile.js'
import { $walletDirectory } from '../controllers/wallets/directory.js'
import { until } from '../test/until.js'
import { DIRECTORY_URL, directoryAnswers } from './directory.js'

/** The shared data every story draws from: one copy, no network (images are files served beside the gallery). */

export { hostileIdentityName, hostileTexts }

export const imageUrl = (file: string): string => new URL(`fixtures/images/${file}`, document.baseURI).href
export const walletImageUrl = (file: string): string => `${DIRECTORY_URL}/getWalletImage/${file}`

const WALLET_IMAGES = ['wallet-blue.svg', 'wallet-orange.svg', 'wallet-green.svg', 'wallet-purple.svg', 'wallet-pink.svg', 'wallet-teal.svg']
export const WALLET_IMAGE = walletImageUrl(WALLET_IMAGES[0]!)
export const PROFILE_IMAGE = imageUrl('avatar-profile.svg')
export const NETWORK_IMAGE = imageUrl('network-ethereum.svg')

export const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
export const WC_URI =
  'wc:7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908@2?relay-protocol=irn&symKey=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef&expiryTimestamp=1999999999'

const WALLET_NAMES = ['Aurora Wallet', 'Beacon', 'Cobalt Vault', 'Dune', 'Ember Keys', 'Fjord', 'Glacier', 'Harbor', 'Iris', 'Juniper', 'Kestrel', 'Lumen']

/** One directory entry; `i` picks a name and a logo. */
export function directoryWallet(i: number, overrides: Partial<DirectoryWallet> = {}): DirectoryWallet {
  return {
    id: `wallet-${i}`,
    name: WALLET_NAMES[i % WALLET_NAMES.length]! + (i >= WALLET_NAMES.length ? ` ${i}` : ''),
    homepage: 'https://wallet.invalid',
    image_id: WALLET_IMAGES[i % WALLET_IMAGES.length]!,
    order: i,
    // The same rdns as announcedConnector(i): the directory lists that wallet once, as installed.
    rdns: `io.gallery.${i}`,
    mobile_link: 'gallerywallet://',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/gallery-wallet/id1',
    play_store: 'https://play.google.com/store/apps/details?id=gallery.wallet',
    chrome_store: null,
    chains: ['eip155:1'],
    injected: null,
    badge_type: i % 3 === 0 ? 'certified' : 'none',
    supports_wc: true,
    ...overrides
  }
}

export const directoryWallets = (length: number): DirectoryWallet[] => Array.from({ length }, (_, i) => directoryWallet(i))

/** Directory entries whose names are hostile: markup, very long, right-to-left override. */
export const hostileDirectoryWallets: DirectoryWallet[] = Object.values(hostileTexts).map((name, i) => directoryWallet(i, { id: `hostile-${i}`, name }))

/** Networks with local logos (the kit's own definitions carry no images). */
const withImage = (network: CaipNetwork, file: string): CaipNetwork => ({ ...network, assets: { imageUrl: imageUrl(file) } })
export const galleryNetworks = [withImage(mainnet, 'network-ethereum.svg'), withImage(bsc, 'network-bsc.svg'), withImage(polygon, 'network-polygon.svg')]
export const hostileNetwork = defineNetwork({
  id: 424242,
  chainNamespace: 'eip155',
  name: hostileTexts.markup,
  nativeCurrency: { name: hostileTexts.long, symbol: hostileTexts.rtl, decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.invalid'] } }
})

/** The options every story starts from: a project, the gallery's networks and directory. */
export function useGalleryOptions(options: Partial<AppKitOptions> = {}): void {
  const networks = options.networks ?? galleryNetworks
  setOptions({ projectId: 'gallery', networks, walletDirectoryUrl: DIRECTORY_URL, ...options } as AppKitOptions)
  setNetworks(networks)
  setAdapterNamespaces(['eip155'])
}

/** A connected eip155 account on `network`. */
export function connectAccount(patch: Parameters<typeof updateAccount>[1] = {}, network: CaipNetwork = galleryNetworks[0]!): void {
  setActiveNetwork(network)
  setCaipAddress('eip155', `eip155:${network.id}:${ADDRESS}` as Parameters<typeof setCaipAddress>[1])
  updateAccount('eip155', { balance: '1.2345', balanceSymbol: 'ETH', ...patch })
}

/** Bitcoin mainnet for the gallery, and valid mainnet addresses (BIP-173 / BIP-350 examples) for its accounts. */
export const galleryBitcoin = withImage(bitcoin, 'network-bitcoin.svg')
export const BITCOIN_PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
export const BITCOIN_ORDINALS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'

/** A Bitcoin connection as the bip122 adapter records it: the payment account, and the ordinals one when `ordinals`. */
export function connectBitcoinAccount(balance: string, ordinals: boolean): void {
  setActiveNetwork(galleryBitcoin)
  setCaipAddress('bip122', `${galleryBitcoin.caipNetworkId}:${BITCOIN_PAYMENT}` as Parameters<typeof setCaipAddress>[1])
  const accounts: Array<{ address: string; type: AccountType; namespace: ChainNamespace }> = [{ address: BITCOIN_PAYMENT, type: 'payment', namespace: 'bip122' }]
  if (ordinals) accounts.push({ address: BITCOIN_ORDINALS, type: 'ordinal', namespace: 'bip122' })
  updateAccount('bip122', { balance, balanceSymbol: 'BTC', allAccounts: accounts })
}

/** Solana mainnet for the gallery and a base58 account on it (an ed25519 public key). */
export const gallerySolana = withImage(solana, 'network-solana.svg')
export const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/** A Solana connection as the Solana adapter records it (one account, type eoa). */
export function connectSolanaAccount(balance: string | undefined): void {
  setActiveNetwork(gallerySolana)
  setCaipAddress('solana', `${gallerySolana.caipNetworkId}:${SOLANA_ADDRESS}` as Parameters<typeof setCaipAddress>[1])
  updateAccount('solana', { balance, balanceSymbol: 'SOL', allAccounts: [{ address: SOLANA_ADDRESS, type: 'eoa', namespace: 'solana' }] })
}

/** What a browser wallet answers when asked to connect: it stands in for an extension the gallery cannot have. */
export type WalletBehaviour = 'waits' | 'declines' | 'fails'

export function walletProvider(behaviour: WalletBehaviour, message = 'The wallet is locked'): Eip1193Provider {
  return {
    request: () =>
      behaviour === 'waits'
        ? new Promise(() => {})
        : Promise.reject(behaviour === 'declines' ? Object.assign(new Error('User rejected the request.'), { code: 4001 }) : new Error(message)),
    on: () => undefined,
    removeListener: () => undefined
  }
}

export function announcedConnector(i: number, overrides: Partial<Connector> = {}): Connector {
  const wallet = directoryWallet(i)
  return {
    id: `announced-${i}`,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: walletImageUrl(wallet.image_id),
    info: { rdns: `io.gallery.${i}` },
    provider: walletProvider('waits'),
    ...overrides
  }
}

export const walletConnectConnector: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

export { until }

/** For play functions: waits until `selector` matches under `root`, through shadow roots. */
export async function untilShown(root: Element, selector: string): Promise<void> {
  await until(() => deepQueryAll(root, selector).length > 0, `gallery: ${selector} never showed`)
}

/** For play functions: the directory answered (or failed) and the view re-rendered. */
export async function untilDirectorySettled(): Promise<void> {
  await until(() => directoryAnswers() > 0 && !$walletDirectory.get().loading, 'gallery: the directory never answered')
  await new Promise(done => requestAnimationFrame(() => done(undefined)))
}

/** EVM, Solana and Bitcoin networks together (the multi-family site), each with a local logo. */
export const familyNetworks = [
  galleryNetworks[0]!,
  galleryNetworks[1]!,
  gallerySolana,
  withImage(solanaDevnet, 'network-solana.svg'),
  withImage(bitcoin, 'network-bitcoin.svg')
]

/** The gallery options with all three families configured. */
export function useFamilyOptions(): void {
  useGalleryOptions({ networks: familyNetworks })
  setAdapterNamespaces(['eip155', 'solana', 'bip122'])
}
