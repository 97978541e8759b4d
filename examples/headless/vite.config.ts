import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { kitAliases } from '../kit-aliases.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** A static site: built into the demo's output, where the e2e's demo server serves it at /examples/headless/. */
export default defineConfig({
  root: here('.'),
  base: '/examples/headless/',
  // In your app: no alias, `w3m-kit` comes from node_modules.
  resolve: { alias: kitAliases() },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: here('../../demo/dist/examples/headless'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false
  }
})
