// The kit's styles are `css` tagged templates (Lit); their comments are kept as text by every minifier,
// so they would ship inside the JavaScript, the buttons' styles on the path to the first paint. The
// builds that ship or measure the kit (vite.config.ts, vite.cdn.config.ts, demo/vite.config.ts) take them
// out with this plugin; the sources keep them.

/** A `css` template's text: backticks end it, `${…}` holes (without nested braces) are kept as they are. */
const CSS_TEMPLATE = /\bcss`((?:[^`\\$]|\\[\s\S]|\$(?!\{)|\$\{[^{}`]*\})*)`/g
const COMMENT = /\/\*[\s\S]*?\*\//g

/**
 * `code` with every comment inside a `css` template replaced by its line breaks (a space when it has
 * none): the CSS still separates the tokens around it, and every line keeps its number for the source map.
 */
export function stripCssComments(code) {
  return code.replace(CSS_TEMPLATE, (_template, text) => `css\`${text.replace(COMMENT, comment => comment.replace(/[^\n]/g, '') || ' ')}\``)
}

/** Vite/Rollup plugin: applies stripCssComments to the kit's own TypeScript modules. */
export function cssCommentsPlugin() {
  return {
    name: 'w3m-strip-css-comments',
    transform(code, id) {
      if (!id.endsWith('.ts') || id.includes('/node_modules/') || !code.includes('css`')) return null
      const stripped = stripCssComments(code)
      return stripped === code ? null : { code: stripped, map: null }
    }
  }
}
