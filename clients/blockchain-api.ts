import { CACHE_TTL, createTtlCache } from './cache.js'
import { httpRequest, ServiceError, type QueryValue, type SdkInfo } from './http.js'
import { defaultOnrampOptions, mockedOnrampQuote } from './onramp-fallbacks.js'
import type {
  ApproveTransaction,
  FungiblePrice,
  GasPrice,
  HistoryPage,
  HistoryTransaction,
  Identity,
  NameProfile,
  NameSuggestion,
  OnrampOptions,
  OnrampQuote,
  SmartSession,
  SupportedChains,
  SwapQuote,
  SwapToken,
  SwapTransaction,
  TokenBalance
} from './types.js'

/** The blockchain API (behaviour §7): one method per call, behaviour §8 fallbacks and behaviour §9 caching. */

export interface BlockchainApiClientOptions extends SdkInfo {
  apiUrl: string
  /** Clock for the caches (tests). */
  now?: () => number
}

/** How long a token price is kept: AppKit's 15 s (packages/controllers/src/utils/StorageUtil.ts cacheExpiry.tokenPrice); behaviour §9 names none. */
const TOKEN_PRICE_TTL_MS = 15_000

/** CAIP-10 ids of EVM tokens compare without case; other namespaces' addresses (base58) are case-sensitive. */
const priceKey = (address: string) => (address.startsWith('eip155:') ? address.toLowerCase() : address)

/** The name zone suggestions are asked for (behaviour §9: a fixed provider zone). */
const NAME_ZONE = 'reown.id'

export type BlockchainApiClient = ReturnType<typeof createBlockchainApiClient>

