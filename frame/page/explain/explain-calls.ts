import type { Hex, PublicClient } from 'viem'
import { usdValue, type Lookups } from './blockchain-api.js'
import { callsOf, summarize, type Call } from './calls.js'
import type { Amount, BalanceChange, CallSummary, Explanation, Party, RequestContext, Warning } from './model.js'
import { simulate, type Simulation } from './simulation.js'
import { readToken, tokenAmount, type TokenInfo } from './tokens.js'

/**
 * eth_sendTransaction / wallet_sendCalls explained: each call decoded, its token read (symbol, decimals),
 * its parties named and its amounts priced when the blockchain API answers, the fee estimated and the
 * calls simulated from the account in use. All reads run at once; none of them can make the request
 * unapprovable (a failed read is a missing name, symbol or price, or an 'unavailable').
 */

export interface NativeCurrency {
  symbol: string
  decimals: number
}

export async function explainCalls(
  method: 'eth_sendTransaction' | 'wallet_sendCalls',
  params: unknown[],
  context: RequestContext,
  chain: { client: PublicClient; native: NativeCurrency; lookups: Lookups }
): Promise<{ explanation: Extract<Explanation, { kind: 'calls' }>; warnings: Warning[] }> {
  const calls = callsOf(method, params)
  const summarized = calls.map(summarize)
  const { client, native, lookups } = chain
  const tokens = [...new Set(summarized.flatMap(({ summary }) => tokenOf(summary)))]
  const parties = [...new Set(summarized.flatMap(({ summary }) => partiesOf(summary).map(party => party.address)))]
  // The prices are asked now, beside the chain reads, and awaited where an amount needs one.
  for (const token of tokens) void lookups.usdPriceOf(token)
  const [simulation, tokenInfos, names, nativePrice, maxFee] = await Promise.all([
    simulate(client, context.account, calls),
    Promise.all(tokens.map(token => readToken(client, token))),
    Promise.all(parties.map(address => lookups.nameOf(address))),
    lookups.usdPriceOf(),
    // EIP-1559's max fee per gas; a chain without EIP-1559 is priced by its gas price.
    client
      .estimateFeesPerGas()
      .then(fees => fees.maxFeePerGas, () => client.getGasPrice())
      .catch(() => undefined)
  ])
  const infoOf = new Map<Hex, TokenInfo>(tokens.map((token, i) => [token, tokenInfos[i]!]))
  const nameFor = new Map<Hex, string | undefined>(parties.map((address, i) => [address, names[i]]))
  const nativeAmount = (value: bigint): Amount => {
    const usd = usdValue(value, native.decimals, nativePrice)
    return { value, decimals: native.decimals, symbol: native.symbol, ...(usd !== undefined ? { usd } : {}) }
  }
  const amountOf = async (amount: Amount): Promise<Amount> =>
    amount.token ? tokenAmount(amount.value, amount.token, infoOf.get(amount.token) ?? (await readToken(client, amount.token)), lookups) : nativeAmount(amount.value)
  const named = (party: Party): Party => {
    const name = nameFor.get(party.address)
    return name ? { ...party, name } : party
  }

  const summaries = await Promise.all(summarized.map(({ summary }) => complete(summary, amountOf, named, infoOf)))
  const warnings: Warning[] = summarized.flatMap(({ warnings }) => warnings.map(warning => (warning.code === 'unlimited-approval' ? withSymbol(warning, infoOf, named) : warning)))
  const gas = await gasOf(client, context.account, calls, simulation)
  const fee: Amount | 'unavailable' = gas !== undefined && maxFee !== undefined ? nativeAmount(gas * maxFee) : 'unavailable'
  let changes: BalanceChange[] | 'unavailable' = 'unavailable'
  if (!simulation) warnings.push({ code: 'simulation-unavailable' })
  else {
    simulation.results.forEach((result, callIndex) => {
      if (result.reverted) warnings.push({ code: 'will-revert', callIndex, ...result.reverted })
    })
    changes = await Promise.all(
      [...simulation.deltas].map(async ([token, delta]) => ({
        amount: await amountOf({ value: delta < 0n ? -delta : delta, decimals: 0, ...(token ? { token } : {}) }),
        direction: delta < 0n ? ('out' as const) : ('in' as const)
      }))
    )
  }
  return { explanation: { kind: 'calls', calls: summaries, fee, changes }, warnings }
}

function tokenOf(summary: CallSummary): Hex[] {
  if (summary.kind === 'erc20-approve') return [summary.token]
  if (summary.kind === 'erc20-transfer' || summary.kind === 'erc20-transfer-from') return summary.amount.token ? [summary.amount.token] : []
  return []
}

function partiesOf(summary: CallSummary): Party[] {
  if (summary.kind === 'erc20-approve') return [summary.spender]
  if (summary.kind === 'erc20-transfer-from') return [summary.from, summary.to]
  return [summary.to]
}

async function complete(summary: CallSummary, amountOf: (amount: Amount) => Promise<Amount>, named: (party: Party) => Party, infoOf: Map<Hex, TokenInfo>): Promise<CallSummary> {
  switch (summary.kind) {
    case 'native-transfer':
    case 'erc20-transfer':
      return { ...summary, to: named(summary.to), amount: await amountOf(summary.amount) }
    case 'erc20-transfer-from':
      return { ...summary, from: named(summary.from), to: named(summary.to), amount: await amountOf(summary.amount) }
    case 'erc20-approve': {
      const symbol = infoOf.get(summary.token)?.symbol
      return { ...summary, spender: named(summary.spender), amount: summary.amount === 'unlimited' ? 'unlimited' : await amountOf(summary.amount), ...(symbol !== undefined ? { symbol } : {}) }
    }
    case 'contract-call':
      return { ...summary, to: named(summary.to), ...(summary.value ? { value: await amountOf(summary.value) } : {}) }
  }
}

function withSymbol(warning: Extract<Warning, { code: 'unlimited-approval' }>, infoOf: Map<Hex, TokenInfo>, named: (party: Party) => Party): Warning {
  const symbol = infoOf.get(warning.token)?.symbol
  return { ...warning, spender: named(warning.spender), ...(symbol !== undefined ? { symbol } : {}) }
}

/** The gas the simulation used (all calls), or the node's estimate when it could not simulate; undefined when neither answers. */
async function gasOf(client: PublicClient, account: Hex, calls: Call[], simulation: Simulation | undefined): Promise<bigint | undefined> {
  if (simulation) return simulation.results.reduce((sum, result) => sum + result.gasUsed, 0n)
  try {
    const estimates = await Promise.all(calls.map(call => client.estimateGas({ account, ...call })))
    return estimates.reduce((sum, gas) => sum + gas, 0n)
  } catch {
    return undefined
  }
}
