// Vite plugin: gives @walletconnect/utils 2.21.8 the kit's `Buffer` (adapters/walletconnect/node-buffer.ts)
// where its browser build reads Node's global one (docs/walletconnect.md, "Node's Buffer").
import { fileURLToPath } from 'node:url'

const shim = fileURLToPath(new URL('../adapters/walletconnect/node-buffer.ts', import.meta.url))

export function walletConnectBufferPlugin() {
  return {
    name: 'w3m-walletconnect-buffer',
    transform(code, id) {
      if (!/[\\/]@walletconnect[\\/]utils[\\/]dist[\\/]index\.es\.js$/.test(id.split('?')[0])) return undefined
      return { code: `import { Buffer } from ${JSON.stringify(shim)};\n${code}`, map: null }
    }
  }
}
