import { initialView } from '../../controllers/modal.js'
import { analyticsClient, directoryClient } from '../../controllers/services.js'
import type { RouteView } from '../../controllers/router.js'

/**
 * Loads the modal shell and the code of the view the next open will show, so a click only renders.
 * The buttons call it on intent (hover, focus, touch); `prefetchModalWhenIdle` after the page's load.
 */
export function preloadModal(view: RouteView = initialView()): Promise<unknown> {
  return Promise.all([import('./w3m-modal/w3m-modal.js'), import('./w3m-router/views.js').then(({ VIEWS }) => VIEWS[view]?.load())])
}

/** Once the code is here, the closed modal renders once (when idle) so the first open only paints. */
function warmUpModal(): void {
  const modal = document.querySelector('w3m-modal, appkit-modal') as (HTMLElement & { warmUp?: () => Promise<void> }) | null
  whenIdle(() => void modal?.warmUp?.())
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}

/** After `load`, once the main thread is idle: nothing competes with the page's own start. */
export function prefetchModalWhenIdle(): void {
  if (typeof window === 'undefined') return
  const prefetch = (): void => {
    // Code only, from the page's origin: creating a client sends nothing. A failure leaves the click to load it.
    void preloadModal().then(warmUpModal, () => undefined)
    void directoryClient().catch(() => undefined)
    void analyticsClient().catch(() => undefined)
  }
  if (document.readyState === 'complete') whenIdle(prefetch)
  else window.addEventListener('load', () => whenIdle(prefetch), { once: true })
}
