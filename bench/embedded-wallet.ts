import type { Browser } from 'playwright-core'
import { typeBackRecoveryKey } from '../test/e2e/recovery.js'
import { globalScript } from '../demo/static-server.js'
import { servePages } from './page-server.js'
import { loginCodeIn, readInbox } from '../devnet/mail/inbox.js'
import { freshLoad } from './measure.js'
import type { LoggedRequest } from './network-log.js'

/**
 * The embedded wallet on the HTML demo against the devnet's secure site, auth service and mail
 * sink: the bytes that load once the email field is used (the kit's code, and the frame's page on
 * its own origin), and the machine's part of a first sign-in: from the code's last digit to the
 * frame's recovery screen, plus from the confirmed key to the connected button (the person's reading
 * time between the two is not counted).
 */
export interface EmbeddedWalletBench {
  /** The kit's scripts fetched from focusing the field to the code view. */
  flowRequests: LoggedRequest[]
  /** The secure site's page and scripts (another origin, loaded in the frame). */
  frameRequests: LoggedRequest[]
  codeToAccountMs: number
}

async function codeFrom(inboxUrl: string, to: string, timeoutMs: number): Promise<string> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const [latest] = await readInbox(inboxUrl, to)
    const code = latest && loginCodeIn(latest)
    if (code) return code
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error(`no login code reached ${to}`)
}

export async function benchEmbeddedWallet(options: { browser: Browser; dist: string; devnet: Record<string, unknown>; timeoutMs: number }): Promise<EmbeddedWalletBench> {
  const secureOrigin = new URL(String(options.devnet.secureSiteUrl)).origin
  const inboxUrl = String(options.devnet.mailInboxUrl)
  const server = await servePages({ root: options.dist, inject: globalScript('__DEVNET__', options.devnet) })
  try {
    // freshLoad opens Connect, where the email field is.
    const load = await freshLoad(options.browser, new URL('html/?email=1', server.url).href, options.timeoutMs)
    try {
      const { page, log } = load
      // The Connect view prefetches All wallets at idle whether or not the email field is used: not the email flow's.
      await log.idle()
      log.setPhase('email')
      const email = `bench-${Date.now()}@example.com`
      const input = page.getByTestId('w3m-email-input')
      await input.fill(email)
      await input.press('Enter')
      await page.locator('w3m-modal[view="EmailVerifyOtp"]').waitFor({ state: 'attached', timeout: options.timeoutMs })
      await log.idle()
      const phase = log.inPhase('email')
      const flowRequests = phase.filter(entry => entry.type === 'script' && entry.origin === new URL(server.url).origin)
      const frameRequests = phase.filter(entry => entry.origin === secureOrigin && entry.type !== 'fetch')

      const code = await codeFrom(inboxUrl, email, options.timeoutMs)
      await page.getByTestId('w3m-otp-input').locator('input').first().click()
      await page.keyboard.type(code.slice(0, 5))
      const saved = page.frameLocator('[data-testid="w3m-secure-frame"]').getByTestId('recovery-saved')
      let started = performance.now()
      await page.keyboard.type(code.slice(5))
      await saved.waitFor({ timeout: options.timeoutMs })
      let codeToAccountMs = performance.now() - started
      // The person reads the key, says they saved it and types back what the frame asks (not counted).
      const frame = page.frameLocator('[data-testid="w3m-secure-frame"]')
      const recovery = ((await frame.getByTestId('recovery-key').textContent()) ?? '').trim()
      await typeBackRecoveryKey(frame, recovery, options.timeoutMs)
      started = performance.now()
      await frame.getByTestId('recovery-confirm').click()
      await page.getByTestId('account-button').waitFor({ timeout: options.timeoutMs })
      codeToAccountMs += performance.now() - started
      return { flowRequests, frameRequests, codeToAccountMs }
    } finally {
      await load.context.close()
    }
  } finally {
    await server.stop()
  }
}
