import { resetEmbeddedWallet } from '../controllers/embedded-wallet/store.js'
import { $accounts } from '../controllers/account/store.js'
import { closeAlert } from '../controllers/notices/alert.js'
import { $chain } from '../controllers/networks/store.js'
import { resetConnectors } from '../controllers/wallets/connectors.js'
import { $modal } from '../controllers/modal/modal.js'
import { $options } from '../controllers/config/options.js'
import { $router } from '../controllers/modal/router.js'
import { $theme } from '../controllers/locale-theme/theme.js'
import { hideToast } from '../controllers/notices/toast.js'
import { resetServices } from '../controllers/config/services.js'
import { clearStored } from '../controllers/config/storage.js'
import { resetOriginCheck } from '../controllers/config/origin-check.js'
import { $siwxSession } from '../controllers/siwx/session.js'

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
