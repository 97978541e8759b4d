import { LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { themeStyles } from '../../themes/theme-styles.js'
import type { RouteView } from '../../controllers/modal/router.js'
import { openModal } from '../../controllers/modal/modal.js'
import type { ChainNamespace } from '../../types/public.js'
import { updateWhenLocaleChanges } from '../localize.js'
import { ThemeController } from '../theme-controller.js'
import { pillStyles } from './button.styles.js'
import { preloadModal } from './preload.js'

/** The first signs that a visitor is about to click: the modal's code starts loading then. */
const INTENT_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const

/**
 * What the public connect, account and network buttons share: the theme on their host, the pill
 * look, focus delegated to the inner native button, the `size` and `disabled` attributes, and a
 * re-render when the language changes.
 */
export abstract class PillButton extends LitElement {
  static override styles = [themeStyles, pillStyles]
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  /** 'md' or 'sm'. */
  @property({ reflect: true }) size: 'md' | 'sm' = 'md'
  @property({ type: Boolean, reflect: true }) disabled = false
  /** One chain family only (eip155, solana, bip122): its account, its network, Connect filtered to it. */
  @property() namespace: ChainNamespace | undefined = undefined

  constructor() {
    super()
    new ThemeController(this)
    updateWhenLocaleChanges(this)
    const prefetch = (): void => void preloadModal(this.opensView()).catch(() => undefined) // the click loads it again
    for (const type of INTENT_EVENTS) this.addEventListener(type, prefetch, { passive: true })
  }

  protected open(): void {
    openModal({ view: this.opensView(), namespace: this.namespace })
  }

  /** The view a click on this button opens: its code is what intent prefetches. */
  protected abstract opensView(): RouteView
}
