import { erc20Abi, formatUnits, getAddress, isAddress, type Address } from 'viem'
import type { TokenBalance } from '../../clients/types.js'
import type { EvmChain } from '../chains/evm.js'
import { HttpError, PlainTextError, type Route } from '../http.js'
import { assetAt, assetsOf, iconUrl, nativeTokenAddress, priceOf, type Asset } from './assets.js'
import { clientOf, type ApiContext } from './context.js'
import { evmChain, isSolanaAddress } from './params.js'

/** Token balances read live from the chains (fungible prices: price.ts). */

function balanceJson(ctx: ApiContext, chainId: string, asset: Asset, amount: bigint): TokenBalance {
  const numeric = formatUnits(amount, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId,
    ...(asset.address ? { address: `${chainId}:${asset.address}` } : {}),
    value: Number(numeric) * asset.price,
    price: asset.price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: iconUrl(ctx.apiUrl, asset.symbol)
  }
}

async function evmBalances(ctx: ApiContext, chain: EvmChain, owner: `0x${string}`): Promise<TokenBalance[]> {
  const client = clientOf(ctx, chain)
  const assets = assetsOf(chain)
  const amounts = await Promise.all(
    assets.map(asset => (asset.address ? client.readContract({ address: asset.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) : client.getBalance({ address: owner })))
  )
  return assets.flatMap((asset, index) => (amounts[index]! > 0n ? [balanceJson(ctx, chain.caipNetworkId, asset, amounts[index]!)] : []))
}

async function solanaBalances(ctx: ApiContext, owner: string): Promise<TokenBalance[]> {
  const solana = ctx.solana!
  const response = await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] }) })
  const reply = (await response.json()) as { result?: { value: number }; error?: { message: string } }
  if (!reply.result) throw new HttpError(502, `Solana RPC failed: ${reply.error?.message ?? 'no result'}`)
  const sol = { name: 'Solana', symbol: 'SOL', decimals: 9, price: priceOf('SOL') }
  return reply.result.value > 0 ? [balanceJson(ctx, solana.caipNetworkId, sol, BigInt(reply.result.value))] : []
}

/** reown-com/blockchain-api src/handlers/mod.rs SupportedCurrencies: the currencies the query may name (the devnet prices in usd whatever is named). */
const supportedCurrencies = ['btc', 'eth', 'usd', 'eur', 'gbp', 'aud', 'cad', 'inr', 'jpy']

/** axum's Query extractor: `currency` is a required enum (reown-com/blockchain-api src/handlers/balance.rs BalanceQueryParams). */
function requireCurrency(value: string | null): void {
  if (value === null) throw new PlainTextError(400, 'Failed to deserialize query string: missing field `currency`')
  if (!supportedCurrencies.includes(value)) {
    throw new PlainTextError(400, `Failed to deserialize query string: unknown variant \`${value.slice(0, 20)}\`, expected one of ${supportedCurrencies.map(c => `\`${c}\``).join(', ')}`)
  }
}

const invalidAddress = () => new HttpError(400, 'The address provided is invalid', {}, 'address')

/**
 * `forceUpdate`: a comma list of CAIP-10 token addresses read afresh from the chain (src/handlers/balance.rs):
 * eip155 only (else 400 'Unsupported namespace'), each entry a CAIP-10 id with an EVM address (else 400
 * InvalidAddress; `true` is one). A listed token the account does not hold is added with its zero balance;
 * the native coin is named by the 0xeeee…eeee pseudo-address and carries no `address`.
 */
function forcedTokens(ctx: ApiContext, raw: string, namespace: string): Array<{ chain: EvmChain; asset: Asset }> {
  if (namespace !== 'eip155') throw new HttpError(400, `Unsupported namespace: ${namespace}`, {}, 'address')
  return raw.split(',').map(entry => {
    const [space, reference, tokenAddress, extra] = entry.split(':')
    if (!space || !reference || !tokenAddress || extra !== undefined || !isAddress(tokenAddress, { strict: false })) throw invalidAddress()
    const chain = ctx.chains.get(`${space}:${reference}`)
    if (!chain) throw new HttpError(400, `We don't support the chainId you provided: ${space}:${reference}`, {}, 'chainId')
    const asset = same(tokenAddress, nativeTokenAddress) ? assetsOf(chain)[0]! : assetAt(chain, tokenAddress as Address)
    // The real service asks its price provider about an unknown token and fails when it knows none.
    if (!asset) throw new HttpError(503, 'Balance provider is temporarily unavailable')
    return { chain, asset }
  })
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function balanceRoutes(ctx: ApiContext): Route[] {
  return [
    {
      // reown-com/blockchain-api src/handlers/balance.rs
      method: 'GET',
      path: '/v1/account/:address/balance',
      handle: async ({ params, query, headers }) => {
        requireCurrency(query.get('currency'))
        // Without an sdk version (the `sv` param or the x-sdk-version header) the real service answers an empty list.
        if (!query.get('sv') && !headers['x-sdk-version']) return { balances: [] }
        const chainId = query.get('chainId')
        const namespace = chainId?.split(':')[0] ?? 'eip155'
        const address = params.address!
        const forceUpdate = query.get('forceUpdate')
        if (namespace === 'solana' || (!chainId && !address.startsWith('0x') && isSolanaAddress(address))) {
          if (!isSolanaAddress(address)) throw invalidAddress()
          if (!ctx.solana) throw new HttpError(400, `We don't support the chainId you provided: ${chainId ?? 'solana'}`, {}, 'chainId')
          if (chainId && chainId !== ctx.solana.caipNetworkId) throw new HttpError(400, `We don't support the chainId you provided: ${chainId.slice(0, 100)}`, {}, 'chainId')
          const balances = await solanaBalances(ctx, address)
          if (forceUpdate !== null) forcedTokens(ctx, forceUpdate, 'solana')
          return { balances }
        }
        if (!isAddress(address, { strict: false })) throw invalidAddress()
        const owner = getAddress(address)
        const chains = chainId ? [evmChain(ctx, chainId)] : ctx.evm.chains
        const balances = (await Promise.all(chains.map(chain => evmBalances(ctx, chain, owner)))).flat()
        for (const { chain, asset } of forceUpdate === null ? [] : forcedTokens(ctx, forceUpdate, namespace)) {
          const id = asset.address ? `${chain.caipNetworkId}:${asset.address}` : undefined
          const listed = balances.some(balance => balance.chainId === chain.caipNetworkId && (id ? !!balance.address && same(balance.address, id) : !balance.address))
          if (!listed) balances.push(balanceJson(ctx, chain.caipNetworkId, asset, 0n))
        }
        return { balances }
      }
    }
  ]
}
