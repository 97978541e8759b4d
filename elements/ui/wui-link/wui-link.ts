import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import { linkStyles } from './wui-link.styles.js'

/** Only web and mail links navigate; anything else (javascript:, data:) renders as a plain button. */
function isSafeHref(href: string | undefined): href is string {
  if (!href) return false
  try {
    return ['https:', 'http:', 'mailto:'].includes(new URL(href, document.baseURI).protocol)
  } catch {
    return false
  }
}

/**
 * @summary An inline text action ("Copy link", "Try again"): a native `<button>`, or an `<a>` when
 * `href` is an http(s)/mailto URL (new-tab links get `rel="noopener noreferrer"`).
 *
 * @slot - The text.
 * @slot iconLeft - An icon before the text.
 * @slot iconRight - An icon after the text.
 * @csspart link - The native `<button>` or `<a>`.
 * @attr href - Makes it a link.
 * @attr target - Link target, e.g. `_blank`.
 * @attr color - accent-100 (the default)|fg-200|error-100.
 * @attr disabled - Disables the button form.
 */
export class WuiLink extends LitElement {
  static override styles = [resetStyles, linkStyles]

  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  @property() href?: string

  @property() target?: string

  @property({ reflect: true }) color: 'accent-100' | 'fg-200' | 'error-100' = 'accent-100'

  @property({ type: Boolean, reflect: true }) disabled = false

  protected override render() {
    const content = html`<slot name="iconLeft"></slot><slot></slot><slot name="iconRight"></slot>`
    if (isSafeHref(this.href) && !this.disabled) {
      const external = this.target === '_blank'
      return html`<a
        part="link"
        href=${this.href}
        target=${this.target || nothing}
        rel=${external ? 'noopener noreferrer' : nothing}
        >${content}</a
      >`
    }
    return html`<button part="link" type="button" ?disabled=${this.disabled}>${content}</button>`
  }
}

define('wui-link', WuiLink)

declare global {
  interface HTMLElementTagNameMap {
    'wui-link': WuiLink
  }
}
