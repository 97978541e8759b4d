import type { Address, Hex } from 'viem'
import { isOriginAllowed } from '../../../clients/origins.js'
import type { AccountCall } from './account-calls.js'

/**
 * The operator's sponsorship policy (server.config.json `paymaster.policy`): which sites may ask,
 * which contracts and functions gas is paid for, and how much gas one person may spend a day. A
 * refusal is a sentence the person reads on the approval screen, so each one says what the rule is.
 */

export interface PaymasterPolicy {
  /** The name the approval screen shows: "Gas sponsored by <name>". */
  sponsorName: string
  /** Sites (the page that opened the wallet, its Origin) that may ask; `*` matches any run of characters. */
  allowedOrigins: string[]
  /** Contracts gas is paid for, each with the function selectors allowed on it (`*`: any function; `0x`: a plain transfer of ETH). */
  contracts: Array<{ address: Address; selectors: Array<Hex | '*'> }>
  /** Gas one person may have sponsored per UTC day (counted at the user operation's gas limits, in the database). */
  dailyGasPerPerson: number
}

/** JSON-RPC error code of a policy refusal (the -32000s are the server's own). */
export const POLICY_REFUSED = -32001

export class PolicyRefusal extends Error {
  readonly code = POLICY_REFUSED
}

/** Refuses, with the rule's words, a site or a call the policy does not sponsor. */
export function checkPolicy(policy: PaymasterPolicy, origin: string | undefined, calls: AccountCall[] | undefined): void {
  if (!origin || !isOriginAllowed(origin, policy.allowedOrigins)) throw new PolicyRefusal(`${policy.sponsorName} does not sponsor gas for ${origin ? origin.slice(0, 100) : 'this site'}`)
  if (!calls?.length) throw new PolicyRefusal(`${policy.sponsorName} sponsors gas only for the wallet's own calls`)
  for (const call of calls) {
    const selector = call.data.length >= 10 ? call.data.slice(0, 10).toLowerCase() : '0x'
    const contract = policy.contracts.find(each => each.address.toLowerCase() === call.to.toLowerCase())
    if (!contract) throw new PolicyRefusal(`${policy.sponsorName} does not sponsor gas for calls to ${call.to}`)
    if (!contract.selectors.some(allowed => allowed === '*' || allowed.toLowerCase() === selector))
      throw new PolicyRefusal(`${policy.sponsorName} does not sponsor gas for this function (${selector}) of ${call.to}`)
  }
}
