// Element tests: every elements/**/*.test.ts, and the secure frame's screens (frame/page/screens), run in headless Chromium (the system build, no download).
import { fileURLToPath } from 'node:url'
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { CHROMIUM_ARGS } from './scripts/chromium.mjs'

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url))

export default {
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  files: ['elements/**/*.test.ts', 'frame/page/screens/**/*.test.ts'],
  nodeResolve: true,
  // 2 shared cores: more browser pages only make every test slower and flakier.
  concurrency: 2,
  concurrentBrowsers: 1,
  // A file's first page loads its whole import graph through the dev server's esbuild transform, cold at
  // the start: past the 30 s default on a loaded machine (two files of one CI run).
  browserStartTimeout: 120_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 180_000,
  // Generous: CI machines have run these several times slower than a laptop.
  testFramework: { config: { timeout: 30_000 } },
  plugins: [esbuildPlugin({ ts: true, tsconfig, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS
      }
    })
  ],
  // nanostores reads process.env.NODE_ENV, which browsers lack: define it before any test module.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /></head>
  <body>
    <script>window.process = { env: { NODE_ENV: 'development' } }</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`
}
