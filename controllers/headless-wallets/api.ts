import { onMount } from 'nanostores'
import { $headlessWallets, type AppKitWallets } from './store.js'

/**
 * The headless wallets API (`appKit.wallets`, `useAppKitWallets`): a store and actions to draw your
 * own connect UI over the same controllers the modal uses. This file is what the page carries from
 * the start (the store and thin actions); the lists and the connection flows live in
 * live.ts, loaded at the first subscription or action, and the wallet directory
 * and WalletConnect code load from there only when asked, as in the modal.
 *
 * Shapes follow AppKit's `useAppKitWallets` (wallets, wcWallets, wcUri, connectingWallet, page,
 * count, fetchWallets, connect, resetWcUri…) so people moving from it find what they expect; see
 * reown-com/appkit packages/controllers/exports/react.ts (`UseAppKitWalletsReturn`) and
 * packages/controllers/src/utils/ConnectUtil.ts (`WalletItem`). Our own code.
 */

type Live = typeof import('./live.js')
let loaded: Live | undefined
const live = async (): Promise<Live> => (loaded ??= await import('./live.js'))

// Filled while someone listens: the first subscriber loads the live part, which follows the controllers until the last one leaves.
onMount($headlessWallets, () => {
  // A server render shows the initial state: nothing to load, nothing to follow.
  if (typeof window === 'undefined') return
  let stop: (() => void) | undefined
  let stopped = false
  void live().then(module => {
    if (!stopped) stop = module.followControllers()
  })
  return () => {
    stopped = true
    stop?.()
  }
})

export const appKitWallets: AppKitWallets = {
  get: () => $headlessWallets.get(),
  subscribe: callback => $headlessWallets.subscribe(state => callback(state)),
  fetchWallets: async options => (await live()).fetchWallets(options),
  connect: async (wallet, namespace) => (await live()).connect(wallet, namespace),
  refreshWcUri: async () => (await live()).refreshWcUri(),
  // Nothing to reset before the live part loaded: only it starts connections.
  resetWcUri: () => loaded?.resetWcUri(),
  resetConnectingWallet: () => loaded?.resetConnectingWallet(),
  disconnect: async namespace => (await live()).disconnect(namespace)
}
