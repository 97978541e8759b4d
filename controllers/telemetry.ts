import { isOriginAllowed } from '../clients/origins.js'
import { ALERTS, showAlert } from './alert.js'
import { subscribeEvents, type TrackedEvent } from './events.js'
import { $options } from './options.js'
import { analyticsClient, directoryClient } from './services.js'

/** Events kept while the modal has not opened yet (nothing is sent before the first open). */
export const MAX_QUEUED_EVENTS = 50

let queue: TrackedEvent[] = []
let sending = false

function send(event: TrackedEvent): void {
  void analyticsClient().then(client => client.sendEvent({ event: event.data.event, properties: { ...event.data.properties, timestamp: event.timestamp } }))
}

/**
 * Sends tracked events to analytics when `features.analytics` is on. Events wait in a short queue
 * until the modal first opens: a page that never opens the modal makes no remote request.
 */
export function startTelemetry(): () => void {
  queue = []
  sending = false
  return subscribeEvents(event => {
    if (!$options.get()?.features.analytics) return
    if (sending) return send(event)
    queue = [...queue, event].slice(-MAX_QUEUED_EVENTS)
    if (event.data.event !== 'MODAL_OPEN') return
    sending = true
    for (const queued of queue) send(queued)
    queue = []
  })
}

let originChecked = false

/**
 * SPEC §4/§5: with email or socials on, the page origin must be on the project's allowlist, else
 * the Invalid App Configuration alert. Run at the first open, not at start: no request before it.
 */
export async function checkAllowedOrigins(origin: string): Promise<void> {
  const options = $options.get()
  const socials = options?.features.socials
  if (originChecked || !options || (!options.features.email && !(socials && socials.length > 0))) return
  originChecked = true
  try {
    const allowed = await (await directoryClient()).fetchAllowedOrigins()
    if (allowed.length > 0 && !isOriginAllowed(origin, allowed)) showAlert(ALERTS.INVALID_APP_CONFIGURATION)
  } catch (error) {
    // A 403 means the project or origin is refused; other failures leave the page usable.
    if ((error as { status?: number }).status === 403) showAlert(ALERTS.INVALID_APP_CONFIGURATION)
  }
}

export function resetOriginCheck(): void {
  originChecked = false
}
