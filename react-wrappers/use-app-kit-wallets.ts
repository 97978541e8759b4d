import { useSyncExternalStore } from 'react'
import { appKitWallets } from '../controllers/headless-wallets/api.js'
import type { UseAppKitWalletsReturn } from '../controllers/headless-wallets/store.js'

export type { UseAppKitWalletsReturn } from '../controllers/headless-wallets/store.js'

const { get, subscribe, ...actions } = appKitWallets

/**
 * Your own connect UI (`features.headless`): the wallet lists, `connect` and its progress (the
 * WalletConnect URI to show while pairing), `fetchWallets` for directory pages and search, and
 * `disconnect`; re-renders on each change. On the server it renders the empty initial state.
 */
export function useAppKitWallets(): UseAppKitWalletsReturn {
  const state = useSyncExternalStore(subscribe, get, get)
  return { ...state, ...actions }
}
