import { initialView } from '../../controllers/modal/modal.js'
import { analyticsClient, directoryClient } from '../../controllers/config/services.js'
import type { RouteView } from '../../controllers/modal/router.js'
import { whenIdle } from '../../controllers/when-idle.js'

/**
 * Loads the modal shell and the code of the view the next open will show, so a click only renders.
 * The buttons call it on intent (hover, focus, touch); `prefetchModalWhenIdle` after the page's load.
 */
export function preloadModal(view: RouteView = initialView()): Promise<unknown> {
  return Promise.all([import('./w3m-modal/w3m-modal.js'), import('./w3m-router/views.js').then(({ VIEWS }) => VIEWS[view]?.load())])
}

/** After `load`, once the main thread is idle: nothing competes with the page's own start. */
export function prefetchModalWhenIdle(): void {
  if (typeof window === 'undefined') return
  const prefetch = (): void => {
    // Code only, from the page's origin: creating a client sends nothing. A failure leaves the click to load it.
    void preloadModal().catch(() => undefined)
    void directoryClient().catch(() => undefined)
    void analyticsClient().catch(() => undefined)
  }
  const prefetchWhenIdle = (): void => whenIdle(prefetch, 2000)
  if (document.readyState === 'complete') prefetchWhenIdle()
  else window.addEventListener('load', prefetchWhenIdle, { once: true })
}
