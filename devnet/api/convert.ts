import { encodeFunctionData, erc20Abi, getAddress, maxUint256, type Address } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { HttpError, type Route } from '../http.js'
import { quote, swapCall, type SwapSide } from './amm.js'
import { assetAt, assetsOf, iconUrl, nativeTokenAddress, type Asset } from './assets.js'
import { disassembleCaip10, disassembleCaip2 } from './caip10.js'
import { clientOf, type ApiContext } from './context.js'
import { jsonBody, queryParams, serde } from './serde-shape.js'

/**
 * /v1/convert/*: the swap API over the devnet AMM, speaking as the real API does. The real one
 * (reown-com/blockchain-api src/handlers/convert/*.rs) passes each call to 1inch
 * (src/providers/one_inch.rs): the devnet plays 1inch's part, and answers its refusals as the
 * real API words them (src/error.rs): 400 "Conversion parameter error: …" for a parameter 1inch
 * refuses (an unsupported chain or token, too little liquidity), 400 "Invalid parameter: …" for the
 * API's own checks, 400 "Crypto utils error: …" for a malformed CAIP id.
 */

/** 1inch's gas estimate is raised by 10 % (GAS_ESTIMATION_SLIPPAGE in one_inch.rs). */
const GAS_ESTIMATION_MARGIN = 1.1
/** Used when estimation is disabled or fails (e.g. the approval is not mined yet); a swap needs well under this. */
const fallbackGas = 300_000n
/** 1inch takes a slippage from 0 to 50 %. */
const MAX_SLIPPAGE = 50

function conversionError(description: string): HttpError {
  return new HttpError(400, `Conversion parameter error: ${description}`)
}

function invalidParameter(description: string): HttpError {
  return new HttpError(400, `Invalid parameter: ${description}`)
}

/** The served chain behind a chain reference, or 1inch's answer for a chain it does not serve. */
function servedChain(ctx: ApiContext, namespace: string, chainId: string, named: string): EvmChain {
  const chain = namespace === 'eip155' ? ctx.chains.get(`eip155:${chainId}`) : undefined
  if (!chain) throw conversionError(`Chain ID ${named} is not supported`)
  return chain
}

/** A swappable asset of `chain` at a plain address (the native pseudo-address for the coin). */
function swapAsset(chain: EvmChain, address: string): { asset: Asset; side: SwapSide } {
  const asset = assetAt(chain, address)
  if (!asset) throw conversionError(`token ${address.toLowerCase()} is not supported on chain ${chain.chainId}`)
  return { asset, side: asset.address }
}

/** 1inch's `amount`: a positive integer in the token's smallest unit. */
function amountOf(text: string): bigint {
  if (!/^\d+$/.test(text) || BigInt(text) === 0n) throw conversionError('amount must be a positive integer string')
  return BigInt(text)
}

/** The API's own checks on a pair: CAIP-10 ids, all on one chain (before anything reaches 1inch). */
function sameChain(from: string, to: string, userAddress?: string) {
  const source = disassembleCaip10(from)
  const target = disassembleCaip10(to)
  const user = userAddress === undefined ? undefined : disassembleCaip10(userAddress)
  if (user && (target.chainId !== source.chainId || user.chainId !== source.chainId)) throw invalidParameter('`from`, `to` and `userAddress` chain IDs must have the same value')
  if (target.chainId !== source.chainId) throw invalidParameter('`from` and `to` chain IDs must have the same value')
  return { source, target, user }
}

/** 1inch's checks on a pair: a served chain, two different swappable assets. */
function pairOf(ctx: ApiContext, ids: ReturnType<typeof sameChain>) {
  const { source, target, user } = ids
  const chain = servedChain(ctx, source.namespace, source.chainId, `${source.namespace}:${source.chainId}`)
  const src = swapAsset(chain, source.address)
  const dst = swapAsset(chain, target.address)
  if (src.side === dst.side) throw conversionError('src and dst tokens must be different')
  return { chain, src, dst, user: user ? getAddress(user.address.match(/0x[a-fA-F0-9]{40}/)![0]) : undefined }
}

/** The AMM's output for `amount`, with a pool that cannot serve it worded as 1inch does. */
async function quoted(ctx: ApiContext, chain: EvmChain, src: SwapSide, dst: SwapSide, amount: bigint): Promise<bigint> {
  try {
    return await quote(ctx, chain, src, dst, amount)
  } catch (error) {
    if (error instanceof HttpError) throw conversionError('insufficient liquidity')
    throw error
  }
}

