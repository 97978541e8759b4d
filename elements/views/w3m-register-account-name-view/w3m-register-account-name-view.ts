import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import {
  $accountName,
  clearAccountNameError,
  fullName,
  nameLabel,
  nameRuleProblem,
  nameTaken,
  NAME_SUFFIX,
  registerName,
  resetAccountName,
  suggestNames
} from '../../../controllers/names/registration.js'
import type { NameSuggestion } from '../../../clients/types.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-input-text/wui-input-text.js'
import '../../ui/wui-tag/wui-tag.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { errorText } from '../../error-text.js'

/**
 * @summary RegisterAccountName: a name for the embedded-wallet account. Suggestions follow the typing
 * (each says Available or Taken and fills the field), the rule is said in words under the field, and
 * Register asks for a signature in the secure frame, then registers the name.
 */
@localized()
export class W3mRegisterAccountNameView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      form {
        display: flex;
        flex-direction: column;
        gap: var(--wui-sys-spacing-s);
        padding-top: var(--wui-sys-spacing-s);
      }
      .field {
        display: flex;
        align-items: flex-start;
        gap: var(--wui-sys-spacing-xs);
      }
      .field wui-input-text {
        flex: 1;
        min-width: 0;
      }
      .suffix {
        padding-top: var(--wui-sys-spacing-s);
      }
      .suggestions button {
        all: unset;
        box-sizing: border-box;
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: var(--wui-sys-spacing-xs);
        width: 100%;
        cursor: pointer;
        padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-s);
        border-radius: var(--wui-sys-border-radius-xs);
        background: var(--wui-sys-color-gray-glass-002);
        font-family: var(--wui-sys-font-family);
        color: var(--wui-sys-color-fg-100);
      }
      .suggestions button:hover:enabled {
        background: var(--wui-sys-color-gray-glass-010);
      }
      .suggestions button:focus-visible {
        outline: 2px solid var(--wui-sys-color-accent-100);
        outline-offset: 2px;
      }
      .suggestions button:disabled {
        cursor: default;
        color: var(--wui-sys-color-fg-200);
      }
      .suggestion-name {
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .error {
        overflow-wrap: anywhere;
      }
    `
  ]

  private readonly names = new StoreController(this, $accountName)

  /** The name in the field; a caller may pre-fill it. */
  @property() value = ''

  override connectedCallback(): void {
    super.connectedCallback()
    if (this.value) return
    // Coming back after a failure (or from the frame's approval) keeps the name tried; a fresh visit starts empty.
    const { error, query, loading } = $accountName.get()
    if (error === undefined && !loading) resetAccountName()
    else this.value = query
  }

  protected override async firstUpdated(): Promise<void> {
    const field = this.renderRoot.querySelector('wui-input-text')
    // The field's own input exists once it rendered: focus lands on it, not on nothing.
    await field?.updateComplete
    field?.focus()
  }

  private onInput(value: string): void {
    this.value = value
    if ($accountName.get().error !== undefined) clearAccountNameError()
    void suggestNames(value)
  }

  private choose(suggestion: NameSuggestion): void {
    this.value = nameLabel(suggestion.name)
    void suggestNames(this.value)
    this.renderRoot.querySelector('wui-input-text')?.focus()
  }

  /** The rule, then availability, in plain words (empty while nothing is typed). */
  private problemText(): string {
    if (!this.value.trim()) return ''
    const problem = nameRuleProblem(this.value)
    if (problem === 'characters') return msg('Use only letters, digits and hyphens')
    if (problem === 'too-short') return msg('Use at least 4 characters')
    if (nameTaken(this.value, this.names.value)) {
      const name = fullName(this.value)
      return msg(str`${name} is already taken`)
    }
    return ''
  }

  private async onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault()
    if (!this.canSubmit()) return
    try {
      await registerName(this.value)
    } catch {
      // The controller keeps the error in its state, shown below the field.
    }
  }

  private canSubmit(): boolean {
    const { loading } = this.names.value
    return !loading && this.value.trim() !== '' && this.problemText() === ''
  }

  private renderSuggestions(suggestions: NameSuggestion[], busy: boolean) {
    if (!suggestions.length || !this.value.trim()) return nothing
    return html`<ul class="suggestions" aria-label=${msg('Suggestions')}>
      ${suggestions.map(
        suggestion => {
          const disabled = suggestion.registered || busy
          return html`<li>
            <button type="button" data-testid="register-name-suggestion" ?disabled=${disabled} @click=${() => this.choose(suggestion)}>
              <wui-text class="suggestion-name" variant="paragraph-500" color=${disabled ? 'fg-200' : 'fg-100'} dir="ltr">${suggestion.name}</wui-text>
              ${suggestion.registered
                ? html`<wui-tag variant="shade">${msg('Taken')}</wui-tag>`
                : html`<wui-tag variant="success">${msg('Available')}</wui-tag>`}
            </button>
          </li>`
        }
      )}
    </ul>`
  }

  protected override render() {
    const { loading, error, suggestions, query } = this.names.value
    const shown = query === nameLabel(this.value) ? suggestions : []
    return html`<form novalidate @submit=${(event: SubmitEvent) => void this.onSubmit(event)}>
      <wui-text variant="small-400" color="fg-200">${msg('Choose a name for your account. Letters, digits and hyphens, at least 4 characters.')}</wui-text>
      <div class="field">
        <wui-input-text
          label=${msg('Account name')}
          placeholder=${msg('Account name')}
          autocomplete="off"
          inputTestId="register-name-input"
          .value=${this.value}
          .errorMessage=${this.problemText()}
          ?disabled=${loading}
          @w3m-input=${(event: CustomEvent<string>) => this.onInput(event.detail)}
        ></wui-input-text>
        <wui-text class="suffix" variant="paragraph-500" color="fg-200" dir="ltr" aria-hidden="true">${NAME_SUFFIX}</wui-text>
      </div>
      ${this.renderSuggestions(shown, loading)}
      ${error
        ? html`<wui-text class="error" variant="small-500" color="error-100" role="alert" data-testid="register-name-error">${errorText(error)}</wui-text>`
        : nothing}
      <wui-button type="submit" variant="main" size="md" full-width data-testid="register-name-submit" ?loading=${loading} ?disabled=${!this.canSubmit()}
        >${msg('Register name')}</wui-button
      >
    </form>`
  }
}

define('w3m-register-account-name-view', W3mRegisterAccountNameView)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-register-account-name-view': W3mRegisterAccountNameView
  }
}
