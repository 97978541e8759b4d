/** Response shapes of the remote services (SPEC §3, §7; served the same way by devnet). */

export interface SupportedChains {
  http: string[]
  ws: string[]
}

export interface Identity {
  name: string | null
  avatar: string | null
}

export type OperationType = 'send' | 'receive' | 'trade' | 'execute' | 'mint' | 'burn' | 'deposit' | 'withdraw' | 'approve' | (string & {})

export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | null }
  nft_info?: { name?: string; content?: { preview?: { url: string } }; flags?: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'ONCHAIN_TRANSACTION_STATUS_CONFIRMED' | 'ONCHAIN_TRANSACTION_STATUS_FAILED' | (string & {})
    nonce: number
    chain: string
  }
  transfers: HistoryTransfer[]
}

export interface HistoryPage {
  data: HistoryTransaction[]
  next: string | null
}

export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  /** CAIP-10 token address; absent for the native coin. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** FungiblePriceItem in reown-com/blockchain-api src/handlers/fungible_price.rs. */
export interface FungiblePrice {
  /** CAIP-10, as asked. */
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
  decimals: number
}

/** TokenItem in reown-com/blockchain-api src/handlers/convert/tokens.rs. */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 address. */
  address: string
  decimals: number
  logoUri: string | null
  eip2612?: boolean | null
}

/** QuoteItem in src/handlers/convert/quotes.rs. */
export interface SwapQuote {
  id: string | null
  fromAmount: string
  /** The `from` CAIP-10 id, as asked. */
  fromAccount: string
  toAmount: string
  toAccount: string
}

export interface GasPrice {
  standard: string
  fast: string
  instant: string
}

/** ConvertTransactionResponseBody in src/handlers/convert/transaction.rs: `amount` is the expected output (1inch's dstAmount). */
export interface SwapTransaction {
  tx: { from: string; to: string; data: string; amount: string; eip155: { gasPrice: string; gas: string } }
}

/** ConvertApproveResponseBody in src/handlers/convert/approve.rs: `from` is the token to approve, `to` the other side. */
export interface ApproveTransaction {
  tx: { from: string; to: string; data: string; value: string; eip155: { gasPrice: string } }
}

export interface NameProfile {
  name: string
  registered: number | string
  updated: number | string
  /** Keyed by coin type. */
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface PaymentCurrency {
  id: string
  payment_method_limits: Array<{ id: string; min: string; max: string }>
}

export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: Array<{ name: string; display_name: string; chain_id: string; contract_address: string }>
}

export interface OnrampOptions {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
}

export interface OnrampAmount {
  amount: string
  currency: string
}

export interface OnrampQuote {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

export interface SmartSession {
  pci: string
  [field: string]: unknown
}

/** One entry of the wallet directory. */
export interface DirectoryWallet {
  id: string
  name: string
  homepage: string
  image_id: string
  order: number
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  chains: string[]
  injected: Array<{ namespace: string; injected_id: string }> | null
  badge_type: 'none' | 'certified'
  supports_wc: boolean
}
