import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEVNET_SERVER_SECRET } from '../../devnet/server-secret.js'
import { createPublicClient, formatEther, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startAuthService } from '../../server/src/auth/service.js'
import { startSecureSite } from '../../server/src/site/secure-site.js'
import { DEMO_PAGES, demoDevnet, demoUrl, openDemo, shownAmount } from './demo.js'
import { enterCode, fund, modalView, openAccount, requestCode, secureFrame, signInNew, uniqueEmail } from './embedded.js'
import { codeIn, deviceLinkIn, mailsTo, nextMail } from './mail.js'

/**
 * The embedded wallet through the modal (sign-in on both demo pages), against the devnet: the secure site
 * serves the frame, the auth service mails codes to the mail sink (read here as the person's
 * inbox), the frame signs and sends on anvil. Nothing is mocked; the expired-code test runs its
 * own auth service whose clock it moves (ten minutes cannot pass in a test).
 */

const CHAIN = 'eip155:1'
const chain = () => createPublicClient({ transport: http(demoDevnet().rpcUrls[CHAIN]) })
/** The devnet keys this suite funds embedded wallets from (other suites use 0–13). */
const FUNDER = { '/html/': 14, '/react/': 15 } as Record<string, number>

for (const path of DEMO_PAGES) {
  test.describe(`${path} embedded wallet`, () => {
    test('a visitor with no wallet signs in by email; signs and sends through the frame; a rejection changes nothing; reload restores; disconnect stays', async ({ page }) => {
      test.slow() // the longest flows of the suite
      await openDemo(page, path, '?email=1')
      const email = uniqueEmail('visitor')
      const { address } = await signInNew(page, email)
      await fund(address, FUNDER[path]!, '1')

      // A reload restores the session without a code; the Account shows the email and the anvil balance.
      await page.reload()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await openAccount(page)
      await expect(page.getByText(email)).toBeVisible()
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', address)
      await expect(page.getByTestId('w3m-account-balance')).toHaveText('1 ETH')
      await page.getByTestId('w3m-header-close').click()
      // The frame's smart account is the account in use (behaviour §5 eip155 default); the kit keeps the enabled networks (behaviour §7).
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { appKit: { getAccount(): { embeddedWalletInfo?: { accountType?: string } } } }).appKit.getAccount().embeddedWalletInfo?.accountType))
        .toBe('smartAccount')
      await expect.poll(() => page.evaluate(() => localStorage.getItem('@w3m/embedded/smart-account-enabled-networks'))).toBe('"1,56"')

      // The site's page can neither look into the frame nor fake it: a frame event from the page itself is ignored.
      const reach = await page.evaluate(async () => {
        const frame = document.querySelector<HTMLIFrameElement>('[data-testid="w3m-secure-frame"]')!
        window.postMessage({ type: 'frame-visibility', payload: { visible: true, reason: 'approve' } }, location.origin)
        await new Promise(resolve => setTimeout(resolve, 300))
        return { document: frame.contentDocument, opacity: frame.style.opacity }
      })
      expect(reach.document).toBeNull()
      expect(reach.opacity, 'the frame stays hidden').toBe('0')
      await expect(page.getByTestId('w3m-modal-card')).toBeHidden()

      // Sign a message: ApproveTransaction shows the frame's own screen; approving there signs.
      // (Escape here would be the frame's: its screen takes the focus, and Escape rejects there, as
      // frame-approval.spec shows; the kit's own guard of ApproveTransaction is a unit test.)
      await page.locator('#sign-message').click()
      await expect(modalView(page)).toHaveAttribute('view', 'ApproveTransaction')
      await secureFrame(page).getByTestId('approve-transaction-approve').click()
      // The embedded wallet is a smart account on this chain (behaviour §5): ERC-6492-wrapped until deployed, so the chain verifies it.
      await expect(page.locator('#sign-result')).toHaveText(/^0x[0-9a-f]{130,}$/)
      const signature = (await page.locator('#sign-result').textContent()) as Hex
      expect(await chain().verifyMessage({ address, message: 'Hello from w3m-kit', signature })).toBe(true)
      await expect(page.getByTestId('w3m-modal-card')).toBeHidden()

      // Reject one: the caller gets the rejection, nothing is sent or signed.
      const nonce = await chain().getTransactionCount({ address })
      await page.locator('#sign-message').click()
      await secureFrame(page).getByTestId('approve-transaction-reject').click()
      await expect(page.locator('#sign-result')).toHaveText('Error: Signature declined')
      await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
      expect(await chain().getTransactionCount({ address })).toBe(nonce)

      // Send from the Account view: approved in the frame, mined on anvil.
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      await openAccount(page)
      await page.getByTestId('account-feature-send').click()
      await expect(page.getByTestId('send-token-select')).toContainText('ETH')
      await page.getByTestId('send-amount-input').fill('0.25')
      await page.getByTestId('send-address-input').fill(receiver)
      await expect(page.getByTestId('send-preview')).not.toHaveAttribute('disabled')
      await page.getByTestId('send-preview').click()
      await page.getByTestId('send-confirm').click()
      await expect(modalView(page)).toHaveAttribute('view', 'ApproveTransaction')
      await secureFrame(page).getByTestId('approve-transaction-approve').click()
      await expect(page.getByTestId('send-confirmed')).toBeVisible()
      expect(await chain().getBalance({ address: receiver })).toBe(parseEther('0.25'))
      const left = await chain().getBalance({ address })
      await page.getByTestId('send-done').click()
      await expect(page.getByTestId('w3m-account-balance')).toHaveText(`${shownAmount(formatEther(left))} ETH`)

      // Disconnect: the frame signs out; a reload stays disconnected and loads no frame.
      await page.getByTestId('disconnect-button').click()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      await page.reload()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      await page.waitForTimeout(1500)
      await expect(page.getByTestId('account-button')).toBeHidden()
      await expect(page.locator('[data-testid="w3m-secure-frame"]')).toHaveCount(0)
    })
  })
}

