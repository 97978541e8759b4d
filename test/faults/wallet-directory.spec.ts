import { expect, test } from '@playwright/test'
import { useFaultSite } from './fault-site.js'

/**
 * The wallet directory answering garbage (200 with a body that is not JSON, or JSON of another
 * shape) and then not at all (503 after the client's retries): All wallets says it could not load
 * them, never an empty list that looks true, and lists them again once the directory is back.
 */

const site = useFaultSite(['api', 'directory', 'relay', 'verify'])

const directory = () => site().services.directory!.directory

test('garbage, then an outage: All wallets says it could not load them; back up: Try again lists them', async ({ page }) => {
  directory().setFaults({ garbage: 'text', pathPrefix: '/getWallets' })
  await page.goto(`${site().url}/html/`)
  await page.getByTestId('connect-button').click()
  // The announced wallet needs no directory: it is still there to connect with.
  await expect(page.getByTestId('wallet-selector-com.w3mkit.testwallet')).toBeVisible()
  await page.getByTestId('all-wallets').click()
  const view = page.locator('w3m-all-wallets-view')
  await expect(view.getByRole('alert')).toContainText('Could not load wallets')
  await expect(view.getByText('No wallet found')).toHaveCount(0)

  directory().setFaults({ garbage: 'shape', pathPrefix: '/getWallets' })
  await page.getByTestId('all-wallets-retry').click()
  await expect(view.getByRole('alert')).toContainText('Could not load wallets')
  await expect(view.getByText('No wallet found')).toHaveCount(0)

  directory().setFaults({ status: 503, retryAfter: 1, pathPrefix: '/getWallets' })
  await page.getByTestId('all-wallets-retry').click()
  await expect(view.getByRole('alert')).toContainText('Could not load wallets')
  // One call and its retries, never a loop.
  expect(directory().faultHits()).toBeLessThanOrEqual(3)

  directory().setFaults(undefined)
  await page.getByTestId('all-wallets-retry').click()
  await expect(view.getByRole('alert')).toHaveCount(0)
  await expect(view.locator('w3m-wallet-virtual-list').locator('[data-testid^="wallet-selector-"]').first()).toBeVisible()
})
