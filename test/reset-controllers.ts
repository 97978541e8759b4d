import { $accounts } from '../src/controllers/account.js'
import { closeAlert } from '../src/controllers/alert.js'
import { $chain } from '../src/controllers/chain.js'
import { resetConnectors } from '../src/controllers/connectors.js'
import { $modal } from '../src/controllers/modal.js'
import { $options } from '../src/controllers/options.js'
import { $router } from '../src/controllers/router.js'
import { $theme } from '../src/controllers/theme.js'
import { hideToast } from '../src/controllers/toast.js'
import { resetServices } from '../src/controllers/services.js'
import { clearStored } from '../src/controllers/storage.js'
import { resetOriginCheck } from '../src/controllers/telemetry.js'

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
}
