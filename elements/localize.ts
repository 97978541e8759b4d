// The one place elements take lit-localize from. Deep imports keep its runtime (configureLocalization
// and the catalog lookup) out of the page's first bytes: until a site picks another language, `msg()`
// returns the English source text.
export { msg } from '@lit/localize/init/install.js'
export { localized } from '@lit/localize/internal/localized-decorator.js'
export { updateWhenLocaleChanges } from '@lit/localize/internal/localized-controller.js'
export { str } from '@lit/localize/internal/str-tag.js'
