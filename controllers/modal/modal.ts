import { map } from 'nanostores'
import type { ChainNamespace } from '../../types/public.js'
import { $activeAccount, accountOf } from '../account/store.js'
import { $chain, setActiveNamespace } from '../networks/store.js'
import { trackEvent } from '../telemetry/events.js'
import { $options } from '../config/options.js'
import { $router, resetView, setRouterExit, type RouteView } from './router.js'
import { registerReset } from '../resets.js'

export const SHAKE_MS = 500

interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
  initialized: boolean
  namespace: ChainNamespace | undefined
  loadingNamespaceMap: Partial<Record<ChainNamespace, boolean>>
}

export const $modal = map<ModalState>({
  open: false,
  loading: false,
  shake: false,
  initialized: false,
  namespace: undefined,
  loadingNamespaceMap: {}
})
registerReset($modal)

export function isMobile(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia('(pointer: coarse)').matches && matchMedia('(max-width: 600px)').matches
}

/** behaviour §2 "Opening the modal": which view an open without a named view shows. */
export function initialView(): RouteView {
  const connected = Boolean($activeAccount.get().caipAddress)
  if ($chain.get().adapterNamespaces.length === 0 && !connected) {
    return isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return connected ? 'Account' : 'Connect'
}

/** With a namespace: that family's Account when it is connected (it becomes active), else Connect filtered to it. */
export function openModal(options: { view?: RouteView; namespace?: ChainNamespace } = {}): void {
  const { namespace } = options
  const familyConnected = namespace && accountOf(namespace).caipAddress
  if (familyConnected) setActiveNamespace(namespace)
  resetView(options.view ?? (namespace ? (familyConnected ? 'Account' : 'Connect') : initialView()))
  const wasOpen = $modal.get().open
  $modal.set({ ...$modal.get(), open: true, loading: true, namespace: options.namespace })
  if (!wasOpen) trackEvent('MODAL_OPEN', { connected: Boolean($activeAccount.get().caipAddress) })
}

/** Marks the modal painted (its first view is on screen): loading ends. */
export function modalReady(): void {
  if ($modal.get().loading) $modal.setKey('loading', false)
}

const closeGuards = new Set<(view: RouteView) => boolean>()

/** A feature that must keep the modal open on some views (required sign-in) adds a guard: true blocks the close. */
export function guardClose(guard: (view: RouteView) => boolean): () => void {
  closeGuards.add(guard)
  return () => closeGuards.delete(guard)
}

function closeBlocked(view: RouteView): boolean {
  if (view === 'ApproveTransaction') return true
  for (const guard of closeGuards) if (guard(view)) return true
  return false
}

/** Closing is blocked on ApproveTransaction (and where a guard says) unless forced; embedded mode goes home instead. */
export function closeModal(force = false): void {
  if (!force && closeBlocked($router.get().view)) {
    shakeModal()
    return
  }
  if ($options.get()?.enableEmbedded) {
    resetView($activeAccount.get().caipAddress ? 'Account' : 'Connect')
    return
  }
  const wasOpen = $modal.get().open
  $modal.set({ ...$modal.get(), open: false, loading: false, namespace: undefined })
  if (wasOpen) trackEvent('MODAL_CLOSE', { connected: Boolean($activeAccount.get().caipAddress) })
}

setRouterExit(closeModal)

let shakeTimer: ReturnType<typeof setTimeout> | undefined

export function shakeModal(): void {
  clearTimeout(shakeTimer)
  $modal.setKey('shake', true)
  shakeTimer = setTimeout(() => $modal.setKey('shake', false), SHAKE_MS)
}

export function setInitialized(): void {
  $modal.setKey('initialized', true)
}
