import { css, html, LitElement } from 'lit'
import { modalReady } from '../../../controllers/modal/modal.js'
import { $router, PREFETCH_VIEW_EVENT, type PrefetchViewDetail, type RouteView } from '../../../controllers/modal/router.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import { VIEWS } from './views.js'
import { msg, str } from '../../localize.js'

/**
 * @summary Shows the current view of the router's stack, loading each view's code on first use.
 */
export class W3mRouter extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    .view {
      animation: fade-in var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
    }
    @keyframes fade-in {
      from {
        opacity: 0;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .view {
        animation: none;
      }
    }
  `

  private readonly router = new StoreController(this, $router)
  private shown: { view: RouteView; element: HTMLElement } | undefined

  constructor() {
    super()
    // Views name the likely next view; only the router knows where each view's code lives.
    this.addEventListener(PREFETCH_VIEW_EVENT, event => void VIEWS[(event as CustomEvent<PrefetchViewDetail>).detail.view]?.load())
  }

  private elementFor(view: RouteView): HTMLElement {
    if (this.shown?.view === view) return this.shown.element
    const entry = VIEWS[view]
    if (!entry) {
      // A view this build does not ship: say so rather than break the modal.
      const missing = document.createElement('p')
      missing.setAttribute('role', 'alert')
      missing.textContent = msg(str`${view} is not available in this version.`)
      this.shown = { view, element: missing }
      return missing
    }
    const element = document.createElement(entry.tag)
    element.className = 'view'
    this.shown = { view, element }
    void entry.load().then(async () => {
      await customElements.whenDefined(entry.tag)
      await (element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete
      if (this.shown?.element === element) modalReady()
    })
    return element
  }

  override render() {
    return html`${this.elementFor(this.router.value.view)}`
  }

  /** A view already loaded (a reopen, a back) is ready as soon as it has rendered. */
  override updated(): void {
    const shown = this.shown
    const tag = shown && VIEWS[shown.view]?.tag
    if (!shown || !tag || !customElements.get(tag)) return
    void (shown.element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete?.then(() => {
      if (this.shown === shown) modalReady()
    })
  }
}

define('w3m-router', W3mRouter)
