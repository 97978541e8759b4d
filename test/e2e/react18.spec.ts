import { expect, test } from '@playwright/test'
import { connectTestWallet, openDemo, walletAddress } from './demo.js'

// The peer range says react >=18: the React demo built a second time on React 18 (demo/react18/).
test('the React demo on React 18: components render, hooks follow a connection, a reload restores it, disconnect clears it', async ({ page }) => {
  await openDemo(page, '/react18/react/')
  await expect(page.getByTestId('react-version')).toHaveText(/^React 18\./)
  await expect(page.locator('#status')).toHaveText('disconnected')

  await connectTestWallet(page)
  await expect(page.locator('#address')).toHaveText(walletAddress())
  await expect(page.locator('#wallet')).toHaveText('Test Wallet')
  await expect(page.locator('#network')).toHaveText('Ethereum')

  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.locator('#address')).toHaveText(walletAddress())

  await page.getByRole('button', { name: 'Disconnect from the page' }).click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect(page.locator('#address')).toHaveText('—')
})
