import { baseTokens, reducedMotionTokens } from './base.js'
import { darkTokens } from './dark.js'
import { lightTokens } from './light.js'

/** The `:root`-scoped stylesheets the build writes as `w3m-kit/themes/{base,light,dark}.css` for sites. */
export function themeCssFiles(): Record<'base.css' | 'light.css' | 'dark.css', string> {
  return {
    'base.css':
      `:root{${baseTokens}}\n` +
      `@media (prefers-reduced-motion: reduce){:root{${reducedMotionTokens}}}\n`,
    'light.css': `:root{${lightTokens}}\n`,
    'dark.css': `:root{${darkTokens}}\n`
  }
}
