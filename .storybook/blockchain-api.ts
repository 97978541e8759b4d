import type { HistoryTransaction, Identity, NameProfile, TokenBalance } from '../clients/types.js'
import { imageUrl } from './gallery-fixtures.js'

/**
 * The blockchain API as the wallet-home stories answer it. The hosted service cannot exist offline,
 * so the page's fetch answers `<GALLERY_API_URL>/v1/…` from the story's fixtures; nothing leaves.
 */
export const GALLERY_API_URL = new URL('fixtures/api', document.baseURI).href

export type Answer<T> = T | 'pending' | 'error'

export interface ApiAnswers {
  balances: Answer<TokenBalance[]>
  history: Answer<HistoryTransaction[]>
  identity: Identity
  names: Record<string, NameProfile>
  /** Sats the gallery's Esplora (`<GALLERY_API_URL>/esplora/address/{a}`) answers for every Bitcoin address. */
  bitcoinSats?: Answer<number>
}

let answers: ApiAnswers = { balances: [], history: [], identity: { name: null, avatar: null }, names: {} }

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function answer<T>(value: Answer<T>, body: (value: T) => unknown): Promise<Response> {
  if (value === 'pending') return new Promise(() => {})
  if (value === 'error') return Promise.resolve(json({ message: 'The gallery API refused this request' }, 400))
  return Promise.resolve(json(body(value)))
}

function respond(url: URL): Promise<Response> {
  const path = url.pathname
  if (path.endsWith('/balance')) return answer(answers.balances, balances => ({ balances }))
  if (path.endsWith('/history')) return answer(answers.history, data => ({ data, next: null }))
  if (path.includes('/v1/identity/')) return Promise.resolve(json(answers.identity))
  // Bitcoin's coin is priced apart from the balance list (controllers/account/native-balance.ts).
  if (path.endsWith('/v1/fungible/price')) return Promise.resolve(json({ fungibles: [{ name: 'Bitcoin', symbol: 'BTC', iconUrl: imageUrl('network-bitcoin.svg'), price: 60_000 }] }))
  if (path.includes('/esplora/address/'))
    return answer(answers.bitcoinSats ?? 0, sats => ({ chain_stats: { funded_txo_sum: sats, spent_txo_sum: 0 }, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 } }))
  const name = path.match(/\/v1\/profile\/account\/([^/]+)$/)?.[1]
  if (name) {
    const profile = answers.names[decodeURIComponent(name)]
    // An unknown name is 200 [] with apiVersion=2, as reown-com/blockchain-api src/handlers/profile/lookup.rs answers.
    return Promise.resolve(json(profile ?? []))
  }
  return Promise.resolve(json({ message: `The gallery API has no ${path}` }, 404))
}

let installed = false

/** Sets this story's answers and wraps the page's fetch once (API requests answered here, others pass). */
export function answerApiWith(next: Partial<ApiAnswers>): void {
  answers = { balances: [], history: [], identity: { name: null, avatar: null }, names: {}, ...next }
  if (installed) return
  installed = true
  const realFetch = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI)
    if (url.href.startsWith(`${GALLERY_API_URL}/`)) return respond(url)
    return realFetch(input, init)
  }
}

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const token = (symbol: string, name: string, numeric: string, price: number, decimals = 18, address?: string): TokenBalance => ({
  name,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address: `eip155:1:${address}` } : {}),
  value: Number(numeric) * price,
  price,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: imageUrl('network-ethereum.svg')
})

export const galleryTokens: TokenBalance[] = [
  token('ETH', 'Ether', '1.2345', 3000),
  token('USDC', 'USD Coin', '1500.5', 1, 6, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  token('DAI', 'Dai Stablecoin', '42.123456', 1, 18, '0x6B175474E89094C44Da98b954EedeAC495271d0F')
]

/** Solana tokens as the blockchain API lists them: SOL (9 decimals) and an SPL token (USDC, 6 decimals). */
export const gallerySolanaTokens: TokenBalance[] = [
  { ...token('SOL', 'Solana', '12.345678901', 150, 9), chainId: SOLANA_MAINNET, iconUrl: imageUrl('network-solana.svg') },
  {
    ...token('USDC', 'USD Coin', '250.5', 1, 6),
    chainId: SOLANA_MAINNET,
    address: `${SOLANA_MAINNET}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
    iconUrl: imageUrl('network-solana.svg')
  }
]

let clock = Date.UTC(2020, 5, 15, 12)
export function galleryHistory(length: number, hostile?: string): HistoryTransaction[] {
  // Years back, so relative times and month headings stay the same in every run of the visual test.
  clock = Date.UTC(2020, 5, 15, 12)
  const types = ['send', 'receive', 'trade', 'approve', 'deposit', 'withdraw'] as const
  return Array.from({ length }, (_, index) => {
    clock -= (index + 1) * 3_600_000 * 7
    const operationType = types[index % types.length]!
    const symbol = hostile ?? (index % 2 ? 'USDC' : 'ETH')
    return {
      id: `tx-${index}`,
      metadata: {
        operationType,
        hash: `0x${index.toString(16).padStart(64, '0')}`,
        minedAt: new Date(clock).toISOString(),
        sentFrom: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
        sentTo: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        status: index === 2 ? 'failed' : 'confirmed',
        nonce: index,
        chain: 'eip155:1'
      },
      transfers: [
        { fungible_info: { name: symbol, symbol, icon: { url: imageUrl('network-ethereum.svg') } }, direction: 'out', quantity: { numeric: '0.51234' } },
        ...(operationType === 'trade' ? [{ fungible_info: { name: 'USDC', symbol: 'USDC', icon: null }, direction: 'in' as const, quantity: { numeric: '1500' } }] : [])
      ]
    }
  })
}
