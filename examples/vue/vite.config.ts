import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'
import { kitAliases } from '../kit-aliases.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** A static Vue 3 site, served by the e2e's demo server at /examples/vue/. */
export default defineConfig({
  root: here('.'),
  base: '/examples/vue/',
  // The kit's elements are custom elements, not Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: tag => tag.startsWith('w3m-') || tag.startsWith('appkit-') } } })],
  resolve: { alias: kitAliases() },
  build: { outDir: here('../../demo/dist/examples/vue'), emptyOutDir: true, target: 'es2022', reportCompressedSize: false }
})