export function createBlockchainApiClient(options: BlockchainApiClientOptions) {
  const sdk: SdkInfo = { projectId: options.projectId, sdkType: options.sdkType, sdkVersion: options.sdkVersion }
  const baseUrl = options.apiUrl
  const clock = options.now ? { now: options.now } : {}
  const identities = createTtlCache<Identity>({ ttlMs: CACHE_TTL.identity, ...clock })
  const names = createTtlCache<NameProfile | null>({ ttlMs: CACHE_TTL.ens, ...clock })
  const reverseNames = createTtlCache<NameProfile[]>({ ttlMs: CACHE_TTL.ens, ...clock })
  const balances = createTtlCache<TokenBalance[]>({ ttlMs: CACHE_TTL.portfolioBalance, ...clock })
  const tokenPrices = createTtlCache<FungiblePrice | null>({ ttlMs: TOKEN_PRICE_TTL_MS, ...clock })
  let supportedChains: SupportedChains = { http: [], ws: [] }

  const get = <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    httpRequest<T>({ baseUrl, path, sdk, ...(query ? { query } : {}), ...(signal ? { signal } : {}) })
  const post = <T>(path: string, body: unknown) => httpRequest<T>({ baseUrl, path, method: 'POST', body, sdk })
  const segment = encodeURIComponent

  /**
   * One token's USD price, or undefined when the API does not price it. The real API prices only
   * `addresses[0]` of its body (reown-com/blockchain-api src/handlers/fungible_price.rs), so one
   * address is sent per call; a token it cannot price is a 400 (cached like a price).
   */
  const fetchTokenPrice = async (address: string): Promise<FungiblePrice | undefined> => {
    const price = await tokenPrices.getOrLoad(priceKey(address), async () => {
      try {
        const { fungibles } = await post<{ fungibles: FungiblePrice[] }>('/v1/fungible/price', { currency: 'usd', addresses: [address], projectId: sdk.projectId })
        return fungibles[0] ?? null
      } catch (error) {
        if (error instanceof ServiceError && error.status === 400) return null
        throw error
      }
    })
    return price ?? undefined
  }

  return {
    /** behaviour §8: on failure, the last list fetched (empty before the first success). */
    async fetchSupportedChains(): Promise<SupportedChains> {
      try {
        supportedChains = await get<SupportedChains>('/v1/supported-chains')
      } catch {
        // keep the previous list
      }
      return supportedChains
    },

    fetchIdentity({ address, sender }: { address: string; sender?: string }): Promise<Identity> {
      return identities.getOrLoad(address.toLowerCase(), () => get<Identity>(`/v1/identity/${segment(address)}`, { sender }))
    },

    /** `limit` (page size) is a devnet extension; the hosted API pages by its own size. */
    /**
     * reown-com/blockchain-api src/handlers/history.rs: `transfers` may be null (read as none); statuses are the
     * provider's: `confirmed` / `failed` / `pending` on-chain, `ONRAMP_TRANSACTION_STATUS_*` with `onramp=coinbase`.
     */
    async fetchTransactions(params: { account: string; cursor?: string; onramp?: string; chainId?: string; limit?: number; signal?: AbortSignal }): Promise<HistoryPage> {
      const { account, signal, ...query } = params
      const page = await get<{ data: Array<Omit<HistoryTransaction, 'transfers'> & { transfers: HistoryTransaction['transfers'] | null }>; next: string | null }>(
        `/v1/account/${segment(account)}/history`,
        query,
        signal
      )
      return { data: page.data.map(transaction => ({ ...transaction, transfers: transaction.transfers ?? [] })), next: page.next ?? null }
    },

    /** reown-com/blockchain-api src/handlers/convert/quotes.rs: from/to are CAIP-10, gasPrice optional; it takes no user address. */
    fetchSwapQuote(query: { amount: string; from: string; to: string; gasPrice?: string }): Promise<{ quotes: SwapQuote[] }> {
      return get('/v1/convert/quotes', query)
    },

    fetchSwapTokens(query: { chainId: string }): Promise<{ tokens: SwapToken[] }> {
      return get('/v1/convert/tokens', query)
    },

    fetchTokenPrice,

    /**
     * USD prices by address (as given): one call per distinct token, all at once (the price cache shares
     * a call in flight between addresses of one key); a token that has none, or whose call fails, is left out.
     */
    async fetchTokenPrices(addresses: readonly string[]): Promise<Record<string, number>> {
      const prices = await Promise.all(addresses.map(address => fetchTokenPrice(address).catch(() => undefined)))
      const byAddress: Record<string, number> = {}
      addresses.forEach((address, i) => {
        const price = prices[i]?.price
        if (typeof price === 'number' && Number.isFinite(price)) byAddress[address] = price
      })
      return byAddress
    },

    /** Both CAIP-10 (src/handlers/convert/allowance.rs). */
    fetchSwapAllowance(query: { tokenAddress: string; userAddress: string }): Promise<{ allowance: string }> {
      return get('/v1/convert/allowance', query)
    },

    fetchGasPrice(query: { chainId: string }): Promise<GasPrice> {
      return get('/v1/convert/gas-price', query)
    },

    /**
     * src/handlers/convert/transaction.rs: `eip155.slippage` is an integer percent (a usize: a string
     * or a fraction is a 422). The answer's `tx.amount` is the expected output, not a value to send.
     * disableEstimate defaults to true as in AppKit: an estimate needs the allowance already given.
     */
    generateSwapCalldata(params: {
      amount: string
      from: string
      to: string
      userAddress: string
      slippage?: number
      disableEstimate?: boolean
    }): Promise<SwapTransaction> {
      const { slippage = 1, disableEstimate = true, ...rest } = params
      if (!Number.isSafeInteger(slippage) || slippage < 0) return Promise.reject(new RangeError(`slippage must be a whole percent, got ${slippage}`))
      return post('/v1/convert/build-transaction', { ...rest, projectId: sdk.projectId, disableEstimate, eip155: { slippage } })
    },

    /**
     * src/handlers/convert/approve.rs: `from` is the token to approve (answered back as `tx.from`, where
     * the approval goes), `to` the other side; no amount means an unlimited approval. It takes no user
     * address (AppKit sends one; the API does not read it).
     */
    generateApproveCalldata(query: { from: string; to: string; amount?: string }): Promise<ApproveTransaction> {
      return get('/v1/convert/build-approve', query)
    },

    /**
     * Portfolio balances, cached 30 s per address and chain; zero-decimals quantities dropped (behaviour §5).
     * `forceUpdate`: the CAIP-10 tokens a flow just changed (`eip155:<chain>:0xeeee…eeee` for the coin); the local cache is
     * dropped and the service reads those tokens from the chain (reown-com/blockchain-api src/handlers/balance.rs:
     * a comma list of CAIP-10 addresses, eip155 only; anything else is a 400).
     */
    async getBalance({ address, chainId, forceUpdate }: { address: string; chainId: string; forceUpdate?: readonly string[] }): Promise<{ balances: TokenBalance[] }> {
      const key = `${address.toLowerCase()}|${chainId}`
      if (forceUpdate) balances.delete(key)
      const tokens = (forceUpdate ?? []).filter(token => token.startsWith('eip155:'))
      const load = async () => {
        const response = await get<{ balances: TokenBalance[] }>(`/v1/account/${segment(address)}/balance`, { currency: 'usd', chainId, forceUpdate: tokens.length ? [...new Set(tokens)].join(',') : undefined })
        return response.balances.filter(balance => Number(balance.quantity.decimals) !== 0)
      }
      return { balances: await balances.getOrLoad(key, load) }
    },

    /**
     * The profile registered under `name`, or undefined when there is none: with apiVersion=2 the
     * service answers an unknown name with 200 `[]`, without it 404 (reown-com/blockchain-api
     * src/handlers/profile/lookup.rs); both mean "no such name". So does a 400 about the name (a
     * zone the service does not hold, a label too short or long): no such name can be registered there.
     * Names are lower case on the service (`^[a-z0-9.-]+$`), so the name is asked in lower case.
     */
    async lookupEnsName(name: string): Promise<NameProfile | undefined> {
      const lower = name.trim().toLowerCase()
      const profile = await names.getOrLoad(lower, async () => {
        try {
          const answer = await get<NameProfile | []>(`/v1/profile/account/${segment(lower)}`, { apiVersion: '2' })
          return Array.isArray(answer) ? null : answer
        } catch (error) {
          if (error instanceof ServiceError && (error.status === 404 || (error.status === 400 && error.field === 'name'))) return null
          throw error
        }
      })
      return profile ?? undefined
    },

    /** The names registered for `address` (as registered: checksummed), `[]` when none (src/handlers/profile/reverse.rs, apiVersion=2). */
    reverseLookupEnsName({ address, sender }: { address: string; sender?: string }): Promise<NameProfile[]> {
      return reverseNames.getOrLoad(address.toLowerCase(), () => get(`/v1/profile/reverse/${segment(address)}`, { sender, apiVersion: '2' }))
    },

    getEnsNameSuggestions(name: string): Promise<{ suggestions: NameSuggestion[] }> {
      return get(`/v1/profile/suggestions/${segment(name)}`, { zone: NAME_ZONE })
    },

    /**
     * `message` is the signed JSON `{name, attributes?, timestamp}` (unix seconds, within 10 s of the
     * service's clock); `address` checksummed, as the signature check wants it. Answers the registered
     * profile (src/handlers/profile/register.rs); cached lookups of that name and address are dropped.
     */
    async registerEnsName(params: { coinType: number; address: string; message: string; signature: string }): Promise<NameProfile> {
      const result = await post<NameProfile>('/v1/profile/account', {
        coin_type: params.coinType,
        address: params.address,
        message: params.message,
        signature: params.signature
      })
      reverseNames.delete(params.address.toLowerCase())
      identities.delete(params.address.toLowerCase())
      try {
        const { name } = JSON.parse(params.message) as { name?: unknown }
        if (typeof name === 'string') names.delete(name.toLowerCase())
      } catch {
        // a message that is not JSON named nothing to forget
      }
      return result
    },

    async generateOnRampURL(params: {
      destinationWallets: Array<{ address: string; blockchains: string[]; assets?: string[] }>
      partnerUserId: string
      defaultNetwork?: string
      purchaseAmount?: number
      presetCryptoAmount?: number
      presetFiatAmount?: number
    }): Promise<string> {
      const { url } = await post<{ url: string }>('/v1/generators/onrampurl', { defaultExperience: 'buy', ...params })
      return url
    },

    /** behaviour §8: the built-in default list when the call fails. */
    async getOnrampOptions(): Promise<OnrampOptions> {
      try {
        return await get<OnrampOptions>('/v1/onramp/options')
      } catch {
        return defaultOnrampOptions()
      }
    },

    /** behaviour §8: a quote with id 'mocked-quote-id' when the call fails. */
    async getOnrampQuote(params: { purchaseCurrency: string; paymentCurrency: string; amount: number | string; network?: string }): Promise<OnrampQuote> {
      try {
        return await post<OnrampQuote>('/v1/onramp/quote', { ...params, amount: String(params.amount) })
      } catch {
        return mockedOnrampQuote(params)
      }
    },

    /**
     * Every session recorded for a CAIP-10 account (`eip155:1:0x…`), revoked and expired ones
     * included (reown-com/blockchain-api src/handlers/sessions/list.rs).
     */
    getSmartSessions(caipAddress: string): Promise<{ pcis: SmartSession[] }> {
      return get(`/v1/sessions/${segment(caipAddress)}`)
    },

    /**
     * Revokes one session of a CAIP-10 account; the service answers an empty 200
     * (src/handlers/sessions/revoke.rs). It reads `pci` only; `signature` is sent as AppKit's
     * CosignerService sends it (the owner's consent, for the record).
     */
    async revokeSmartSession({ caipAddress, pci, signature }: { caipAddress: string; pci: string; signature: string }): Promise<void> {
      await post<undefined>(`/v1/sessions/${segment(caipAddress)}/revoke`, { pci, signature })
    }
  }
}
