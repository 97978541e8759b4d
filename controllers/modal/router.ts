import { map } from 'nanostores'
import type { CaipNetwork, Connector } from '../../types/public.js'
import { registerReset } from '../resets.js'

export type RouteView =
  | 'Connect'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'UnsupportedChain'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Account'
  | 'AllWallets'
  | 'SIWXSignMessage'
  | 'Networks'
  | 'Send'
  | 'SendPreview'
  | 'Receive'
  | 'Swap'
  | 'OnRampProviders'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'OnRampBuyInProgress'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'SmartSessions'
  | 'ConnectSocials'
  | 'ConnectingSocial'

/** A view asks the router to load another view's code ahead of need (the likely next click). */
export const PREFETCH_VIEW_EVENT = 'w3m-prefetch-view'
export interface PrefetchViewDetail {
  view: RouteView
}

/** A wallet picked from a list: a connector on this page, or a directory entry. */
export interface WalletChoice {
  id: string
  name: string
  imageUrl?: string
  rdns?: string
  /** Directory deep link: a native scheme (`metamask://`) or a universal link (`https://…`). */
  mobileLink?: string
  appStore?: string
  playStore?: string
}

export interface RouteData {
  connector?: Connector
  wallet?: WalletChoice
  network?: CaipNetwork
}

/** An item on the transaction stack: what to do when the flow it guards completes. */
export interface TransactionAction {
  view?: RouteView
  goBack?: boolean
  replace?: boolean
  onSuccess?: () => void
  onCancel?: () => void
}

interface RouterState {
  view: RouteView
  history: RouteView[]
  data: RouteData | undefined
  transactionStack: TransactionAction[]
}

/** What leaving the last view does; the modal sets it (the router knows nothing of the modal). */
let exitRouter: (force?: boolean) => void = () => {}
export function setRouterExit(exit: (force?: boolean) => void): void {
  exitRouter = exit
}

let availableViews = new Set<RouteView>()

/** The router's view table says which views this build has (a feature without its view is absent). */
export function setAvailableViews(views: readonly RouteView[]): void {
  availableViews = new Set(views)
}

export function isViewAvailable(view: RouteView): boolean {
  return availableViews.has(view)
}

export const $router = map<RouterState>({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] })
registerReset($router)

function show(history: RouteView[], data?: RouteData): void {
  const view = history[history.length - 1] ?? 'Connect'
  $router.set({ ...$router.get(), view, history, data })
}

/** Pushing the view already on top is ignored. */
export function pushView(view: RouteView, data?: RouteData): void {
  const { history } = $router.get()
  if (history[history.length - 1] === view) return
  show([...history, view], data)
}

export function resetView(view: RouteView, data?: RouteData): void {
  show([view], data)
}

export function replaceView(view: RouteView, data?: RouteData): void {
  const { history } = $router.get()
  show([...history.slice(0, -1), view], data)
}

/** Pops one entry; with one entry left, or UnsupportedChain anywhere in history, closes the modal. */
export function goBack(): void {
  const { history, data } = $router.get()
  if (history.length > 1 && !history.includes('UnsupportedChain')) show(history.slice(0, -1), data)
  else exitRouter()
}

export function goBackToIndex(index: number): void {
  const { history, data } = $router.get()
  if (index < history.length - 1) show(history.slice(0, index + 1), data)
}

export function pushTransactionStack(action: TransactionAction): void {
  const { transactionStack } = $router.get()
  $router.setKey('transactionStack', [...transactionStack, action])
}

/** Drops a transaction-stack item whose flow failed, without completing or cancelling it (the flow shows its own view). */
export function dropTransactionAction(action: TransactionAction): void {
  $router.setKey('transactionStack', $router.get().transactionStack.filter(item => item !== action))
}

/** Completes (or, with `cancel`, cancels) the top transaction-stack item: behaviour §2. */
export function popTransactionStack(cancel = false): void {
  const stack = [...$router.get().transactionStack]
  const action = stack.pop()
  if (!action) return
  $router.setKey('transactionStack', stack)
  if (cancel) {
    goBack()
    action.onCancel?.()
    return
  }
  if (action.goBack) goBack()
  else if (action.replace) {
    const siweIndex = $router.get().history.indexOf('ConnectingSiwe')
    if (siweIndex > 0) goBackToIndex(siweIndex - 1)
    else {
      exitRouter(true)
      $router.setKey('history', [])
    }
  } else if (action.view) resetView(action.view)
  action.onSuccess?.()
}
