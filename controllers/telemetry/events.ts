import { atom } from 'nanostores'

export type TrackedEventName =
  | 'INITIALIZE'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_NETWORKS'
  | 'SIWX_AUTH_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'CLICK_CANCEL_SIWX'
  | 'ERROR_FETCH_TRANSACTIONS'

export interface TrackedEvent {
  timestamp: number
  data: { type: 'track'; event: TrackedEventName; properties?: Record<string, unknown> }
}

/** The latest tracked event; subscribers see every event in order. */
export const $lastEvent = atom<TrackedEvent | undefined>(undefined)

export function trackEvent(event: TrackedEventName, properties?: Record<string, unknown>): void {
  $lastEvent.set({ timestamp: Date.now(), data: { type: 'track', event, ...(properties ? { properties } : {}) } })
}

export function subscribeEvents(callback: (event: TrackedEvent) => void): () => void {
  return $lastEvent.listen(event => {
    if (event) callback(event)
  })
}
