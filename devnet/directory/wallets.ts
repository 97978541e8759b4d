import { createHash } from 'node:crypto'
import type { DirectoryWallet } from '../../clients/types.js'

/** One entry of the wallet directory: the wire shape the kit's directory client reads. */
export type Wallet = DirectoryWallet

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** How many wallets the catalogue holds. */
export const WALLET_COUNT = 640

/** Stable 64-hex id for a wallet slug, so ids survive restarts and code changes elsewhere. */
export function walletIdFor(slug: string): string {
  return createHash('sha256').update(`w3m-devnet-wallet:${slug}`).digest('hex')
}

function imageIdFor(slug: string): string {
  const hex = createHash('sha256').update(`w3m-devnet-image:${slug}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** mulberry32: a tiny seeded generator so the catalogue is identical on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PREFIXES = ['Zen', 'Aur', 'Nov', 'Kai', 'Lum', 'Vel', 'Orb', 'Tess', 'Mir', 'Sol', 'Ark', 'Bri', 'Cor', 'Dex', 'Ely', 'Fen', 'Gal', 'Hel', 'Ion', 'Jun', 'Kor', 'Lyr', 'Mag', 'Nyx', 'Oni', 'Pix', 'Qua', 'Rho', 'Syl', 'Tor']
const MIDDLES = ['a', 'o', 'i', 'ex', 'ar', 'on', 'is', 'um', 'el', 'ix', 'ra', 'en']
const NOUNS = ['Wallet', 'Vault', 'Keys', 'Pay', 'Safe', 'Pocket', 'Wallet', 'Pass', 'Fi', 'Wallet']

const EVM_CHAINS = ['eip155:1', 'eip155:56', 'eip155:137', 'eip155:10', 'eip155:42161', 'eip155:8453', 'eip155:11155111']

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

function generatedName(index: number): string {
  const prefix = PREFIXES[index % PREFIXES.length]!
  const middle = MIDDLES[Math.floor(index / PREFIXES.length) % MIDDLES.length]!
  const noun = NOUNS[(index * 7 + Math.floor(index / PREFIXES.length)) % NOUNS.length]!
  return `${prefix}${middle} ${noun}`
}

function pickChains(random: () => number): string[] {
  const chains = ['eip155:1']
  if (random() < 0.8) chains.push('eip155:56')
  for (const chain of EVM_CHAINS.slice(2)) if (random() < 0.4) chains.push(chain)
  const solana = random()
  if (solana < 0.3) chains.push(SOLANA_MAINNET, SOLANA_DEVNET)
  else if (solana < 0.35) return [SOLANA_MAINNET, SOLANA_DEVNET]
  return chains
}

interface Seed {
  name: string
  slug: string
  badge?: Wallet['badge_type']
  rdns?: string
  chains?: string[]
  extension?: boolean
  /** Listed for mainnet EVM and Solana devnet whatever else it supports, so every kit configuration shows it. */
  anyChain?: boolean
}

function buildWallet(seed: Seed, order: number, random: () => number): Wallet {
  const { slug } = seed
  const rdns = seed.rdns ?? `io.${slug.slice(0, 24)}`
  const hasMobile = random() < 0.85
  const hasDesktop = random() < 0.25
  const hasWebapp = random() < 0.15
  const extension = seed.extension ?? random() < 0.3
  const picked = seed.chains ?? pickChains(random)
  const chains = seed.anyChain ? [...new Set(['eip155:1', ...picked, SOLANA_DEVNET])] : picked
  const namespaces = [...new Set(chains.map(chain => chain.split(':')[0]!))]
  return {
    id: walletIdFor(slug),
    name: seed.name,
    homepage: `https://${slug.slice(0, 24)}.example`,
    image_id: imageIdFor(slug),
    order,
    rdns,
    mobile_link: hasMobile ? `${slug.slice(0, 24)}://` : null,
    desktop_link: hasDesktop ? `${slug.slice(0, 24)}-desktop://` : null,
    webapp_link: hasWebapp ? `https://app.${slug.slice(0, 24)}.example` : null,
    app_store: hasMobile ? `https://apps.apple.com/app/${slug.slice(0, 24)}/id${1_400_000_000 + order}` : null,
    play_store: hasMobile ? `https://play.google.com/store/apps/details?id=${rdns}` : null,
    chrome_store: extension ? `https://chromewebstore.google.com/detail/${slug.slice(0, 24)}` : null,
    chains,
    injected: extension ? namespaces.map(namespace => ({ namespace, injected_id: namespace === 'eip155' ? rdns : `window.${slug.slice(0, 24)}` })) : null,
    badge_type: seed.badge ?? (random() < 0.3 ? 'certified' : 'none'),
    supports_wc: random() < 0.9
  }
}

export const TEST_WALLET_RDNS = 'com.w3mkit.testwallet'
export const TEST_WALLET_ID = walletIdFor('testwallet')
export const MARKUP_WALLET_NAME = '<img src=x onerror=alert(1)>Evil'
export const LONG_WALLET_NAME = `Extremely Long Wallet Name ${'Lorem ipsum dolor sit amet '.repeat(12)}`.slice(0, 300)
export const RTL_WALLET_NAME = '\u202Eארנק מימין לשמאל محفظة'

/** Wallets placed on the first page on purpose: the kit's test wallet and hostile names for rendering tests. */
const SPECIAL: Seed[] = [
  { name: 'Test Wallet', slug: 'testwallet', rdns: TEST_WALLET_RDNS, badge: 'certified', chains: ['eip155:1', 'eip155:56', SOLANA_DEVNET], extension: true },
  { name: MARKUP_WALLET_NAME, slug: 'hostile-markup', rdns: 'io.hostile.markup', anyChain: true },
  { name: LONG_WALLET_NAME, slug: 'hostile-long', rdns: 'io.hostile.long', anyChain: true },
  { name: RTL_WALLET_NAME, slug: 'hostile-rtl', rdns: 'io.hostile.rtl', anyChain: true }
]

export const HOSTILE_WALLET_IDS = SPECIAL.slice(1).map(seed => walletIdFor(seed.slug))

const SPECIAL_ORDERS = [1, 7, 8, 9]

const catalogues = new Map<number, readonly Wallet[]>()

/**
 * The whole catalogue of `count` wallets (default 640), sorted by `order`; generated once per
 * process and count, identical on every run. Generated names repeat past a few hundred, so a
 * repeat gets a number (the default catalogue has none).
 */
export function walletCatalogue(count = WALLET_COUNT): readonly Wallet[] {
  const cached = catalogues.get(count)
  if (cached) return cached
  const random = seededRandom(0x5eed)
  const wallets: Wallet[] = []
  const used = new Set<string>()
  let generated = 0
  for (let order = 1; order <= count; order++) {
    const special = SPECIAL_ORDERS.indexOf(order)
    let seed: Seed
    if (special >= 0) seed = SPECIAL[special]!
    else {
      let name = generatedName(generated++)
      for (let repeat = 2; used.has(slugOf(name)); repeat++) name = `${generatedName(generated - 1)} ${repeat}`
      seed = { name, slug: slugOf(name) }
    }
    used.add(seed.slug)
    wallets.push(buildWallet(seed, order, random))
  }
  if (used.size !== count) throw new Error('Wallet catalogue has duplicate slugs')
  const catalogue = Object.freeze(wallets)
  catalogues.set(count, catalogue)
  return catalogue
}

export function walletByImageId(imageId: string, wallets: readonly Wallet[] = walletCatalogue()): Wallet | undefined {
  return wallets.find(wallet => wallet.image_id === imageId)
}
