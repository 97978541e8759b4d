import { computed, map } from 'nanostores'
import type { AccountState, CaipAddress, ChainNamespace } from '../../types/public.js'
import { $chain } from '../networks/store.js'
import { registerReset } from '../resets.js'

const EMPTY: AccountState = { allAccounts: [], status: 'disconnected' }

/** behaviour §3 account state, one entry per namespace. */
export const $accounts = map<Partial<Record<ChainNamespace, AccountState>>>({})
registerReset($accounts)

export const $activeAccount = computed([$accounts, $chain], (accounts, chain) =>
  (chain.activeNamespace && accounts[chain.activeNamespace]) || EMPTY
)

export function accountOf(namespace: ChainNamespace): AccountState {
  return $accounts.get()[namespace] ?? EMPTY
}

export function updateAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
  $accounts.setKey(namespace, { ...accountOf(namespace), ...patch })
}

export function setCaipAddress(namespace: ChainNamespace, caipAddress: CaipAddress): void {
  const address = caipAddress.split(':')[2] ?? ''
  updateAccount(namespace, { caipAddress, address, status: 'connected' })
}

export function resetAccount(namespace: ChainNamespace): void {
  $accounts.setKey(namespace, { ...EMPTY })
}
