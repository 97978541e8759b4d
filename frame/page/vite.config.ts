import { defineConfig } from 'vite'
import { inlinedPackagesPlugin } from '../../scripts/inlined-packages.mjs'

// The frame page's own bundle (npm run build:frame): served by server/src/site/secure-site.ts on the secure origin.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [inlinedPackagesPlugin('frame page (dist/page/)')],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, target: 'es2022', modulePreload: { polyfill: false } }
})
