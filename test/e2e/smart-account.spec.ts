import { expect, test } from '@playwright/test'
import { openDemo } from './demo.js'
import { openAccount, signInNew, uniqueEmail } from './embedded.js'

/**
 * The embedded wallet's two accounts through the modal on the html demo, against the devnet's
 * bundler: a new email user gets the smart account (behaviour §5 default on chains with a bundler);
 * Account switches to the EOA and back, the connection's address following. (The user operations
 * themselves are covered at the frame's level, frame-smart-account.spec.ts.)
 */

const account = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { appKit: { getAccount(): { address?: string; embeddedWalletInfo?: { accountType?: string } } } }).appKit.getAccount())

test('Account switches the embedded wallet between its smart account and its EOA; the choice survives a reload', async ({ page }) => {
  test.slow() // a first email sign-in, then two switches
  await openDemo(page, '/html/', '?email=1')
  const { address: smart } = await signInNew(page, uniqueEmail('smart-switch'))
  expect((await account(page)).embeddedWalletInfo?.accountType).toBe('smartAccount')

  await openAccount(page)
  const toggle = page.getByTestId('account-type-toggle')
  await expect(toggle).toHaveText('Switch to your EOA')
  await toggle.click()
  await expect(toggle).toHaveText('Switch to your smart account')
  const eoa = (await account(page)).address
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(eoa).not.toBe(smart)
  await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', eoa!)

  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  expect((await account(page)).address).toBe(eoa)

  await openAccount(page)
  await page.getByTestId('account-type-toggle').click()
  await expect(page.getByTestId('w3m-toast')).toContainText('This application might not support Smart Accounts')
  await expect(page.getByTestId('account-type-toggle')).toHaveText('Switch to your EOA')
  expect((await account(page)).address).toBe(smart)
})

test('Account turns on the EIP-7702 account: the address stays the EOA, the account type follows, and the choice survives a reload', async ({ page }) => {
  test.slow()
  await openDemo(page, '/html/', '?email=1')
  await signInNew(page, uniqueEmail('eip7702-switch'))
  await openAccount(page)
  await page.getByTestId('account-type-toggle').click()
  await expect(page.getByTestId('account-type-toggle')).toHaveText('Switch to your smart account')
  const eoa = (await account(page)).address

  const delegation = page.getByTestId('account-type-eip7702')
  await expect(delegation).toHaveText('Use your address as a smart account (EIP-7702)')
  await delegation.click()
  await expect(delegation).toHaveText('Switch to your EOA')
  expect(await account(page)).toMatchObject({ address: eoa, embeddedWalletInfo: { accountType: 'eip7702' } })
  await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', eoa!)

  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  expect(await account(page)).toMatchObject({ address: eoa, embeddedWalletInfo: { accountType: 'eip7702' } })
})
