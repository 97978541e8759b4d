import { html, LitElement, nothing, type PropertyValues } from 'lit'
import { property } from 'lit/decorators.js'
import { define } from '../../define.js'
import { resetStyles } from '../ui.styles.js'
import '../wui-text/wui-text.js'
import { separatorStyles } from './wui-separator.styles.js'

/**
 * @summary A horizontal rule, optionally with a word in the middle ("or"). Without text it is a
 * `role="separator"`; with text the word is read and the lines are decoration.
 *
 * @attr text - The word shown between the lines.
 */
export class WuiSeparator extends LitElement {
  static override styles = [resetStyles, separatorStyles]

  @property() text = ''

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('text')) {
      if (this.text) this.removeAttribute('role')
      else this.setAttribute('role', 'separator')
    }
  }

  protected override render() {
    return html`<span class="line" aria-hidden="true"></span>
      ${this.text
        ? html`<wui-text variant="small-500" color="fg-200">${this.text}</wui-text><span class="line" aria-hidden="true"></span>`
        : nothing}`
  }
}

define('wui-separator', WuiSeparator)

declare global {
  interface HTMLElementTagNameMap {
    'wui-separator': WuiSeparator
  }
}
