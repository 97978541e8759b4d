// The small wagmi dapp docs/testing.md tests (scripts/devnet-package-check.mjs): index.html and one
// bundled main.js in demo/dist/examples/devnet-wagmi/, static files a test serves as they are.
import { build } from 'esbuild'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const out = `${root}demo/dist/examples/devnet-wagmi/`
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
cpSync(`${root}examples/devnet-wagmi/index.html`, `${out}index.html`)
await build({ entryPoints: [`${root}examples/devnet-wagmi/main.ts`], outfile: `${out}main.js`, bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, logLevel: 'warning' })
