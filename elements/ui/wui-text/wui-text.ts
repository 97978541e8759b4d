import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { styleProperties } from '../../style-properties.js'
import { colorStyles, resetStyles, type ColorToken } from '../ui.styles.js'
import { textStyles } from './wui-text.styles.js'

export type TextSize =
  | 'micro'
  | 'tiny'
  | 'small'
  | 'paragraph'
  | 'medium'
  | 'large'
  | 'title-6'
  | 'medium-title'
  | '2xl'

export type TextVariant = `${TextSize}-${'400' | '500' | '600' | '700'}`

/**
 * @summary Text in the kit's type scale and colours. Slotted text stays text and is bidi-isolated,
 * so a right-to-left override inside it cannot reorder what surrounds it.
 *
 * @slot - The text.
 * @csspart text - The text box; clamped with an ellipsis when `line-clamp` is set.
 * @attr variant - `{size}-{weight}`: size micro|tiny|small|paragraph|medium|large|title-6|medium-title|2xl, weight 400|500|600|700. Default `paragraph-500`.
 * @attr color - fg-100|fg-150|fg-200|fg-300|accent-100|error-100|success-100|warning-100|inverse-100. Default `fg-100`.
 * @attr align - left|center|right.
 * @attr line-clamp - Maximum number of lines (property `lineClamp`).
 */
export class WuiText extends LitElement {
  static override styles = [resetStyles, textStyles, colorStyles]

  @property({ reflect: true }) variant: TextVariant = 'paragraph-500'

  @property({ reflect: true }) color: ColorToken = 'fg-100'

  @property({ reflect: true }) align?: 'left' | 'center' | 'right'

  @property({ type: Number, attribute: 'line-clamp', reflect: true }) lineClamp?: number

  protected override render() {
    const lines = Math.floor(Number(this.lineClamp))
    return html`<span part="text" style=${styleProperties({ '-webkit-line-clamp': lines > 0 ? String(lines) : undefined })}><slot></slot></span>`
  }
}

define('wui-text', WuiText)

declare global {
  interface HTMLElementTagNameMap {
    'wui-text': WuiText
  }
}
