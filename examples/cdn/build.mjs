// The CDN example's "build": no bundler, only files copied where the e2e's demo server serves them:
// the page, and the kit's no-build bundle (dist/cdn/, made by `npm run build`) beside it as w3m-kit/.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const out = `${root}demo/dist/examples/cdn/`
if (!existsSync(`${root}dist/cdn/index.js`)) throw new Error('dist/cdn/ is missing: run `npm run build` first.')

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
cpSync(`${root}examples/cdn/index.html`, `${out}index.html`)
cpSync(`${root}dist/cdn/`, `${out}w3m-kit/`, { recursive: true })
