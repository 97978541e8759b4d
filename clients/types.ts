/** Response shapes of the remote services (behaviour §3, §7; served the same way by devnet). */

/** The pseudo-address the blockchain API names a chain's native coin by in CAIP-10 ids (balances, prices, swaps). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface SupportedChains {
  http: string[]
  ws: string[]
}

/** `GET /v1/identity/{address}` (reown-com/blockchain-api src/handlers/identity.rs IdentityResponse). */
export interface Identity {
  name: string | null
  avatar: string | null
  /** When the service resolved it (RFC 3339); null or absent on older records. */
  resolvedAt?: string | null
}

export type OperationType = 'send' | 'receive' | 'trade' | 'execute' | 'mint' | 'burn' | 'deposit' | 'withdraw' | 'approve' | (string & {})

/** reown-com/blockchain-api src/handlers/history.rs (HistoryTransactionTransfer): the real service's nulls kept. */
export interface HistoryTransfer {
  fungible_info?: { name?: string | null; symbol?: string | null; icon?: { url: string } | null } | null
  nft_info?: { name?: string | null; content?: { preview?: { url: string } | null } | null; flags?: { is_spam: boolean } } | null
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number | null
  price?: number | null
}

/** On-chain statuses (the history provider's words) and Coinbase's on-ramp ones (`onramp=coinbase`). */
export type HistoryStatus =
  | 'confirmed'
  | 'failed'
  | 'pending'
  | 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
  | 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
  | 'ONRAMP_TRANSACTION_STATUS_FAILED'
  | (string & {})

export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: HistoryStatus
    nonce: number
    application?: { name: string | null; iconUrl: string | null } | null
    /** CAIP-2; null when the provider names no known chain. */
    chain: string | null
  }
  /** Never null here: the client reads the service's null as no transfers. */
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
  /** Absent when the provider has no value for it (reown-com/blockchain-api src/handlers/balance.rs BalanceItem). */
  value?: number
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

/**
 * A registered name (reown-com/blockchain-api src/database/types.rs NameAndAddresses): dates are
 * RFC 3339 strings, `attributes` is null when the name has none (an hstore read back as JSON).
 */
export interface NameProfile {
  name: string
  registered_at: string
  updated_at: string
  /** Keyed by ENSIP-11 coin type ('60' is Ethereum mainnet). */
  addresses: Record<string, { address: string; created_at: string | null }>
  attributes: Record<string, string> | null
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

/** An ERC-7715 permission or policy as the sessions service stores it. */
export interface PermissionTypeData {
  type: string
  data: unknown
}

/**
 * One item of `GET /v1/sessions/{caip10}` `{pcis}` (reown-com/blockchain-api src/handlers/sessions/list.rs Pci):
 * revoked and expired ones are listed too (`revokedAt` unix seconds, `expiry` unix seconds). The chain is
 * the one of the CAIP-10 account the list was asked for; the item does not carry it.
 */
export interface SmartSession {
  project: { id: string; name: string; url: string | null; iconUrl: string | null }
  pci: string
  expiry: number
  createdAt: number
  permissions: PermissionTypeData[]
  policies: PermissionTypeData[]
  context: string | null
  revokedAt: number | null
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
