import type { CaipNetwork, CaipNetworkId, ChainNamespace, NativeCurrency } from './types/public.js'

export type { CaipNetwork, CaipNetworkId, ChainNamespace } from './types/public.js'

export interface NetworkDefinition {
  id: number | string
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: CaipNetwork['rpcUrls']
  blockExplorers?: CaipNetwork['blockExplorers']
  assets?: CaipNetwork['assets']
  testnet?: boolean
}

/** Any chain as a CAIP network: `caipNetworkId` is `namespace:id`. */
/*#__NO_SIDE_EFFECTS__*/
export function defineNetwork(definition: NetworkDefinition): CaipNetwork {
  return { ...definition, caipNetworkId: `${definition.chainNamespace}:${definition.id}` as CaipNetworkId }
}

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } }
})

export const sepolia = /* @__PURE__ */ defineNetwork({
  id: 11155111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.sepolia.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true
})

export const bsc = /* @__PURE__ */ defineNetwork({
  id: 56,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } }
})

export const polygon = /* @__PURE__ */ defineNetwork({
  id: 137,
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } }
})

export const arbitrum = /* @__PURE__ */ defineNetwork({
  id: 42161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } }
})

export const optimism = /* @__PURE__ */ defineNetwork({
  id: 10,
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } }
})

export const base = /* @__PURE__ */ defineNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } }
})

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

export const solana = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } }
})

export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true
})

export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true
})

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

// For bip122 networks `rpcUrls.default.http[0]` is an Esplora REST base (`{url}/address/{a}/utxo` …),
// not JSON-RPC: the adapter reads balances and UTXOs and broadcasts there; `customRpcUrls` overrides it.

export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } }
})

export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true
})

/**
 * Bitcoin regtest, as the local devnet runs it (addresses `bcrt1…`). Its default URL is Esplora's
 * usual local port; point it at the devnet with `customRpcUrls: { [bitcoinRegtest.caipNetworkId]: [{ url: info.bitcoinApiUrl }] }`.
 */
export const bitcoinRegtest = /* @__PURE__ */ defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true
})
