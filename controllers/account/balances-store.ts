import { map } from 'nanostores'
import type { TokenBalance } from '../../clients/types.js'
import { registerReset } from '../resets.js'

/** The portfolio balances store alone: `appKit.getBalance` reads it on the first-paint path; the fetching rules in balances.ts load with the views. */

export type BalancesStatus = 'idle' | 'loading' | 'ready' | 'unavailable'

export interface BalancesState {
  status: BalancesStatus
  tokens: TokenBalance[]
  /** `address|caipNetworkId` the tokens belong to. */
  key?: string
  error?: string
}

export const $balances = map<BalancesState>({ status: 'idle', tokens: [] })
registerReset($balances)