async function gasPrice(ctx: ApiContext, chain: EvmChain): Promise<bigint> {
  return clientOf(ctx, chain).getGasPrice()
}

/** 1inch refuses a swap it cannot simulate, naming what is short (the balance or the allowance). */
async function checkFunds(ctx: ApiContext, chain: EvmChain, src: { asset: Asset; side: SwapSide }, user: Address, amount: bigint): Promise<void> {
  const client = clientOf(ctx, chain)
  if (!src.side) {
    const balance = await client.getBalance({ address: user })
    if (balance < amount) throw conversionError(`Not enough ${src.asset.symbol} balance. Amount: ${amount}. Balance: ${balance}.`)
    return
  }
  const [balance, allowance] = await Promise.all([
    client.readContract({ address: src.side, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
    client.readContract({ address: src.side, abi: erc20Abi, functionName: 'allowance', args: [user, chain.amm.address] })
  ])
  if (balance < amount) throw conversionError(`Not enough ${src.asset.symbol} balance. Amount: ${amount}. Balance: ${balance}.`)
  if (allowance < amount) throw conversionError(`Not enough allowance. Amount: ${amount}. Allowance: ${allowance}. Spender: ${chain.amm.address.toLowerCase()}`)
}

/** ConvertTransactionQueryParams in src/handlers/convert/transaction.rs. */
const buildTransactionBody = serde.struct('ConvertTransactionQueryParams', [
  { name: 'projectId', type: serde.string },
  { name: 'amount', type: serde.string },
  { name: 'from', type: serde.string },
  { name: 'to', type: serde.string },
  { name: 'userAddress', type: serde.string },
  {
    name: 'eip155',
    optional: true,
    type: serde.struct('ConvertTransactionQueryEip155', [
      { name: 'slippage', type: serde.usize },
      { name: 'permit', type: serde.string, optional: true }
    ])
  },
  { name: 'disableEstimate', type: serde.bool, optional: true }
])

interface BuildTransactionBody {
  amount: string
  from: string
  to: string
  userAddress: string
  eip155?: { slippage: number; permit?: string | null } | null
  disableEstimate?: boolean | null
}

export function convertRoutes(ctx: ApiContext): Route[] {
  return [
    // reown-com/blockchain-api src/handlers/convert/tokens.rs (+ one_inch.rs get_tokens_list)
    {
      method: 'GET',
      path: '/v1/convert/tokens',
      handle: ({ query }) => {
        const params = queryParams(query, ['projectId', 'chainId'], ['address'])
        const { namespace, chainId } = disassembleCaip2(params.chainId)
        const chain = servedChain(ctx, namespace, chainId, params.chainId)
        const tokens = assetsOf(chain)
          .map(asset => ({ asset, address: (asset.address ?? nativeTokenAddress).toLowerCase() }))
          // `address` filters on 1inch's (lower-case) token address, exactly
          .filter(({ address }) => params.address === undefined || params.address === address)
          .map(({ asset, address }) => ({
            name: asset.name,
            symbol: asset.symbol,
            address: `eip155:${chainId}:${address}`,
            decimals: asset.decimals,
            logoUri: iconUrl(ctx.apiUrl, asset.symbol),
            eip2612: false
          }))
        return { tokens }
      }
    },
    // reown-com/blockchain-api src/handlers/convert/quotes.rs (+ one_inch.rs get_convert_quote); no userAddress
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      handle: async ({ query }) => {
        const params = queryParams(query, ['projectId', 'amount', 'from', 'to'], ['gasPrice'])
        const { chain, src, dst } = pairOf(ctx, sameChain(params.from, params.to))
        const amount = amountOf(params.amount)
        if (params.gasPrice !== undefined && !/^\d+$/.test(params.gasPrice)) throw conversionError('gasPrice must be an integer amount in wei')
        const toAmount = await quoted(ctx, chain, src.side, dst.side, amount)
        return { quotes: [{ id: null, fromAmount: params.amount, fromAccount: params.from, toAmount: toAmount.toString(), toAccount: params.to }] }
      }
    },
    // reown-com/blockchain-api src/handlers/convert/allowance.rs (+ one_inch.rs get_allowance): both ids CAIP-10
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      handle: async ({ query }) => {
        const params = queryParams(query, ['projectId', 'tokenAddress', 'userAddress'])
        const token = disassembleCaip10(params.tokenAddress)
        const wallet = disassembleCaip10(params.userAddress)
        const chain = token.namespace === 'eip155' ? ctx.chains.get(`eip155:${token.chainId}`) : undefined
        const asset = chain && assetAt(chain, token.address)
        if (!chain || !asset) throw conversionError(`token ${params.tokenAddress} is not supported`)
        // The native coin is spent directly, never through an allowance (the devnet's answer; the kit does not ask).
        if (!asset.address) return { allowance: maxUint256.toString() }
        const owner = getAddress(wallet.address.match(/0x[a-fA-F0-9]{40}/)?.[0] ?? '0x0000000000000000000000000000000000000000')
        const allowance = await clientOf(ctx, chain).readContract({ address: asset.address, abi: erc20Abi, functionName: 'allowance', args: [owner, chain.amm.address] })
        return { allowance: allowance.toString() }
      }
    },
    // reown-com/blockchain-api src/handlers/convert/gas_price.rs (+ one_inch.rs get_gas_price)
    {
      method: 'GET',
      path: '/v1/convert/gas-price',
      handle: async ({ query }) => {
        const params = queryParams(query, ['projectId', 'chainId'])
        const { namespace, chainId } = disassembleCaip2(params.chainId)
        const price = await gasPrice(ctx, servedChain(ctx, namespace, chainId, params.chainId))
        return { standard: price.toString(), fast: ((price * 12n) / 10n).toString(), instant: ((price * 15n) / 10n).toString() }
      }
    },
    // reown-com/blockchain-api src/handlers/convert/transaction.rs (+ one_inch.rs build_convert_tx):
    // eip155.slippage is a usize (a string is axum's 422), tx.amount is the expected output (1inch's dstAmount)
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      handle: async ({ body }) => {
        const request = jsonBody<BuildTransactionBody>(body, buildTransactionBody)
        const ids = sameChain(request.from, request.to, request.userAddress)
        if (!request.eip155) throw invalidParameter('slippage parameter is necessary for this type of conversion')
        const { chain, src, dst, user } = pairOf(ctx, ids)
        const slippage = request.eip155.slippage
        if (slippage > MAX_SLIPPAGE) throw conversionError(`slippage must be between 0 and ${MAX_SLIPPAGE}`)
        const amount = amountOf(request.amount)
        const expected = await quoted(ctx, chain, src.side, dst.side, amount)
        const minOut = (expected * BigInt(100 - slippage)) / 100n
        const call = swapCall(src.side, dst.side, amount, minOut, user!)
        const price = await gasPrice(ctx, chain)
        const estimate = () => clientOf(ctx, chain).estimateGas({ account: user!, to: chain.amm.address, data: call.data, value: call.value })
        let gas: bigint
        if (request.disableEstimate === true) {
          gas = await estimate().catch(() => fallbackGas)
        } else {
          await checkFunds(ctx, chain, src, user!, amount)
          gas = await estimate().catch(() => {
            throw conversionError('cannot estimate the swap: the transaction would fail')
          })
        }
        return {
          tx: {
            from: `eip155:${chain.chainId}:${user!}`,
            to: `eip155:${chain.chainId}:${chain.amm.address}`,
            data: call.data,
            amount: expected.toString(),
            eip155: { gas: Math.ceil(Number(gas) * GAS_ESTIMATION_MARGIN).toString(), gasPrice: price.toString() }
          }
        }
      }
    },
    // reown-com/blockchain-api src/handlers/convert/approve.rs (+ one_inch.rs build_approve_tx): no userAddress;
    // tx.from is the `from` id as sent (the token to approve, where AppKit sends the approval), tx.to the `to` token
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      handle: async ({ query }) => {
        const params = queryParams(query, ['projectId', 'from', 'to'], ['amount'])
        const source = disassembleCaip10(params.from)
        const target = disassembleCaip10(params.to)
        if (target.chainId !== source.chainId) throw invalidParameter('`from` and `to` chain IDs must have the same value')
        const chain = servedChain(ctx, source.namespace, source.chainId, `${source.namespace}:${source.chainId}`)
        const amount = params.amount === undefined ? maxUint256 : amountOf(params.amount)
        return {
          tx: {
            from: params.from,
            to: `eip155:${chain.chainId}:${target.address.toLowerCase()}`,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.amm.address, amount] }),
            value: '0',
            eip155: { gasPrice: (await gasPrice(ctx, chain)).toString() }
          }
        }
      }
    }
  ]
}
