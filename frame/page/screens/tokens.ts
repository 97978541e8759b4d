import { baseTokens, reducedMotionTokens } from '../../../themes/base.js'
import { darkTokens } from '../../../themes/dark.js'
import { lightTokens } from '../../../themes/light.js'

/**
 * The kit's design tokens (themes/: plain strings, the only thing of the kit the frame takes) on the
 * frame's root, the way the kit's themes/css-files.ts writes them for sites: light by default, dark by
 * `data-theme` (sync-theme) or the system, motion off when reduced. A constructed stylesheet, so the
 * strict CSP (no inline style text) holds. Loaded with the first screen, not the frame's first bytes.
 */
let adopted = false

export function adoptKitTokens(): void {
  if (adopted) return
  adopted = true
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(
    `:root{${baseTokens}${lightTokens}}` +
      `:root[data-theme='dark']{${darkTokens}}` +
      `@media (prefers-color-scheme: dark){:root:not([data-theme]){${darkTokens}}}` +
      `@media (prefers-reduced-motion: reduce){:root{${reducedMotionTokens}}}`
  )
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
