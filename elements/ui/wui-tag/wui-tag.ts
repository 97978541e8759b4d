import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import { tagStyles } from './wui-tag.styles.js'

export type TagVariant = 'main' | 'shade' | 'success' | 'error' | 'warning'

/**
 * @summary A small uppercase label ("installed", "recent", "new") on a tinted background.
 *
 * @slot - The label text (one line, ellipsised).
 * @csspart label - The text box.
 * @attr variant - main (accent, the default)|shade|success|error|warning.
 */
export class WuiTag extends LitElement {
  static override styles = [resetStyles, tagStyles]

  @property({ reflect: true }) variant: TagVariant = 'main'

  protected override render() {
    return html`<span part="label"><slot></slot></span>`
  }
}

define('wui-tag', WuiTag)

declare global {
  interface HTMLElementTagNameMap {
    'wui-tag': WuiTag
  }
}
