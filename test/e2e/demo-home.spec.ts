import { expect, test } from '@playwright/test'
import { openDemo } from './demo.js'

/** A newcomer opens the demo's first page: the whole product is there without a flag, and each other kind of site is one link away. */
test("the demo's first page shows the whole product: wallets, email and social sign-in, the three chain families; the scenarios link to their sites", async ({ page }) => {
  await openDemo(page, '/')
  await page.getByTestId('connect-button').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Connect')
  await expect(page.getByTestId('w3m-email-input')).toBeVisible()
  await expect(page.getByTestId('social-login-google')).toBeVisible()
  await expect(page.locator('[data-testid^="wallet-selector-"]').first()).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByTestId('network-button').click()
  await expect(page.getByTestId('w3m-network-switch-solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBeVisible()
  await expect(page.getByTestId('w3m-network-switch-bip122:0f9188f13cb7b2c71f2a335e3a4fc328')).toBeVisible()
  await page.keyboard.press('Escape')

  const scenarios = page.getByTestId('demo-scenarios')
  await scenarios.getByRole('link', { name: 'A Solana-only site' }).click()
  await expect(page).toHaveURL(/\/html\/\?solana=only$/)
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('w3m-email-input'), 'the other pages start from wallets only').toHaveCount(0)
})
