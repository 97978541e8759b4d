import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { cssCommentsPlugin } from '../scripts/css-comments.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const KIT_ALIASES = [
  { find: /^w3m-kit\/react$/, replacement: here('../react.ts') },
  { find: /^w3m-kit\/networks$/, replacement: here('../networks.ts') },
  { find: /^w3m-kit\/siwx$/, replacement: here('../siwx.ts') },
  { find: /^w3m-kit$/, replacement: here('../index.ts') }
]

/** `--mode react18`: the React demo again, on React 18 (installed in demo/react18/), served at /react18/react/. */
const REACT18_ALIASES = [
  { find: /^react-dom(\/.*)?$/, replacement: here('react18/node_modules/react-dom') + '$1' },
  { find: /^react(\/.*)?$/, replacement: here('react18/node_modules/react') + '$1' }
]

/**
 * The bench's React page as a site builds it: the kit from its built package (dist/, what npm pack ships), so its
 * chunks are the ones a site's bundler makes, as on bench/peers.ts's page of every kit. Built after the library.
 */
const PACKAGE_ALIASES = [
  { find: /^w3m-kit\/react$/, replacement: here('../dist/react.js') },
  { find: /^w3m-kit\/networks$/, replacement: here('../dist/networks.js') },
  { find: /^w3m-kit$/, replacement: here('../dist/index.js') }
]

/**
 * The demo's own modules run for their effects when imported (a page's `import './bench-wallet.js'`): the package's
 * `sideEffects` list in package.json names only the kit's files, which would let the bundler drop them.
 */
const demoModulesRun = { name: 'demo-modules-run', transform: (code: string, id: string) => (id.startsWith(here('.')) ? { code, moduleSideEffects: true } : null) }

/** The demo sites, built against the kit's sources through its public entry names; `--mode bench-react` the bench's React page from the package. */
export default defineConfig(({ mode }) => (mode === 'react18' ? react18Build : mode === 'bench-react' ? benchReactBuild : mainBuild))

const benchReactBuild = defineConfig({
  root: here('bench/react'),
  base: '/bench/react/',
  resolve: { alias: PACKAGE_ALIASES, dedupe: ['viem'] },
  esbuild: { jsx: 'automatic' },
  plugins: [demoModulesRun],
  build: {
    outDir: here('dist/bench/react'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false
  }
})

const react18Build = defineConfig({
  root: here('.'),
  base: '/react18/',
  resolve: { alias: [...KIT_ALIASES, ...REACT18_ALIASES], dedupe: ['viem'] },
  esbuild: { jsx: 'automatic' },
  plugins: [cssCommentsPlugin(), demoModulesRun],
  build: {
    outDir: here('dist/react18'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rollupOptions: { input: { react: here('react/index.html') } }
  }
})

const mainBuild = defineConfig({
  root: here('.'),
  base: '/',
  // One viem: @walletconnect/utils 2.21.8 pins its own (vite.cdn.config.ts says why).
  resolve: { alias: KIT_ALIASES, dedupe: ['viem'] },
  esbuild: { jsx: 'automatic' },
  plugins: [cssCommentsPlugin(), demoModulesRun],
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // dist/.vite/manifest.json: the bench reads each lazily loaded module's chunk graph from it.
    manifest: true,
    rollupOptions: {
      input: {
        home: here('index.html'),
        html: here('html/index.html'),
        react: here('react/index.html'),
        bench: here('bench/index.html')
      }
    }
  }
})
