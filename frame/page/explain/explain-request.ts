import { createPublicClient, http, type PublicClient } from 'viem'
import * as networks from '../../../networks.js'
import { chainOf } from '../rpc.js'
import { createLookups, type BlockchainApi, type Lookups } from './blockchain-api.js'
import { explainCalls, type NativeCurrency } from './explain-calls.js'
import { explainMessage } from './message.js'
import type { ExplainedRequest, PermitSummary, RequestContext, Warning } from './model.js'
import { readToken, tokenAmount } from './tokens.js'
import { explainTypedData, parseTypedData, permitsOf } from './typed-data.js'
import { unexplained } from './unexplained.js'

/**
 * What an approval request means (model.ts), read from the request, the chain and, when configured, the
 * blockchain API. Loaded only when a request needs approval (wallet.ts imports it on demand), with viem.
 */

export interface ExplainDeps {
  /** The JSON-RPC of the request's chain. */
  rpcUrl: string
  /** Names and USD prices; without it, none are shown. */
  blockchainApi?: BlockchainApi
  /** The clock sign-in expiry is judged by (ms); Date.now by default. */
  now?: () => number
}

type Method = ExplainedRequest['method']

/**
 * Never throws: a request the decoders cannot read (malformed params, a decoder's failure) is explained
 * as `raw` with the `unexplained` warning, so it can still be approved or rejected by the person.
 */
export async function explainRequest(method: Method, params: unknown[], context: RequestContext, deps: ExplainDeps): Promise<ExplainedRequest> {
  const known = knownNetwork(context.chainId)
  const named: RequestContext = context.chainName === undefined && known ? { ...context, chainName: known.name } : context
  try {
    const { explanation, warnings } = await explain(method, params, named, deps, known?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 })
    return { context: named, method, explanation, warnings }
  } catch {
    return unexplained(method, params, named)
  }
}

async function explain(method: Method, params: unknown[], context: RequestContext, deps: ExplainDeps, native: NativeCurrency) {
  if (method === 'personal_sign') return explainMessage(params[0], context, (deps.now ?? Date.now)())
  const client = createPublicClient({ chain: chainOf(context.chainId, deps.rpcUrl), transport: http(deps.rpcUrl, { retryCount: 0, timeout: 5000 }) }) as PublicClient
  if (method === 'eth_signTypedData_v4') {
    const typed = parseTypedData(params[1])
    const { explanation, warnings } = explainTypedData(typed, context)
    const lookups = createLookups(deps.blockchainApi, context.chainId)
    const permits = await Promise.all(permitsOf(typed).map(permit => withToken(permit, client, lookups)))
    const permitWarnings: Warning[] = permits.map(permit => ({ code: 'permit', spender: permit.spender, amount: permit.amount }))
    return { explanation: permits.length ? { ...explanation, permits } : explanation, warnings: [...permitWarnings, ...warnings] }
  }
  return explainCalls(method, params, context, { client, native, lookups: createLookups(deps.blockchainApi, context.chainId) })
}

/** The permit's token named and its amount in the token's units, read from the chain (a token that will not say stays unnamed); its spender named when the API knows it. */
async function withToken(permit: PermitSummary, client: PublicClient, lookups: Lookups): Promise<PermitSummary> {
  const [info, name] = await Promise.all([readToken(client, permit.token), lookups.nameOf(permit.spender.address)])
  const amount = permit.amount === 'unlimited' ? permit.amount : await tokenAmount(permit.amount.value, permit.token, info, lookups)
  return { ...permit, amount, ...(name ? { spender: { ...permit.spender, name } } : {}), ...(info.symbol !== undefined ? { symbol: info.symbol } : {}) }
}

function knownNetwork(chainId: number) {
  return Object.values(networks).find((network): network is networks.CaipNetwork => typeof network === 'object' && network.caipNetworkId === `eip155:${chainId}`)
}
