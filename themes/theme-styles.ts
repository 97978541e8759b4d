import { unsafeCSS } from 'lit'
import { baseTokens, reducedMotionTokens } from './base.js'
import { darkTokens } from './dark.js'
import { lightTokens } from './light.js'

/**
 * The tokens for a top-level kit element's static styles: light by default, dark with
 * `data-w3m-theme="dark"`, and the system's choice when the attribute is absent.
 */
export const themeStyles = unsafeCSS(
  `:host{${baseTokens}${lightTokens}}` +
    `:host([data-w3m-theme='dark']){${darkTokens}}` +
    `@media (prefers-color-scheme: dark){:host(:not([data-w3m-theme])){${darkTokens}}}` +
    `@media (prefers-reduced-motion: reduce){:host{${reducedMotionTokens}}}`
)
