import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { kitAliases } from '../kit-aliases.mjs'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

/**
 * `--mode wagmi-v2`: the same app on wagmi 2 (installed as `wagmi-v2`; its own @wagmi/core 2 beside
 * it), at /examples/wagmi-v2/. The kit's `w3m-kit/wagmi` is the same build for both.
 */
const WAGMI_V2 = [
  { find: /^wagmi$/, replacement: root('node_modules/wagmi-v2') },
  { find: /^@wagmi\/core$/, replacement: root('node_modules/wagmi-v2/node_modules/@wagmi/core') }
]

export default defineConfig(({ mode }) => {
  const name = mode === 'wagmi-v2' ? 'wagmi-v2' : 'wagmi'
  return {
    root: here('.'),
    base: `/examples/${name}/`,
    resolve: { alias: [...kitAliases(), ...(mode === 'wagmi-v2' ? WAGMI_V2 : [])] },
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: root(`demo/dist/examples/${name}`),
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false
    }
  }
})