const path = '/html/'

// Devices, codes and the email are the frame's and the auth service's: the React page's run would repeat the HTML page's.
test.describe(`${path} embedded wallet`, () => {
  test('a second browser (a new device) approves the device by the mailed link, then the code, then the recovery key', async ({ page, browser }: { page: Page; browser: Browser }) => {
    test.slow() // the longest flows of the suite
    await openDemo(page, path, '?email=1')
    const email = uniqueEmail('device')
    const first = await signInNew(page, email)

    const context = await browser.newContext()
    const other = await context.newPage()
    await openDemo(other, path, '?email=1')
    const seen = (await mailsTo(email)).length
    await requestCode(other, email)
    await expect(modalView(other)).toHaveAttribute('view', 'EmailVerifyDevice')
    const approval = await context.newPage()
    await approval.goto(deviceLinkIn(await nextMail(email, seen)))
    await approval.locator('#approve-device').click()
    await expect(approval.locator('#device-approved')).toBeVisible()
    await expect(modalView(other)).toHaveAttribute('view', 'EmailVerifyOtp')
    await enterCode(other, codeIn(await nextMail(email, seen + 1)))
    const frame = secureFrame(other)
    await frame.getByTestId('recovery-input').fill(first.recovery)
    await frame.getByTestId('recovery-submit').click()
    await expect(other.getByTestId('account-button')).toBeVisible()
    expect(await other.evaluate(() => (window as unknown as { appKit: { getAccount(): { address?: string } } }).appKit.getAccount().address)).toBe(first.address)
    await context.close()
  })

  test('a wrong code and the resend cooldown each say so; the right code still signs in', async ({ page }) => {
    await openDemo(page, path, '?email=1')
    const email = uniqueEmail('codes')
    await requestCode(page, email)
    await expect(modalView(page)).toHaveAttribute('view', 'EmailVerifyOtp')
    const code = codeIn(await nextMail(email))
    await enterCode(page, code === '000000' ? '111111' : '000000')
    await expect(page.getByTestId('w3m-email-error')).toHaveText('Invalid code')
    await expect(page.getByTestId('w3m-otp-resend')).toBeDisabled()
    // Back on Connect, asking again within 30 s is refused in the behaviour spec's words.
    await page.getByTestId('w3m-header-back').click()
    await page.getByTestId('w3m-email-input').press('Enter')
    await expect(page.getByTestId('w3m-email-error')).toHaveText(/^Please try again after ([1-9]|[12]\d|30) seconds$/)
    expect(await mailsTo(email)).toHaveLength(1)
    await page.getByTestId('w3m-header-close').click()
    await page.getByTestId('connect-button').click()
    await page.getByTestId('w3m-email-input').fill(email)
    await page.getByTestId('w3m-email-input').press('Enter')
    await expect(page.getByTestId('w3m-email-error')).toHaveText(/^Please try again after \d+ seconds$/)
    // An invalid address never reaches the frame.
    await page.getByTestId('w3m-email-input').fill('not-an-email')
    await page.getByTestId('w3m-email-input').press('Enter')
    await expect(page.getByTestId('w3m-email-error')).toHaveText('Email must be a valid address')
  })

  test('updating the email takes a code sent to the current address and one sent to the new address', async ({ page }) => {
    await openDemo(page, path, '?email=1')
    const email = uniqueEmail('old')
    const newEmail = uniqueEmail('new')
    await signInNew(page, email)
    await openAccount(page)
    const seen = (await mailsTo(email)).length
    await page.getByTestId('w3m-update-email').click()
    await expect(modalView(page)).toHaveAttribute('view', 'UpdateEmailWallet')
    await page.getByTestId('w3m-email-input').fill(newEmail)
    await page.getByTestId('w3m-email-input').press('Enter')
    await expect(modalView(page)).toHaveAttribute('view', 'UpdateEmailPrimaryOtp')
    await enterCode(page, codeIn(await nextMail(email, seen)))
    await expect(modalView(page)).toHaveAttribute('view', 'UpdateEmailSecondaryOtp')
    await enterCode(page, codeIn(await nextMail(newEmail)))
    await expect(modalView(page)).toHaveAttribute('view', 'Account')
    await expect(page.getByText(newEmail)).toBeVisible()
    // The new address signs in from now on (a reload restores it).
    await page.reload()
    await openAccount(page)
    await expect(page.getByText(newEmail)).toBeVisible()
  })
})

test('an expired code says so (an auth service whose clock the test moves)', async ({ page }) => {
  const info = demoDevnet()
  let clock = Date.now()
  const site = await startSecureSite({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
  const auth = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: site.url, smtpPort: info.smtpPort, now: () => clock })
  site.setConfig({ authUrl: auth.url, rpcUrls: info.rpcUrls })
  try {
    await page.goto(demoUrl(`/html/?secureSiteUrl=${encodeURIComponent(site.url)}`))
    const email = uniqueEmail('expired')
    await requestCode(page, email)
    await expect(modalView(page)).toHaveAttribute('view', 'EmailVerifyOtp')
    const code = codeIn(await nextMail(email))
    clock += 11 * 60 * 1000
    await enterCode(page, code)
    await expect(page.getByTestId('w3m-email-error')).toHaveText('The code expired: request a new one')
    await expect(page.getByTestId('account-button')).toBeHidden()
  } finally {
    await auth.stop()
    await site.stop()
  }
})
