import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { kitAliases } from '../kit-aliases.mjs'

// A static example: built into the demo's dist/, served by the demo server at /examples/ethers-viem/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/examples/ethers-viem/',
  resolve: { alias: kitAliases() },
  build: { outDir: fileURLToPath(new URL('../../demo/dist/examples/ethers-viem', import.meta.url)), emptyOutDir: true },
  logLevel: 'warn'
})
