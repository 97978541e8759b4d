import { resetEmbeddedWallet } from '../controllers/embedded-wallet-state.js'
import { $accounts } from '../controllers/account.js'
import { closeAlert } from '../controllers/alert.js'
import { $chain } from '../controllers/chain.js'
import { resetConnectors } from '../controllers/connectors.js'
import { $modal } from '../controllers/modal.js'
import { $options } from '../controllers/options.js'
import { $router } from '../controllers/router.js'
import { $theme } from '../controllers/theme.js'
import { hideToast } from '../controllers/toast.js'
import { resetServices } from '../controllers/services.js'
import { clearStored } from '../controllers/storage.js'
import { resetOriginCheck } from '../controllers/origin-check.js'
import { $siwxSession } from '../controllers/siwx-session.js'

/** Puts every store back to its initial state, and clears stored keys (between unit tests). */
export function resetControllers(): void {
  $accounts.set({})
  closeAlert()
  $chain.set({ networks: [], activeNamespace: undefined, activeNetworks: {}, adapterNamespaces: [], unsupportedChainId: undefined })
  resetConnectors()
  $modal.set({ open: false, loading: false, shake: false, initialized: false, namespace: undefined, loadingNamespaceMap: {} })
  $options.set(undefined)
  $router.set({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] })
  $theme.set({ themeMode: undefined, themeVariables: {} })
  hideToast()
  clearStored()
  resetServices()
  resetOriginCheck()
  $siwxSession.set(undefined)
  resetEmbeddedWallet()
}
