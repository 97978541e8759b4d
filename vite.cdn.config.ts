import { defineConfig } from 'vite'
import { cssCommentsPlugin } from './scripts/css-comments.mjs'
import { inlinedPackagesPlugin } from './scripts/inlined-packages.mjs'

/**
 * The no-build bundle (dist/cdn/): the entries `w3m-kit` and `w3m-kit/networks` with every dependency
 * inlined, for a page that loads the kit with `<script type="module">` from its own
 * server or a CDN (https://unpkg.com/w3m-kit/dist/cdn/index.js). The lazily loaded chunks (the modal,
 * each flow, viem, WalletConnect, Solana, Bitcoin) sit in chunks/ and are imported by relative URL,
 * so the folder works from any base URL. test/cdn-bundle.test.ts checks every file.
 *
 * An application build rather than vite.config.ts's library mode: it minifies whitespace too and
 * replaces `process.env` as a whole (`{}`), which @solana-program/system reads as
 * `process.env["NODE_ENV"]`, a form a `define` of `process.env.NODE_ENV` does not catch.
 * `modulePreload: false`: each dynamic import would otherwise carry the list of its chunk's imports
 * (about 0.4 KB gzip on the button's path, which has none to spare); a lazy chunk's own imports then
 * start when it arrives, as in the library build.
 */
export default defineConfig({
  base: './',
  // @walletconnect/utils 2.21.8 (the last Apache-2.0 release, docs/walletconnect.md) pins viem 2.31.0 for
  // one `recoverAddress`: resolved from the root, the WalletConnect chunk shares the kit's viem instead
  // of carrying a second copy.
  resolve: { dedupe: ['viem'] },
  plugins: [cssCommentsPlugin(), inlinedPackagesPlugin('CDN build (dist/cdn/)')],
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps: every `npm install w3m-kit` downloads this folder (1.8 MB of code; its maps would
    // add 6.4 MB), and the library build beside it maps the same sources.
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: false,
    rollupOptions: {
      // No `w3m-kit/siwx` entry: what it shares with the kit's modules would move into a chunk the
      // button's path loads (0.65 KB gzip more before the button); a site signing in bundles the kit.
      input: { index: 'index.ts', networks: 'networks.ts' },
      // Keep each entry's exports as written: they are the public API, not internal chunks.
      preserveEntrySignatures: 'strict',
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' }
    }
  }
})
