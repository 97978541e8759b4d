import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-spinner/wui-spinner.js'
import { buttonStyles } from './wui-button.styles.js'

export type ButtonVariant = 'main' | 'accent' | 'neutral' | 'shade' | 'accent-error' | 'link'

/**
 * @summary The kit's button: a native `<button>` in six looks and three sizes. Clicks bubble from the
 * host as plain `click` events; none fire while `disabled` or `loading`.
 *
 * @slot - The label.
 * @slot iconLeft - An icon before the label.
 * @slot iconRight - An icon after the label.
 * @csspart button - The native `<button>`.
 * @attr size - sm (32px)|md (40px, the default)|lg (48px).
 * @attr variant - main (filled accent, the default)|accent|neutral|shade|accent-error|link.
 * @attr disabled - Natively disabled (not focusable).
 * @attr loading - Spinner over the label, `aria-busy`, stays focusable but swallows clicks.
 * @attr full-width - Fills its container's width (property `fullWidth`).
 * @attr type - button (the default)|submit: submits the `<form>` around the host, as a native submit button would.
 */
export class WuiButton extends LitElement {
  static override styles = [resetStyles, buttonStyles]

  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  @property({ reflect: true }) size: 'sm' | 'md' | 'lg' = 'md'

  @property({ reflect: true }) variant: ButtonVariant = 'main'

  @property({ type: Boolean, reflect: true }) disabled = false

  @property({ type: Boolean, reflect: true }) loading = false

  @property({ type: Boolean, reflect: true, attribute: 'full-width' }) fullWidth = false

  @property() type: 'button' | 'submit' = 'button'

  protected override render() {
    return html`<button
      part="button"
      type="button"
      ?disabled=${this.disabled}
      aria-disabled=${this.loading ? 'true' : nothing}
      aria-busy=${this.loading ? 'true' : nothing}
      @click=${this.onClick}
    >
      <span class="content">
        <slot name="iconLeft"></slot>
        <slot></slot>
        <slot name="iconRight"></slot>
      </span>
      ${this.loading
        ? html`<wui-spinner label="" size="sm" color=${this.variant === 'main' ? 'inverse-100' : 'accent-100'}></wui-spinner>`
        : nothing}
    </button>`
  }

  private onClick(event: MouseEvent): void {
    // Stops the click inside the shadow root so host listeners never see a busy button's click.
    if (this.loading) return event.stopPropagation()
    // The native button sits in the shadow root, outside the host's form: submit that form for it.
    if (this.type === 'submit') this.closest('form')?.requestSubmit()
  }
}

define('wui-button', WuiButton)

declare global {
  interface HTMLElementTagNameMap {
    'wui-button': WuiButton
  }
}
