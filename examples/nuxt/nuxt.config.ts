import { kitAliasMap } from '../kit-aliases.mjs'

// `w3m-kit`, `w3m-kit/vue`… resolve to the kit's built dist/ (examples/kit-aliases.mjs); in your own
// app `npm install w3m-kit` replaces this alias. Nuxt's aliases match by prefix, so the longer names
// come first (`w3m-kit/vue` before `w3m-kit`); the theme files' `*` pattern is not needed here.
const kit = Object.fromEntries(
  Object.entries(kitAliasMap())
    .filter(([specifier]) => !specifier.includes('*'))
    .sort(([a], [b]) => b.length - a.length)
)

export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  telemetry: false,
  devtools: { enabled: false },
  alias: kit,
  app: { head: { title: 'w3m-kit with Nuxt', link: [{ rel: 'icon', href: 'data:,' }] } },
  // The kit's elements are custom elements, not Vue components.
  vue: { compilerOptions: { isCustomElement: tag => tag.startsWith('w3m-') || tag.startsWith('appkit-') } }
})
