import { CACHE_TTL, createTtlCache } from './cache.js'
import { buildUrl, httpRequest, ServiceError, type QueryValue, type SdkInfo } from './http.js'
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

/** The blockchain API (SPEC §7): one method per call, SPEC §8 fallbacks and SPEC §9 caching. */

export interface BlockchainApiClientOptions extends SdkInfo {
  apiUrl: string
  /** Clock for the caches (tests). */
  now?: () => number
}

/** The name zone suggestions are asked for (SPEC §9: a fixed provider zone). */
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
  let supportedChains: SupportedChains = { http: [], ws: [] }

  const get = <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    httpRequest<T>({ baseUrl, path, sdk, ...(query ? { query } : {}), ...(signal ? { signal } : {}) })
  const post = <T>(path: string, body: unknown) => httpRequest<T>({ baseUrl, path, method: 'POST', body, sdk })
  const segment = encodeURIComponent

  return {
    /** SPEC §8: on failure, the last list fetched (empty before the first success). */
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

    fetchSwapQuote(query: { amount: string; userAddress: string; from: string; to: string; gasPrice: string }): Promise<{ quotes: SwapQuote[] }> {
      return get('/v1/convert/quotes', query)
    },

    fetchSwapTokens(query: { chainId: string }): Promise<{ tokens: SwapToken[] }> {
      return get('/v1/convert/tokens', query)
    },

    fetchTokenPrice({ addresses }: { addresses: string[] }): Promise<{ fungibles: FungiblePrice[] }> {
      return post('/v1/fungible/price', { currency: 'usd', addresses, projectId: sdk.projectId })
    },

    fetchSwapAllowance(query: { tokenAddress: string; userAddress: string }): Promise<{ allowance: string }> {
      return get('/v1/convert/allowance', query)
    },

    fetchGasPrice(query: { chainId: string }): Promise<GasPrice> {
      return get('/v1/convert/gas-price', query)
    },

    generateSwapCalldata(params: {
      amount: string
      from: string
      to: string
      userAddress: string
      slippage?: number
      disableEstimate?: boolean
    }): Promise<SwapTransaction> {
      const { slippage = 1, disableEstimate = false, ...rest } = params
      return post('/v1/convert/build-transaction', { ...rest, projectId: sdk.projectId, disableEstimate, eip155: { slippage: String(slippage) } })
    },

    generateApproveCalldata(query: { userAddress: string; from: string; to: string; amount?: string }): Promise<ApproveTransaction> {
      return get('/v1/convert/build-approve', query)
    },

    /**
     * Portfolio balances, cached 30 s per address and chain; zero-decimals quantities dropped (SPEC §5).
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

    /** The profile registered under `name`, or undefined when there is none. */
    async lookupEnsName(name: string): Promise<NameProfile | undefined> {
      const profile = await names.getOrLoad(name.toLowerCase(), async () => {
        try {
          return await get<NameProfile>(`/v1/profile/account/${segment(name)}`, { apiVersion: '2' })
        } catch (error) {
          if (error instanceof ServiceError && error.status === 404) return null
          throw error
        }
      })
      return profile ?? undefined
    },

    reverseLookupEnsName({ address, sender }: { address: string; sender?: string }): Promise<NameProfile[]> {
      return reverseNames.getOrLoad(address.toLowerCase(), () => get(`/v1/profile/reverse/${segment(address)}`, { sender, apiVersion: '2' }))
    },

    getEnsNameSuggestions(name: string): Promise<{ suggestions: NameSuggestion[] }> {
      return get(`/v1/profile/suggestions/${segment(name)}`, { zone: NAME_ZONE })
    },

    /** `message` is the signed JSON `{name, attributes?, timestamp}`; cached lookups of that name and address are dropped. */
    async registerEnsName(params: { coinType: number; address: string; message: string; signature: string }): Promise<{ success: boolean }> {
      const result = await post<{ success: boolean }>('/v1/profile/account', {
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

    /** SPEC §8: the built-in default list when the call fails. */
    async getOnrampOptions(): Promise<OnrampOptions> {
      try {
        return await get<OnrampOptions>('/v1/onramp/options')
      } catch {
        return defaultOnrampOptions()
      }
    },

    /** SPEC §8: a quote with id 'mocked-quote-id' when the call fails. */
    async getOnrampQuote(params: { purchaseCurrency: string; paymentCurrency: string; amount: number | string; network?: string }): Promise<OnrampQuote> {
      try {
        return await post<OnrampQuote>('/v1/onramp/quote', { ...params, amount: String(params.amount) })
      } catch {
        return mockedOnrampQuote(params)
      }
    },

    getSmartSessions(address: string): Promise<{ sessions: SmartSession[] }> {
      return get(`/v1/sessions/${segment(address)}`)
    },

    revokeSmartSession({ address, pci, signature }: { address: string; pci: string; signature: string }): Promise<{ success: boolean }> {
      return post(`/v1/sessions/${segment(address)}/revoke`, { pci, signature })
    },

    /** The API's RPC proxy for one chain (SPEC §7). */
    rpcUrl(caipNetworkId: string): string {
      return buildUrl(baseUrl, '/v1/', { chainId: caipNetworkId, projectId: sdk.projectId }).toString()
    }
  }
}
