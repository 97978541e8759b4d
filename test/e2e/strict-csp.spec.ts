import { expect, test, type Page } from '@playwright/test'
import { serveDemo } from '../../demo/serve.js'
import type { StaticServer } from '../../demo/static-server.js'
import { demoDevnet, TEST_WALLET_ID } from './demo.js'
import { modalView, secureFrame, signInNew, uniqueEmail } from './embedded.js'

/**
 * The demo's whole-product page served as a site with a strict CSP would serve it: the policy of
 * docs/csp.md for the devnet's services (no 'unsafe-inline' anywhere), the secure frame under the
 * secure site's own strict policy. Every view a person can reach is walked, and not one
 * `securitypolicyviolation` may fire, on the page or in the frame.
 */

let site: StaticServer

test.beforeAll(async () => {
  site = await serveDemo(demoDevnet(), { csp: true })
})
test.afterAll(async () => {
  await site?.stop()
})

const VIOLATION = 'csp-violation:'

/** Every frame reports its violations (and the page's own console errors) to the test through the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.addInitScript(prefix => {
    document.addEventListener(
      'securitypolicyviolation',
      event => console.error(`${prefix} ${location.origin} ${event.effectiveDirective} blocked=${event.blockedURI} at=${event.sourceFile}:${event.lineNumber} sample=${event.sample}`),
      true
    )
  }, VIOLATION)
  page.on('console', message => {
    if (message.type() === 'error' && (message.text().startsWith(VIOLATION) || /content security policy/i.test(message.text()))) seen.push(message.text())
  })
  page.on('pageerror', error => seen.push(`page error: ${error.message}`))
  return seen
}

async function expectView(page: Page, view: string): Promise<void> {
  await expect(modalView(page)).toHaveAttribute('view', view)
}

async function back(page: Page): Promise<void> {
  await page.getByTestId('w3m-header-back').click()
}

test('the whole product works under docs/csp.md\'s strict policy: every view, the secure frame included, with no CSP violation', async ({ page }) => {
  test.slow()
  const violations = await watchViolations(page)
  const response = await page.goto(`${site.url}/`)
  expect(response?.headers()['content-security-policy'], 'the page is served under the strict policy').toMatch(/style-src 'self';/)
  await expect(page.getByTestId('connect-button')).toBeVisible()

  await test.step('Connect, All wallets and its search, the WalletConnect QR code', async () => {
    await page.getByTestId('connect-button').click()
    await expectView(page, 'Connect')
    await page.getByTestId('all-wallets').click()
    await expectView(page, 'AllWallets')
    const rows = page.locator('w3m-wallet-virtual-list li[data-id]')
    await expect(rows.nth(5)).toBeVisible()
    // Each row sits at its own height (the transforms are styles the policy must let through).
    const tops = await rows.evaluateAll(items => items.slice(0, 6).map(item => Math.round(item.getBoundingClientRect().top)))
    expect.soft(new Set(tops).size, `row tops ${tops.join(', ')}`).toBe(tops.length)
    await page.getByTestId('all-wallets-search').fill('Test Wallet')
    await expect(rows.first()).toBeVisible()
    await back(page)
    await page.getByTestId('wallet-selector-walletConnect').click()
    await expectView(page, 'ConnectingWalletConnect')
    await expect(page.getByTestId('wui-qr-code')).toHaveAttribute('uri', /^wc:/)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
  })

  await test.step('Account, Send, Receive, Activity, Networks, Swap, Buy', async () => {
    await page.getByTestId('connect-button').click()
    await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
    await expect(page.getByTestId('account-button')).toBeVisible()
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
    await page.getByTestId('account-button').click()
    await expectView(page, 'Account')
    await expect(page.getByTestId('token-row-ETH')).toBeVisible()
    for (const [feature, view] of [['send', 'Send'], ['receive', 'Receive'], ['swaps', 'Swap'], ['onramp', 'OnRampProviders']] as const) {
      await page.getByTestId(`account-feature-${feature}`).click()
      await expectView(page, view)
      await expect(page.getByTestId('w3m-header-text')).toBeVisible()
      await back(page)
      await expectView(page, 'Account')
    }
    await page.getByTestId('account-tab-activity').click()
    await expect(page.getByTestId('activity-row').or(page.getByTestId('activity-empty')).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByTestId('network-button').click()
    await expectView(page, 'Networks')
    await page.keyboard.press('Escape')
    await page.getByTestId('account-button').click()
    await page.getByTestId('disconnect-button').click()
    await expect(page.getByTestId('connect-button')).toBeVisible()
  })

  await test.step('email sign-in and a signature: the secure frame shows its screens (recovery key, approval)', async () => {
    await signInNew(page, uniqueEmail('csp'))
    await page.locator('#sign-message').click()
    await expectView(page, 'ApproveTransaction')
    await secureFrame(page).getByTestId('approve-transaction-approve').click()
    await expect(page.locator('#sign-result')).toHaveText(/^0x[0-9a-f]+$/)
  })

  expect(violations).toEqual([])

  await test.step('the watch sees a violation, on the page and in the frame (so an empty list means none happened)', async () => {
    const frame = page.frames().find(candidate => candidate.url().startsWith(demoDevnet().secureSiteUrl!))!
    for (const target of [page.mainFrame(), frame]) await target.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'))
    await expect.poll(() => violations.filter(text => text.includes('style-src-attr')).length).toBe(2)
  })
})

for (const path of ['/html/', '/react/', '/react18/react/']) {
  test(`${path} opens Connect under the strict policy with no CSP violation`, async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto(`${site.url}${path}`)
    await page.getByTestId('connect-button').click()
    await expectView(page, 'Connect')
    await expect(page.locator('[data-testid^="wallet-selector-"]').first()).toBeVisible()
    expect(violations).toEqual([])
  })
}
