import { LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { themeStyles } from '../../themes/theme-styles.js'
import { localized } from '../localize.js'
import { ThemeController } from '../theme-controller.js'
import { pillStyles } from './button.styles.js'

/**
 * What the public connect, account and network buttons share: the theme on their host, the pill
 * look, focus delegated to the inner native button, the `size` and `disabled` attributes, and a
 * re-render when the language changes.
 */
@localized()
export class PillButton extends LitElement {
  static override styles = [themeStyles, pillStyles]
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  /** 'md' or 'sm'. */
  @property({ reflect: true }) size: 'md' | 'sm' = 'md'
  @property({ type: Boolean, reflect: true }) disabled = false

  constructor() {
    super()
    new ThemeController(this)
  }
}
