import { css, html, LitElement } from 'lit'
import { define } from '../elements/define.js'
import { ThemeController } from '../elements/theme-controller.js'
import { themeStyles } from '../themes/theme-styles.js'

/**
 * The themed surface a story sits on, as a top-level kit element would provide: the tokens,
 * the theme mode and variables from the theme controller, the page background.
 */
export class GalleryFrame extends LitElement {
  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
        box-sizing: border-box;
        padding: 16px;
        background: var(--wui-sys-color-bg-100);
        color: var(--wui-sys-color-fg-100);
        font-family: var(--wui-sys-font-family);
      }
      /* Views sit in a card as wide as the modal's, full width on a phone. */
      :host([layout='card']) ::slotted(*) {
        display: block;
        max-width: 360px;
        margin: 0 auto;
      }
    `
  ]

  constructor() {
    super()
    new ThemeController(this)
  }

  protected override render() {
    return html`<slot></slot>`
  }
}

define('gallery-frame', GalleryFrame)
