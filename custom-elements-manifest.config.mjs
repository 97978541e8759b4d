// The manifest feeds the React wrappers and the docs. Elements register through one guarded
// `define(tag, Class)` call, which the analyzer does not know: this plugin reads those calls.
function defineCallPlugin() {
  return {
    name: 'w3m-define-call',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'define') return
      const [tag, element] = node.arguments
      if (!tag || !element || !ts.isStringLiteral(tag) || !ts.isIdentifier(element)) return
      const declaration = moduleDoc.declarations?.find(d => d.name === element.getText())
      if (!declaration) return
      declaration.tagName = tag.text
      declaration.customElement = true
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        { kind: 'custom-element-definition', name: tag.text, declaration: { name: declaration.name, module: moduleDoc.path } }
      ]
    }
  }
}

// The analyzer lists modules in the order the file system returns them, which differs between
// clones: sort by path so the committed manifest is the same on every machine.
function stableOrderPlugin() {
  return {
    name: 'w3m-stable-order',
    packageLinkPhase({ customElementsManifest }) {
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    }
  }
}

export default {
  globs: ['elements/**/*.ts'],
  exclude: ['**/*.test.ts', '**/*.stories.ts', '**/*.styles.ts', 'elements/modal/public-tags.ts'],
  outdir: '.',
  litelement: true,
  plugins: [defineCallPlugin(), stableOrderPlugin()]
}
