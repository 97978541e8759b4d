import { html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import { live } from 'lit/directives/live.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-icon/wui-icon.js'
import type { IconName } from '../wui-icon/wui-icon.js'
import '../wui-text/wui-text.js'
import { inputTextStyles } from './wui-input-text.styles.js'

/**
 * @summary A one-line text field: a native `<input>` named by `label`, with an optional leading
 * icon and an error message tied to it (`aria-invalid`, `aria-describedby`). Focusing the host
 * focuses the input.
 *
 * @csspart input - The native `<input>`.
 * @fires w3m-input - On every edit; `detail` is the new value (bubbles, composed).
 * @attr label - The input's accessible name (`aria-label`); required.
 * @attr placeholder - Placeholder text.
 * @attr value - The value (kept in sync as the user types).
 * @attr icon - Leading icon, e.g. `search`.
 * @attr type - text (the default)|email|search|url|tel|number|password.
 * @attr errorMessage - Shown under the field and announced (attribute `errormessage`).
 * @attr disabled - Natively disabled.
 * @attr autocomplete - Passed to the input, e.g. `email` or `one-time-code`.
 * @attr inputTestId - `data-testid` for the inner `<input>` (attribute `inputtestid`), for end-to-end tests.
 *
 * Enter submits the `<form>` around the host, as it would for a native input (the shadow root keeps
 * the input out of the form's own implicit submission).
 */
export class WuiInputText extends LitElement {
  static override styles = [resetStyles, inputTextStyles]

  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  @property() label = ''

  @property() placeholder = ''

  @property() value = ''

  @property() icon?: IconName

  @property() type: 'text' | 'email' | 'search' | 'url' | 'tel' | 'number' | 'password' = 'text'

  @property() errorMessage = ''

  @property({ type: Boolean, reflect: true }) disabled = false

  @property() autocomplete?: string

  @property() inputTestId?: string

  protected override render() {
    const invalid = Boolean(this.errorMessage)
    return html`<div class="field">
        ${this.icon ? html`<wui-icon class="icon" name=${this.icon} size="md"></wui-icon>` : nothing}
        <input
          part="input"
          type=${this.type}
          aria-label=${this.label}
          placeholder=${this.placeholder || nothing}
          autocomplete=${this.autocomplete || nothing}
          data-testid=${this.inputTestId || nothing}
          aria-invalid=${invalid ? 'true' : nothing}
          aria-describedby=${invalid ? 'error' : nothing}
          ?disabled=${this.disabled}
          .value=${live(this.value ?? '')}
          @input=${this.onInput}
          @keydown=${this.onKeydown}
        />
      </div>
      ${invalid
        ? html`<wui-text id="error" class="error" variant="small-400" color="error-100">${this.errorMessage}</wui-text>`
        : nothing}`
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Enter' && !event.isComposing) this.closest('form')?.requestSubmit()
  }

  private onInput(event: Event): void {
    this.value = (event.target as HTMLInputElement).value
    this.dispatchEvent(new CustomEvent<string>('w3m-input', { detail: this.value, bubbles: true, composed: true }))
  }
}

define('wui-input-text', WuiInputText)

declare global {
  interface HTMLElementTagNameMap {
    'wui-input-text': WuiInputText
  }
}
