import { erc20Abi, formatUnits } from 'viem'
import type { TokenBalance } from '../../clients/types.js'
import type { EvmChain } from '../chains/evm.js'
import { HttpError, type Route } from '../http.js'
import { assetsOf, iconUrl, priceOf, type Asset } from './assets.js'
import { clientOf, type ApiContext } from './context.js'
import { evmAddress, evmChain, isSolanaAddress } from './params.js'

/** Token balances read live from the chains (fungible prices: price.ts). */

function requireUsd(currency: unknown): void {
  if (currency !== undefined && currency !== null && currency !== 'usd') throw new HttpError(400, `Unsupported currency: ${String(currency).slice(0, 20)} (only usd)`)
}

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

export function balanceRoutes(ctx: ApiContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/account/:address/balance',
      handle: async ({ params, query }) => {
        requireUsd(query.get('currency'))
        const chainId = query.get('chainId')
        const address = params.address!
        if (!address.startsWith('0x') && isSolanaAddress(address)) {
          if (!ctx.solana) throw new HttpError(400, 'Solana balances are not served by this devnet')
          if (chainId && chainId !== ctx.solana.caipNetworkId) throw new HttpError(400, `Invalid chainId: ${chainId.slice(0, 100)} does not match a Solana address`)
          return { balances: await solanaBalances(ctx, address) }
        }
        const owner = evmAddress(address, 'address')
        const chains = chainId ? [evmChain(ctx, chainId)] : ctx.evm.chains
        const balances = (await Promise.all(chains.map(chain => evmBalances(ctx, chain, owner)))).flat()
        return { balances }
      }
    }
  ]
}
