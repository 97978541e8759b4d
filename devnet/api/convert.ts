import { encodeFunctionData, erc20Abi, maxUint256, type Address } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { bodyObject, HttpError, type Route } from '../http.js'
import { quote, swapCall, type SwapSide } from './amm.js'
import { assetAt, assetsOf, iconUrl, nativeTokenAddress } from './assets.js'
import { clientOf, type ApiContext } from './context.js'
import { caip10, caip10OrAddress, evmChain, positiveInteger, required } from './params.js'

/** /v1/convert/*: the swap API over the devnet AMM (tokens, quotes, allowance, gas price, calldata). */

/** Used when estimation is disabled or fails (e.g. the approval is not mined yet); a swap needs well under this. */
const fallbackGas = 300_000n

function side(ctx: ApiContext, value: unknown, name: string): { chain: EvmChain; side: SwapSide; caip: string } {
  const { chain, address } = caip10(ctx, value, name)
  const asset = assetAt(chain, address)
  if (!asset) throw new HttpError(400, `Unsupported ${name}: ${address} is not a swappable asset on ${chain.caipNetworkId}`)
  return { chain, side: asset.address, caip: `${chain.caipNetworkId}:${asset.address ?? nativeTokenAddress}` }
}

function pair(ctx: ApiContext, from: unknown, to: unknown) {
  const source = side(ctx, from, 'from')
  const target = side(ctx, to, 'to')
  if (source.chain !== target.chain) throw new HttpError(400, 'Invalid swap: from and to must be on the same chain')
  if (source.side === target.side) throw new HttpError(400, 'Invalid swap: from and to are the same asset')
  return { chain: source.chain, source, target }
}

function slippagePercent(value: unknown): number {
  if (value === undefined || value === null) return 1
  const percent = Number(value)
  if (!Number.isFinite(percent) || percent < 0 || percent > 50) throw new HttpError(400, 'Invalid eip155.slippage: expected a percentage from 0 to 50')
  return percent
}

async function gasPrice(ctx: ApiContext, chain: EvmChain): Promise<bigint> {
  return clientOf(ctx, chain).getGasPrice()
}

export function convertRoutes(ctx: ApiContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/convert/tokens',
      handle: ({ query }) => {
        const chain = evmChain(ctx, query.get('chainId'))
        const tokens = assetsOf(chain).map(asset => ({
          name: asset.name,
          symbol: asset.symbol,
          address: `${chain.caipNetworkId}:${asset.address ?? nativeTokenAddress}`,
          decimals: asset.decimals,
          logoUri: iconUrl(ctx.apiUrl, asset.symbol),
          eip2612: false
        }))
        return { tokens }
      }
    },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      handle: async ({ query }) => {
        const { chain, source, target } = pair(ctx, required(query.get('from'), 'from'), required(query.get('to'), 'to'))
        const amount = positiveInteger(required(query.get('amount'), 'amount'), 'amount')
        caip10OrAddress(ctx, query.get('userAddress'), 'userAddress', chain.caipNetworkId)
        const gas = query.get('gasPrice')
        if (gas !== null && !/^\d+$/.test(gas)) throw new HttpError(400, 'Invalid gasPrice: expected an integer amount in wei')
        const toAmount = await quote(ctx, chain, source.side, target.side, amount)
        return { quotes: [{ fromAmount: amount.toString(), fromAddress: source.caip, toAmount: toAmount.toString(), toAddress: target.caip }] }
      }
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      handle: async ({ query }) => {
        const token = caip10OrAddress(ctx, query.get('tokenAddress'), 'tokenAddress', query.get('chainId'))
        const user = caip10OrAddress(ctx, query.get('userAddress'), 'userAddress', token.chain.caipNetworkId)
        const asset = assetAt(token.chain, token.address)
        if (!asset) throw new HttpError(400, `Unsupported tokenAddress: ${token.address} is not a token on ${token.chain.caipNetworkId}`)
        // The native coin is spent directly, never through an allowance.
        if (!asset.address) return { allowance: maxUint256.toString() }
        const allowance = await clientOf(ctx, token.chain).readContract({ address: asset.address, abi: erc20Abi, functionName: 'allowance', args: [user.address, token.chain.amm.address] })
        return { allowance: allowance.toString() }
      }
    },
    {
      method: 'GET',
      path: '/v1/convert/gas-price',
      handle: async ({ query }) => {
        const price = await gasPrice(ctx, evmChain(ctx, query.get('chainId')))
        return { standard: price.toString(), fast: ((price * 12n) / 10n).toString(), instant: ((price * 15n) / 10n).toString() }
      }
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      handle: async ({ body }) => {
        const request = bodyObject(body)
        const { chain, source, target } = pair(ctx, request.from, request.to)
        const amount = positiveInteger(request.amount, 'amount')
        const user = caip10OrAddress(ctx, typeof request.userAddress === 'string' ? request.userAddress : null, 'userAddress', chain.caipNetworkId)
        const eip155 = request.eip155 && typeof request.eip155 === 'object' ? (request.eip155 as Record<string, unknown>) : {}
        const slippage = slippagePercent(eip155.slippage)
        const expected = await quote(ctx, chain, source.side, target.side, amount)
        const minOut = (expected * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
        const call = swapCall(source.side, target.side, amount, minOut, user.address)
        const client = clientOf(ctx, chain)
        const price = await gasPrice(ctx, chain)
        let gas = fallbackGas
        if (request.disableEstimate !== true) {
          gas = await client.estimateGas({ account: user.address, to: chain.amm.address, data: call.data, value: call.value }).catch(() => fallbackGas)
        }
        return {
          tx: {
            from: `${chain.caipNetworkId}:${user.address}`,
            to: `${chain.caipNetworkId}:${chain.amm.address}`,
            data: call.data,
            amount: call.value.toString(),
            eip155: { gasPrice: price.toString(), gas: gas.toString() }
          }
        }
      }
    },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      handle: async ({ query }) => {
        const { chain, source } = pair(ctx, required(query.get('from'), 'from'), required(query.get('to'), 'to'))
        const user = caip10OrAddress(ctx, query.get('userAddress'), 'userAddress', chain.caipNetworkId)
        if (!source.side) throw new HttpError(400, 'Invalid from: the native coin needs no approval')
        const amountParam = query.get('amount')
        const amount = amountParam === null ? maxUint256 : positiveInteger(amountParam, 'amount')
        const token: Address = source.side
        return {
          tx: {
            from: `${chain.caipNetworkId}:${user.address}`,
            to: `${chain.caipNetworkId}:${token}`,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.amm.address, amount] }),
            value: '0',
            eip155: { gasPrice: (await gasPrice(ctx, chain)).toString() }
          }
        }
      }
    }
  ]
}
