import { defineConfig } from 'vite'
import { cssCommentsPlugin } from './scripts/css-comments.mjs'
import { inlinedPackagesPlugin } from './scripts/inlined-packages.mjs'

/** The library build: ESM entry points with shared chunks; dependencies stay external. */
export default defineConfig({
  plugins: [cssCommentsPlugin(), inlinedPackagesPlugin('library build (dist/)')],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: {
      entry: { index: 'index.ts', react: 'react.ts', svelte: 'svelte.ts', networks: 'networks.ts', siwx: 'siwx.ts', vue: 'vue.ts', wagmi: 'wagmi.ts', ssr: 'ssr.ts' },
      formats: ['es']
    },
    rollupOptions: {
      external: [/^lit($|\/)/, /^@lit\//, /^nanostores/, /^viem($|\/)/, /^@wagmi\//, /^react($|\/)/, /^react-dom($|\/)/, /^vue($|\/)/, /^@walletconnect\//],
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Rollup drops module directives, so the React entry gets its own back: a Next.js app-router
        // server component imports the components and the provider as they are (client references).
        banner: chunk => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : '')
      }
    }
  }
})
