import { encodeFunctionData, type Address, type Hex } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { HttpError } from '../http.js'
import { clientOf, type ApiContext } from './context.js'

/** Quotes and calldata for the devnet AMM, mirroring DevnetAmm.sol's constant-product maths exactly. */

const { contracts } = loadArtifacts()

/** A swap side: a token address, or undefined for the native coin. */
export type SwapSide = Address | undefined

export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

async function reserves(ctx: ApiContext, chain: EvmChain, token: Address): Promise<{ token: bigint; native: bigint }> {
  const [tokenReserve, nativeReserve] = (await clientOf(ctx, chain).readContract({ address: chain.amm.address, abi: contracts.DevnetAmm.abi, functionName: 'pools', args: [token] })) as [bigint, bigint]
  if (tokenReserve === 0n || nativeReserve === 0n) throw new HttpError(400, `No liquidity for ${token} on ${chain.caipNetworkId}`)
  return { token: tokenReserve, native: nativeReserve }
}

export async function quote(ctx: ApiContext, chain: EvmChain, from: SwapSide, to: SwapSide, amount: bigint): Promise<bigint> {
  if (from === to) throw new HttpError(400, 'Invalid swap: from and to are the same asset')
  let out: bigint
  if (!from) {
    const pool = await reserves(ctx, chain, to!)
    out = amountOut(amount, pool.native, pool.token)
  } else {
    const first = await reserves(ctx, chain, from)
    const native = amountOut(amount, first.token, first.native)
    if (!to) out = native
    else {
      const second = await reserves(ctx, chain, to)
      out = amountOut(native, second.native, second.token)
    }
  }
  if (out === 0n) throw new HttpError(400, 'Insufficient liquidity: the amount is too small or too large for the pool')
  return out
}

/** The AMM call that performs the swap, with the native value to send along. */
export function swapCall(from: SwapSide, to: SwapSide, amount: bigint, minOut: bigint, recipient: Address): { data: Hex; value: bigint } {
  const abi = contracts.DevnetAmm.abi
  if (!from) return { data: encodeFunctionData({ abi, functionName: 'swapExactNativeForTokens', args: [to, minOut, recipient] }), value: amount }
  if (!to) return { data: encodeFunctionData({ abi, functionName: 'swapExactTokensForNative', args: [from, amount, minOut, recipient] }), value: 0n }
  return { data: encodeFunctionData({ abi, functionName: 'swapExactTokensForTokens', args: [from, to, amount, minOut, recipient] }), value: 0n }
}
