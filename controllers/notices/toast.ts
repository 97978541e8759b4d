import { map } from 'nanostores'
import { registerReset } from '../resets.js'

export type ToastVariant = 'success' | 'info' | 'error' | 'loading'

export const TOAST_SWAP_MS = 150
export const TOAST_AUTO_CLOSE_MS = 2500

export const $toast = map({ message: '', variant: 'success' as ToastVariant, open: false, autoClose: true })

let swapTimer: ReturnType<typeof setTimeout> | undefined
let closeTimer: ReturnType<typeof setTimeout> | undefined

function clearTimers(): void {
  clearTimeout(swapTimer)
  clearTimeout(closeTimer)
}

function display(message: string, variant: ToastVariant, autoClose: boolean): void {
  $toast.set({ message, variant, open: true, autoClose })
  if (autoClose) closeTimer = setTimeout(hideToast, TOAST_AUTO_CLOSE_MS)
}

/** behaviour §4: a new message while one is open closes the old one and shows the new one after 150 ms. */
export function showToast(message: string, variant: ToastVariant, options: { autoClose?: boolean } = {}): void {
  const autoClose = options.autoClose ?? variant !== 'loading'
  clearTimers()
  if ($toast.get().open) {
    $toast.setKey('open', false)
    swapTimer = setTimeout(() => display(message, variant, autoClose), TOAST_SWAP_MS)
  } else {
    display(message, variant, autoClose)
  }
}

export function hideToast(): void {
  clearTimers()
  $toast.set({ message: '', variant: 'success', open: false, autoClose: true })
}

registerReset(hideToast)
