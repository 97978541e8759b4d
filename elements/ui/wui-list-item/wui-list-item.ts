import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles, rowStyles } from '../ui.styles.js'
import '../wui-icon/wui-icon.js'
import type { IconName } from '../wui-icon/wui-icon.js'
import '../wui-image/wui-image.js'
import '../wui-spinner/wui-spinner.js'
import '../wui-text/wui-text.js'
import { listItemStyles } from './wui-list-item.styles.js'

/**
 * @summary A full-width row action (network, account feature, disconnect) as one native `<button>`:
 * a leading icon or image, a one-line label, optional trailing content and chevron. Clicks bubble
 * from the host; none while `disabled` or `loading`.
 *
 * @slot - The label (one line, ellipsised).
 * @slot trailing - Content before the chevron, e.g. a balance or a tag.
 * @csspart button - The native `<button>`.
 * @attr variant - icon (the default: `icon` in a round box)|image (`imageSrc` in a round box).
 * @attr icon - Leading icon name (also the image's fallback in the image variant).
 * @attr imageSrc - Leading image URL for the image variant (attribute `imagesrc`).
 * @attr chevron - Shows a trailing chevron (the row leads somewhere).
 * @attr loading - Trailing spinner, `aria-busy`, stays focusable but swallows clicks.
 * @attr disabled - Natively disabled.
 * @attr current - This row is the current choice (the active network): `aria-current` on the button.
 */
export class WuiListItem extends LitElement {
  static override styles = [resetStyles, rowStyles, listItemStyles]

  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  @property({ reflect: true }) variant: 'icon' | 'image' = 'icon'

  @property() icon?: IconName

  @property() imageSrc?: string

  @property({ type: Boolean }) chevron = false

  @property({ type: Boolean, reflect: true }) loading = false

  @property({ type: Boolean, reflect: true }) disabled = false

  @property({ type: Boolean, reflect: true }) current = false

  protected override render() {
    return html`<button
      part="button"
      type="button"
      ?disabled=${this.disabled}
      aria-disabled=${this.loading ? 'true' : nothing}
      aria-busy=${this.loading ? 'true' : nothing}
      aria-current=${this.current ? 'true' : nothing}
      @click=${this.onClick}
    >
      ${this.renderLead()}
      <wui-text class="label" variant="paragraph-500" color="fg-100" line-clamp="1"><slot></slot></wui-text>
      <slot name="trailing"></slot>
      ${this.renderEnd()}
    </button>`
  }

  private renderLead() {
    if (this.variant === 'image') {
      return html`<wui-image .src=${this.imageSrc ?? ''} fallback-icon=${this.icon ?? 'network-placeholder'}></wui-image>`
    }
    if (!this.icon) return nothing
    return html`<span class="icon"><wui-icon name=${this.icon} size="md"></wui-icon></span>`
  }

  private renderEnd() {
    if (this.loading) return html`<wui-spinner class="end" size="md" label=""></wui-spinner>`
    if (this.chevron) return html`<wui-icon class="end" name="chevron-right" size="md"></wui-icon>`
    return nothing
  }

  private onClick(event: MouseEvent): void {
    // A busy row's click never reaches host listeners.
    if (this.loading) event.stopPropagation()
  }
}

define('wui-list-item', WuiListItem)

declare global {
  interface HTMLElementTagNameMap {
    'wui-list-item': WuiListItem
  }
}
