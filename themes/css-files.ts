import { baseTokens, reducedMotionTokens } from './base.js'
import { darkTokens } from './dark.js'
import { fallbackCss } from './fallback.js'
import { lightTokens } from './light.js'

/** The stylesheets the build writes as `w3m-kit/themes/{base,light,dark,fallback}.css` for sites. */
export function themeCssFiles(): Record<'base.css' | 'light.css' | 'dark.css' | 'fallback.css', string> {
  return {
    'base.css':
      `:root{${baseTokens}}\n` +
      `@media (prefers-reduced-motion: reduce){:root{${reducedMotionTokens}}}\n`,
    'light.css': `:root{${lightTokens}}\n`,
    'dark.css': `:root{${darkTokens}}\n`,
    'fallback.css': fallbackCss
  }
}
