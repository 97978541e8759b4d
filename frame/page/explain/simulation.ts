import { BaseError, getAddress, type Hex, type Log, type PublicClient } from 'viem'
import { simulateCalls } from 'viem/actions'
import type { Call } from './calls.js'

/**
 * The calls run against the chain's latest state before approval (eth_simulateV1 through viem's
 * simulateCalls), from the account that will send them (the smart account's address when it is in use).
 *
 * viem's `traceAssetChanges` is not used: it reads balances with a contract-creation call (no `to`),
 * which anvil 1.7 refuses ("missing keys: [to]"). Instead the node traces native transfers as logs
 * (`traceTransfers`, from the 0xeeee…eeee pseudo-address) and the changes are the ERC-20 Transfer
 * logs plus those, summed per asset for the account.
 */

export interface Simulation {
  /** Per call: the gas it used (a reverting call uses gas too) and, when it reverts, the node's reason. */
  results: { gasUsed: bigint; reverted?: { reason?: string } }[]
  /** Net change per asset for the account, in smallest units (`undefined` key: the native coin). */
  deltas: Map<Hex | undefined, bigint>
}

/** keccak256('Transfer(address,address,uint256)'), ERC-20's event (ERC-721's has a fourth topic and is not an amount). */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** Where eth_simulateV1 `traceTransfers` says native value moved (execution-apis eth_simulateV1 spec). */
const NATIVE_TRANSFER_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const MAX_REASON_LENGTH = 300

/** undefined when the node cannot simulate (no eth_simulateV1, an error): the screen says so rather than guess. */
export async function simulate(client: PublicClient, account: Hex, calls: Call[]): Promise<Simulation | undefined> {
  const answer = await simulateCalls(client, { account, calls, traceTransfers: true }).catch(() => undefined)
  if (!answer) return undefined
  const deltas = new Map<Hex | undefined, bigint>()
  const results = answer.results.map(result => {
    if (result.status !== 'success') return { gasUsed: result.gasUsed, reverted: reasonOf(result.error) }
    for (const log of result.logs ?? []) addTransfer(deltas, log, account)
    return { gasUsed: result.gasUsed }
  })
  for (const [asset, delta] of deltas) if (delta === 0n) deltas.delete(asset)
  return { results, deltas }
}

function addTransfer(deltas: Map<Hex | undefined, bigint>, log: Log, account: Hex): void {
  const [topic, fromTopic, toTopic] = log.topics
  if (topic !== TRANSFER_TOPIC || log.topics.length !== 3 || !fromTopic || !toTopic || log.data.length !== 66) return
  const self = account.toLowerCase()
  const from = `0x${fromTopic.slice(26)}`.toLowerCase()
  const to = `0x${toTopic.slice(26)}`.toLowerCase()
  if (from === to || (from !== self && to !== self)) return
  const asset = log.address.toLowerCase() === NATIVE_TRANSFER_ADDRESS ? undefined : getAddress(log.address)
  const value = BigInt(log.data)
  deltas.set(asset, (deltas.get(asset) ?? 0n) + (to === self ? value : -value))
}

/** The node's revert text (Error(string), or a Panic's meaning), as viem decodes it from the revert data. */
function reasonOf(error: Error | undefined): { reason?: string } {
  if (!(error instanceof BaseError)) return {}
  const reverted = error.walk(cause => typeof (cause as { reason?: unknown }).reason === 'string') as { reason?: string } | null
  const reason = reverted?.reason
  return reason ? { reason: reason.slice(0, MAX_REASON_LENGTH) } : {}
}
