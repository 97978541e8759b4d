import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS } from './scripts/chromium.mjs'

/** End-to-end: the built demo pages against the devnet, in the system Chromium (never a download). */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/global-setup.ts',
  // Generous: a CI machine has run this suite 3 times slower than a laptop (7 times for the build).
  // A passing test takes no longer for it; long flows add test.slow().
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    headless: true,
    trace: 'off',
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS }
  }
})
