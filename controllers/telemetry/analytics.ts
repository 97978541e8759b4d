import type { AnalyticsEvent } from '../../clients/analytics.js'
import { $activeAccount } from '../account/store.js'
import { $activeNetwork } from '../networks/store.js'
import { subscribeEvents, type TrackedEvent } from './events.js'
import { $options } from '../config/options.js'
import { analyticsClient, directoryClient } from '../config/services.js'
import { whenIdle } from '../when-idle.js'

/** Events kept while the modal has not opened yet (nothing is sent before the first open). */
export const MAX_QUEUED_EVENTS = 50

/** Before the first open: queue; then `pending` until the project's analytics switch answers; then on or off. */
type SendState = 'queue' | 'pending' | 'on' | 'off'

let queue: AnalyticsEvent[] = []
let state: SendState = 'queue'

/**
 * What AppKit sends for an event (reown-com/appkit packages/controllers/src/controllers/EventsController.ts
 * _setPendingEvent): the connected address beside the event, the active network's caipNetworkId
 * among its properties, both as they were when the event happened.
 */
function toAnalytics(event: TrackedEvent): AnalyticsEvent {
  const address = $activeAccount.get().address
  const caipNetworkId = $activeNetwork.get()?.caipNetworkId
  return {
    event: event.data.event,
    timestamp: event.timestamp,
    ...(address ? { address } : {}),
    properties: { ...event.data.properties, ...(caipNetworkId ? { caipNetworkId } : {}) }
  }
}

function send(events: AnalyticsEvent[]): void {
  if (events.length === 0) return
  void analyticsClient().then(client => {
    for (const event of events) client.sendEvent(event)
  })
}

/**
 * The project's dashboard switch (`GET /getAnalyticsConfig` → `isAnalyticsEnabled`), asked once at
 * the first open; like AppKit's ApiController.fetchAnalyticsConfig, a failed answer counts as off.
 */
async function applyAnalyticsConfig(): Promise<void> {
  let enabled: boolean
  try {
    enabled = (await (await directoryClient()).fetchAnalyticsConfig()).isAnalyticsEnabled === true
  } catch {
    enabled = false
  }
  if (state !== 'pending') return
  state = enabled ? 'on' : 'off'
  const waiting = queue
  queue = []
  if (enabled) send(waiting)
}

/**
 * Sends tracked events to analytics when `features.analytics` is on and the project's analytics
 * switch says so. Events wait in a short queue until the modal first opens (a page that never
 * opens the modal makes no remote request), then until the switch has answered.
 */
export function startTelemetry(): () => void {
  queue = []
  state = 'queue'
  return subscribeEvents(event => {
    if (!$options.get()?.features.analytics || state === 'off') return
    const item = toAnalytics(event)
    if (state === 'on') return send([item])
    queue = [...queue, item].slice(-MAX_QUEUED_EVENTS)
    if (state === 'queue' && event.data.event === 'MODAL_OPEN') {
      state = 'pending'
      // The open's click and frame pay for no request: the switch is asked once the page is idle after them.
      whenIdle(() => void applyAnalyticsConfig())
    }
  })
}
