import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS } from './scripts/chromium.mjs'

/** End-to-end: the built demo pages against the devnet, in the system Chromium (never a download). */
export default defineConfig({
  testMatch: '**/*.spec.ts',
  // One build, one run: the end-to-end flows on the shared devnet, the example apps (examples/, built
  // once by scripts/examples.mjs) on the same devnet, and the fault suite (issue 24), whose files each
  // start a devnet of their own to break (docs/contributing.md, Fault switches).
  projects: [
    { name: 'e2e', testDir: 'test/e2e' },
    { name: 'examples', testDir: 'test/examples' },
    { name: 'faults', testDir: 'test/faults' }
  ],
  globalSetup: './test/e2e/global-setup.ts',
  // Generous: a CI machine has run this suite 3 times slower than a laptop (7 times for the build).
  // A passing test takes no longer for it; long flows add test.slow().
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  // CI: one retry, so a test that fails once under load is reported as flaky (named in the summary) rather
  // than failing the run; a test that fails twice fails it. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    headless: true,
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS }
  }
})
