// One lint and format configuration for the tree (`npm run lint`, `npm run lint:fix`; npm test's first stage).
// Defect finders: ESLint's and typescript-eslint's recommended sets, lit's template rules, duplicate imports.
// Format rules state the style the tree already has (no semicolons, single quotes, 2 spaces, no trailing
// commas), so `lint:fix` only touches lines that stray from it. Type-aware rules are left out: they cost
// a full type-check (the types stage already runs one) and would more than double the lint's time.
import js from '@eslint/js'
import stylistic from '@stylistic/eslint-plugin'
import lit from 'eslint-plugin-lit'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/', '**/dist/', 'demo/dist/', 'gallery-dist/', 'frame/page/dist/', '.devnet/',
      'test-results/', 'playwright-report/', 'examples/*/.next/', 'examples/*/.nuxt/', 'examples/*/.output/',
      'examples/*/.svelte-kit/', 'examples/*/build/', 'examples/*/next-env.d.ts',
      // Generated: rewritten by their scripts, checked by their own --check stages.
      'react-wrappers/components.ts', 'elements/modal/public-tags.ts', 'locales/generated/', 'locales/frame/generated/'
    ]
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node }
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@stylistic': stylistic },
    rules: {
      // Defects.
      'no-duplicate-imports': ['error', { includeExports: false, allowSeparateTypeImports: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // The tree's style, stated.
      '@stylistic/semi': ['error', 'never'],
      '@stylistic/quotes': ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'always' }],
      '@stylistic/indent': ['error', 2, { SwitchCase: 1, offsetTernaryExpressions: true, ignoredNodes: ['TemplateLiteral *', 'TSUnionType *'] }],
      '@stylistic/comma-dangle': ['error', 'never'],
      '@stylistic/no-trailing-spaces': 'error',
      '@stylistic/eol-last': 'error',
      '@stylistic/no-multiple-empty-lines': ['error', { max: 1, maxEOF: 0, maxBOF: 0 }],
      '@stylistic/keyword-spacing': 'error',
      '@stylistic/space-infix-ops': 'error',
      '@stylistic/comma-spacing': 'error',
      '@stylistic/arrow-spacing': 'error',
      '@stylistic/space-before-blocks': 'error',
      '@stylistic/brace-style': ['error', '1tbs', { allowSingleLine: true }]
    }
  },
  {
    // Chai's property assertions (`expect(x).to.exist`) are expressions by design.
    files: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' }
  }
)
