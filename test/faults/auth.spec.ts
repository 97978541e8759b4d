import { expect, test, type Page } from '@playwright/test'
import { loginCodeIn, readInbox } from '../../devnet/mail/inbox.js'
import { saveRecoveryKey } from '../e2e/recovery.js'
import { useFaultSite } from './fault-site.js'

/**
 * The embedded wallet's servers failing: the auth service restarted in the middle of a sign-in (on
 * its store: the emailed code still verifies), then down under a signed-in person (who keeps
 * signing: the frame holds its share; a new sign-in says it failed, in behaviour §8's words), and the
 * secure frame failing to load (behaviour §8's alert and text). The auth service sits behind its gate
 * (devnet/gate.ts), so its address stays the same across the restart.
 */

const site = useFaultSite(['api', 'directory', 'relay', 'verify', 'auth'])

const secureFrame = (page: Page) => page.frameLocator('[data-testid="w3m-secure-frame"]')
const modal = (page: Page) => page.locator('w3m-modal')
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function mailedCode(email: string, seen = 0): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const mails = await readInbox(site().devnet.mailInboxUrl, email)
      code = mails.length > seen ? loginCodeIn(mails[0]!) : undefined
      return code
    })
    .toMatch(/^\d{6}$/)
  return code!
}

async function askCode(page: Page, email: string): Promise<void> {
  await page.getByTestId('w3m-email-input').fill(email)
  await page.getByTestId('w3m-email-input').press('Enter')
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('w3m-otp-input').locator('input').first().click()
  await page.keyboard.type(code)
}

test('auth restarted mid-sign-in: the code still verifies; then down: the signed-in person keeps signing, a new sign-in fails in words; back: it goes through', async ({ page }) => {
  const email = uniqueEmail('restart')
  await page.goto(`${site().url}/html/?email=1`)
  await page.getByTestId('connect-button').click()
  await askCode(page, email)
  await expect(modal(page)).toHaveAttribute('view', 'EmailVerifyOtp')
  const code = await mailedCode(email)

  await site().restartAuth()
  await typeCode(page, code)
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.locator('#status')).toHaveText('connected')

  const authGate = site().services.authGate!
  authGate.down()
  // The frame keeps the auth share in memory for the page's life: signing goes on without the service.
  await page.locator('#sign-message').click()
  await expect(modal(page)).toHaveAttribute('view', 'ApproveTransaction')
  await secureFrame(page).getByTestId('approve-transaction-approve').click()
  await expect(page.locator('#sign-result')).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(page.locator('#status')).toHaveText('connected')

  // Another person on this page (after a disconnect) cannot sign in while it is down, and is told so.
  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await page.getByTestId('connect-button').click()
  const other = uniqueEmail('down')
  await askCode(page, other)
  await expect(modal(page)).toHaveAttribute('view', 'Connect')
  await expect(page.locator('w3m-connect-view').getByText('Something went wrong')).toBeVisible()

  authGate.up()
  await askCode(page, other)
  await expect(modal(page)).toHaveAttribute('view', 'EmailVerifyOtp')
  await typeCode(page, await mailedCode(other))
  await expect(secureFrame(page).getByTestId('recovery-key')).toBeVisible()
})

test("the secure frame failing to load: 'Embedded wallet load failed' and 'Unable to load email login dependency' (behaviour §8), never a wait without end", async ({ page }) => {
  // The page's clock runs as usual; it is moved past the frame's 20 s load timeout instead of waiting for it.
  await page.clock.install()
  await page.goto(`${site().url}/html/?email=1&secureSiteUrl=${encodeURIComponent('http://127.0.0.1:9/')}`)
  await page.getByTestId('connect-button').click()
  await askCode(page, uniqueEmail('noframe'))
  // The load timer starts when the frame element is added: move the clock only once it exists (on a
  // busy machine the embedded wallet's code can still be loading when the code is asked for).
  await expect(page.locator('iframe[data-testid="w3m-secure-frame"]')).toBeAttached()
  await page.clock.fastForward(21_000)
  await expect(page.getByTestId('w3m-alert')).toContainText('Embedded wallet load failed')
  await expect(page.locator('w3m-connect-view').getByText('Unable to load email login dependency')).toBeVisible()
  // The other ways in stay open.
  await expect(page.getByTestId('wallet-selector-com.w3mkit.testwallet')).toBeVisible()
})

test('the auth service down at a reload signs nobody out: the page starts disconnected, and the next load once it is back restores the same account', async ({ page }) => {
  const email = uniqueEmail('outage')
  await page.goto(`${site().url}/html/?email=1`)
  await page.getByTestId('connect-button').click()
  await askCode(page, email)
  await typeCode(page, await mailedCode(email))
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  const address = await page.locator('#address').textContent()

  const authGate = site().services.authGate!
  authGate.down()
  try {
    await page.reload()
    await expect(page.getByTestId('connect-button')).toBeVisible()
  } finally {
    authGate.up()
  }
  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.locator('#address')).toHaveText(address!)
})
