import { sveltekit } from '@sveltejs/kit/vite'
import { defineConfig } from 'vite'
// The kit from the repository's built dist/, by its package names: `npm install w3m-kit` replaces this.
import { kitAliases } from '../kit-aliases.mjs'

export default defineConfig({
  plugins: [sveltekit()],
  resolve: { alias: kitAliases() },
  logLevel: 'warn'
})
