import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The demo sites, built against the kit's sources through its public entry names. */
export default defineConfig({
  root: here('.'),
  base: '/',
  resolve: {
    alias: [
      { find: /^w3m-kit\/react$/, replacement: here('../react.ts') },
      { find: /^w3m-kit\/networks$/, replacement: here('../networks.ts') },
      { find: /^w3m-kit$/, replacement: here('../index.ts') }
    ]
  },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
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
